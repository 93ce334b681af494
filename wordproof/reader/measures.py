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
from wordproof.lexicon.tables import measure_unit
from wordproof.lexicon.words import VerbClass, in_class, inflections, verb_class
from wordproof.reader.chunks import AuxChunk, CueChunk, EntityChunk, Noun, NounChunk, PrepChunk, QtyChunk
from wordproof.reader.clauses import Clause
from wordproof.reader.frames import Proto, held_by_each
from wordproof.refusals import Refusal, RefusalCode, Stage

Reader = Callable[[Clause, str], "tuple[Proto, ...] | Refusal"]

_HOLDINGS = (Op.OBSERVE, Op.GAIN, Op.EVENT)


def read_measured(clause: Clause, text: str, read: Reader) -> tuple[Proto, ...] | Refusal | None:
    """The clause's protos with the rate of the measure per thing counted; None for a clause
    with no measure of each thing. Only a holding, a getting, a doing or a pace of the things
    measured is read: "She bought 3 120-page books" (she has the pages of the books she got),
    "She read 3 120-page books" (she read their pages), "She reads 3 120-page books a week";
    a list of them too ("watched 2 30-minute shows and a 10-minute cartoon")."""
    measured = [c for c in _measured(clause) if c.value is not None]
    if not measured:
        return None
    doing = _measured_doing(clause) or _doing_under_way(clause)
    if doing is not None:
        return read(doing, text)
    refusals = [_refusal(counted, text) for counted in measured]
    for counted, refusal in zip(measured, refusals, strict=True):
        assert counted.measure is not None
        if counted not in clause.rest or counted.noun is None or not held_by_each(counted.measure):
            return refusal
        if not _measures_each(counted.measure, counted.noun):
            return refusal
    plain = {counted.value_span: attrs.evolve(counted, measure=None) for counted in measured}
    rest = tuple(plain.get(c.value_span, c) if c in measured else c for c in clause.rest)
    read_plain = read(attrs.evolve(clause, rest=rest), text)
    if isinstance(read_plain, Refusal):
        return read_plain
    protos = list(read_plain)
    for counted, refusal in zip(measured, refusals, strict=True):
        measure, noun = counted.measure, counted.noun
        assert measure is not None and measure.noun is not None and noun is not None
        holding = [p for p in protos if p.qty.value_span == counted.value_span]
        if len(holding) != 1 or holding[0].qty.noun != noun:
            return refusal
        each = _each(measure, noun)
        if _plain_pace(holding[0]):
            # "reads 3 100-page books a week": 100 pages a book, 3 books a week, as "1 hour a
            # day, 5 days a week" is a pace per week
            paced = attrs.evolve(holding[0], qty=each, within=(plain[counted.value_span],))
            protos = [paced if p is holding[0] else p for p in protos]
            continue
        if holding[0].op not in _HOLDINGS:
            return refusal
        per = NounChunk(attrs.evolve(noun, modifiers=(), of=None), counted.span)
        holder = None if isinstance(holding[0].subject, CueChunk) else holding[0].subject
        protos.append(Proto(Op.RATE, per, each, clause.span, other=holder, of_counted=True))
    return tuple(protos)


def _measured_doing(clause: Clause) -> Clause | None:
    """ "took a 20-minute walk", "goes for a 3-mile run", "went on a 5-mile hike": one doing named
    by a noun of its verb (lexicon ``measured_doing_nouns``) after "take" or "go for" / "go on",
    with its time or its length told, is that verb done so long or so far: "walked 20 minutes",
    "runs 3 miles". Only one such doing, and no other measure, in the clause; None otherwise."""
    verb = clause.verb
    if verb is None or verb.particle is not None or len(_measured(clause)) != 1 or (
        isinstance(clause.subject, EntityChunk) and clause.subject.text.lower() == "it"
    ):  # "It takes a 20-minute walk to get there": a time it takes, whoever walks
        return None
    match clause.rest:
        case (QtyChunk() as counted, *after) if verb.lemma == "take":
            pass
        case (PrepChunk(word="for" | "on"), QtyChunk() as counted, *after) if verb.lemma == "go":
            pass
        case _:
            return None
    measure, noun = counted.measure, counted.noun
    if measure is None or noun is None or measure.noun is None or counted.value != 1 or (
        noun.plural or noun.modifiers or noun.of is not None or noun.owners
        or not in_class(noun.head, "measured_doing_nouns") or counted.another or counted.pointed
    ):
        return None
    unit = measure_unit(measure.noun.head)
    if unit is None or unit.dimension not in ("length", "time"):
        return None
    done = attrs.evolve(verb, lemma=noun.head, verb_class=verb_class(noun.head))
    return attrs.evolve(clause, verb=done, rest=(_each(measure, noun), *after))


