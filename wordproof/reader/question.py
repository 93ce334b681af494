"""The question frame: what is asked, about whom, counted in what, and when.

"How many seashells did she give to Sam?" asks for the amount of an event; "How many apples
does Sam have now?" for a state; "How many more apples does Sam have than Tom?" for a
difference of states. A question no frame reads refuses; so does a question whose time
("before he gave any away") the reader cannot name.
"""

from __future__ import annotations

import attrs

from wordproof.ledger.entries import TargetWhat
from wordproof.lexicon import words
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
    UnknownChunk,
    VerbChunk,
    WhChunk,
)
from wordproof.reader.clauses import Clause
from wordproof.refusals import Refusal, RefusalCode, Stage

QUESTION_FRAMES = ("how many/much NOUN does ENTITY have", "how many NOUN did ENTITY VERB",
                   "how many NOUN are there", "how many more NOUN does ENTITY have than ENTITY")


@attrs.frozen
class QuestionProto:
    what: TargetWhat
    noun: NounChunk | None  # None: "how much" with no noun
    money: bool
    subject: EntityChunk | NounChunk | None  # None: everyone
    place: NounChunk | None
    verb: VerbChunk | None
    time: str  # "final" | "initial" | "before" | "after"
    time_clause: tuple[Chunk, ...]  # for before/after: the chunks naming the event
    time_cue: str
    other: EntityChunk | NounChunk | None
    aggregate: bool
    span: tuple[int, int]
    counterparty: EntityChunk | NounChunk | None = None
    goal: QtyChunk | None = None  # "need to have 43 cats": the amount wanted
    implicit_other: bool = False  # "How many more pennies does John have?": than the other one
    absolute: bool = False  # "What's the difference between …": the larger less the smaller
    parts: tuple[tuple[EntityChunk | NounChunk | None, NounChunk | None], ...] = ()
    dimension: str | None = None  # "How long …": the dimension asked
    qualified: bool = False  # a closing phrase names the event: only one may be counted
    fewer: bool = False  # "how many fewer … than": the other's count less the subject's
    offset: QtyChunk | None = None  # "How old will she be in 5 years?": the age now + 5
    offset_sign: int = 1


def _refuse(evidence: str, span: tuple[int, int]) -> Refusal:
    return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                   expected=QUESTION_FRAMES)


def _merge_of(head: tuple[Chunk, ...]) -> list[Chunk]:
    """ "pieces of candy": a noun, "of", a noun is one noun with an "of" complement."""
    items = list(head)
    for i in range(len(items) - 2):
        first, prep, second = items[i:i + 3]
        if isinstance(first, NounChunk) and isinstance(prep, PrepChunk) and prep.word == "of" and (
            isinstance(second, NounChunk) and second.possessor is None
        ):
            noun = attrs.evolve(first.noun, of=second.noun.head)
            return items[:i] + [attrs.evolve(first, noun=noun)] + items[i + 3:]
    return items


