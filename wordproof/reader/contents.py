"""Contents told beside a count of containers: "37 bags with 19 cookies in each (bag)".

The container count is read by the clause's own frame; the contents are a RATE of the
containers (bound to their one holder, state.py). The ways English says it:

* "4 bags with 5 cans in / inside / on each (bag)"
* "7 starfish with 5 arms each"
* "6 packs, each with 5 pens" / "6 packs, each having 5 pens"
* "6 packs with each pack having 5 pens"

Money is never contents ("3 shirts with $5 each" is a price, not a holding), and the
contents must count a kind with a stated number.
"""

from __future__ import annotations

import attrs

from wordproof.ledger.entries import Op
from wordproof.reader.chunks import (
    AuxChunk,
    Chunk,
    ConjChunk,
    CueChunk,
    NounChunk,
    PrepChunk,
    QtyChunk,
)
from wordproof.reader.clauses import Clause
from wordproof.reader.frames import Proto, _is_money

_INSIDE = ("in", "inside", "on", "at")


def read_contents(clause: Clause) -> tuple[Clause, Proto] | None:
    """The clause with the contents taken out (its container count kept), and the rate of
    contents per container; None when the clause tells no contents this way."""
    rest = list(clause.rest)
    for i, chunk in enumerate(rest):
        if not isinstance(chunk, QtyChunk) or chunk.noun is None or _is_money(chunk):
            continue
        found = _match(rest[i + 1:], chunk.noun.head)
        if found is None:
            continue
        inside, used = found
        if inside.noun is None or inside.value is None or inside.comparative is not None or (
            _is_money(inside) or inside.of_entity is not None
        ):
            return None
        per = NounChunk(attrs.evolve(chunk.noun, modifiers=(), of=None), chunk.span)
        rate = Proto(Op.RATE, per, inside, clause.span)
        return attrs.evolve(clause, rest=tuple(rest[:i + 1] + rest[i + 1 + used:])), rate
    return None


def _match(after: list[Chunk], container: str) -> tuple[QtyChunk, int] | None:
    """The contents quantity after a container count, and how many chunks tell it."""
    match after[:5]:
        case [PrepChunk(word="with"), QtyChunk() as inside, PrepChunk(word=prep),
              CueChunk(kind="each", text=e), *_] if prep in _INSIDE and e.lower() in ("each", "every"):
            used = 4
            if len(after) > 4 and isinstance(noun := after[4], NounChunk) and noun.noun.head == container:
                used = 5  # "in each bag"
            return inside, used
        case [PrepChunk(word="with"), QtyChunk() as inside, CueChunk(kind="each", text=e), *_] if (
            e.lower() in ("each", "apiece")
        ):
            return inside, 3
        case [ConjChunk(word=","), CueChunk(kind="each", text=e), PrepChunk(word="with") | AuxChunk(
            group="have"), QtyChunk() as inside, *_] if e.lower() == "each":
            return inside, 4
        case [PrepChunk(word="with"), CueChunk(kind="each", text=e), NounChunk(noun=noun),
              AuxChunk(group="have"), QtyChunk() as inside, *_] if e.lower() == "each" and (
            noun.head == container and not noun.plural
        ):
            return inside, 5
    return None


__all__ = ["read_contents"]
