"""How many times as many one doer's count is as another's: "Ana picked 45 plums. Her brother
picked 9 plums. How many times as many plums did Ana pick?" (5).

Replay divides the one asked of by the other; that this is the one number of times the told
counts leave (times × other = asked) is proven in Z3 (obligations/times_as_many.py).
"""

from __future__ import annotations

import attrs

from wordproof.ledger.derivation import Quoted, Step, fraction_text


@attrs.frozen
class TimesAsManyEntry:
    id: str
    asked: Quoted  # the count of the one asked of: "45"
    other: Quoted  # the other's count: "9"
    things: str  # "plums"
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        return (f"{self.id}: {fraction_text(self.asked.value)} {self.things} against "
                f"{fraction_text(self.other.value)}; asked: {self.asked_text}",)


def replay_times_as_many(entry: TimesAsManyEntry) -> tuple[Step, ...]:
    """The one count over the other."""
    return (Step("times", f"{fraction_text(entry.asked.value)} ÷ {fraction_text(entry.other.value)}",
                 (entry.asked.operand(entry.things), entry.other.operand(entry.things)),
                 entry.asked.value / entry.other.value, "times",
                 f"how many times the other's {entry.things} the one asked of has"),)


__all__ = ["TimesAsManyEntry", "replay_times_as_many"]
