"""Contents told beside a count of containers: "37 bags with 19 cookies in each (bag)".

The container count is read by the clause's own frame; the contents are a RATE of the
containers (bound to their one holder, state.py). The ways English says it:

* "4 bags with 5 cans in / inside / on each (bag)"
* "7 starfish with 5 arms each", "3 goals worth 2 points each", "8 rows of 12 chairs"
* "6 packs, each with 5 pens" / "6 packs, each having 5 pens" / "6 packs, each containing 5 pens"
* "6 packs, each filled (stuffed, packed, loaded, crammed) with 5 pens"
* "6 packs with each pack having 5 pens"
* any "with" of these set apart by a comma: "6 packs, with 5 pens in each"
* "6 packs that each have / hold / contain 5 pens" (the machine drops the "that")
* "5 pens in / on each of (her | the) 6 packs": the count after "each of" is the containers'
  (with "has" only, whose "her" is the holder's; with "there are", no possessor)

Money is never contents ("3 shirts with $5 each" is a price, not a holding), and the
contents must count a kind with a stated number.
"""

from __future__ import annotations

import attrs

from wordproof.ledger.entries import Op
from wordproof.lexicon import words
from wordproof.lexicon.tables import name_gender
from wordproof.lexicon.words import VerbClass, in_class, pronoun, verb_class, verb_lemma
from wordproof.reader.chunks import (
    AuxChunk,
    Chunk,
    ConjChunk,
    CueChunk,
    EntityChunk,
    Noun,
    NounChunk,
    PrepChunk,
    QtyChunk,
    VerbChunk,
)
from wordproof.reader.clauses import Clause
from wordproof.reader.frames import Proto, _is_money, held_by_each

_INSIDE = ("in", "inside", "on", "at")


def read_contents(clause: Clause) -> tuple[Clause, Proto] | None:
    """The clause with the contents taken out (its container count kept), and the rate of
    contents per container; None when the clause tells no contents this way."""
    rest = list(clause.rest)
    each_of = _in_each_of(clause)
    if each_of is not None:
        return each_of
    for i, chunk in enumerate(rest):
        if not isinstance(chunk, QtyChunk) or chunk.noun is None or _is_money(chunk):
            continue
        place = _place_between(rest[i + 1:])
        found = _match(rest[i + 1 + place:], chunk.noun.head)
        if found is None:
            continue
        inside, used = found
        used += place
        if inside.noun is None or not held_by_each(inside):
            return None
        if isinstance(rest[i + 1], ConjChunk) and isinstance(rest[i + 3], CueChunk) and not _each_of_one(
            clause, i
        ):
            return None
        per = NounChunk(attrs.evolve(chunk.noun, modifiers=(), of=None), chunk.span)
        rate = Proto(Op.RATE, per, inside, clause.span)
        kept = rest[:i + 1] + rest[i + 1:i + 1 + place] + rest[i + 1 + used:]
        return attrs.evolve(clause, rest=tuple(kept)), rate
    return None


def _place_between(after: list[Chunk]) -> int:
    """ "6 ponds in the park, each with 9 fish": the one place told between the containers and
    their contents set apart by a comma (2 chunks, kept with the containers), else 0. The place
    is one thing ("in the 3 parks", "in each park" are not), so "each" can only be the ponds."""
    match after[:4]:
        case [PrepChunk(word=prep), NounChunk(noun=Noun(plural=False)), ConjChunk(word=","), CueChunk(
                kind="each", text=e)] if prep in _INSIDE and e.lower() == "each":
            return 2
    return 0


def _each_of_one(clause: Clause, i: int) -> bool:
    """ "He bought 3 boxes, 9 pens each": a bare "each" set apart by a comma binds to the
    containers only when they are the one count told right after the verb and the doer is one
    ("The twins bought 3 boxes, 9 pens each" may be 9 pens a twin; "gave 2 boys 3 boxes, …")."""
    subject = clause.subject
    one = isinstance(subject, EntityChunk) and not subject.plural and not subject.members and (
        subject.text.lower() not in ("they", "we", "you")) or (
        isinstance(subject, NounChunk) and not subject.noun.plural) or (
        isinstance(subject, CueChunk) and subject.kind == "there")
    return one and i == 0