def read_question(clause: Clause, text: str) -> QuestionProto | Refusal:
    assert clause.wh is not None
    span = (clause.wh.span[0], clause.span[1])
    evidence = text[span[0]:span[1]]
    if clause.wh.asks == "what":
        counted = _total_number(clause)
        if counted is not None:
            return read_question(counted, text)
        return _read_difference(clause, text, span)
    if clause.wh.asks.startswith("measure:"):
        return _read_measure(clause, text, span)
    if clause.wh.asks not in ("count", "amount"):
        return _refuse(evidence, span)
    if clause.negated:
        return _refuse(evidence, span)
    noun: NounChunk | None = None
    money = False
    comparative = None
    aggregate = False
    for chunk in _merge_of(clause.head):
        if isinstance(chunk, NounChunk) and noun is None and chunk.possessor is None:
            noun = chunk
        elif isinstance(chunk, CueChunk) and chunk.kind in ("more", "fewer", "less"):
            comparative = chunk.kind
        elif isinstance(chunk, CueChunk) and chunk.kind == "aggregate":
            aggregate = True
        else:
            return _refuse(evidence, span)
    if noun is not None and noun.noun.head == "money":
        money, noun = True, None

    subject = clause.subject
    if isinstance(subject, QtyChunk):
        return _refuse(evidence, span)
    if isinstance(subject, CueChunk):
        if subject.kind != "there":
            return _refuse(evidence, span)
        subject = None
    verb = clause.verb
    aux = [a.group for a in clause.auxiliaries]
    if verb is not None and verb.lemma == "have":
        verb = None
    if verb is not None and "be" in aux and verb.word.lower().endswith("ing") and (
        verb.verb_class in (None, VerbClass.ACTIVITY)
    ):
        verb = None  # "How many ducks are swimming in the pond?": who is there now
    time, time_cue = "final", ""
    time_clause: tuple[Chunk, ...] = ()
    place: NounChunk | None = None
    other = None
    counterparty: EntityChunk | NounChunk | None = None
    rest = list(clause.rest)
    goal = None
    to_have = any(isinstance(c, PrepChunk) and c.word == "to" for c in rest)
    if comparative == "more" and (verb is not None and verb.lemma == "need" or to_have):
        goal_read = _goal(rest)
        if goal_read is None:
            return _refuse(evidence, span)
        goal, rest = goal_read
        if subject is None or not isinstance(subject, EntityChunk | NounChunk):
            return _refuse(evidence, span)
        return QuestionProto(TargetWhat.SHORTFALL, noun, money, subject, None, None, "final", (),
                             "", None, aggregate, span, goal=goal)
    if verb is not None and verb.lemma == "start" or verb is not None and verb.lemma == "begin":
        if [getattr(c, "word", "") for c in rest] != ["with"]:
            return _refuse(evidence, span)
        time_cue = text[verb.span[0]:clause.span[1]]
        verb, rest, time = None, [], "initial"
    rest, qualified = _qualifier(rest, verb)
    i = 0
    while i < len(rest):
        chunk = rest[i]
        if isinstance(chunk, CueChunk) and chunk.kind in ("final", "then"):
            time_cue = chunk.text
        elif isinstance(chunk, CueChunk) and chunk.kind == "initial":
            time, time_cue = "initial", chunk.text
        elif isinstance(chunk, CueChunk) and chunk.kind == "aggregate":
            aggregate = True
        if isinstance(chunk, CueChunk) and chunk.kind in ("before", "after") or isinstance(
            chunk, PrepChunk
        ) and chunk.word in ("before", "after"):
            time = chunk.kind if isinstance(chunk, CueChunk) else chunk.word
            time_cue = text[chunk.span[0]:clause.span[1]]
            time_clause = tuple(rest[i + 1:])
            break
        if isinstance(chunk, CueChunk) and chunk.kind == "than" and i + 1 < len(rest):
            target = rest[i + 1]
            if isinstance(target, EntityChunk | NounChunk):
                other = target
                i += 2
                continue
            return _refuse(evidence, span)
        if isinstance(chunk, PrepChunk) and chunk.word in ("in", "on", "at", "inside") and i + 1 < len(
            rest
        ) and isinstance(where := rest[i + 1], NounChunk):
            place = where
            i += 2
            continue
        if isinstance(chunk, PrepChunk) and chunk.word in ("to", "from") and i + 1 < len(rest) and isinstance(
            party := rest[i + 1], EntityChunk | NounChunk
        ) and counterparty is None:
            counterparty = party  # "give to Sam": only events with Sam count
            i += 2
            continue
        if isinstance(chunk, QtyChunk | UnknownChunk):
            return _refuse(evidence, span)
        if isinstance(chunk, EntityChunk) and i == 0 and verb is not None:
            counterparty = chunk  # "did she give Sam"
            i += 1
            continue
        if not isinstance(chunk, CueChunk):
            return _refuse(evidence, span)
        i += 1
    implicit_other = False
    if comparative is not None:
        if comparative not in ("more", "fewer", "less") or subject is None:
            return _refuse(evidence, span)
        implicit_other = other is None
        what = TargetWhat.DIFFERENCE
    elif other is not None:
        return _refuse(evidence, span)
    elif verb is not None and verb.verb_class is not VerbClass.POSSESS:
        if "be" in aux and subject is not None:
            return _refuse(evidence, span)
        what = TargetWhat.EVENTS
    elif verb is None and ("have" in aux or "be" in aux or not aux):
        what = TargetWhat.STATE
        if "be" in aux and subject is not None and not isinstance(subject, NounChunk):
            return _refuse(evidence, span)
    else:
        what = TargetWhat.STATE
    if what is TargetWhat.EVENTS and (time != "final" or place is not None):
        return _refuse(evidence, span)  # "in the spring": events this reader cannot place
    if qualified and what is not TargetWhat.EVENTS:
        return _refuse(evidence, span)
    if what is not TargetWhat.EVENTS and counterparty is not None or (
        place is not None and subject is not None
    ):
        return _refuse(evidence, span)
    return QuestionProto(what, noun, money, subject, place, verb, time, time_clause, time_cue,
                         other, aggregate, span, counterparty, implicit_other=implicit_other,
                         qualified=qualified, fewer=comparative in ("fewer", "less"))


