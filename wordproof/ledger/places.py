"""More of what a place holds, got by someone who holds none of it.

"There were 6 plums in the bowl. Ann picked some more plums. Now there are 15 plums in the
bowl.": "more" says the plums Ann picked are more of the bowl's, so her picking is a gain of
the bowl's, done by her, as "Ann put some more plums in the bowl" is read."""

from __future__ import annotations

import attrs

from wordproof.ledger.entries import Entity, EntityKind, Entry, Ledger, Op
from wordproof.lexicon import words
from wordproof.lexicon.tables import hypernyms_of


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
