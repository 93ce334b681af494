"""A whole counted over a list of kinds ("A club had 40 boys, girls and coaches") with the
count of every kind but one told ("12 were boys and 25 were girls"), the last kind asked.

Replay adds the told parts and takes them from the whole; that the whole is the sum of the
kinds' counts pins the one asked (obligations/listed.py)."""

from __future__ import annotations

from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


def _parts(items: tuple[tuple[str, Quoted], ...]) -> tuple[tuple[str, Quoted], ...]:
    return tuple(items)


@attrs.frozen
class ListedKindsEntry:
    id: str
    whole: Quoted  # "40" of "40 boys, girls and coaches"
    listed: str  # the list's words
    kinds: tuple[str, ...]  # every kind listed, in the list's order
    parts: tuple[tuple[str, Quoted], ...] = attrs.field(converter=_parts)  # each told kind, its count
    asked: str  # the kind left untold
    asked_text: str
    unit: str = ""  # the answer's unit when the kinds are receivers of a sum ("dollars"); else the kind

    def describe(self) -> tuple[str, ...]:
        told = "; ".join(f"{kind}: {fraction_text(count.value)}" for kind, count in self.parts)
        return (f"{self.id}: {fraction_text(self.whole.value)} of {self.listed!r}; {told}; "
                f"asked: {self.asked_text}",)


def replay_listed(entry: ListedKindsEntry) -> tuple[Step, ...]:
    """The told kinds added, then the whole less them."""
    counts = [count for _, count in entry.parts]
    told = sum((c.value for c in counts), Fraction(0))
    added = Step("told_kinds", " + ".join(fraction_text(c.value) for c in counts),
                 tuple(c.operand() for c in counts), told, "", "the kinds told, together")
    rest = Step("untold_kind", f"{fraction_text(entry.whole.value)} − {fraction_text(told)}",
                (entry.whole.operand(), Operand(told, "", Citation("step", "told_kinds"))),
                entry.whole.value - told, "", f"the {entry.asked}: the whole less the kinds told")
    return (added, rest)


__all__ = ["ListedKindsEntry", "replay_listed"]