def _qualifier(rest: list[Chunk], verb: VerbChunk | None) -> tuple[list[Chunk], bool]:
    """ "… make washing windows", "… get for his birthday", "… sell that day": a closing
    phrase that says which event is meant. It is set aside and remembered: the answer
    then stands only if exactly one event is counted."""
    if verb is None:
        return rest, False
    match rest[-3:]:
        case [PrepChunk(word="for"), VerbChunk(), NounChunk()]:
            return rest[:-3], True
    match rest[-2:]:
        case [VerbChunk(word=word), NounChunk()] if word.lower().endswith("ing"):
            return rest[:-2], True
        case [PrepChunk(word="for" | "at" | "on"), NounChunk()]:
            return rest[:-2], True
    match rest[-1:]:
        case [NounChunk(noun=noun)] if words.in_class(noun.head, "time_nouns"):
            return rest[:-1], True
        case [NounChunk(noun=noun, determiner=None, possessor=None)] if noun.modifiers and (
            noun.modifiers[0].endswith("ing")
        ):
            return rest[:-1], True  # "washing windows" read as one noun phrase
    return rest, False


def _goal(rest: list[Chunk]) -> tuple[QtyChunk | None, list[Chunk]] | None:
    """ "(need) to pick to have 105 apples (altogether)": the wanted amount, if the words
    around it are only "to", verbs, "have" and cues; () when no amount is named here."""
    quantities = [c for c in rest if isinstance(c, QtyChunk)]
    if len(quantities) > 1:
        return None
    allowed = all(
        isinstance(c, QtyChunk | VerbChunk | CueChunk) or isinstance(c, PrepChunk) and c.word == "to"
        or isinstance(c, AuxChunk) and c.group == "have" for c in rest)
    if not allowed:
        return None
    return (quantities[0] if quantities else None), []


def _total_number(clause: Clause) -> Clause | None:
    """ "What is the total number of pages did I read?" asks what "How many pages did I
    read in total?" asks: the same clause with a count head."""
    assert clause.wh is not None
    chunks = list(clause.rest)
    if clause.subject is not None or not any(a.group == "be" for a in clause.auxiliaries):
        return None
    match chunks[:4]:
        case [CueChunk(kind="aggregate"), CueChunk(kind="number"), PrepChunk(word="of"), NounChunk() as noun]:
            after = chunks[4:]
        case _:
            return None
    auxiliaries = [c for c in after[:1] if isinstance(c, AuxChunk)]
    after = after[len(auxiliaries):]
    if not after or not isinstance(after[0], EntityChunk | NounChunk):
        return None
    subject = after[0]
    verb = after[1] if len(after) > 1 and isinstance(after[1], VerbChunk) else None
    rest = tuple(after[2:] if verb is not None else after[1:])
    how_many = WhChunk("how many", clause.wh.span, "count")
    aggregate = CueChunk("aggregate", "total", clause.wh.span)
    return Clause(subject, tuple(auxiliaries), verb, rest, clause.span, wh=how_many,
                  head=(aggregate, noun))


