"""A getting of an untold amount, told again in the next sentence as a list of its parts.

"Lee bought some muffins. He bought 4 banana muffins, 6 bran muffins and 2 plain." The second
sentence says what the "some" was, sort by sort: it is the same buying told in detail, not a
second one besides it. Read as two buyings, the first of an untold amount, the total bought
was unknown."""

from __future__ import annotations

import re

import attrs

from wordproof.ledger.entries import Entry, Kind, Ledger, Op, is_measure
from wordproof.lexicon import words
from wordproof.text.times import PLACING, told_with


def detailed_gettings(ledger: Ledger, text: str) -> Ledger:
    """Drop each getting of an untold amount that the sentence right after it tells in full:
    the same doer, verb and noun (each part named by more words, or none), two amounts or
    more, every amount told, in one clause of the next sentence that names nothing else,
    neither telling a time of its own, and no part said to be more, another or besides
    ("also", "too", "again"). The parts then are the whole getting; anything else leaves the
    untold getting as it was."""
    entries = list(ledger.entries)
    for entry in list(entries):
        parts = _parts_told_next(ledger, text, entries, entry)
        if parts:
            at = entries.index(entry)
            entries[at + 1:at + 1 + len(parts)] = parts
            entries.remove(entry)
    if entries == list(ledger.entries):
        return ledger
    return attrs.evolve(ledger, entries=tuple(entries),
                        notes=ledger.notes + tuple(f"{e.id}: told in parts by the sentence after it"
                                                   for e in ledger.entries if e not in entries))


def _parts_told_next(ledger: Ledger, text: str, entries: list[Entry], whole: Entry) -> list[Entry]:
    if whole.op is not Op.GAIN or whole.amount.value is not None or whole.verb is None or (
        whole.subject != whole.actor or whole.supposed or whole.besides or whole.continuation
        or whole.other is not None
    ):
        return []
    after = entries[entries.index(whole) + 1:]
    clause = after[0].clause if after else None
    parts = [e for e in after if e.clause == clause]
    if len(parts) < 2 or parts != after[:len(parts)] or clause is None:
        return []
    parts = [_as_sort_of(text, whole.kind, p) for p in parts]
    if any(p.op is not Op.GAIN or p.verb != whole.verb or p.subject != whole.subject
           or p.actor != whole.actor or p.amount.value is None or p.kind.unit != whole.kind.unit
           or p.kind.of != whole.kind.of or not set(whole.kind.modifiers) <= set(p.kind.modifiers)
           or p.supposed or p.besides or p.continuation or p.another or p.other is not None
           for p in parts):
        return []
    if told_with(ledger.times, whole.clause, PLACING) or told_with(ledger.times, clause, PLACING):
        return []  # "on Monday … On Tuesday she bought …": two buyings, perhaps
    if text[whole.clause[1]:clause[0]].strip() != "." or not _only_the_list(text, parts):
        return []  # the very next sentence, opened by the parts' clause, nothing between
    before = text[clause[0]:parts[0].amount.span[0]].lower()
    if any(_beside_a_list(word) for word in re.findall(r"[A-Za-z]+", before)):
        return []  # "In the morning she picked …": a time or place told before the verb
    if not _parts_apart([_describing(text, whole.kind, p) for p in parts]):
        return []  # "6 green and 5 big": a big one may be green, counted twice
    return parts


def _describing(text: str, whole: Kind, part: Entry) -> set[str]:
    """The words a part is told by beside the whole's: its kind's own, or the words said after
    its count up to its noun or the list's next item ("6 green" with the noun left out)."""
    added = set(part.kind.modifiers) - set(whole.modifiers)
    if added:
        return added
    said: set[str] = set()
    for word in re.findall(r"[A-Za-z]+|[,;.]", text[part.amount.span[1]:].lower()):
        if not word.isalpha() or word == "and" or words.noun_lemma(word) == part.kind.unit:
            break
        said.add(word)
    return said


def _parts_apart(added: list[set[str]]) -> bool:
    """Whether the parts told share no member: sorts named by nouns ("3 cherry, 4 peach"), or,
    when any part is told by a describing word (a colour, a size, a word that is no noun:
    "ripe"), every two parts told by one grade each of one scale ("6 green and 5 red")."""
    described = any(words.in_class(word, grades) or "NOUN" not in words.lemmas(word)
                    for said in added for word in said for grades in words.GRADES)
    return not described or all(words.graded_apart(one, other)
                                for i, one in enumerate(added) for other in added[i + 1:])


def _only_the_list(text: str, parts: list[Entry]) -> bool:
    """Whether the sentence says nothing after its verb but the list of parts: no place, purpose,
    time or manner ("for the picnic", "online", "yesterday": another buying, perhaps) and no
    word of one more ("more", "extra", "other")."""
    rest = text[parts[0].amount.span[0]:]
    said = re.findall(r"[A-Za-z]+", re.split(r"[.?!;](?:\s|$)", rest, maxsplit=1)[0].lower())
    return not any(word in _NOT_A_PART or word != "and" and _beside_a_list(word) for word in said)


def _beside_a_list(word: str) -> bool:
    """A word that tells something beside a list of things got: where, when, why, with what."""
    return any(words.in_class(word, table) for table in (
        "prepositions", "place_adverbs", "time_words", "time_deictics", "conjunctions"))


_NOT_A_PART = frozenset({"more", "extra", "other", "another", "also", "too", "again", "each", "every"})


def _as_sort_of(text: str, whole: Kind, part: Entry) -> Entry:
    """ "13 vanilla" after "some cupcakes": a noun in the singular after a count of more than
    one names a sort of the things told, their noun left out (13 vanilla cupcakes); any other
    part as it is."""
    said = text[part.amount.span[1]:].split(maxsplit=1)
    word = said[0].strip(",.;:!?").lower() if said else ""
    if part.kind.unit == whole.unit or word != part.kind.unit or part.kind.modifiers or part.kind.of or (
        part.amount.value is None or part.amount.value <= 1 or is_measure(part.kind.unit)
    ):
        return part
    return attrs.evolve(part, kind=Kind(whole.unit, whole.of, (*whole.modifiers, word)))
