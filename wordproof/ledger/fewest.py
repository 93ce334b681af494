"""The fewest parts of two sizes that hold a whole exactly: "95 tons of oil … A large barrel can
hold 6 tons and a small barrel can hold 5 tons. In order to use the least number of barrels and
have every barrel fully occupied, how many small barrels should be used?".

Replay takes as many of the larger parts as leave a rest the smaller ones hold exactly (the most
larger parts make the fewest parts in all), then the smaller parts that hold the rest; that no
fewer parts hold the whole, and no other count of the kind asked among the fewest, is proven in
Z3 (obligations/fewest.py).
"""

from __future__ import annotations

from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


@attrs.frozen
class PartSize:
    """One of the two sorts of part: the word that tells it apart ("large") and what it holds."""

    word: str
    size: Quoted


@attrs.frozen
class FewestPartsEntry:
    id: str
    whole: Quoted  # "95" of "95 tons of oil"
    unit: str  # what the whole and the sizes count: "tons"
    part: str  # the parts' noun, plural: "barrels"
    larger: PartSize
    smaller: PartSize
    asked: str | None  # the sort asked ("small"), or None for all the parts
    exact_by: str  # the words that say the parts hold the whole exactly
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        return (f"{self.id}: {fraction_text(self.whole.value)} {self.unit} held by {self.part} of two "
                f"sorts, {self.larger.word} ({fraction_text(self.larger.size.value)} each) and "
                f"{self.smaller.word} ({fraction_text(self.smaller.size.value)} each), exactly "
                f"({self.exact_by!r}); asked: {self.asked_text}",)


def fewest_counts(entry: FewestPartsEntry) -> tuple[int, int] | None:
    """The counts of larger and smaller parts that hold the whole exactly with the fewest parts
    (the most larger parts that leave a rest the smaller hold), or None when none do."""
    whole, large, small = (int(entry.whole.value), int(entry.larger.size.value),
                           int(entry.smaller.size.value))
    for larger in range(whole // large, -1, -1):
        if (whole - larger * large) % small == 0:
            return larger, (whole - larger * large) // small
    return None


def replay_fewest(entry: FewestPartsEntry, counts: tuple[int, int]) -> tuple[Step, ...]:
    """The larger parts, the rest they leave, the smaller parts for it, and the count asked."""
    larger, smaller = counts
    unit, part = entry.unit, entry.part
    whole = entry.whole.operand(unit)
    large, small = entry.larger.size.operand(unit), entry.smaller.size.operand(unit)
    told = fraction_text(entry.whole.value), fraction_text(entry.larger.size.value)
    steps = [Step("larger_parts", f"most n ≤ {told[0]} ÷ {told[1]} leaving a multiple of "
                  f"{fraction_text(entry.smaller.size.value)}", (whole, large, small), Fraction(larger), part,
                  f"the most {entry.larger.word} {part} leaving a rest the {entry.smaller.word} hold")]
    rest = entry.whole.value - larger * entry.larger.size.value
    larger_parts = Operand(Fraction(larger), part, Citation("step", "larger_parts"))
    steps.append(Step("rest", f"{told[0]} − {told[1]} × {larger}", (whole, large, larger_parts), rest, unit,
                      f"what the {entry.larger.word} {part} leave"))
    steps.append(Step("smaller_parts", f"{fraction_text(rest)} ÷ {fraction_text(entry.smaller.size.value)}",
                      (Operand(rest, unit, Citation("step", "rest")), small), Fraction(smaller), part,
                      f"the {entry.smaller.word} {part} that hold the rest"))
    if entry.asked is None:
        steps.append(Step("all_parts", f"{larger} + {smaller}",
                          (larger_parts, Operand(Fraction(smaller), part, Citation("step", "smaller_parts"))),
                          Fraction(larger + smaller), part, f"the fewest {part} in all"))
    elif entry.asked == entry.larger.word:
        steps.append(Step("asked", f"{larger}", (larger_parts,), Fraction(larger), part,
                          f"the {entry.larger.word} {part} asked"))
    return tuple(steps)


__all__ = ["FewestPartsEntry", "PartSize", "fewest_counts", "replay_fewest"]