def _read_measure(clause: Clause, text: str, span: tuple[int, int]) -> QuestionProto | Refusal:
    """ "How long is her pencil now?", "How tall is Ted?": a holder's measure, now."""
    evidence = text[span[0]:span[1]]
    from wordproof.reader.ages import question_offset  # ages reads the words of time

    clause, offset, sign = question_offset(clause)
    if offset is None and any(a.group == "modal" or clause.wh is not None and a.word.lower() in (
            "was", "were") and clause.wh.asks == "measure:calendar" for a in clause.auxiliaries):
        return _refuse(evidence, span)  # "How old will she be?": at a time not told
    subject = clause.subject
    rest_ok = all(isinstance(c, CueChunk) and c.kind in ("final", "then") or (
        isinstance(c, AuxChunk) and c.group == "be") for c in clause.rest)
    if not isinstance(subject, EntityChunk | NounChunk) or clause.verb is not None or not rest_ok:
        return _refuse(evidence, span)
    if not any(a.group == "be" for a in clause.auxiliaries + tuple(
            c for c in clause.rest if isinstance(c, AuxChunk))):
        return _refuse(evidence, span)
    dimension = clause.wh.asks.partition(":")[2] if clause.wh is not None else ""
    return QuestionProto(TargetWhat.STATE, None, False, subject, None, None, "final", (), "",
                         None, False, span, dimension=dimension, offset=offset, offset_sign=sign)


def _read_difference(clause: Clause, text: str, span: tuple[int, int]) -> QuestionProto | Refusal:
    """ "What's the difference between Bobby's books and Kristi's books?" /
    "… of the number of birds and nests": two counts, the larger less the smaller."""
    evidence = text[span[0]:span[1]]
    subject = clause.subject
    if not (isinstance(subject, NounChunk) and subject.noun.head == "difference"):
        return _refuse(evidence, span)
    rest = [c for c in clause.rest if not (isinstance(c, CueChunk) and c.kind in ("number", "there"))]
    if rest and isinstance(rest[-1], PrepChunk) and rest[-1].word == "over":
        rest = rest[:-1]  # "… over there"
    if not rest or not (isinstance(rest[0], PrepChunk) and rest[0].word in ("of", "between")):
        return _refuse(evidence, span)
    rest = rest[1:]
    if rest and isinstance(rest[0], PrepChunk) and rest[0].word == "of":
        rest = rest[1:]  # "of the number of": "number" is a cue, already set aside
    if len(rest) >= 2 and isinstance(rest[0], NounChunk) and rest[0].noun.head in (
        "number", "amount") and isinstance(rest[1], PrepChunk) and rest[1].word == "of":
        rest = rest[2:]
    if len(rest) != 3 or not (isinstance(rest[1], ConjChunk) and rest[1].word == "and"):
        return _refuse(evidence, span)
    first, second = rest[0], rest[2]
    if not isinstance(first, NounChunk) or not isinstance(second, NounChunk) or not first.noun.head:
        return _refuse(evidence, span)
    if second.noun.head and second.noun.head != first.noun.head and (
        first.possessor is not None or second.possessor is not None
    ):
        return _refuse(evidence, span)
    if (first.possessor is None) != (second.possessor is None):
        return _refuse(evidence, span)
    parts = ((first.possessor, first), (second.possessor, second if second.noun.head else first))
    return QuestionProto(TargetWhat.DIFFERENCE, first, False, None, None, None, "final", (), "",
                         None, False, span, absolute=True, parts=parts)
