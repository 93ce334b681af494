"""The proofs a unit weight's difference must pass (obligations.base.pin_value): the weight of
one of each kind, both above nothing, satisfies the weight told of the first kind and the total
told of both, with the asked difference at the replayed value and above nothing, as "how much
heavier" supposes (``unit_weight_consistent``: sat), and at no other value
(``unit_weight_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.weights import UnitWeightEntry
from wordproof.obligations.base import pin_value
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("unit_weight_consistent", "unit_weight_unique")


def prove_unit_weight(entry: UnitWeightEntry, value: Fraction, solver: Gateway,
                      disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is how much heavier one thing of the kind asked is, or a refusal."""
    known, other = z3.Real("one_known"), z3.Real("one_other")
    asked = known - other if entry.known_heavier else other - known
    relations = [
        ("known_weight", real_value(entry.known_count.value) * known == real_value(entry.known_mass.value)),
        ("total_weight", real_value(entry.total_known.value) * known
         + real_value(entry.total_other.value) * other == real_value(entry.total_mass.value)),
        ("known_positive", known > 0),
        ("other_positive", other > 0),
        ("heavier", asked > 0),
    ]
    facts: list[tuple[str, z3.BoolRef]] = []
    for name, relation in relations:
        assert isinstance(relation, z3.BoolRef)
        facts.append((name, relation))
    pinned = pin_value(solver, facts, asked, value, OBLIGATIONS, disabled,
                       f"how much heavier: {entry.asked_text}")
    return pinned if isinstance(pinned, Refusal) else pinned[0]


__all__ = ["OBLIGATIONS", "prove_unit_weight"]
