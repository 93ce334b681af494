"""The question frame: what is asked, about whom, counted in what, and when.

"How many seashells did she give to Sam?" asks for the amount of an event; "How many apples
does Sam have now?" for a state; "How many more apples does Sam have than Tom?" for a
difference of states. A question no frame reads refuses; so does a question whose time
("before he gave any away") the reader cannot name.
"""

from __future__ import annotations

import attrs

from wordproof.ledger.entries import TargetWhat
from wordproof.lexicon.words import VerbClass
from wordproof.reader.chunks import (
    Chunk,
    CueChunk,
    EntityChunk,
    NounChunk,
    PrepChunk,
    QtyChunk,
    UnknownChunk,
    VerbChunk,
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
    time, time_cue, time_clause = "final", "", ()
    place = None
    other = None
    counterparty: EntityChunk | NounChunk | None = None
    rest = list(clause.rest)
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
        ) and isinstance(rest[i + 1], NounChunk):
            place = rest[i + 1]
            i += 2
            continue
        if isinstance(chunk, PrepChunk) and chunk.word in ("to", "from") and i + 1 < len(rest) and isinstance(
            rest[i + 1], EntityChunk | NounChunk
        ) and counterparty is None:
            counterparty = rest[i + 1]  # "give to Sam": only events with Sam count
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
    if comparative is not None:
        if other is None or subject is None or verb is not None:
            return _refuse(evidence, span)
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
    if what is not TargetWhat.EVENTS and counterparty is not None or (
        place is not None and subject is not None
    ):
        return _refuse(evidence, span)
    return QuestionProto(what, noun, money, subject, place, verb, time, time_clause, time_cue,
                         other, aggregate, span, counterparty)
