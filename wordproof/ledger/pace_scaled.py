"""A pace told as an amount done in a stretch of time, scaled to another stretch or another amount:
"Ada reads 12 pages in 3 minutes. How many pages will she read in 10 minutes?" (4 pages a minute:
40 pages); "… How long will it take her to read 30 pages?" (7 1/2 minutes); "Bo runs 3 km in 20
minutes. What is his speed in kilometers per hour?" (9).

Replay takes the pace (the amount told over the stretch told), then the amount done in the
stretch asked, the time the amount asked takes, or the pace itself, each in the units asked (the
units table's factors: a stretch asked in hours of a pace told by the minute, an amount asked in
quarts of one told in gallons); that this is the one value the told relations leave is proven in
Z3 (obligations/pace_scaled.py).
"""

from __future__ import annotations

import enum
from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


class Asked(enum.Enum):
    AMOUNT = "amount"  # the amount done in a stretch asked: "How many pages … in 10 minutes?"
    TIME = "time"  # the time an amount asked takes: "How long will it take her to read 30 pages?"
    PACE = "pace"  # the pace itself, in the units asked: "What is his speed in km per hour?"


@attrs.frozen
class PaceScaledEntry:
    id: str
    done: Quoted  # "12" of "reads 12 pages in 3 minutes"
    stretch: Quoted  # "3" of "in 3 minutes"
    stretch_unit: str  # the unit of the stretch told, plural: "minutes"
    things: str  # the things told: "pages"
    asks: Asked
    asked: Quoted | None  # the stretch asked (AMOUNT), the amount asked (TIME); None for PACE
    time_unit: str  # the unit of time asked, plural: "hours" (the told one when none is named)
    asked_things: str  # the things asked: the things told, or another unit of their measure
    time_factor: Fraction  # how many of the unit told make one of the unit of time asked
    things_factor: Fraction  # how many of the things asked make one of the things told
    asked_text: str
    # "3 books that are 400 pages each": the count of like groups the amount asked comes in (the
    # amount asked is then the things in each); None for an amount told whole
    groups: Quoted | None = None
    group_noun: str = ""  # "books"
    # "Each glass is 8 ounces": one of ``size_whole`` is ``size`` of ``size_part``, the things
    # told one and the things asked the other (the things factor is then the size or its inverse)
    size: Quoted | None = None
    size_whole: str = ""  # "glasses"
    size_part: str = ""  # "ounces"
    # "She reads for 3 hours a day": the time factor is the stretch of the doing each day (or
    # week) told, not the units table's
    workday: Quoted | None = None

    @property
    def unit(self) -> str:
        if self.asks is Asked.TIME:
            return self.time_unit
        if self.asks is Asked.PACE:
            return f"{self.asked_things} per {self.time_unit[:-1]}"
        return self.asked_things

    def pace(self) -> Fraction:
        return self.done.value / self.stretch.value

    def amount_asked(self) -> Fraction:
        """The amount asked in all (TIME): the amount told, or the groups times the things in each."""
        assert self.asked is not None
        return self.asked.value * (self.groups.value if self.groups is not None else 1)

    def value(self) -> Fraction:
        if self.asks is Asked.PACE:
            return self.pace() * self.things_factor * self.time_factor
        assert self.asked is not None
        if self.asks is Asked.TIME:
            return self.amount_asked() / self.things_factor / self.pace() / self.time_factor
        return self.pace() * self.asked.value * self.time_factor * self.things_factor

    def describe(self) -> tuple[str, ...]:
        if self.asks is Asked.PACE:
            asked = f"the pace in {self.unit}"
        else:
            assert self.asked is not None
            amount = f"{fraction_text(self.asked.value)} {self.asked_things}" + (
                "" if self.groups is None else
                f" in each of {fraction_text(self.groups.value)} {self.group_noun}")
            asked = (f"the {self.time_unit} {amount} take"
                     if self.asks is Asked.TIME else
                     f"the {self.asked_things} done in {fraction_text(self.asked.value)} {self.time_unit}")
        return (f"{self.id}: {fraction_text(self.done.value)} {self.things} done in "
                f"{fraction_text(self.stretch.value)} {self.stretch_unit}; asked: {asked} "
                f"({self.asked_text})",)


