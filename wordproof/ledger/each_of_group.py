"""What every member of a counted group gets, has or does, asked as one sum: "Kim has 4 cousins.
She wants to give each one 5 pieces of gum. How much gum will she need?" (20); "Ali invited 6
friends. If each of them brought 2 pies, how many pies do they have in total?" (12).

Replay takes the amount each member's as many times as the group counts; that this is the one sum
the told relation leaves (members × each = sum) is proven in Z3 (obligations/each_of_group.py).
"""

from __future__ import annotations

import attrs

from wordproof.ledger.derivation import Quoted, Step, fraction_text


@attrs.frozen
class EachOfGroupEntry:
    id: str
    members: Quoted  # "4" of "Kim has 4 cousins"
    group: str  # "cousins"
    each: Quoted  # "5" of "give each one 5 pieces of gum"
    things: str  # "pieces of gum"
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        return (f"{self.id}: {fraction_text(self.each.value)} {self.things} for each of "
                f"{fraction_text(self.members.value)} {self.group}; asked: {self.asked_text}",)


def replay_each_of_group(entry: EachOfGroupEntry) -> tuple[Step, ...]:
    """The amount of each member, as many times as there are members."""
    return (Step("each_of_group", f"{fraction_text(entry.each.value)} × {fraction_text(entry.members.value)}",
                 (entry.each.operand(entry.things), entry.members.operand(entry.group)),
                 entry.each.value * entry.members.value, entry.things,
                 f"the {entry.things} of all the {entry.group}, {entry.each.text} each"),)


__all__ = ["EachOfGroupEntry", "replay_each_of_group"]