def _doing_under_way(clause: Clause) -> Clause | None:
    """ "Jack is reading a 285-page book": a doing under way of one thing, counted in things
    its verb does ("pages"), is that many of them to do, as "Jack has to read 285 pages" says
    (an amount wanted: no event, no holding). Only a present progressive of a verb of activity,
    one thing ("a"), its measure a count of things and no measure unit ("is carrying a 5-pound
    bag" says no pounds carried), nothing else in the clause; None otherwise."""
    verb, subject = clause.verb, clause.subject
    if verb is None or verb.particle is not None or clause.negated or (
        not isinstance(subject, EntityChunk) or subject.members or subject.possessor is not None
        or verb.verb_class is not VerbClass.ACTIVITY
        or [a.word.lower() for a in clause.auxiliaries] not in (["is"], ["are"], ["am"])
        or not verb.word.lower().endswith("ing")
    ):
        return None
    match clause.rest:
        case (QtyChunk(value=1, measure=QtyChunk(noun=Noun() as unit) as measure,
                       noun=Noun() as noun) as one,) if (
            one.lexicon_constant is not None and not (noun.plural or noun.of is not None or noun.owners)
            and measure_unit(unit.head) is None and measure.value is not None and not (
                one.another or one.pointed or one.comparative or one.of_entity)
        ):
            pass
        case _:
            return None
    at = clause.auxiliaries[0].span
    to = PrepChunk("to", verb.span)
    done = attrs.evolve(verb, word=verb.lemma, participle=False)
    return attrs.evolve(clause, auxiliaries=(AuxChunk("has", "have", at),), verb=None,
                        rest=(to, done, _each(measure, noun)))


def unread_size(clause: Clause, read: tuple[Proto, ...], text: str) -> Refusal | None:
    """ "cut it into 12-ounce steaks": things of a measure, their count untold, are read only as
    the size of each part a whole is put into ("into steaks of 12 ounces each", shares.py);
    a Refusal when the clause's protos read such a measure in no such way."""
    for sized in _measured(clause):
        measure = sized.measure
        assert measure is not None
        if sized.value is None and not any(
            p.op is Op.SHARE and p.qty.value_span == measure.value_span for p in read
        ):
            return _refusal(sized, text)
    return None


def each_size(sized: QtyChunk) -> QtyChunk | None:
    """The size of each of the things ``sized`` counts, told by a measure of each ("into 12-ounce
    steaks": 12 ounces); None for a quantity with no measure."""
    if sized.measure is None or sized.noun is None:
        return None
    return _each(sized.measure, sized.noun)


def _each(measure: QtyChunk, noun: Noun) -> QtyChunk:
    """ "a 5-pound bag of rice": each bag holds 5 pounds of rice; "30-minute": 30 minutes (never
    "minute", the adjective)."""
    assert measure.noun is not None
    plural = inflections(measure.noun.head, "NNS")
    return attrs.evolve(measure, attributive=False, noun=attrs.evolve(
        measure.noun, of=noun.of, plural=True, surface=plural[0] if plural else measure.noun.surface))


def _measures_each(measure: QtyChunk, noun: Noun) -> bool:
    """Whether the measure is all of each thing's one measure: a length only of a thing measured
    along it ("a 27-yard rope"; "a 6-foot fence" may be its height, "a 12-inch pizza" its width)."""
    unit = measure_unit(measure.noun.head) if measure.noun is not None else None
    return unit is None or unit.dimension != "length" or in_class(noun.head, "lengthwise_nouns")


def _measured(clause: Clause) -> list[QtyChunk]:
    chunks = (clause.subject, *clause.rest, *clause.placed)
    return [c for c in chunks if isinstance(c, QtyChunk) and c.measure is not None]


def _refusal(counted: QtyChunk, text: str) -> Refusal:
    measure = counted.measure
    assert measure is not None
    return Refusal(RefusalCode.UNSUPPORTED_QUANTITY, Stage.READER, text[measure.span[0]:measure.span[1]],
                   span=measure.span, expected=("a measure of each of the things a holding counts",))


def _plain_pace(proto: Proto) -> bool:
    """A pace of a count of things for each one of a time, and nothing more ("3 books a week")."""
    return proto.op is Op.PACE and not proto.within and proto.count is None and not proto.members and (
        proto.members_count is None and proto.counted_by is None and not proto.work and proto.per is not None)


__all__ = ["each_size", "read_measured", "unread_size"]
