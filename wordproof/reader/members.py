"""What named members each did or hold: "Tom and Ann each have 5 pens", "Bo and Lu each bought
3 kites".

"each" after a subject of named members says the rest of the clause of every one of them: the
clause is read once per member, with that member as its subject, so each member's holding or
event cites the one stated amount. A group named by a pronoun ("They each have 8 games") is not
read here: who "they" are is bound later, and how many of them there are may be what the
question asks.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from wordproof.reader.chunks import AuxChunk, CueChunk, EntityChunk, VerbChunk
from wordproof.reader.clauses import Clause
from wordproof.reader.frames import Proto
from wordproof.refusals import Refusal

Frames = Callable[[Clause, str], "tuple[Proto, ...] | Refusal"]


def read_members_each(clause: Clause, text: str, frames: Frames) -> tuple[Proto, ...] | Refusal | None:
    """The protos of every member's own clause; None when the clause is not of this shape."""
    subject = clause.subject
    if not isinstance(subject, EntityChunk) or len(subject.members) < 2 or clause.verb is not None or (
        clause.auxiliaries or clause.negated or clause.hedged or clause.total
    ):
        return None
    if any(m.kind != "name" or m.members for m in subject.members):
        return None
    match clause.rest:
        case (CueChunk(kind="each", text="each"), AuxChunk() as aux, *rest):
            own = attrs.evolve(clause, auxiliaries=(aux,), rest=tuple(rest))
        case (CueChunk(kind="each", text="each"), VerbChunk() as verb, *rest):
            own = attrs.evolve(clause, verb=verb, rest=tuple(rest))
        case _:
            return None
    found: tuple[Proto, ...] = ()
    for member in subject.members:
        read = frames(attrs.evolve(own, subject=member), text)
        if isinstance(read, Refusal):
            return read
        if not read:
            return None  # a clause that counts nothing says nothing of each one
        found += read
    return found


__all__ = ["read_members_each"]
