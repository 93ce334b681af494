"""The proofs a number of times as many must pass (obligations.base.pin_value): that many times
the other's count is the count asked of, at the replayed value (``times_as_many_consistent``:
sat) and at no other (``times_as_many_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.times_as_many import TimesAsManyEntry
from wordproof.obligations.base import pinned_certificates
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("times_as_many_consistent", "times_as_many_unique")


def prove_times_as_many(entry: TimesAsManyEntry, value: Fraction, solver: Gateway,
                        disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is how many times as many, or a refusal."""
    times = z3.Real("times")
    relations: list[tuple[str, object]] = [
        ("times_the_other_is_the_one_asked",
         times * real_value(entry.other.value) == real_value(entry.asked.value)),
    ]
    return pinned_certificates(solver, relations, times, value, OBLIGATIONS, disabled, entry.asked_text)


__all__ = ["OBLIGATIONS", "prove_times_as_many"]
