"""Two groups of one whole with an overlap: "In a class of 30 students, 18 play soccer, 15 play
chess and 7 play both. How many play neither?"

The whole is four parts: only the first group, only the second, both, neither. Told are the
whole, each group (its only part and the both part together) and the both or the neither part;
one part (or those in at least one group) is asked. Replay counts those in at least one group
as the two groups less the both part, counted twice in them; Z3 proves the parts' relations pin
the asked part, and that no part is below zero or not whole (obligations/overlaps.py).
"""

from __future__ import annotations

import enum

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


class Part(enum.Enum):
    ONLY_FIRST = "only the first group"
    ONLY_SECOND = "only the second group"
    BOTH = "both groups"
    NEITHER = "neither group"
    EITHER = "at least one group"


@attrs.frozen
class OverlapEntry:
    id: str
    whole: Quoted
    noun: str  # what the whole counts: "students"
    first: Quoted
    first_words: str  # "play soccer"
    second: Quoted
    second_words: str
    told: Part  # BOTH or NEITHER
    told_count: Quoted  # "7" of "7 play both"; 0 of "every student plays at least one"
    asked: Part
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        return (f"{self.id}: whole {fraction_text(self.whole.value)} {self.noun}; "
                f"{fraction_text(self.first.value)} {self.first_words!r}, "
                f"{fraction_text(self.second.value)} {self.second_words!r}, "
                f"{self.told.value} {fraction_text(self.told_count.value)}; asked: {self.asked.value} "
                f"({self.asked_text})",)


def replay_overlap(entry: OverlapEntry) -> tuple[Step, ...]:
    """The steps to the asked part: those in at least one group are the two groups less the
    both part (counted in each); the neither part is the whole less them; an only part is its
    group less the both part."""
    steps: list[Step] = []
    unit = entry.noun

    def step(name: str, left: Operand, symbol: str, right: Operand, why: str) -> Operand:
        value = left.value + right.value if symbol == "+" else left.value - right.value
        steps.append(Step(name, f"{fraction_text(left.value)} {symbol} {fraction_text(right.value)}",
                          (left, right), value, unit, why))
        return Operand(value, unit, Citation("step", name))

    whole, first, second = (q.operand(unit) for q in (entry.whole, entry.first, entry.second))
    told = entry.told_count.operand(unit)
    groups = step("the two groups counted", first, "+", second,
                  f"{entry.first_words!r} and {entry.second_words!r}, the both part twice")
    if entry.told is Part.BOTH:
        both = told
        either = step("in at least one group", groups, "−", both, "the both part counted once")
        if entry.asked is Part.NEITHER:
            step("in neither group", whole, "−", either, "the whole less those in a group")
    else:
        either = step("in at least one group", whole, "−", told, "the whole less those in neither")
        if entry.asked is Part.EITHER:
            return tuple(steps)
        both = step("in both groups", groups, "−", either, "counted twice among the two groups")
    if entry.asked is Part.ONLY_FIRST:
        step(f"only {entry.first_words}", first, "−", both, "the group less those in both")
    elif entry.asked is Part.ONLY_SECOND:
        step(f"only {entry.second_words}", second, "−", both, "the group less those in both")
    return tuple(steps)


__all__ = ["OverlapEntry", "Part", "replay_overlap"]
