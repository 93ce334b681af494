"""A measure said of each thing counted: "3 120-page books", "a 5-pound bag of rice".

The machine holds the measure (a number hyphened to its unit before the noun) in the count of
the things it measures (``QtyChunk.measure``). The clause is read as if the measure were not
said, and the measure is then what each of the things counted holds: a RATE of them, of their
one holder, as "3 books with 120 pages each" is (``contents.py``). The rate is said of those
things only (``of_counted``): a story that tells of other things of their kind refuses when
asked (``state.py``), since what those measure is not told.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from wordproof.ledger.entries import Op
from wordproof.reader.chunks import CueChunk, NounChunk, QtyChunk
from wordproof.reader.clauses import Clause
from wordproof.reader.frames import Proto, held_by_each
from wordproof.refusals import Refusal, RefusalCode, Stage

Reader = Callable[[Clause, str], "tuple[Proto, ...] | Refusal"]

_HOLDINGS = (Op.OBSERVE, Op.GAIN, Op.EVENT)


def read_measured(clause: Clause, text: str, read: Reader) -> tuple[Proto, ...] | Refusal | None:
    """The clause's protos with the rate of the measure per thing counted; None for a clause
    with no measure of each thing. Only a holding, a getting or a doing of the things measured
    is read: "She bought 3 120-page books" (she has the pages of the books she got), "She read
    3 120-page books" (she read their pages)."""
    chunks = (clause.subject, *clause.rest, *clause.placed)
    measured = [c for c in chunks if isinstance(c, QtyChunk) and c.measure is not None]
    if not measured:
        return None
    counted = measured[0]
    measure = counted.measure
    assert measure is not None and measure.noun is not None
    refusal = Refusal(RefusalCode.UNSUPPORTED_QUANTITY, Stage.READER,
                      text[measure.span[0]:measure.span[1]], span=measure.span,
                      expected=("a measure of each of the things a holding counts",))
    if len(measured) != 1 or counted not in clause.rest or counted.noun is None or not held_by_each(measure):
        return refusal
    plain = attrs.evolve(counted, measure=None)
    rest = tuple(plain if c is counted else c for c in clause.rest)
    read_plain = read(attrs.evolve(clause, rest=rest), text)
    if isinstance(read_plain, Refusal):
        return read_plain
    holding = [p for p in read_plain if p.qty.value_span == counted.value_span]
    if len(holding) != 1 or holding[0].op not in _HOLDINGS or holding[0].qty.noun != counted.noun:
        return refusal
    noun = counted.noun
    # "a 5-pound bag of rice": each bag holds 5 pounds of rice
    each = attrs.evolve(measure, attributive=False, noun=attrs.evolve(measure.noun, of=noun.of))
    per = NounChunk(attrs.evolve(noun, modifiers=(), of=None), counted.span)
    holder = None if isinstance(holding[0].subject, CueChunk) else holding[0].subject
    rate = Proto(Op.RATE, per, each, clause.span, other=holder, of_counted=True)
    return read_plain + (rate,)


__all__ = ["read_measured"]
