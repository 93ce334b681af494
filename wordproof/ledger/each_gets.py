"""The share each guest gets of what the host has: "Ivo is inviting 8 friends to a picnic. He has
96 plums. How many plums will each friend get?" (12); and, alike, what is done in each period of a
whole done over so many periods: "Ivo had 96 bulbs to plant. It took him 8 days to plant them all.
How many bulbs did he plant per day?" (12).

Replay divides the whole by the guests; that this is the one whole share the told relation leaves
(guests × share = whole) is proven in Z3 (obligations/each_gets.py).
"""

from __future__ import annotations

import attrs

from wordproof.ledger.derivation import Quoted, Step, fraction_text


@attrs.frozen
class EachGetsEntry:
    id: str
    whole: Quoted  # "96" of "He has 96 plums"
    things: str  # "plums"
    parts: Quoted  # "8" of "inviting 8 friends"
    part: str  # "friends"
    asked_text: str
    spread: bool = False  # the parts are periods the whole is done over, not guests

    def describe(self) -> tuple[str, ...]:
        how = "done alike over" if self.spread else "given out alike to"
        return (f"{self.id}: {fraction_text(self.whole.value)} {self.things} {how} "
                f"{fraction_text(self.parts.value)} {self.part}; asked: {self.asked_text}",)


def replay_each_gets(entry: EachGetsEntry) -> tuple[Step, ...]:
    """The whole over the guests."""
    return (Step("each_share", f"{fraction_text(entry.whole.value)} ÷ {fraction_text(entry.parts.value)}",
                 (entry.whole.operand(entry.things), entry.parts.operand(entry.part)),
                 entry.whole.value / entry.parts.value, entry.things,
                 f"the {entry.things} done in each of the {entry.part}" if entry.spread
                 else f"the {entry.things} each of the {entry.part} gets"),)


__all__ = ["EachGetsEntry", "replay_each_gets"]
