"""A common-measure entry: the greatest common divisor of counts or lengths told (the most
equal groups, or the largest equal part, with nothing left over), or the least common
multiple of sizes or intervals told (the fewest things bought in packs of different sizes
to have as many of each, or the next time events that repeat at intervals meet again).

Replay emits one step, gcd(…) or lcm(…) over the told numbers, each citing its span. That
the value has the defining property and no better value does is proven in Z3 (obligations/commons.py).
"""

from __future__ import annotations

import enum
import math
from collections.abc import Iterable
from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


class Measure(enum.Enum):
    GREATEST_DIVISOR = "gcd"
    LEAST_MULTIPLE = "lcm"


def _told(items: Iterable[Quoted]) -> tuple[Quoted, ...]:
    return tuple(items)


@attrs.frozen
class CommonsEntry:
    id: str
    measure: Measure
    told: tuple[Quoted, ...] = attrs.field(converter=_told)
    unit: str  # what the answer counts, as the question names it
    asked_text: str
    # "of 100 customers, how many get both": the ones counted from the first, of whom every
    # measure-th one is asked
    within: Quoted | None = None
    # "If she makes the greatest number of identical kits, how many pens are in each kit?": the
    # count of the one kind asked, shared among the groups
    each_of: Quoted | None = None

    def describe(self) -> tuple[str, ...]:
        numbers = ", ".join(fraction_text(t.value) for t in self.told)
        counted = "" if self.within is None else f"; counted in {fraction_text(self.within.value)}"
        return (f"{self.id}: {self.measure.value} of {numbers}{counted}; asked: "
                f"{self.asked_text} ({self.unit})",)


def common_measure(entry: CommonsEntry) -> Fraction:
    """gcd or lcm of the told whole numbers (math.gcd / math.lcm)."""
    whole = [int(t.value) for t in entry.told]
    assert all(Fraction(w) == t.value and w > 0 for w, t in zip(whole, entry.told, strict=True))
    if entry.measure is Measure.GREATEST_DIVISOR:
        return Fraction(math.gcd(*whole))
    return Fraction(math.lcm(*whole))


def counted_within(entry: CommonsEntry, measure: Fraction) -> Fraction:
    """How many of the first ``within`` ones are a multiple of the measure (floor division)."""
    assert entry.within is not None
    return Fraction(int(entry.within.value) // int(measure))


def replay_commons(entry: CommonsEntry, measure: Fraction) -> tuple[Step, ...]:
    operands = tuple(t.operand(entry.unit) for t in entry.told)
    name = entry.measure.value
    listed = ", ".join(fraction_text(t.value) for t in entry.told)
    meaning = ("the greatest number that divides each told number with nothing left over"
               if entry.measure is Measure.GREATEST_DIVISOR else
               "the least number that each told number divides with nothing left over")
    if entry.each_of is not None:
        groups = Step(name, f"{name}({listed})", tuple(t.operand() for t in entry.told), measure, "groups",
                      "the greatest number of identical groups: " + meaning)
        each = entry.each_of
        return (groups, Step("in_each", f"{fraction_text(each.value)} ÷ {fraction_text(measure)}",
                             (each.operand(entry.unit), Operand(measure, "groups", Citation("step", name))),
                             each.value / measure, entry.unit, f"the {entry.unit} in each of the groups"))
    step = Step(name, f"{name}({listed})", operands, measure, entry.unit, meaning)
    if entry.within is None:
        return (step,)
    within = entry.within
    count = Step("counted", f"floor({fraction_text(within.value)} / {fraction_text(measure)})",
                 (within.operand(entry.unit),
                  Operand(measure, entry.unit, Citation("step", name))),
                 counted_within(entry, measure), entry.unit,
                 f"the multiples of {fraction_text(measure)} among the first "
                 f"{fraction_text(within.value)}")
    return (step, count)
