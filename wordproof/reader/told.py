"""The record of the story's nouns and verbs: what was named and done, where, and by whom.

Built once, clause by clause, from the chunks the token machine made, and kept on the reading
state, on every clause read (the story so far) and on the ledger, so a later stage asks the
record — "was 'pen' written before here?", "which verbs did this clause tell?", "what was left
un-done?" — and never searches the raw text again. A noun keeps its written word as well as
its lemma: "kg" is written, "kilogram" its lemma, and a check of what was written asks the
word.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

import attrs

from wordproof.lexicon.tables import hypernyms_of, measure_unit
from wordproof.lexicon.words import VerbClass, in_class, noun_form, verb_class
from wordproof.reader.chunks import (
    AuxChunk,
    Chunk,
    CueChunk,
    EntityChunk,
    Noun,
    NounChunk,
    PrepChunk,
    QtyChunk,
    Span,
    UnknownChunk,
    VerbChunk,
)
from wordproof.text.times import TimeChunk

if TYPE_CHECKING:
    from wordproof.reader.clauses import Clause


@attrs.frozen
class NounTold:
    """A noun named: its head's lemma and written word, its modifiers (lemmas), its "of"
    noun, the owners its words were written as, its owner, its span and its clause's."""

    head: str
    written: str
    modifiers: tuple[str, ...]
    of: str | None
    owners: tuple[str, ...]
    owner: str | None
    span: Span
    clause: Span
    determiner: str | None = None
    owned_by: EntityChunk | None = None  # the owner as the machine read it: "his" of "his bag"

    def writes(self, head: str, modifiers: bool = True) -> bool:
        """Whether one of its words (``modifiers`` among them) is ``head`` as written, bare or
        with a plural "s"/"es"."""
        forms = (head, f"{head}s", f"{head}es")
        said = (self.written, *(self.modifiers if modifiers else ()), self.of or "")
        return any(word.lower() in forms for word in said)


@attrs.frozen
class VerbTold:
    """A verb told: its lemma, written word and particle, its span, its clause's and its doer
    (the clause's subject as written; None when the clause has none). An auxiliary is told
    too, its group ("have", "be", "do", "modal") as lemma."""

    lemma: str
    written: str
    particle: str | None
    span: Span
    clause: Span
    doer: str | None
    auxiliary: bool = False  # "has" in "has 5 pens" or "has eaten": the machine's auxiliary
    # "mowed" in "$9 for each lawn he mowed": a doing that counts what a pay or a rate is for,
    # never a doing told done
    counts_each: bool = False


@attrs.frozen
class UndoneTold:
    """An "un-" word ("unsold", "uneaten"), its span, and where the "left" written right
    before it starts ("left unsold"; None when no "left" is)."""

    written: str
    span: Span
    left_at: int | None


@attrs.frozen
class PrepTold:
    """A preposition told, its span, its clause's, the words of what it takes, the chunk right
    after it, lowercased ("with her brother": ("her", "brother"); () when none is), and the words
    of every person or thing named after it in its clause ("with the help of Omar": ("the",
    "help", "omar"))."""

    word: str
    span: Span
    clause: Span
    object: tuple[str, ...]
    named_after: tuple[str, ...] = ()


_NEED_WRITTEN = frozenset({"need", "needs", "needed"})


