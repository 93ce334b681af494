"""The proofs a time earning a sum at a told wage must pass (obligations.base.pin_value): one
rate that, over the time told, makes the sum told and, over the time asked, makes the sum wanted,
the time asked positive, at the replayed value (``wage_time_consistent``: sat) and at no other
(``wage_time_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.wage_time import WageTimeEntry
from wordproof.obligations.base import pinned_certificates
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("wage_time_consistent", "wage_time_unique")


def prove_wage_time(entry: WageTimeEntry, value: Fraction, solver: Gateway,
                    disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is the time earning the sum wanted takes, or a refusal."""
    rate, needed = z3.Real("rate"), z3.Real("time_needed")
    relations: list[tuple[str, object]] = [
        ("rate_over_time_told_makes_sum_told",
         rate * real_value(entry.time.value) == real_value(entry.earned.value)),
        ("rate_over_time_needed_makes_sum_wanted", rate * needed == real_value(entry.wanted.value)),
        ("time_needed_positive", needed > 0),
    ]
    return pinned_certificates(solver, relations, needed, value, OBLIGATIONS, disabled, entry.asked_text)


__all__ = ["OBLIGATIONS", "prove_wage_time"]
