"""A round thing's radius from its diameter, or its diameter from its radius: "The round
mat has a diameter of 6 feet. What is its radius?".

Replay halves the diameter or doubles the radius (a diameter is two radii end to end through
the centre); that the told measure pins the asked one is proven in Z3
(obligations/circles.py). Nothing that needs the circle's constant (its area, its
circumference) is read: the text would have to say which approximation to use.
"""

from __future__ import annotations

import enum
from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


class Across(enum.Enum):
    """The two straight measures of a circle."""

    RADIUS = "radius"
    DIAMETER = "diameter"


_TWO_RADII = Operand(Fraction(2), "", Citation("lexicon", "a diameter is two radii"))


@attrs.frozen
class CircleEntry:
    id: str
    thing: str  # the round thing's noun: "mat"
    told: Across
    value: Quoted  # "6" of "6 feet"
    unit: str  # the plural of the length unit: "feet"
    asked: Across
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        return (f"{self.id}: the {self.thing}'s {self.told.value} is "
                f"{fraction_text(self.value.value)} {self.unit}; asked: {self.asked_text}",)


def replay_circle(entry: CircleEntry) -> tuple[Step, ...]:
    """One step: the diameter halved, or the radius doubled."""
    told = entry.value.operand(entry.unit)
    if entry.told is Across.DIAMETER:
        return (Step("radius", f"{fraction_text(told.value)} ÷ 2", (told, _TWO_RADII),
                     told.value / 2, entry.unit, f"half the {entry.thing}'s diameter"),)
    return (Step("diameter", f"{fraction_text(told.value)} × 2", (told, _TWO_RADII),
                 told.value * 2, entry.unit, f"two of the {entry.thing}'s radii"),)


__all__ = ["Across", "CircleEntry", "replay_circle"]