@attrs.frozen
class Told:
    """What the story named and did, in the order told."""

    nouns: tuple[NounTold, ...] = ()
    verbs: tuple[VerbTold, ...] = ()
    undone: tuple[UndoneTold, ...] = ()
    prepositions: tuple[PrepTold, ...] = ()
    # the words of each person or thing named by an entity chunk ("their owners", "Tom"), with
    # its span: no noun of the record, and a doer only when it is a verb's subject
    entities: tuple[tuple[tuple[str, ...], Span], ...] = ()

    def with_clauses(self, clauses: Iterable[Clause]) -> Told:
        """The record with what ``clauses`` (one sentence's, in order) name and do."""
        nouns, verbs, undone = list(self.nouns), list(self.verbs), list(self.undone)
        prepositions, entities = list(self.prepositions), list(self.entities)
        for clause in clauses:
            chunks = sorted(_clause_chunks(clause), key=lambda c: c.span)
            nouns += [_noun_told(noun, owner, clause.span, determiner)
                      for noun, owner, determiner in _nouns_of(chunks)]
            doer = clause.subject.text if isinstance(clause.subject, EntityChunk) else None
            verbs += [_verb_told(c, clause.span, doer, _counts_each(chunks[:i]))
                      for i, c in enumerate(chunks) if isinstance(c, VerbChunk | AuxChunk)]
            undone += _undone(chunks, clause)
            prepositions += [PrepTold(c.word.lower(), c.span, clause.span, _words_of(chunks[i + 1:i + 2]),
                                      tuple(w for after in chunks[i + 1:] for w in _words_of([after])))
                             for i, c in enumerate(chunks) if isinstance(c, PrepChunk)]
            entities += [(_words_of([c]), c.span) for c in chunks
                         if isinstance(c, EntityChunk) and c.kind != "pronoun"]
        return Told(tuple(nouns), tuple(verbs), tuple(undone), tuple(prepositions), tuple(entities))

    def writes_noun_before(self, head: str, end: int, wares: bool = True) -> bool:
        """Whether a noun named before ``end`` writes ``head`` as written ("pen" or "pens"; "kg"
        writes no "kilogram"): the things a price then tells of may be those told. Not
        ``wares``: a shop's word for what it sells ("the book fair", "a toy store": lexicon
        ``collective_nouns``) tells no such things."""
        return any(n.span[1] <= end and n.writes(head) and (wares or not (
            in_class(n.head, "collective_nouns") and head in n.modifiers and not n.writes(head, False)
        )) for n in self.nouns)

    def held_in_before(self, head: str, end: int) -> bool:
        """Whether a clause before ``end`` told someone holding things in a ``head`` ("Ida has 8
        shells in her pail"): the holder's things, not the pail's, so a taking out of it later
        is no change the frames read. "There are 8 shells in the pail" and "8 shells are in the
        pail" tell the pail's own."""
        return any(
            p.span[1] <= end and p.word in ("in", "into", "inside") and p.object
            and noun_form(p.object[-1]) == head and any(
                v.clause == p.clause and v.doer not in (None, "there", "There")
                and (v.lemma == "have" or verb_class(v.lemma) is VerbClass.POSSESS) for v in self.verbs)
            for p in self.prepositions)

    def writes_verb_before(self, written: frozenset[str], end: int) -> bool:
        """Whether a verb or auxiliary told before ``end`` is written as one of ``written``."""
        return any(v.span[1] <= end and v.written.lower() in written for v in self.verbs)

    def told_with_need(self, verb: VerbChunk, thing: NounChunk, end: int) -> bool:
        """Whether a clause before ``end`` tells a need ("needs", "needed") and then, in the same
        words, the purpose ``verb`` ``thing`` ("… to complete the border"): the verb written
        alike (the machine may have read it as a noun: "to finish"), then the thing's noun with
        its determiner and modifiers."""
        for need in self.verbs:
            if need.auxiliary or need.written.lower() not in _NEED_WRITTEN or need.span[1] > end:
                continue
            after: list[VerbTold | NounTold] = sorted(
                [*(v for v in self.verbs if v.clause == need.clause and v.span[0] > need.span[1]),
                 *(n for n in self.nouns if n.clause == need.clause and n.span[0] > need.span[1])],
                key=lambda told: told.span)
            for doing, named in zip(after, after[1:], strict=False):
                if named.span[1] <= end and doing.written.lower() == verb.word.lower() and (
                    isinstance(doing, VerbTold) or not (doing.modifiers or doing.determiner)
                ) and isinstance(named, NounTold) and (
                    (named.written.lower(), named.modifiers, named.determiner)
                    == (thing.noun.surface.lower(), thing.noun.modifiers, thing.determiner)
                ):
                    return True
        return False

    def doing_due(self, noun_end: int) -> str | None:
        """ "9 problems to do", "95 pages to read": the verb of the "to" told right after the noun
        ending at ``noun_end`` ("do" for "to do"); None when no such "to" and verb follow it."""
        to = next((p for p in self.prepositions if p.word == "to" and 0 <= p.span[0] - noun_end <= 1), None)
        if to is None:
            return None
        verb = next((v for v in self.verbs if v.clause == to.clause and 0 <= v.span[0] - to.span[1] <= 1),
                    None)
        if verb is None or verb.auxiliary and verb.lemma != "do":
            return None
        return verb.lemma

    def things_before(self, end: int) -> bool:
        """Whether a plural noun told before ``end`` names things (no person, measure or time),
        or a singular one an animal, someone did or had something to ("have some cats",
        "carried the boxes", "have a dog"), never only what someone is ("are penguins"): a
        "they" after it may stand for them (with the people)."""
        def said_of(noun: NounTold) -> bool:
            return any(v.clause == noun.clause and v.lemma != "be" for v in self.verbs)

        return any(n.span[1] <= end and (n.written.lower() != n.head or "animal" in hypernyms_of(n.head))
                   and said_of(n)
                   and not in_class(n.head, "person_nouns") and measure_unit(n.head) is None
                   and not in_class(n.head, "time_nouns") for n in self.nouns)

    def infinitive(self, verb: VerbTold) -> bool:
        """Whether ``verb`` is told after "to" ("has to wash 20 shirts", "20 shirts to wash"): a
        doing wanted or due, never one done."""
        return any(p.word == "to" and p.clause == verb.clause and 0 <= verb.span[0] - p.span[1] <= 1
                   for p in self.prepositions)

    def verbs_within(self, span: Span) -> tuple[VerbTold, ...]:
        """The verbs (no auxiliary) told inside ``span``."""
        return tuple(v for v in self.verbs
                     if span[0] <= v.span[0] and v.span[1] <= span[1] and not v.auxiliary)

    def undone_within(self, span: Span) -> tuple[UndoneTold, ...]:
        return tuple(u for u in self.undone if span[0] <= u.span[0] and u.span[1] <= span[1])

    def prepositions_within(self, span: Span) -> tuple[PrepTold, ...]:
        return tuple(p for p in self.prepositions if span[0] <= p.span[0] and p.span[1] <= span[1])

    def words_named_before(self, end: int) -> tuple[str, ...]:
        """The words, lowercased, that name things and people told before ``end``: each noun's
        written word, modifiers and "of" noun, each doer's, what each preposition takes, and
        each person or thing named by an entity chunk ("and their owners")."""
        nouns = (word for n in self.nouns if n.span[1] <= end
                 for word in (n.written, *n.modifiers, n.of or ""))
        doers = (word for v in self.verbs if v.span[1] <= end for word in (v.doer or "").split())
        taken = (word for p in self.prepositions if p.span[1] <= end for word in p.object)
        entities = (word for words, span in self.entities if span[1] <= end for word in words)
        return tuple(word.lower() for word in (*nouns, *doers, *taken, *entities) if word)


