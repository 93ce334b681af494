"""Comparisons of two kinds one holder has: "She has 6 fewer yellow envelopes than blue
envelopes", "There are 4 times as many yellow chairs as red chairs".

A bare plural after "than" / "as" (no determiner, no possessor) names a kind, not a holder:
the subject's holding of one kind is tied to its holding of the other — by a difference
(Op.COMPARE) or a factor (Op.SCALE, the factor "kind per kind", which the unit obligation
composes). Only a whole clause of this shape is read, with "has" or "there are".
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from wordproof.ledger.entries import Op
from wordproof.lexicon.words import VerbClass
from wordproof.reader.chunks import (
    AuxChunk,
    Chunk,
    ConjChunk,
    CueChunk,
    EntityChunk,
    NounChunk,
    PrepChunk,
    QtyChunk,
    is_factor,
    join,
    list_items,
)
from wordproof.reader.clauses import Clause
from wordproof.reader.fractions_of import share_of_that
from wordproof.reader.frames import PLACE_PREPOSITIONS, Proto
from wordproof.refusals import Refusal, RefusalCode, Stage
from wordproof.text.numerals import NumeralKind

Frames = Callable[[Clause, str], "tuple[Proto, ...] | Refusal"]
# the words that join the parts of one subject's list ("twice as many as Al, but 3 fewer than Bo":
# "but" tells a contrast, and the same two facts as "and")
_JOINS = (",", "and", "but")


def compare_kinds(clause: Clause, text: str, frames: Frames) -> tuple[Proto, ...] | Refusal | None:
    """The protos of a clause comparing two of the subject's kinds; None otherwise. "66 goats
    and twice as many chickens (as goats)", "6 pens, twice as many pencils as pens, and 3 fewer
    rulers than the number of pens": the first part is read by ``frames``, each comparison after
    it on its own; a multiple with no "as" is of the one kind counted before it."""
    fronted = _multiple_said_first(clause)
    if fronted is not None:
        return frames(fronted, text)
    rest = list(clause.rest)
    for i in range(1, len(rest) - 3):
        if not (isinstance(rest[i], ConjChunk) and rest[i].word in _JOINS):  # type: ignore[union-attr]
            continue
        segments = _segments(rest[i + 1:])
        summed = _kinds_summed(rest, i) if clause.total else None
        if summed is not None:
            segments = summed  # "… and twice as many fish as cats and dogs combined"
        counted_before = [c for c in rest[:i] if isinstance(c, QtyChunk)]
        compared_kind = _kind_compared(rest[:i])
        if compared_kind is not None:
            # "twice as many pens as Al and three times as many as Bo": pens, as the first part
            segments = [_with_kind(segment, compared_kind) for segment in segments]
        if not segments or not counted_before or not _opens_comparison(segments[0]):
            continue
        counted = counted_before[-1]
        # the kind counted before is a count of the subject's own, never a comparison ("3 more
        # cups than Steve and twice as many pens": as Steve, not as her cups)
        before = counted.noun if len(counted_before) == 1 and not is_factor(counted) and (
            counted.comparative is None and not any(isinstance(c, CueChunk) and c.kind == "than"
                                                    or isinstance(c, PrepChunk) and c.word == "as"
                                                    for c in rest[:i])) else None
        compared: list[Proto] = []
        for k, segment in enumerate(segments):
            if k == 0 and len(segment) == 4 and before is not None and before.of is None:
                # "66 goats and twice as many chickens": as goats
                segment = segment + [PrepChunk("as", segment[-1].span), NounChunk(before, before.span)]
            # "66 goats, twice as many chickens, and 5 pigs": a count after the comparison is
            # one more holding of the subject's
            counted_after = k > 0 and _plain_count(segment)
            if not (_opens_comparison(segment) or counted_after):
                return None
            # "… and 2 fewer toys than Amanda": each part compares the subject with another
            # (the words of the parts after it are not unread in it)
            end = clause.span[1] if summed is not None and k == len(segments) - 1 else segment[-1].span[1]
            part = attrs.evolve(clause, rest=tuple(_without_number_of(segment)), span=(clause.span[0], end))
            read = frames(part, text)
            if isinstance(read, Refusal) or not (counted_after or any(
                p.op in (Op.SCALE, Op.COMPARE) for p in read
            )):
                return None
            # ("polished 10 more large glasses than small glasses": the event, and how it compares)
            compared.extend(attrs.evolve(p, clause=clause.span) for p in read)
        # the first part ends where its words do: the second part's words are not unread in it
        # (the word that adds the kinds summed is the last part's: "2 dogs, 3 cats" is no total)
        first = frames(attrs.evolve(clause, rest=tuple(rest[:i]), span=(clause.span[0], rest[i - 1].span[1]),
                                    total=clause.total and summed is None), text)
        return first if isinstance(first, Refusal) else first + tuple(compared)
    return _compare(clause) or _more_than_a_multiple(clause, text, frames)


def _segments(chunks: list[Chunk]) -> list[list[Chunk]]:
    """The parts of a list parted by commas, "and" and "but"; none when a join ends it."""
    segments = list_items(chunks, _JOINS)
    return segments if segments[-1] else []


def _kinds_summed(rest: list[Chunk], i: int) -> list[list[Chunk]] | None:
    """ "3 cats and twice as many fish as cats and dogs (combined)": the parts after the join at
    ``i``, the kinds listed after the last "as" kept in the last part (they are summed, never
    more parts of the list); None when no plain list of nouns follows the last "as"."""
    last_as = max((j for j, c in enumerate(rest) if isinstance(c, PrepChunk) and c.word == "as"), default=0)
    listed = rest[last_as + 1:]
    if last_as <= i or not any(isinstance(c, ConjChunk) for c in listed) or not all(
        isinstance(c, NounChunk | ConjChunk) for c in listed
    ):
        return None
    segments = _segments(rest[i + 1:last_as + 2])
    return segments[:-1] + [segments[-1] + listed[1:]] if segments else None


def _opens_comparison(segment: list[Chunk]) -> bool:
    """ "twice as many …", "3 fewer … than …": a part of a list that compares."""
    match segment:
        case [QtyChunk() as factor, PrepChunk(word="as"), CueChunk(kind="many" | "much"), NounChunk(), *_]:
            return is_factor(factor)
        case [QtyChunk(comparative="more" | "fewer" | "less"), CueChunk(kind="than"), *_]:
            return True
    return False


def _kind_compared(part: list[Chunk]) -> NounChunk | None:
    """ "twice as many pens as Al": the kind a whole first part of a list compares (a multiple
    with its counted noun and its other); None for any other part."""
    match part:
        case [QtyChunk() as factor, PrepChunk(word="as"), CueChunk(kind="many" | "much"),
              NounChunk(determiner=None, possessor=None) as counted, PrepChunk(word="as"), EntityChunk()] if (
            is_factor(factor)
        ):
            return counted
    return None


def _with_kind(segment: list[Chunk], counted: NounChunk) -> list[Chunk]:
    """ "three times as many as Bo" after a part that named what it counts: that kind."""
    match segment:
        case [QtyChunk() as factor, PrepChunk(word="as") as as_, CueChunk(kind="many" | "much") as many,
              PrepChunk(word="as"), *_] if is_factor(factor):
            return [factor, as_, many, attrs.evolve(counted, span=many.span), *segment[3:]]
    return segment


def _plain_count(segment: list[Chunk]) -> bool:
    """ "5 pigs": a part of a list that counts a kind, with no comparison."""
    match segment:
        case [QtyChunk(comparative=None, kind=NumeralKind.CARDINAL) as count]:
            return count.value is not None and count.noun is not None and count.of_entity is None
    return False


def _without_number_of(segment: list[Chunk]) -> list[Chunk]:
    """ "3 fewer rulers than the number of pens" says "3 fewer rulers than pens"."""
    match segment:
        case [*head, CueChunk(kind="than") | PrepChunk(word="as") as than, CueChunk(kind="number") as number,
              PrepChunk(word="of"), NounChunk() as other]:
            return [*head, than, attrs.evolve(other, span=join(number.span, other.span))]
    return segment


def _more_than_a_multiple(clause: Clause, text: str, frames: Frames) -> tuple[Proto, ...] | Refusal | None:
    """ "7 more than 4 times the number of pens Ann has", "3 fewer pens than twice as many as
    Bo", "4 more than five times as many buttons as Mari (made)": the multiple is read as the
    clause without the amount (a scale of a holding, or of an event), and the amount is added
    to it or taken from it. None when the clause does not open so."""
    match clause.rest:
        case [QtyChunk(comparative="more" | "less" | "fewer" as more) as plus, CueChunk(kind="than"),
              QtyChunk() as factor, *_] if (
            plus.value is not None and plus.kind is NumeralKind.CARDINAL
            and (is_factor(factor) or share_of_that(factor, text))  # "7 less than a third of that"
            and plus.of_entity is None and not plus.of_them
        ):
            pass
        case _:
            return None
    evidence = text[clause.span[0]:clause.span[1]]
    refusal = Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER, evidence, span=clause.span,
                      expected=("a multiple of one holding or event",))
    if plus.noun is not None and (plus.noun.head == "time" or plus.noun.of is not None):
        return refusal  # "3 more times than twice …", "2 more bags of rice than …": not read
    read = frames(attrs.evolve(clause, rest=clause.rest[2:]), text)
    if isinstance(read, Refusal):
        return read
    if len(read) != 1 or read[0].plus is not None or not (
        read[0].op is Op.SCALE or (read[0].share_event or read[0].share_last) and read[0].share is not None
    ):
        return refusal
    scaled = read[0]
    noun = scaled.qty.noun
    dollars = plus.currency == "dollar" or plus.noun is not None and (
        plus.noun.head, plus.noun.modifiers, plus.noun.of) == ("dollar", (), None)
    if plus.noun is not None and noun is not None and (plus.noun.head, plus.noun.modifiers) != (
        noun.head, noun.modifiers
    ) and not (dollars and (noun.head, noun.modifiers, noun.of) == ("money", (), None)):
        # "5 more pens than twice as many pencils": the amount counts another kind ("4 dollars
        # more than half as much money" counts the money in dollars)
        return refusal
    qty = scaled.qty if noun is not None else attrs.evolve(scaled.qty, noun=plus.noun)
    much = any(isinstance(c, CueChunk) and c.kind == "much" for c in clause.rest)
    if qty.noun is None and dollars and much:
        qty = attrs.evolve(qty, currency="dollar")  # "$250 less than twice as much as Cecil": money
    if qty.noun is None and qty.currency is None and not scaled.share_last:
        return refusal  # "half that amount" counts the kind of the quantity told before it
    return (attrs.evolve(scaled, qty=qty, plus=attrs.evolve(plus, comparative=None),
                         sign=1 if more == "more" else -1),)


def _compare(clause: Clause) -> tuple[Proto, ...] | None:
    """The one proto of a clause comparing two of the subject's kinds; None otherwise."""
    there = isinstance(clause.subject, CueChunk) and clause.subject.kind == "there" and (
        clause.verb is None and any(a.group == "be" for a in clause.auxiliaries))
    have = clause.verb is None and any(a.group == "have" for a in clause.auxiliaries) or (
        clause.verb is not None and clause.verb.verb_class is VerbClass.POSSESS)
    if not (there or have and isinstance(clause.subject, EntityChunk | NounChunk)):
        return None
    if clause.negated or clause.hedged or clause.each or clause.total or clause.subject is None:
        return None
    if isinstance(clause.subject, QtyChunk):
        return None
    subject: EntityChunk | NounChunk | CueChunk = clause.subject
    rest = _there_said_again(clause) if there else clause.rest
    match rest:
        case (*compared, PrepChunk(word=word), NounChunk() as place) if there and word in PLACE_PREPOSITIONS:
            # "There are 3 times as many pears as plums in the box": the place holds both
            subject, rest = place, tuple(compared)
        case _ if isinstance(subject, CueChunk):
            # "There are 10 more black pens than red pens": where the red pens are
            subject = CueChunk("remaining", subject.text, subject.span)
    match _without_number_of(list(rest)):
        case [QtyChunk(comparative="more" | "fewer" | "less" as more) as plus, CueChunk(kind="than"),
              QtyChunk() as factor, CueChunk(kind="number"), PrepChunk(word="of"), NounChunk() as other] if (
            _kind_named(other) and is_factor(factor) and plus.noun is not None and plus.value is not None
            and plus.kind is NumeralKind.CARDINAL and plus.noun.of is None and plus.of_entity is None
            and not plus.of_them and plus.noun.head != other.noun.head
        ):
            # "10 more ducks than 4 times the number of chickens": her ducks are 4 per chicken and 10
            qty = attrs.evolve(factor, noun=plus.noun)
            return (Proto(Op.SCALE, subject, qty, clause.span, other_kind=other.noun,
                          plus=attrs.evolve(plus, comparative=None), sign=1 if more == "more" else -1),)
        case [QtyChunk(comparative="more" | "fewer" | "less" as more) as qty, CueChunk(kind="than"),
              NounChunk() as other] if _kind_named(other) and qty.noun is not None:
            sign = 1 if more == "more" else -1
            share = None
            if qty.kind in (NumeralKind.PERCENT, NumeralKind.FRACTION):
                # "20% more blue beads than red beads": a share of the red beads
                share, qty = qty, attrs.evolve(qty, value=None, kind=None, lexicon_constant=None)
            return (Proto(Op.COMPARE, subject, qty, clause.span, sign=sign,
                          other_kind=other.noun, share=share),)
        case [QtyChunk() as factor, PrepChunk(word="as"), CueChunk(kind="many" | "much"),
              NounChunk() as counted, PrepChunk(word="as"), NounChunk() as other] if (
            _kind_named(other) and _kind_named(counted) and is_factor(factor)
        ):
            qty = attrs.evolve(factor, noun=counted.noun)
            return (Proto(Op.SCALE, subject, qty, clause.span, other_kind=other.noun),)
    return None


