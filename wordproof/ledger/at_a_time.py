"""The goings a task needs when only so many go at a time: "Omar could only carry 6 crates at a
time. If he had to move 20 crates and 4 crates, how many trips will he make?" (4).

Replay adds the counts of the task, then parts them by the room of one going, rounded up (a last
going with room to spare is still a going); that this is the one count of goings that carries all
with none to spare is proven in Z3 (obligations/at_a_time.py).
"""

from __future__ import annotations

from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


@attrs.frozen
class AtATimeEntry:
    id: str
    size: Quoted  # "6" of "carry 6 crates at a time"
    counts: tuple[Quoted, ...]  # "20", "4" of the task
    things: str  # "crates"
    goings: str  # "trips"
    asked_text: str

    @property
    def total(self) -> Fraction:
        return sum((c.value for c in self.counts), Fraction(0))

    def describe(self) -> tuple[str, ...]:
        counts = " + ".join(fraction_text(c.value) for c in self.counts)
        return (f"{self.id}: {counts} {self.things}, {fraction_text(self.size.value)} at a time; "
                f"asked: {self.asked_text}",)


def replay_at_a_time(entry: AtATimeEntry) -> tuple[Step, ...]:
    """The things of the task (added when told in two counts), then the goings, rounded up."""
    steps: list[Step] = []
    whole = entry.counts[0].operand(entry.things)
    if len(entry.counts) > 1:
        steps.append(Step("total", " + ".join(fraction_text(c.value) for c in entry.counts),
                          tuple(c.operand(entry.things) for c in entry.counts), entry.total, entry.things,
                          f"all the {entry.things} of the task"))
        whole = Operand(entry.total, entry.things, Citation("step", "total"))
    goings = -(-entry.total // entry.size.value)
    size = fraction_text(entry.size.value)
    steps.append(Step("goings", f"{fraction_text(entry.total)} ÷ {size} rounded up",
                      (whole, entry.size.operand(entry.things)), Fraction(goings), entry.goings,
                      f"the {entry.goings} needed, {size} {entry.things} at most in each",
                      rounded_by=Citation("text", "at a time")))
    return tuple(steps)


__all__ = ["AtATimeEntry", "replay_at_a_time"]
