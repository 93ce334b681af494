"""The proofs a sum over the members of a counted group must pass (obligations.base.
pinned_certificates): so many members, each with the told amount, make the sum, at the replayed
sum (``each_of_group_consistent``: sat) and at no other (``each_of_group_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.each_of_group import EachOfGroupEntry
from wordproof.obligations.base import pinned_certificates
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("each_of_group_consistent", "each_of_group_unique")


def prove_each_of_group(entry: EachOfGroupEntry, value: Fraction, solver: Gateway,
                        disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is the sum of the members' amounts, or a refusal."""
    members, each, total = z3.Real("members"), z3.Real("each"), z3.Real("sum")
    facts: list[tuple[str, object]] = [
        ("members_told", members == real_value(entry.members.value)),
        ("each_told", each == real_value(entry.each.value)),
        ("members_each_make_the_sum", total == members * each),
    ]
    return pinned_certificates(solver, facts, total, value, OBLIGATIONS, disabled, entry.asked_text)


__all__ = ["OBLIGATIONS", "prove_each_of_group"]
