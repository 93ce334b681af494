"""A whole put in like groups: "Ana has 80 beads. Each bag holds 8 beads. How many bags does she
need?" (the whole, the count in each group, the groups asked). The whole may be told in two
counts of the same things ("50 red beads and 30 blue beads"), added first.

Replay divides the whole by the count in each group; that the groups, each of that count, make
up the whole, and that no other number of them does, is proven in Z3 (obligations/groups.py).
"""

from __future__ import annotations

from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


@attrs.frozen
class GroupsEntry:
    id: str
    whole: Quoted  # "80" of "80 beads"
    unit: str  # the things grouped: "beads"
    each: Quoted  # "8" of "Each bag holds 8 beads"
    group: str  # the groups' noun as the question says it: "bags"
    each_by: str  # the words that tie the count to every group: "each bag holds"
    asked_text: str
    added: tuple[Quoted, ...] = ()  # further counts of the things told with the whole ("and 30 blue beads")

    @property
    def total(self) -> Fraction:
        """All the things grouped: the whole and what is added to it."""
        return self.whole.value + sum((part.value for part in self.added), Fraction(0))

    def describe(self) -> tuple[str, ...]:
        told = " + ".join(fraction_text(q.value) for q in (self.whole, *self.added))
        return (f"{self.id}: {told} {self.unit} in {self.group} of "
                f"{fraction_text(self.each.value)} ({self.each_by!r}); asked: {self.asked_text}",)


def replay_groups(entry: GroupsEntry) -> tuple[Step, ...]:
    """The whole (the counts it is told in added first) over the count in each group."""
    each = fraction_text(entry.each.value)
    whole = entry.whole.operand(entry.unit)
    added: tuple[Step, ...] = ()
    if entry.added:
        parts = (entry.whole, *entry.added)
        added = (Step("whole", " + ".join(fraction_text(q.value) for q in parts),
                      tuple(q.operand(entry.unit) for q in parts), entry.total, entry.unit,
                      f"all the {entry.unit} told"),)
        whole = Operand(entry.total, entry.unit, Citation("step", "whole"))
    return (*added, Step("groups", f"{fraction_text(entry.total)} ÷ {each}",
                         (whole, entry.each.operand(entry.unit)),
                         entry.total / entry.each.value, entry.group,
                         f"the {entry.group} that hold the {entry.unit}, {each} in each"))


__all__ = ["GroupsEntry", "replay_groups"]
