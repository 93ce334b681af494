"""The proofs a count of like groups must pass (obligations.base.pin_value), over the integers:
that many groups of the told count make up the whole exactly (``groups_consistent``: sat; a
whole that leaves some over is ``inconsistent``), and no other count of groups does
(``groups_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.groups import GroupsEntry
from wordproof.obligations.base import pinned_certificates
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway
from wordproof.refusals import Refusal

OBLIGATIONS = ("groups_consistent", "groups_unique")


def prove_groups(entry: GroupsEntry, value: Fraction, solver: Gateway,
                 disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` groups of the told count make up the whole; a refusal otherwise."""
    groups = z3.Int("groups")
    facts: list[tuple[str, z3.BoolRef]] = [
        ("whole_in_groups", groups * int(entry.each.value) == int(entry.total)),
        ("some_groups", groups >= 0),
    ]
    return pinned_certificates(solver, facts, groups, value, OBLIGATIONS, disabled, entry.asked_text)


__all__ = ["OBLIGATIONS", "prove_groups"]
