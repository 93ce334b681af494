"""A timeline of clock times: moments told at a time of day ("started at 1:59 p.m.", "It is
4:12 p.m."), or a span after another moment ("finished 96 minutes later", "will be home in 70
minutes", "an 85 minute ride at 3:27 p.m." ends 85 minutes after it starts), and the question
asking the time between two of them.

Every moment is counted in minutes after midnight. Replay works out the two moments asked,
each from its clock time or from the moment it follows, and takes the first from the
second; the answer is in minutes, or in hours when the question asks hours. That the told
relations give that gap and no other is proven in Z3 (obligations/clocks.py).
"""

from __future__ import annotations

import enum
from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text

MINUTES_IN_AN_HOUR = Fraction(60)


class Edge(enum.Enum):
    """Which moment of a doing is told: its start, its end, or a moment with no length told
    ("has practice at 4:00 p.m.": practice begins then; "It is 4:12 p.m.": now)."""

    START = "start"
    END = "end"
    POINT = "point"
    NOW = "now"


@attrs.frozen
class Moment:
    id: str
    edge: Edge
    words: frozenset[str]  # the stems naming the doing ("homework", "volleyball", "practice")
    clause: str  # the words that tell it
    clock: Quoted | None  # its time of day, in minutes after midnight
    after: str | None = None  # the moment it follows, by ``span``
    span: Quoted | None = None  # how many minutes after ``after``
    # the stems of its subject other than the one person named: "mom" of "Emma's mom will be home"
    subject: frozenset[str] = frozenset()

    def describe(self) -> str:
        told = (f"at {self.clock.text}" if self.clock is not None
                else f"{fraction_text(self.span.value) if self.span else '?'} minutes after {self.after}")
        doing = " ".join(sorted(self.words)) or "now"
        return f"{self.id}: {self.edge.value} of {doing} {told} ({self.clause!r})"


def _moments(items: tuple[Moment, ...] | list[Moment]) -> tuple[Moment, ...]:
    return tuple(items)


@attrs.frozen
class ClockEntry:
    id: str
    moments: tuple[Moment, ...] = attrs.field(converter=_moments)
    first: str  # the moment the asked time starts at
    second: str  # the moment it ends at
    unit: str  # "minutes" or "hours"
    asked_text: str

    def moment(self, ident: str) -> Moment:
        return next(m for m in self.moments if m.id == ident)

    @property
    def per_unit(self) -> Fraction:
        """Minutes in one unit of the answer."""
        return MINUTES_IN_AN_HOUR if self.unit == "hours" else Fraction(1)

    def describe(self) -> tuple[str, ...]:
        return (*(m.describe() for m in self.moments),
                f"{self.id}: from {self.first} to {self.second} in {self.unit}; asked: {self.asked_text}")


def replay_clocks(entry: ClockEntry) -> tuple[Step, ...]:
    """The two moments asked, each worked out from the moments it follows, then the gap."""
    steps: list[Step] = []
    done: dict[str, Step] = {}

    def worked(ident: str) -> Step:
        if ident in done:
            return done[ident]
        moment = entry.moment(ident)
        if moment.clock is not None:
            step = Step(ident, fraction_text(moment.clock.value), (moment.clock.operand("minutes"),),
                        moment.clock.value, "minutes",
                        f"{moment.clock.text} is {fraction_text(moment.clock.value)} minutes after midnight")
        else:
            assert moment.after is not None and moment.span is not None
            anchor = worked(moment.after)
            value = anchor.value + moment.span.value
            step = Step(ident, f"{fraction_text(anchor.value)} + {fraction_text(moment.span.value)}",
                        (Operand(anchor.value, "minutes", Citation("step", anchor.name)),
                         moment.span.operand("minutes")), value, "minutes",
                        f"{moment.clause!r}: {fraction_text(moment.span.value)} minutes after {anchor.name}")
        steps.append(step)
        done[ident] = step
        return step

    first, second = worked(entry.first), worked(entry.second)
    gap = second.value - first.value
    steps.append(Step("gap", f"{fraction_text(second.value)} − {fraction_text(first.value)}",
                      (Operand(second.value, "minutes", Citation("step", second.name)),
                       Operand(first.value, "minutes", Citation("step", first.name))), gap, "minutes",
                      f"the minutes from {first.name} to {second.name}"))
    if entry.unit == "hours":
        steps.append(Step("hours", f"{fraction_text(gap)} ÷ 60",
                          (Operand(gap, "minutes", Citation("step", "gap")),
                           Operand(MINUTES_IN_AN_HOUR, "minutes", Citation("lexicon", "minutes in an hour"))),
                          gap / MINUTES_IN_AN_HOUR, "hours", "sixty minutes make an hour"))
    return tuple(steps)


__all__ = ["ClockEntry", "Edge", "Moment", "replay_clocks"]
