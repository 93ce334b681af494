"""The proofs a kind left from a listed whole must pass (obligations.base.pin_value): the
whole is the sum of the counts of every kind listed, each told kind its told count and every
count at least zero, with the asked kind at the replayed value (``listed_kind_consistent``:
sat) and at no other (``listed_kind_unique``: unsat; it fails when another kind is left
untold)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.listed import ListedKindsEntry
from wordproof.obligations.base import pin_value
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("listed_kind_consistent", "listed_kind_unique")


def prove_listed(entry: ListedKindsEntry, value: Fraction, solver: Gateway,
                 disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` counts the untold kind, or a refusal."""
    counts = {kind: z3.Real(f"kind_{index}") for index, kind in enumerate(entry.kinds)}
    asked = counts[entry.asked]
    relations: list[tuple[str, object]] = [
        ("whole", z3.Sum(list(counts.values())) == real_value(entry.whole.value)),
        *((f"at_least_zero_{index}", count >= 0) for index, count in enumerate(counts.values())),
        *((f"told_{index}", counts[kind] == real_value(quoted.value))
          for index, (kind, quoted) in enumerate(entry.parts)),
    ]
    facts: list[tuple[str, z3.BoolRef]] = []
    for name, relation in relations:
        assert isinstance(relation, z3.BoolRef)
        facts.append((name, relation))
    pinned = pin_value(solver, facts, asked, value, OBLIGATIONS, disabled, f"the {entry.asked}")
    return pinned if isinstance(pinned, Refusal) else pinned[0]


__all__ = ["OBLIGATIONS", "prove_listed"]
