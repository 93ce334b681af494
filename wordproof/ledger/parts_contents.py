"""Parts of a counted whole, each part with its own contents per item: "There are 20 tables.
Half the tables have 2 chairs each and the rest have 4 chairs each. How many chairs are there?"
(10 × 2 + 10 × 4 = 60).

Each part told is a count of the whole's items (a count, or a whole share of the whole); the
rest is the whole less every part told; each part's contents are its items times the contents
of one of them, and the asked sum is all the parts' contents (obligations/parts_contents.py pins
it)."""

from __future__ import annotations

from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


@attrs.frozen
class PartTold:
    share: Quoted  # "8" of "8 of the tables", or "Half" of "Half the tables"
    of_whole: bool  # the share is a fraction of the whole, not a count
    each: Quoted  # "2" of "have 2 chairs each"

    def count(self, whole: Fraction) -> Fraction:
        return self.share.value * whole if self.of_whole else self.share.value


def _parts(items: tuple[PartTold, ...]) -> tuple[PartTold, ...]:
    return tuple(items)


@attrs.frozen
class PartsContentsEntry:
    id: str
    whole: Quoted  # "20" of "There are 20 tables"
    noun: str  # "tables"
    parts: tuple[PartTold, ...] = attrs.field(converter=_parts)
    rest_each: Quoted  # "4" of "the rest have 4 chairs each"
    things: str  # "chairs"
    asked_text: str

    def rest(self) -> Fraction:
        return self.whole.value - sum((p.count(self.whole.value) for p in self.parts), Fraction(0))

    def describe(self) -> tuple[str, ...]:
        told = "; ".join(f"{p.share.text}{' of them' if p.of_whole else ''}: {p.each.text} each"
                         for p in self.parts)
        return (f"{self.id}: {fraction_text(self.whole.value)} {self.noun}; {told}; the rest: "
                f"{self.rest_each.text} each ({self.things}); asked: {self.asked_text}",)


def replay_parts_contents(entry: PartsContentsEntry) -> tuple[Step, ...]:
    """Each part's count, the rest, each part's contents, and their sum."""
    whole = entry.whole.operand(entry.noun)
    steps: list[Step] = []
    counts: list[Operand] = []
    for i, part in enumerate(entry.parts, start=1):
        if not part.of_whole:
            counts.append(part.share.operand(entry.noun))
            continue
        steps.append(Step(f"part_{i}", f"{fraction_text(part.share.value)} × {fraction_text(whole.value)}",
                          (part.share.operand(), whole), part.count(whole.value), entry.noun,
                          f"the {entry.noun} of part {i}: {part.share.text} of them"))
        counts.append(Operand(steps[-1].value, entry.noun, Citation("step", f"part_{i}")))
    steps.append(Step("rest", " − ".join(fraction_text(v) for v in (whole.value, *(c.value for c in counts))),
                      (whole, *counts), entry.rest(), entry.noun, f"the rest of the {entry.noun}"))
    counts.append(Operand(entry.rest(), entry.noun, Citation("step", "rest")))
    eaches = [*(p.each for p in entry.parts), entry.rest_each]
    made: list[Operand] = []
    for i, (count, each) in enumerate(zip(counts, eaches, strict=True), start=1):
        steps.append(Step(f"contents_{i}", f"{fraction_text(count.value)} × {fraction_text(each.value)}",
                          (count, each.operand(entry.things)), count.value * each.value, entry.things,
                          f"the {entry.things} of part {i}, {each.text} each"))
        made.append(Operand(steps[-1].value, entry.things, Citation("step", f"contents_{i}")))
    steps.append(Step("total", " + ".join(fraction_text(m.value) for m in made), tuple(made),
                      sum((m.value for m in made), Fraction(0)), entry.things,
                      f"the {entry.things} of all the {entry.noun}"))
    return tuple(steps)


__all__ = ["PartTold", "PartsContentsEntry", "replay_parts_contents"]