def _in_each_of(clause: Clause) -> tuple[Clause, Proto] | None:
    """ "Tom has 56 books on each of his 9 shelves", "There are 6 kids on each of the 4 buses":
    the holder has (there are) the containers, and the contents are a rate of them."""
    clause = put_as_had(clause)
    subject = clause.subject
    there = isinstance(subject, CueChunk) and subject.kind == "there"
    have = clause.verb is None and [a.group for a in clause.auxiliaries] == ["have"] or (
        clause.verb is not None and clause.verb.verb_class is VerbClass.POSSESS and not clause.auxiliaries)
    if not (there and clause.verb is None and [a.group for a in clause.auxiliaries] == ["be"] or have):
        return None
    match list(clause.rest):
        case [QtyChunk() as inside, PrepChunk(word=prep), CueChunk(kind="each", text=e), PrepChunk(word="of"),
              *owner, QtyChunk(noun=container) as containers] if prep in _INSIDE and e.lower() == "each":
            pass
        case _:
            return None
    if owner and (there or len(owner) != 1 or not subjects_own(owner[0], subject)):
        return None  # "each of his 9 shelves" is the holder's own; whose, with "there are"?
    if container is None or not container.plural or containers.value is None or (
        containers.of_entity is not None or containers.comparative is not None or inside.noun is None
        or not held_by_each(inside)
    ):
        return None
    per = NounChunk(attrs.evolve(container, modifiers=(), of=None), containers.span)
    return attrs.evolve(clause, rest=(containers,)), Proto(Op.RATE, per, inside, clause.span)


def put_as_had(clause: Clause) -> Clause:
    """ "She packs 12 bottles in each of her 10 crates", "He put 56 books on each shelf" (after
    "He has 6 shelves": "each of the 6 shelves"): a putting of a count into each one of the
    putter's containers leaves each holding that count, as "She has 12 bottles in each of her 10
    crates" says; read so (a verb of placing, one doer named or a pronoun, no modal: "can put 12"
    is room). Any other clause as it is."""
    verb, subject = clause.verb, clause.subject
    if verb is None or verb.verb_class is not VerbClass.PLACE or verb.particle is not None or (
        clause.auxiliaries or not isinstance(subject, EntityChunk) or subject.members or subject.plural
        or subject.kind not in ("name", "pronoun")
    ):
        return clause
    match clause.rest:
        case (QtyChunk(), PrepChunk(word="in" | "into" | "on" | "onto" | "inside"), CueChunk(kind="each"),
              PrepChunk(word="of"), *_):
            pass
        case _:
            return clause
    into, containers = clause.rest[1], clause.rest[-1]
    assert isinstance(into, PrepChunk)
    if isinstance(containers, QtyChunk) and containers.pointed and len(clause.rest) == 5 and not (
        _told_of_putter(clause, subject, containers)
    ):
        return clause  # "Bo has 6 shelves. Tom put 5 books on each shelf": on Bo's, not his own
    rest = clause.rest
    if isinstance(containers, QtyChunk) and containers.pointed and len(rest) == 5 and (
        containers.noun is not None
    ):
        # "He put 5 books on each shelf" of the shelves told: "He has 5 books on each shelf"
        one = attrs.evolve(containers.noun, plural=False, surface=containers.noun.head)
        rest = (*rest[:3], NounChunk(one, containers.span))
    said = verb.word.lower()
    word = "had" if said in words.inflections(verb.lemma, "VBD") and said not in (
        words.inflections(verb.lemma, "VBP")) else "has"
    placed = attrs.evolve(into, word="in" if into.word in ("into", "inside") else "on" if (
        into.word == "onto") else into.word)
    return attrs.evolve(clause, verb=None, auxiliaries=(AuxChunk(word, "have", verb.span),),
                        rest=(rest[0], placed, *rest[2:]))


def _told_of_putter(clause: Clause, subject: EntityChunk, containers: QtyChunk) -> bool:
    """Whether the containers pointed at ("each shelf": the 6 shelves told) were told only in
    clauses of one doer, the putter: named so, or, said with a pronoun, the one person named
    before it."""
    told, start = clause.told, clause.span[0]
    if told is None or containers.noun is None:
        return False
    where = {n.clause for n in told.nouns if n.head == containers.noun.head and n.span[1] <= start}
    doers = {v.doer for v in told.verbs if v.clause in where}
    named = {words_said for words_said, span in told.entities if span[1] <= start}
    if len(doers) != 1 or None in doers:
        return False
    doer = doers.pop()
    assert doer is not None
    if subject.kind == "name":
        return doer == subject.text
    return len(named) == 1 and (doer.lower(),) in named | {(subject.text.lower(),)}


def subjects_own(owner: Chunk, subject: Chunk | None) -> bool:
    """ "Tom has … each of his 9 shelves": a possessive pronoun that can only be the subject's
    own — it agrees with a subject pronoun, or with a name of clear gender."""
    if not isinstance(owner, EntityChunk) or owner.kind != "pronoun" or not isinstance(subject, EntityChunk):
        return False
    said = owner.text.lower()
    if subject.kind == "pronoun":
        subject_form, own = pronoun(subject.text, "subject"), pronoun(said, "possessive")
        # "he" … "his", "they" … "their": the same person, number and gender
        return subject_form is not None and own is not None and (
            attrs.evolve(own, word=subject_form.word, role=subject_form.role) == subject_form)
    if subject.kind == "name" and not subject.members:
        gender = name_gender(subject.name or subject.text)
        return gender is not None and said == ("his" if gender == "male" else "her")
    return False


