"""What is needed: words around an amount wanted that say what for.

"She needs 125 rocks to complete the border. … How many more rocks does she need to complete
the border?": the purpose the question repeats is the one the story told with the need, so it
names no other amount wanted and is set aside; the question asks what "How many more rocks
does she need?" asks. A purpose the story never told ("… to build 3 walls") is kept, and the
question refuses as before (it may want another amount).

"How many more pennies would she need so all the stacks would be equal?", "… to make sure each
bag had the same amount?": a purpose that only says the parts of a share are equal asks what
would make the share exact (``equal_parts``): the least amount more that parts with no rest.
"""

from __future__ import annotations

from wordproof.reader.chunks import AuxChunk, Chunk, ConjChunk, CueChunk, NounChunk, PrepChunk, VerbChunk
from wordproof.reader.told import Told


def without_told_purpose(rest: list[Chunk], told: Told, end: int) -> list[Chunk]:
    """``rest`` without a closing "to VERB the NOUN" that the story (before ``end``) says in the
    same words with a need; ``rest`` unchanged otherwise."""
    match rest[-3:]:
        case [PrepChunk(word="to"), VerbChunk() as verb, NounChunk(determiner="the" | None) as thing] if (
            thing.noun.of is None
        ):
            pass
        case _:
            return rest
    return rest[:-3] if told.told_with_need(verb, thing, end) else rest


def without_equal_purpose(rest: list[Chunk]) -> tuple[list[Chunk], bool]:
    """``rest`` without a closing "so (that) … equal / the same …" or "to make sure … the same
    …" that counts nothing, and whether it was there."""
    for start in range(len(rest)):
        match rest[start:start + 3]:
            case [ConjChunk(word="so"), *_]:
                tail = rest[start + 1:]
            case [PrepChunk(word="to"), VerbChunk(lemma="make"), NounChunk(noun=sure)] if sure.head == "sure":
                tail = rest[start + 3:]
            case _:
                continue
        plain = all(isinstance(c, NounChunk | AuxChunk)
                    or isinstance(c, CueChunk) and c.kind in ("all", "each")
                    or isinstance(c, VerbChunk) and c.lemma in ("get", "have", "be", "receive")
                    for c in tail)
        same = any(isinstance(c, NounChunk) and (
            c.noun.head in ("equal", "same") or "same" in c.noun.modifiers) for c in tail)
        if plain and same:
            return rest[:start], True
        return rest, False
    return rest, False


__all__ = ["without_equal_purpose", "without_told_purpose"]
