"""A sum split evenly among a counted group, asked whole: "Ana and her two sisters divided the
cab fare equally. If each of them paid $6, how much was the fare?".

Replay takes one share as many times as the group counts; that this is the one sum the shares
make is proven in Z3 (obligations/split_bill.py).
"""

from __future__ import annotations

import attrs

from wordproof.ledger.derivation import Quoted, Step, fraction_text


@attrs.frozen
class SplitBillEntry:
    id: str
    share: Quoted  # "$6" of "each of them paid $6"
    members: Quoted  # how many the group counts, and the words that tell it
    even_by: str  # the words that say every share is the same: "equally", "evenly"
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        return (f"{self.id}: a sum split {self.even_by} among {fraction_text(self.members.value)} "
                f"({self.members.text!r}), each share ${fraction_text(self.share.value)}; "
                f"asked: {self.asked_text}",)


def replay_split_bill(entry: SplitBillEntry) -> tuple[Step, ...]:
    """One share times how many shared."""
    told = fraction_text(entry.share.value), fraction_text(entry.members.value)
    whole = Step("whole", f"{told[0]} × {told[1]}", (entry.share.operand("dollars"), entry.members.operand()),
                 entry.share.value * entry.members.value, "dollars",
                 f"the {told[1]} equal shares together")
    return (whole,)


__all__ = ["SplitBillEntry", "replay_split_bill"]