def _match(after: list[Chunk], container: str) -> tuple[QtyChunk, int] | None:
    """The contents quantity after a container count, and how many chunks tell it."""
    match after[:2]:
        case [ConjChunk(word=","), PrepChunk(word="with")]:
            # "6 shelves, with 33 books on each (shelf)": the comma sets the same phrase apart
            found = _match(after[1:], container)
            return None if found is None else (found[0], found[1] + 1)
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
        case [PrepChunk(word="of"), QtyChunk() as inside, CueChunk(kind="each", text=e), *_] if (
            e.lower() in ("each", "apiece")
        ):
            return inside, 3  # "5 crates of 9 melons each"
        case [PrepChunk(word="of"), QtyChunk() as inside, *_]:
            return inside, 2  # "8 rows of 12 chairs": 12 chairs in each row
        case [CueChunk(kind="rate", text=worth), QtyChunk() as inside, CueChunk(kind="each", text=e), *_] if (
            worth.lower() == "worth" and e.lower() in ("each", "apiece")
        ):
            return inside, 3  # "3 goals worth 2 points each"
        case [VerbChunk(verb_class=VerbClass.POSSESS, particle=None, word=said) | AuxChunk(
                group="have", word=said), QtyChunk() as inside, CueChunk(kind="each", text=e), *_] if (
            said.lower().endswith("ing") and e.lower() in ("each", "apiece")
        ):
            return inside, 3  # "2 packs containing 20 pens each", "5 firms having 50 workers each"
        case [ConjChunk(word=","), QtyChunk() as inside, PrepChunk(word=prep), CueChunk(kind="each", text=e),
              *_] if prep in _INSIDE and e.lower() in ("each", "every"):
            used = 4
            if len(after) > 4 and isinstance(noun := after[4], NounChunk) and noun.noun.head == container:
                used = 5  # "3 boxes, 9 pens in each box"
            return inside, used
        case [ConjChunk(word=","), QtyChunk() as inside, CueChunk(kind="each", text=e), *_] if (
            e.lower() in ("each", "apiece") and inside.noun is not None and inside.noun.head != container
        ):
            return inside, 3  # "3 boxes of pens, 9 pens each": each box (see _each_of_one)
        case [ConjChunk(word=","), CueChunk(kind="each", text=e), PrepChunk(word="with") | AuxChunk(
            group="have"), QtyChunk() as inside, *_] if e.lower() == "each":
            return inside, 4
        case [ConjChunk(word=","), CueChunk(kind="each", text=e), VerbChunk(
                verb_class=VerbClass.POSSESS, particle=None, word=said), QtyChunk() as inside, *_] if (
            e.lower() == "each" and said.lower().endswith("ing")
        ):
            return inside, 4  # "5 cages, each containing 8 birds"
        case [ConjChunk(word=","), CueChunk(kind="each", text=e),
              VerbChunk(lemma=filled, particle=None, word=said), PrepChunk(word="with"), QtyChunk() as inside,
              *_] if (
            e.lower() == "each" and in_class(filled, "filling_verbs") and said.lower().endswith("ed")
        ):
            return inside, 5  # "5 vans, each filled with 9 kids"
        case [ConjChunk(word=","), CueChunk(kind="each", text=e),
              NounChunk(noun=Noun(head=said, modifiers=(), of=None), determiner=None, possessor=None),
              PrepChunk(word="with"), QtyChunk() as inside, *_] if (
            e.lower() == "each" and said.endswith("ed") and in_class(verb_lemma(said) or "", "filling_verbs")
        ):
            return inside, 5  # "5 vans, each stuffed with 9 kids": the participle the machine took for a noun
        case [CueChunk(kind="each", text="each"), VerbChunk(verb_class=VerbClass.POSSESS, particle=None)
              | AuxChunk(group="have"), QtyChunk() as inside, *_]:
            return inside, 3  # "12 crates that each contain 15 oranges"
        case [CueChunk(kind="each", text="each"), NounChunk(noun=Noun(head=head, plural=False),
                                                           determiner=None, possessor=None),
              QtyChunk() as inside, *_] if verb_class(head) is VerbClass.POSSESS:
            return inside, 3  # "3 bags that each hold 15 oranges": "hold" read as a noun
        case [PrepChunk(word="with"), CueChunk(kind="each", text=e), NounChunk(noun=noun),
              AuxChunk(group="have"), QtyChunk() as inside, *_] if e.lower() == "each" and (
            noun.head == container and not noun.plural
        ):
            return inside, 5
    return None


__all__ = ["read_contents"]