def _multiple_said_first(clause: Clause) -> Clause | None:
    """ "Twice as many girls as boys are in the class" says what "There are twice as many girls
    as boys in the class" says: the clause so rewritten, for two kinds told by bare plurals
    and a place named after "be". None for any other clause (a holder after "as": "as Bo's
    boys", a doing after the kinds, no place)."""
    factor = clause.subject
    if not isinstance(factor, QtyChunk) or not is_factor(factor) or clause.auxiliaries or clause.verb:
        return None
    match clause.rest:
        case (PrepChunk(word="as"), CueChunk(kind="many"), NounChunk() as counted, PrepChunk(word="as"),
              NounChunk() as other, AuxChunk(group="be") as be, PrepChunk(word=word) as at,
              NounChunk() as place) if (
            _kind_named(counted) and _kind_named(other) and word in PLACE_PREPOSITIONS
            and (place.determiner is not None or place.possessor is not None)
        ):
            there = CueChunk("there", "", factor.span)
            return attrs.evolve(clause, subject=there, auxiliaries=(be,),
                                rest=(factor, *clause.rest[:5], at, place))
    return None


def _there_said_again(clause: Clause) -> tuple[Chunk, ...]:
    """ "There are half as many camels as there are zebras": the other kind's "there are",
    said in the clause's own form, is "as zebras"; in another (`as there were zebras`) it is
    another time, and the rest is left as it is (not read)."""
    own = [a.word.lower() for a in clause.auxiliaries]
    rest = list(clause.rest)
    for i in range(len(rest) - 2):
        match rest[i:i + 3]:
            case [PrepChunk(word="as") | CueChunk(kind="than"), CueChunk(kind="there"),
                  AuxChunk(group="be") as be] if own == [be.word.lower()]:
                return tuple(rest[:i + 1] + rest[i + 3:])
    return clause.rest


def _kind_named(chunk: NounChunk) -> bool:
    """ "blue envelopes": a plural with no determiner and no possessor names a kind."""
    return chunk.determiner is None and chunk.possessor is None and chunk.noun.plural


__all__ = ["compare_kinds"]
