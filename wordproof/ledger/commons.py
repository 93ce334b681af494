"""A common-measure entry: the greatest common divisor of counts or lengths told (the most
equal groups, or the largest equal part, with nothing left over), or the least common
multiple of sizes or intervals told (the fewest things bought in packs of different sizes
to have as many of each, or the next time events that repeat at intervals meet again).

Replay emits one step, gcd(…) or lcm(…) over the told numbers, each citing its span; when
the question counts the packs of one kind, a second step divides the common multiple by
that kind's pack size. That the value has the defining property and no better value does
is proven in Z3 (obligations/commons.py).
"""

from __future__ import annotations

import enum
import math
from collections.abc import Iterable
from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Step, fraction_text


class Measure(enum.Enum):
    GREATEST_DIVISOR = "gcd"
    LEAST_MULTIPLE = "lcm"


@attrs.frozen
class Told:
    """One number the measure is taken of, as the text tells it."""

    value: Fraction
    text: str
    span: tuple[int, int]


def _told(items: Iterable[Told]) -> tuple[Told, ...]:
    return tuple(items)


@attrs.frozen
class CommonsEntry:
    id: str
    measure: Measure
    told: tuple[Told, ...] = attrs.field(converter=_told)
    unit: str  # what the answer counts, as the question names it
    asked_text: str
    per_pack: int | None = None  # index into ``told``: the question counts packs of that size

    def describe(self) -> tuple[str, ...]:
        numbers = ", ".join(fraction_text(t.value) for t in self.told)
        packs = "" if self.per_pack is None else \
            f", in packs of {fraction_text(self.told[self.per_pack].value)}"
        return (f"{self.id}: {self.measure.value} of {numbers}{packs}; asked: "
                f"{self.asked_text} ({self.unit})",)


def common_measure(entry: CommonsEntry) -> Fraction:
    """gcd or lcm of the told whole numbers (math.gcd / math.lcm)."""
    whole = [int(t.value) for t in entry.told]
    assert all(Fraction(w) == t.value and w > 0 for w, t in zip(whole, entry.told, strict=True))
    if entry.measure is Measure.GREATEST_DIVISOR:
        return Fraction(math.gcd(*whole))
    return Fraction(math.lcm(*whole))


def answer_value(entry: CommonsEntry, measure: Fraction) -> Fraction:
    if entry.per_pack is None:
        return measure
    return measure / entry.told[entry.per_pack].value


def replay_commons(entry: CommonsEntry, measure: Fraction) -> tuple[Step, ...]:
    operands = tuple(Operand(t.value, entry.unit, Citation("text", t.text, t.span))
                     for t in entry.told)
    name = entry.measure.value
    listed = ", ".join(fraction_text(t.value) for t in entry.told)
    meaning = ("the greatest number that divides each told number with nothing left over"
               if entry.measure is Measure.GREATEST_DIVISOR else
               "the least number that each told number divides with nothing left over")
    steps = [Step(name, f"{name}({listed})", operands, measure,
                  "" if entry.per_pack is not None else entry.unit, meaning)]
    if entry.per_pack is not None:
        size = operands[entry.per_pack]
        steps.append(Step("packs", f"{fraction_text(measure)} ÷ {fraction_text(size.value)}",
                          (Operand(measure, "", Citation("step", name)), size),
                          measure / size.value, entry.unit,
                          f"packs of {fraction_text(size.value)} that hold the common number"))
    return tuple(steps)
