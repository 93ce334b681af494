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
    apart: Quoted | None = None  # "29" of "29 of them did not show up": not of the task
    rounded_by: str = "at a time"  # the words that say a last going with room to spare is one

    @property
    def told(self) -> Fraction:
        return sum((c.value for c in self.counts), Fraction(0))

    @property
    def total(self) -> Fraction:
        return self.told - (self.apart.value if self.apart is not None else 0)

    def describe(self) -> tuple[str, ...]:
        counts = " + ".join(fraction_text(c.value) for c in self.counts)
        if self.apart is not None:
            counts += f" − {fraction_text(self.apart.value)}"
        size = fraction_text(self.size.value)
        return (f"{self.id}: {counts} {self.things}, {size} in each going ({self.rounded_by!r}); "
                f"asked: {self.asked_text}",)


def replay_at_a_time(entry: AtATimeEntry) -> tuple[Step, ...]:
    """The things of the task (added when told in two counts), then the goings, rounded up."""
    steps: list[Step] = []
    whole = entry.counts[0].operand(entry.things)
    if len(entry.counts) > 1:
        steps.append(Step("total", " + ".join(fraction_text(c.value) for c in entry.counts),
                          tuple(c.operand(entry.things) for c in entry.counts), entry.told, entry.things,
                          f"all the {entry.things} of the task"))
        whole = Operand(entry.told, entry.things, Citation("step", "total"))
    if entry.apart is not None:
        steps.append(Step("rest", f"{fraction_text(entry.told)} − {fraction_text(entry.apart.value)}",
                          (whole, entry.apart.operand(entry.things)), entry.total, entry.things,
                          f"the {entry.things} not set apart"))
        whole = Operand(entry.total, entry.things, Citation("step", "rest"))
    goings = -(-entry.total // entry.size.value)
    size = fraction_text(entry.size.value)
    steps.append(Step("goings", f"{fraction_text(entry.total)} ÷ {size} rounded up",
                      (whole, entry.size.operand(entry.things)), Fraction(goings), entry.goings,
                      f"the {entry.goings} needed, {size} {entry.things} at most in each",
                      rounded_by=Citation("text", entry.rounded_by)))
    return tuple(steps)


__all__ = ["AtATimeEntry", "replay_at_a_time"]
