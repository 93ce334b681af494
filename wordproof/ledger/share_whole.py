"""Shares of a whole never counted, one part counted: "40% of the pens are red, 25% are blue and
the rest are green. If 20 pens are red, how many pens are green?" (or "how many pens are
there?").

Every group told is its share of the whole (the rest: one less the shares listed). The part
counted and its share give the whole; the asked group is its share of that whole
(obligations/share_whole.py pins it)."""

from __future__ import annotations

from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


def _shares(items: tuple[tuple[str, Quoted], ...]) -> tuple[tuple[str, Quoted], ...]:
    return tuple(items)


@attrs.frozen
class ShareWholeEntry:
    id: str
    noun: str  # the things of the whole, plural ("pens")
    shares: tuple[tuple[str, Quoted], ...] = attrs.field(converter=_shares)  # each group told, its share
    rest: str | None  # the group "the rest" names, if any
    counted: str  # the group whose count is told
    count: Quoted
    asked: str | None  # the group asked; None when the whole is asked
    asked_text: str

    def share_of(self, group: str) -> Fraction:
        """The share of the whole one group is (the rest: one less every share listed)."""
        listed = dict((said, share.value) for said, share in self.shares)
        return listed[group] if group in listed else 1 - sum(listed.values(), Fraction(0))

    def describe(self) -> tuple[str, ...]:
        told = "; ".join(f"{said}: {fraction_text(share.value)}" for said, share in self.shares)
        rest = f"; the rest {self.rest}" if self.rest is not None else ""
        return (f"{self.id}: shares of the {self.noun}: {told}{rest}; {self.counted}: "
                f"{fraction_text(self.count.value)}; asked: {self.asked_text}",)


def _share_step(entry: ShareWholeEntry, group: str, name: str) -> tuple[list[Step], Operand]:
    """The steps that give a group's share (none when it was told), and the share as an operand."""
    told = dict(entry.shares)
    if group in told:
        return [], told[group].operand()
    shares = [share for _, share in entry.shares]
    value = entry.share_of(group)
    step = Step(name, "1 − " + " − ".join(fraction_text(s.value) for s in shares),
                tuple(s.operand() for s in shares), value, "",
                f"the share of the {entry.noun} that {group}: the rest")
    return [step], Operand(value, "", Citation("step", name))


def replay_share_whole(entry: ShareWholeEntry) -> tuple[Step, ...]:
    """The whole from the part counted and its share, then the asked group's share of it."""
    steps, counted_share = _share_step(entry, entry.counted, "counted_share")
    whole = entry.count.value / counted_share.value
    steps.append(Step("whole", f"{fraction_text(entry.count.value)} ÷ {fraction_text(counted_share.value)}",
                      (entry.count.operand(), counted_share), whole, "",
                      f"all the {entry.noun}: the {entry.counted} over their share"))
    if entry.asked is None:
        return tuple(steps)
    asked_steps, asked_share = _share_step(entry, entry.asked, "asked_share")
    steps += asked_steps
    steps.append(Step("asked_part", f"{fraction_text(asked_share.value)} × {fraction_text(whole)}",
                      (asked_share, Operand(whole, "", Citation("step", "whole"))),
                      asked_share.value * whole, "", f"the {entry.noun} that {entry.asked}"))
    return tuple(steps)


__all__ = ["ShareWholeEntry", "replay_share_whole"]
