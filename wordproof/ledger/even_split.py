"""The shortfall of an even split: "Ana has 20 pens and wants each of her 6 friends to get the
same number of pens. How many more pens does she need?".

Replay rounds the whole over the parts up to the next whole share, and takes the whole from
that many shares of every part; that this is the one count less than a part's number that
makes the whole split evenly, and that some are short at all, is proven in Z3
(obligations/even_split.py).
"""

from __future__ import annotations

from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


@attrs.frozen
class EvenSplitEntry:
    id: str
    whole: Quoted  # "20" of "20 pens"
    unit: str  # the things split: "pens"
    parts: Quoted  # "6" of "6 friends"
    part: str  # the parts' noun: "friends"
    even_by: str  # the words that say every part gets as many
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        return (f"{self.id}: {fraction_text(self.whole.value)} {self.unit} split evenly among "
                f"{fraction_text(self.parts.value)} {self.part} ({self.even_by!r}); "
                f"asked: {self.asked_text}",)


def replay_even_split(entry: EvenSplitEntry) -> tuple[Step, ...]:
    """The share each part gets once the split is even (the whole over the parts, rounded up),
    all the shares, and the shares less the whole."""
    whole, parts = entry.whole.operand(entry.unit), entry.parts.operand(entry.part)
    share = -(-entry.whole.value // entry.parts.value)
    told = fraction_text(entry.whole.value), fraction_text(entry.parts.value)
    each = Step("share", f"{told[0]} ÷ {told[1]} rounded up", (whole, parts), Fraction(share), entry.unit,
                f"the {entry.unit} each of the {entry.part} gets once none is short",
                rounded_by=Citation("text", entry.even_by))
    each_share = Operand(Fraction(share), entry.unit, Citation("step", "share"))
    shares = Step("shares", f"{share} × {told[1]}", (each_share, parts), share * entry.parts.value,
                  entry.unit, f"the {entry.unit} every {entry.part} gets")
    short = Step("short", f"{fraction_text(shares.value)} − {told[0]}",
                 (Operand(shares.value, entry.unit, Citation("step", "shares")), whole),
                 shares.value - entry.whole.value, entry.unit, f"the more {entry.unit} needed")
    return (each, shares, short)


__all__ = ["EvenSplitEntry", "replay_even_split"]
