"""A whole put in like groups: "Ana has 80 beads. Each bag holds 8 beads. How many bags does she
need?" (the whole, the count in each group, the groups asked).

Replay divides the whole by the count in each group; that the groups, each of that count, make
up the whole, and that no other number of them does, is proven in Z3 (obligations/groups.py).
"""

from __future__ import annotations

import attrs

from wordproof.ledger.derivation import Quoted, Step, fraction_text


@attrs.frozen
class GroupsEntry:
    id: str
    whole: Quoted  # "80" of "80 beads"
    unit: str  # the things grouped: "beads"
    each: Quoted  # "8" of "Each bag holds 8 beads"
    group: str  # the groups' noun as the question says it: "bags"
    each_by: str  # the words that tie the count to every group: "each bag holds"
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        return (f"{self.id}: {fraction_text(self.whole.value)} {self.unit} in {self.group} of "
                f"{fraction_text(self.each.value)} ({self.each_by!r}); asked: {self.asked_text}",)


def replay_groups(entry: GroupsEntry) -> tuple[Step, ...]:
    """The whole over the count in each group."""
    told = fraction_text(entry.whole.value), fraction_text(entry.each.value)
    return (Step("groups", f"{told[0]} ÷ {told[1]}",
                 (entry.whole.operand(entry.unit), entry.each.operand(entry.unit)),
                 entry.whole.value / entry.each.value, entry.group,
                 f"the {entry.group} that hold the {entry.unit}, {told[1]} in each"),)


__all__ = ["GroupsEntry", "replay_groups"]
