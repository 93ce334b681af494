"""The proofs a figure reading must pass: the told measures and the plane figure's relations
(area = first side × second side, perimeter = 2 × (first + second), every side positive, a
square's sides equal; a side told by the other, side = factor × other + offset; a regular
polygon's perimeter = its count of sides × its side; a triangle's area = ½ × base × height, a
parallelogram's base × height) are consistent (sat), and under them the
asked measure is the value the replay reached and no other (unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.figures import FigureEntry, Shape, role
from wordproof.obligations.base import pin_value
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal


def prove_figure(entry: FigureEntry, value: Fraction, solver: Gateway,
                 disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    first, second, area, perimeter = z3.Reals("first second area perimeter")
    terms = {"first": first, "second": second, "area": area, "perimeter": perimeter}
    facts: list[tuple[str, z3.BoolRef]] = [("sides_positive", z3.And(first > 0, second > 0))]
    if entry.shape is Shape.REGULAR:
        facts.append(("polygon_rule", perimeter == entry.sides * first))
    elif entry.shape.by_base:
        facts.append(("base_height_rule", area == real_value(entry.shape.area_share) * first * second))
    else:
        facts += [("area_rule", area == first * second),
                  ("perimeter_rule", perimeter == 2 * (first + second))]
    if entry.shape is Shape.SQUARE:
        facts.append(("square_rule", first == second))
    for index, relation in enumerate(entry.relations):
        facts.append((f"relation_{index}", terms[role(entry, relation.side)] == real_value(
            relation.times) * terms[role(entry, relation.other)] + real_value(relation.plus)))
    for index, told in enumerate(entry.told):
        facts.append((f"told_{index}", terms[role(entry, told.measure)] == real_value(told.value)))
    asked = terms[role(entry, entry.asked)]
    pinned = pin_value(solver, facts, asked, value, ("figure_consistent", "figure_unique"), disabled,
                       entry.asked_text)
    return pinned if isinstance(pinned, Refusal) else pinned[0]
