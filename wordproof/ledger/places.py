"""More of what a place holds, got by someone who holds none of it.

"There were 6 plums in the bowl. Ann picked some more plums. Now there are 15 plums in the
bowl.": "more" says the plums Ann picked are more of the bowl's, so her picking is a gain of
the bowl's, done by her, as "Ann put some more plums in the bowl" is read."""

from __future__ import annotations

import attrs

from wordproof.ledger.entries import Entity, EntityKind, Entry, Ledger, Op
from wordproof.lexicon import words
from wordproof.lexicon.tables import hypernyms_of
from wordproof.lexicon.words import VerbClass


def more_for_the_place(ledger: Ledger) -> Ledger:
    """Each gain of an untold amount said "more" by a person who never holds that kind, in a
    story where one thing (no person, no animal) is the only other holder of it, told holding
    it just before the gain and again right after, is a gain of that thing, done by the person.
    Anything else (a number got, a place told with the gain, a second holder, a kind told with
    other words, something between) is left as it was, and "more" of what one never held still
    refuses."""
    entries = list(ledger.entries)
    for index, entry in enumerate(entries):
        place = _the_place_added_to(ledger, entries, index)
        if place is not None:
            # "picked more from her garden": a thing given up from is no holding the story counts;
            # "more" of the place's says it gained, whichever way the verb may go ("cut", "plant")
            getter = entry.actor or entry.subject
            entries[index] = attrs.evolve(entry, op=Op.GAIN, subject=place, actor=getter, other=None,
                                          cues=("gain",))
    if entries == list(ledger.entries):
        return ledger
    return attrs.evolve(ledger, entries=tuple(entries))


def _the_place_added_to(ledger: Ledger, entries: list[Entry], index: int) -> str | None:
    entry = entries[index]
    if not entry.continuation or entry.another or entry.amount.value is not None or entry.settings:
        return None
    entities = {e.id: e for e in ledger.entities}
    match entry.op:
        case Op.GAIN if entry.other is None:
            getter = entry.subject
        case Op.TRANSFER if entry.other == entry.actor and a_thing(entities.get(entry.subject)):
            getter = entry.other  # got from a thing told ("from her garden"), by the one who took them
        case _:
            return None
    if not _a_person(entities.get(getter)):
        return None
    holders = {h for e in entries if e is not entry and e.kind.unit == entry.kind.unit
               for h in (e.subject, e.other, e.actor) if h}
    if getter in holders:
        return None
    if len(holders) != 1:
        return None
    place = holders.pop()
    if not a_thing(entities.get(place)):
        return None
    before, after = entries[index - 1] if index else None, entries[index + 1:index + 2]
    told_around = before is not None and after and all(
        e.op is Op.OBSERVE and e.subject == place and e.kind == entry.kind for e in (before, after[0]))
    return place if told_around else None


def _a_person(entity: Entity | None) -> bool:
    if entity is None:
        return False
    return entity.kind is EntityKind.PERSON or _a_person_word(entity.label.split()[-1])


def a_thing(entity: Entity | None) -> bool:
    if entity is None or entity.kind in (EntityKind.PERSON, EntityKind.GROUP, EntityKind.ANONYMOUS):
        return False
    head = entity.label.split()[-1]
    return not _a_person_word(head) and "animal" not in hypernyms_of(head)


def _a_person_word(head: str) -> bool:
    return words.in_class(head, "person_nouns") or words.role_gender(head) is not None or (
        "person" in hypernyms_of(head))


def taken_from_the_place(ledger: Ledger) -> Ledger:
    """ "There were 30 pears in a basket. Tom took 8 pears.": a taking (a verb both of taking and
    of either way, lexicon ``taking_verbs`` and the ``either`` class: "take") of a told amount by
    a person who holds none of the kind, told with no place or object of its own, in a story
    where one thing (no person, no animal) is the only other holder of that very kind, told
    holding it before the taking, is a taking from that thing, as "Tom took 8 pears from it" is
    read (so is each of several such takings). Anything else ("took 8 pears to school", a
    holding of his own, a second basket) is left as it was, and "take" still reads both ways."""
    entries = list(ledger.entries)
    entities = {e.id: e for e in ledger.entities}
    takings = [e for e in entries if e.op is Op.GAIN and e.other is None and e.amount.value is not None
               and {"gain", "loss"} <= set(e.cues) and not e.settings and e.verb is not None
               and e.verb_class is VerbClass.EITHER and words.in_class(e.verb, "taking_verbs")
               and _a_person(entities.get(e.subject))]
    for index, entry in enumerate(entries):
        if entry not in takings:
            continue
        holders = {h for e in ledger.entries if e not in takings and e.kind.unit == entry.kind.unit
                   and e.op is not Op.START_EMPTY for h in (e.subject, e.other, e.actor) if h}
        if len(holders) != 1 or entry.subject in holders:
            continue
        place = holders.pop()
        if not a_thing(entities.get(place)) or not any(
            e.op is Op.OBSERVE and e.subject == place and e.kind == entry.kind for e in ledger.entries[:index]
        ):
            continue
        entries[index] = attrs.evolve(entry, op=Op.TRANSFER, subject=place, other=entry.subject,
                                      actor=entry.subject, cues=("gain",))
    if entries == list(ledger.entries):
        return ledger
    return attrs.evolve(ledger, entries=tuple(entries))