def _clause_chunks(clause: Clause) -> Iterator[Chunk]:
    yield from clause.placed
    yield from clause.head
    if clause.wh is not None:
        yield clause.wh
    if clause.subject is not None:
        yield clause.subject
    yield from clause.auxiliaries
    if clause.verb is not None:
        yield clause.verb
    yield from clause.rest


def _nouns_of(chunks: Iterable[Chunk]) -> Iterator[tuple[Noun, EntityChunk | None, str | None]]:
    """Each noun of the chunks, with its owner and its determiner as written."""
    for chunk in chunks:
        if isinstance(chunk, NounChunk):
            yield chunk.noun, chunk.possessor, chunk.determiner
        elif isinstance(chunk, QtyChunk) and chunk.noun is not None:
            yield chunk.noun, chunk.of_entity, None


def _verb_told(chunk: VerbChunk | AuxChunk, clause: Span, doer: str | None, counts_each: bool) -> VerbTold:
    if isinstance(chunk, AuxChunk):
        return VerbTold(chunk.group, chunk.word, None, chunk.span, clause, doer, auxiliary=True)
    return VerbTold(chunk.lemma, chunk.word, chunk.particle, chunk.span, clause, doer,
                    counts_each=counts_each)


def _counts_each(before: list[Chunk]) -> bool:
    """Whether a verb after the chunks ``before`` closes "each (every) lawn he": a relative
    clause saying which ones of a kind a pay or rate counts ("$9 for each lawn he mowed")."""
    match before[-3:]:
        case [CueChunk(kind="each", text=e), NounChunk(),
              EntityChunk(kind="pronoun", pronoun_role="subject")]:
            return e.lower() in ("each", "every")
    return False


def _noun_told(noun: Noun, owner: EntityChunk | None, clause: Span, determiner: str | None) -> NounTold:
    return NounTold(noun.head, noun.surface, noun.modifiers, noun.of, noun.owners,
                    owner.text if owner is not None else None, noun.span, clause, determiner,
                    owned_by=owner)


def _undone(chunks: list[Chunk], clause: Clause) -> list[UndoneTold]:
    """The "un-" words of a clause's chunks, each with the "left" (a chunk, or a time word set
    aside) written right before it."""
    told: list[Chunk | TimeChunk] = sorted([*chunks, *clause.times], key=lambda c: c.span)
    found = []
    for i, chunk in enumerate(told):
        word = _word(chunk)
        if word is None or not word.lower().startswith("un") or isinstance(chunk, TimeChunk):
            continue
        before = told[i - 1] if i else None
        left = before is not None and (_word(before) or "").lower() == "left"
        found.append(UndoneTold(word, chunk.span, before.span[0] if before is not None and left else None))
    return found


def _words_of(chunks: list[Chunk]) -> tuple[str, ...]:
    """The words of a person or a thing named (the one chunk of ``chunks``), lowercased, as
    written; () for any other chunk."""
    match chunks:
        case [EntityChunk(text=text, possessor=possessor)]:
            written: tuple[str | None, ...] = (possessor.text if possessor is not None else None, text)
        case [NounChunk(noun=noun, determiner=determiner, possessor=possessor)]:
            written = (determiner, possessor.text if possessor is not None else None, noun.surface)
        case _:
            return ()
    return tuple(word.lower() for part in written if part is not None for word in part.split())


def _word(chunk: Chunk | TimeChunk) -> str | None:
    """The one word a chunk is, when it is one word."""
    match chunk:
        case (VerbChunk(word=word, particle=None) | CueChunk(text=word) | TimeChunk(text=word)
              | PrepChunk(word=word) | UnknownChunk(text=word)):  # "unconsumed": no word the lexicon has
            pass
        case NounChunk(noun=Noun(surface=word, modifiers=()), determiner=None, possessor=None):
            pass
        case _:
            return None
    return word if " " not in word else None
