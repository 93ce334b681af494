"""What named members each did or hold: "Tom and Ann each have 5 pens", "Bo and Lu each bought
3 kites".

"each" after a subject of named members says the rest of the clause of every one of them: the
clause is read once per member, with that member as its subject, so each member's holding or
event cites the one stated amount. A group named by a pronoun ("They each have 8 games") is not
read here: when one group counted before is all "they" may be, `group_pronouns` has already
written its noun in the pronoun's place.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from wordproof.lexicon import words
from wordproof.reader.chunks import (
    AuxChunk,
    Chunk,
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
from wordproof.refusals import Refusal

Frames = Callable[[Clause, str], "tuple[Proto, ...] | Refusal"]


def read_members_each(clause: Clause, text: str, frames: Frames) -> tuple[Proto, ...] | Refusal | None:
    """The protos of every member's own clause; None when the clause is not of this shape."""
    subject = clause.subject
    if not isinstance(subject, EntityChunk) or len(subject.members) < 2:
        return None
    if any(m.kind != "name" or m.members for m in subject.members):
        return None
    match (clause.auxiliaries, clause.verb, clause.rest):
        case ((), VerbChunk() as said, (QtyChunk() as told, CueChunk(kind="each", text="each") as cue)) | (
            (AuxChunk(group="have") as said,), None,
            (QtyChunk() as told, CueChunk(kind="each", text="each") as cue)
        ) if told.value is not None and not said.word.lower().endswith("ing"):
            # "Sam and Jo picked 12 figs each": "Sam and Jo each picked 12 figs"
            clause = attrs.evolve(clause, auxiliaries=(), verb=None, rest=(cue, said, told))
    if clause.verb is not None or clause.auxiliaries or clause.negated or clause.hedged or clause.total:
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


def read_counted_each(clause: Clause, text: str, frames: Frames) -> tuple[Proto, ...] | Refusal | None:
    """ "5 friends each bought 3 kites", "The 4 boys each have 3 pens", "Each of the 4 boys has
    3 pens", "10 kids have 7 books each": a counted group, each member of which did (or holds)
    the same amount. The clause is read once, of the group ("the friends bought …"), its
    amount the amount each times the members counted (kites per friend × friends), both
    numbers cited. None when the clause is not of this shape; a group named by a pronoun
    ("They each …") is not read (how many?)."""
    if clause.negated or clause.hedged or clause.total:
        return None
    match (clause.subject, clause.auxiliaries, clause.verb, clause.rest):
        case (QtyChunk(), (), VerbChunk() as said, (*told, CueChunk(kind="each", text="each"))) | (
            QtyChunk(), (AuxChunk(group="have") as said,), None, (*told, CueChunk(kind="each", text="each"))
        ):
            # "10 children have 7 books each": "10 children each have 7 books"
            cue = CueChunk("each", "each", clause.rest[-1].span)
            clause = attrs.evolve(clause, auxiliaries=(), verb=None, rest=(cue, said, *told))
    if clause.auxiliaries or clause.verb is not None:
        return None
    match (clause.subject, clause.rest):
        case (QtyChunk() as group, (CueChunk(kind="each", text=e), *rest)) if e.lower() == "each":
            pass
        case (None, (CueChunk(kind="each", text=e), PrepChunk(word="of"), QtyChunk() as group, *rest)) if (
            e.lower() == "each"
        ):
            pass
        case _:
            return None
    if group.noun is None or not group.noun.plural or group.value is None or group.value < 2 or (
        group.comparative is not None or group.of_entity is not None or group.of_them or group.noun.of
    ):
        return None
    match rest:
        case [VerbChunk() as verb, *after]:
            own = attrs.evolve(clause, verb=verb)
        case [AuxChunk(group="have") as aux, *after]:
            own = attrs.evolve(clause, auxiliaries=(aux,))
        case _:
            return None
    one = attrs.evolve(group.noun, plural=False)
    each_one = attrs.evolve(own, subject=NounChunk(one, group.noun.span), each=True, rest=tuple(after))
    paced = frames(each_one, text)
    if not isinstance(paced, Refusal) and len(paced) == 1 and paced[0].members and group.noun.of is None:
        # "4 kids each eat 3 apples a day": "Each kid eats 3 apples a day", of the 4 kids counted
        return (attrs.evolve(paced[0], members_count=group),)
    amounts = [c for c in after if isinstance(c, QtyChunk)]
    if len(amounts) != 1 or not (held_by_each(each := amounts[0]) and each.noun is not None
                                 or spent_by_each(own.verb, group.noun, each)):
        return None
    unknown = attrs.evolve(each, value=None, kind=None)
    members = NounChunk(group.noun, group.span, determiner="the")
    own_rest: list[Chunk] = [unknown if c is each else c for c in after]
    read = frames(attrs.evolve(own, subject=members, rest=tuple(own_rest)), text)
    if isinstance(read, Refusal):
        return read
    if [p.qty is unknown for p in read] != [True]:
        return None
    per = attrs.evolve(group.noun, plural=False, modifiers=(), of=None)
    return (attrs.evolve(read[0], rate=each, per=per, count=group),)


