"""The proofs a circle's radius or diameter must pass (obligations.base.pin_value): with the
diameter twice the radius and the told measure at its value, the replayed value of the asked
one can hold (``circle_consistent``: sat) and no other can (``circle_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.circles import Across, CircleEntry
from wordproof.obligations.base import pin_value
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("circle_consistent", "circle_unique")


def prove_circle(entry: CircleEntry, value: Fraction, solver: Gateway,
                 disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is the asked measure of the circle told; a refusal otherwise."""
    measures = {across: z3.Real(across.value) for across in Across}
    facts: list[tuple[str, z3.BoolRef]] = [
        ("two_radii", measures[Across.DIAMETER] == 2 * measures[Across.RADIUS]),
        ("told", measures[entry.told] == real_value(entry.value.value)),
    ]
    pinned = pin_value(solver, facts, measures[entry.asked], value, OBLIGATIONS, disabled,
                       entry.asked_text)
    return pinned if isinstance(pinned, Refusal) else pinned[0]


__all__ = ["OBLIGATIONS", "prove_circle"]