def replay_pace_scaled(entry: PaceScaledEntry) -> tuple[Step, ...]:
    """The pace per unit of the stretch told, then the amount, the time or the pace asked."""
    told_one, asked_one = entry.stretch_unit[:-1], entry.time_unit[:-1]
    pace_unit = f"{entry.things} per {told_one}"
    pace_step = Step("pace", f"{fraction_text(entry.done.value)} ÷ {fraction_text(entry.stretch.value)}",
                     (entry.done.operand(entry.things), entry.stretch.operand(entry.stretch_unit)),
                     entry.pace(), pace_unit, f"the {entry.things} done each {told_one}")
    steps = [pace_step]
    last = Operand(entry.pace(), pace_unit, Citation("step", "pace"))
    time_factor = Operand(entry.time_factor, f"{entry.stretch_unit} per {asked_one}", Citation(
        "lexicon", f"1 {asked_one} = {fraction_text(entry.time_factor)} {entry.stretch_unit}"))
    if entry.workday is not None:  # "She reads for 3 hours a day"
        time_factor = entry.workday.operand(f"{entry.stretch_unit} per {asked_one}")
    things_factor = Operand(entry.things_factor, f"{entry.asked_things} per {_one(entry.things)}", Citation(
        "lexicon", f"1 {_one(entry.things)} = {fraction_text(entry.things_factor)} {entry.asked_things}"))
    # the things told parts of the things asked ("Each page has 300 words" of words typed, pages
    # asked): the size is multiplied by going to the things told, divided by coming back
    inverse = entry.size is not None and entry.size_part == entry.things
    if entry.size is not None:
        things_factor = entry.size.operand(f"{entry.size_part} per {_one(entry.size_whole)}")

    def step(name: str, sign: str, first: Operand, second: Operand, unit: str, meaning: str) -> Operand:
        value = first.value * second.value if sign == "×" else first.value / second.value
        steps.append(Step(name, f"{fraction_text(first.value)} {sign} {fraction_text(second.value)}",
                          (first, second), value, unit, meaning))
        return Operand(value, unit, Citation("step", name))

    if entry.asks is Asked.PACE:
        if entry.things_factor != 1:
            last = step("things_converted", "×", last, things_factor, f"{entry.asked_things} per {told_one}",
                        f"the pace in {entry.asked_things}")
        if entry.time_factor != 1:
            step("time_converted", "×", last, time_factor, entry.unit, f"the pace in {entry.unit}")
        return tuple(steps)
    assert entry.asked is not None
    if entry.asks is Asked.TIME:
        amount = entry.asked.operand(entry.asked_things)
        if entry.groups is not None:  # "3 books that are 400 pages each": 3 × 400 pages
            groups = entry.groups.operand(entry.group_noun)
            amount = step("amount_asked", "×", groups, amount, entry.asked_things,
                          f"the {entry.asked_things} of all the {entry.group_noun}")
        if entry.things_factor != 1:
            amount = step("things_converted", "×" if inverse else "÷", amount, things_factor, entry.things,
                          f"the amount asked in {entry.things}")
        taken = step("time_taken", "÷", amount, last, entry.stretch_unit,
                     f"the {entry.stretch_unit} the amount asked takes")
        if entry.time_factor != 1:
            step("time_converted", "÷", taken, time_factor, entry.time_unit,
                 f"that time in {entry.time_unit}")
        return tuple(steps)
    stretch = entry.asked.operand(entry.time_unit)
    if entry.time_factor != 1:
        stretch = step("time_converted", "×", stretch, time_factor, entry.stretch_unit,
                       f"the stretch asked in {entry.stretch_unit}")
    done = step("done", "×", last, stretch, entry.things, f"the {entry.things} done in the stretch asked")
    if entry.things_factor != 1:
        step("things_converted", "÷" if inverse else "×", done, things_factor, entry.asked_things,
             f"that amount in {entry.asked_things}")
    return tuple(steps)


def _one(plural: str) -> str:
    return plural[:-1] if plural.endswith("s") else plural


__all__ = ["Asked", "PaceScaledEntry", "replay_pace_scaled"]