def read_each_counted_before(clause: Clause, text: str, frames: Frames) -> tuple[Proto, ...] | Refusal | None:
    """ "There are 4 boys. Each boy ate 3 pies.", "Ann has 5 friends. Each friend bought 2
    kites.": what every member of a group counted before did, read as "The 4 boys each ate 3
    pies" is, the count being the one the story told (bound when the clause is; refused unless
    the one holding told of that noun is it). Only a doing: what each has is contents, and a
    pace ("Each dog eats 2 cups a day") is read as the members' pace."""
    subject, verb = clause.subject, clause.verb
    if not clause.each or verb is None or verb.particle or verb.negated or clause.auxiliaries or (
        clause.negated or clause.hedged or clause.total or clause.placed
    ) or not isinstance(subject, NounChunk) or subject.possessor is not None or subject.noun.plural or (
        subject.noun.modifiers or subject.noun.of is not None or subject.determiner is not None
    ) or verb.word.lower().endswith("ing") or verb.verb_class is None:
        return None
    amounts = [c for c in clause.rest if isinstance(c, QtyChunk)]
    if len(amounts) != 1 or not (held_by_each(each := amounts[0]) and each.noun is not None
                                 or spent_by_each(verb, subject.noun, each)) or (
        not all(isinstance(c, QtyChunk | PrepChunk | NounChunk) for c in clause.rest)
    ):
        return None
    group = attrs.evolve(subject.noun, plural=True)
    unknown = attrs.evolve(each, value=None, kind=None)
    members = NounChunk(group, subject.span, determiner="the")
    own_rest = tuple(unknown if c is each else c for c in clause.rest)
    read = frames(attrs.evolve(clause, subject=members, each=False, rest=own_rest), text)
    if isinstance(read, Refusal):
        return None
    if [p.qty is unknown for p in read] != [True] or read[0].rate is not None or read[0].per is not None:
        return None
    count = QtyChunk(None, None, subject.span, subject.span, noun=group)
    return (attrs.evolve(read[0], rate=each, per=subject.noun, count=count, counted_before=True),)


def spent_by_each(verb: VerbChunk | None, member: Noun, each: QtyChunk) -> bool:
    """ "Each of the 7 friends spent $9", "The 4 girls each paid $12": a sum of money each of a
    group of people paid out, in the past (lexicon ``spending_verbs`` and ``person_nouns``), a
    known sum compared with nothing. Money had or got by each ("each has $9": a value held,
    maybe pooled) is never read so."""
    return verb is not None and verb.particle is None and not verb.negated and words.in_class(
        verb.lemma, "spending_verbs") and verb.word.lower() != verb.lemma and words.in_class(
        attrs.evolve(member, plural=False).head, "person_nouns") and _is_money(each) and (
        each.value is not None and each.comparative is None and each.of_entity is None
        and not each.of_the and not each.of_them)


def read_occupants_each(clause: Clause, text: str, frames: Frames) -> tuple[Proto, ...] | Refusal | None:
    """ "6 students were sitting at each table", "4 kids are standing on each mat": what every
    such place had, as "Each table had 6 students" says (a holding told, not the room: "could
    sit" is the room, read with the shares). None when the clause is not of this shape."""
    subject, verb = clause.subject, clause.verb
    if not isinstance(subject, QtyChunk) or subject.value is None or subject.noun is None or (
        not subject.noun.plural or subject.comparative or subject.of_entity or subject.of_them
        or verb is None or verb.particle or verb.negated or clause.negated or clause.hedged
        or clause.conditional or clause.supposed or not words.in_class(verb.lemma, "occupying_verbs")
    ):
        return None
    said = [a.word.lower() for a in clause.auxiliaries]
    if said in (["was"], ["were"]) and verb.word.lower().endswith("ing"):
        had = AuxChunk("had", "have", clause.auxiliaries[0].span)
    elif said in (["is"], ["are"]) and verb.word.lower().endswith("ing"):
        had = AuxChunk("has", "have", clause.auxiliaries[0].span)
    else:
        return None  # ("sat": a habit or an event; "can sit": the room)
    match clause.rest:
        case (PrepChunk(word="in" | "on" | "at"), CueChunk(kind="each", text=e),
              NounChunk(possessor=None, determiner=None, noun=Noun(plural=False)) as part) if (
            e.lower() in ("each", "every")
        ):
            pass
        case _:
            return None
    each = NounChunk(part.noun, part.span)
    return frames(attrs.evolve(clause, subject=each, auxiliaries=(had,), verb=None, rest=(subject,),
                               each=True), text)


__all__ = ["read_counted_each", "read_each_counted_before", "read_members_each", "read_occupants_each"]
