"""Doers of one thing counted in parts that share no one, asked all together: kinds of a
category ("2 girls and 9 boys sang in the choir. How many children sang in the choir?": 11
children), or those doing it and more who join in ("30 dogs are barking. 10 more dogs start
to bark. How many dogs are barking?": 40 dogs).

Replay adds the counts of the parts; that this is the one number of the doers is proven in Z3
(obligations/counted_doers.py)."""

from __future__ import annotations

from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Quoted, Step, fraction_text


def _parts(items: tuple[tuple[str, Quoted], ...] | list[tuple[str, Quoted]],
           ) -> tuple[tuple[str, Quoted], ...]:
    return tuple(items)


@attrs.frozen
class CountedDoersEntry:
    id: str
    parts: tuple[tuple[str, Quoted], ...] = attrs.field(converter=_parts)  # each part's words, its count
    category: str  # the plural asked: "children", "dogs"
    doing: str  # the doing's words: "sang in the choir"
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        told = "; ".join(f"{kind}: {fraction_text(count.value)}" for kind, count in self.parts)
        return (f"{self.id}: {self.doing!r} done by {told}; asked: {self.asked_text}",)


def replay_counted_doers(entry: CountedDoersEntry) -> tuple[Step, ...]:
    """The counts of the parts, added."""
    counts = [count for _, count in entry.parts]
    total = sum((c.value for c in counts), Fraction(0))
    return (Step("doers", " + ".join(fraction_text(c.value) for c in counts),
                 tuple(c.operand() for c in counts), total, "",
                 f"the {entry.category} who {entry.doing}, every part together"),)


__all__ = ["CountedDoersEntry", "replay_counted_doers"]
