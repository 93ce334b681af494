"""Reading a pattern continuation: values told at consecutive places, "If this (pattern)
continues", and a question about a later place.

A place is an ordinal with a noun ("on the first page", "in the second row"), the next one
("on the next shelf"), a day of the week ("on Monday") or a month ("in May"). Every number
before the question must be a value told at a place, all at places of one kind, under one
preposition, counting one noun; the places must be consecutive and the asked place later
than every place told. Anything else is not read here (``None``): the general reader sees it.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Mapping, Sequence
from fractions import Fraction
from itertools import pairwise

import attrs

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.sequences import Observed, SequenceEntry
from wordproof.lexicon.tables import is_given_name, name_gender
from wordproof.lexicon.words import VerbClass, noun_form, verb_class, verb_lemma
from wordproof.text.numerals import Numeral, NumeralKind
from wordproof.text.tokens import SENTENCE_END, Token, TokenKind

# the days and months in the order they come round; each cycle repeats
CYCLES: dict[str, tuple[str, ...]] = {
    "week": ("sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"),
    "year": ("january", "february", "march", "april", "may", "june", "july", "august",
             "september", "october", "november", "december"),
}
_PLACE_PREPOSITIONS = frozenset({"on", "in", "from", "to", "into", "onto", "at", "for", "during"})
_CONTINUES = frozenset({"continues", "continue"})
_AUXILIARIES = frozenset({"will", "would", "does", "do", "did", "is", "are", "was", "were",
                          "should", "can", "could", "might"})
_PAST_AUXILIARIES = frozenset({"did", "was", "were"})
# a question that counts more than one place, or compares, is no question about one place
_NOT_ONE_PLACE = frozenset({"total", "altogether", "all", "together", "combined", "more", "less",
                            "fewer", "than", "left", "by", "have", "has", "had", "each", "per",
                            "and", "both", "between", "until", "through"})


@attrs.frozen
class Place:
    kind: str  # "week", "year", or "ordinal " + the noun's lemma
    index: int  # 1-based: the ordinal's value, or the day's or month's place in its cycle
    text: str


def read_sequence(text: str, tokens: tuple[Token, ...] | list[Token]) -> SequenceEntry | None:
    """The sequence the text tells and asks about, or None when it is not one."""
    said = sentences_of(list(tokens))
    if len(said) < 2 or said[-1][-1].text != "?":
        return None
    question = said[-1][:-1]
    rest = _after_continuation(question)
    if rest is None:
        return None
    asked = _question(rest, text)
    if asked is None:
        return None
    unit_head, preposition, asked_place, verb = asked
    statement = [t for sentence in said[:-1] for t in sentence]
    found = _told(statement, text)
    if found is None or not _same_act(found[1], verb):
        return None
    told, _ = found
    known = {t.lower for t in statement} | {name for names in CYCLES.values() for name in names}
    if any(t.capitalized and t.lower not in known for t in rest[3:]):
        return None  # someone or somewhere the list does not speak of
    kinds = {(place.kind, prep, noun_form(unit)) for _, _, place, prep, unit in told}
    if len(kinds) != 1:
        return None
    kind, told_preposition, told_head = kinds.pop()
    if told_preposition != preposition or told_head != unit_head:
        return None
    positions = _positions(kind, [place for _, _, place, _, _ in told])
    if positions is None:
        return None
    if kind in CYCLES and rest[_auxiliary_index(rest)].lower in _PAST_AUXILIARIES:
        return None  # "how many did it display in September?": the one before October, or after?
    asked_position = _asked_position(kind, asked_place, [p for _, _, p, _, _ in told], positions)
    if asked_position is None or asked_position <= positions[-1]:
        return None
    observed = tuple(Observed(value, position, number.text, number.span)
                     for (value, number, _, _, _), position in zip(told, positions, strict=True))
    unit = text[rest[2].start:rest[_auxiliary_index(rest) - 1].end]
    return SequenceEntry("s1", unit, observed, asked_position, asked_place.text
                         if asked_place is not None else "the next")


def whole_count(token: Token, least: int = 0) -> Quoted | None:
    """A whole count of things a number token tells, at least ``least``: a cardinal with no
    currency, not a measure said before its noun ("a 5-pound bag"); None otherwise. (The
    whole-text readers share it.)"""
    numeral = token.numeral
    if token.kind is not TokenKind.NUMBER or numeral is None or token.attributive or (
        numeral.kind is not NumeralKind.CARDINAL or numeral.currency is not None
        or numeral.value.denominator != 1 or numeral.value < least
    ):
        return None
    return Quoted(numeral.value, token.text, token.span)


def told_in_dozens(token: Token) -> bool:
    """ "12 dozen", "half a dozen": a count told in dozens, after which "8 (more)" or "each one"
    may be of dozens as well as of things. (The whole-text readers share it.)"""
    constant = token.numeral.lexicon_constant if token.numeral is not None else None
    return constant is not None and "dozen" in constant


def told_and_asked(tokens: Sequence[Token], counts: Container[int],
                   order: Callable[[list[Token]], bool] | None = None, clauses: int | None = None
                   ) -> tuple[list[list[Token]], list[Token]] | None:
    """The sentences told (their full stops dropped) and the question (its "?" dropped) of a
    text of ``counts`` sentences that ends in its one question (or in a sentence ``order``
    reads as an order ending in ".", "Find the total cost …."); an "If …," clause opening the
    question is told too. None for any other text (an "If" with no comma after it, or told
    clauses other than ``clauses`` in number, when it is given).
    (The whole-text readers share it.)"""
    sentences = sentences_of(list(tokens))
    if len(sentences) not in counts or any(s[-1].text != "." for s in sentences[:-1]):
        return None
    last = sentences[-1]
    if last[-1].text != "?" and not (last[-1].text == "." and order is not None and order(last)):
        return None
    told = [s[:-1] for s in sentences[:-1]]
    question = last[:-1]
    if question and question[0].lower == "if":
        comma = next((i for i, t in enumerate(question) if t.text == ","), None)
        if comma is None:
            return None
        told.append(question[1:comma])
        question = question[comma + 1:]
    return (told, question) if clauses is None or len(told) == clauses else None


def is_name(token: Token) -> bool:
    """A given name written as one (capitalized, not a possessive)."""
    return token.kind is TokenKind.WORD and token.capitalized and not token.possessive and is_given_name(
        token.text)


_TITLE_GENDER = {"mr.": "male", "mrs.": "female", "ms.": "female", "miss": "female"}
_SUBJECT_GENDER = {"he": "male", "she": "female"}


def person_gender(token: Token) -> str | None:
    """The gender of a person a token names: "he"/"she", a given name's, or a title's ("Mrs.
    Hilt"); None for anything else. (The whole-text readers share it.)"""
    if token.lower in _SUBJECT_GENDER:
        return _SUBJECT_GENDER[token.lower]
    if token.kind is not TokenKind.WORD or not token.capitalized or token.possessive:
        return None
    title = token.lower.split()[0] if " " in token.lower else ""
    return _TITLE_GENDER.get(title) or (name_gender(token.text) if is_name(token) else None)


def same_person(said: Token, person: Token) -> bool:
    """ "Ana" of Ana (or of "Ana's"), "she" of her: the same person said again. (The whole-text
    readers share it.)"""
    if said.lower in _SUBJECT_GENDER:
        gender = name_gender(person.text) if person.possessive and is_given_name(person.text) else (
            person_gender(person))
        return _SUBJECT_GENDER[said.lower] == gender
    return said.text == person.text and not said.possessive


def one_named_person(people: list[Token], genders: Mapping[str, str]) -> bool:
    """The people told are one: one given name, said before any pronoun, every pronoun (a key
    of ``genders``) of the name's gender. (The whole-text readers share it.)"""
    names = {t.text for t in people if t.lower not in genders}
    if len(names) != 1 or people[0].lower in genders:
        return False
    gender = name_gender(next(iter(names)))
    return gender is not None and all(genders[t.lower] == gender for t in people if t.lower in genders)


def words_and_marks(clause: list[Token], mark: Callable[[Token, Numeral], Sequence[str] | None]
                    ) -> list[str] | None:
    """A clause's words in lowercase, each number standing as the words ``mark`` gives it ("$"
    for a sum, "%" for a percentage, …); None when ``mark`` gives none, or with a possessive, a
    measure said of each thing or a mark. (The whole-text readers share it.)"""
    said: list[str] = []
    for token in clause:
        numeral = token.numeral
        if token.possessive:
            return None
        if token.kind is TokenKind.NUMBER and numeral is not None and not token.attributive:
            marked = mark(token, numeral)
            if marked is None:
                return None
            said.extend(marked)
        elif token.kind is TokenKind.WORD:
            said.append(token.lower)
        else:
            return None
    return said


def sentences_of(tokens: list[Token]) -> list[list[Token]]:
    out: list[list[Token]] = [[]]
    for token in tokens:
        out[-1].append(token)
        if token.text in SENTENCE_END:
            out.append([])
    return [s for s in out if s]


def _after_continuation(question: list[Token]) -> list[Token] | None:
    """The question after "If this (pattern) continues,", or None."""
    words = [t.lower for t in question]
    if words[:2] != ["if", "this"]:
        return None
    for index in (2, 3):
        if index < len(words) - 1 and words[index] in _CONTINUES and words[index + 1] == ",":
            return question[index + 2:]
    return None


def _auxiliary_index(rest: list[Token]) -> int:
    return next((i for i, t in enumerate(rest) if t.lower in _AUXILIARIES), len(rest))


def _question(rest: list[Token], text: str) -> tuple[str, str, Place | None, Token] | None:
    """(head noun counted, preposition, asked place (None for "the next"), verb) of
    "how many NOUN … VERB PREP PLACE"."""
    words = [t.lower for t in rest]
    if words[:2] != ["how", "many"] or any(w in _NOT_ONE_PLACE for w in words):
        return None
    aux = _auxiliary_index(rest)
    if aux <= 2 or aux == len(rest) or _noun_end(rest[:aux], 2) != aux:
        return None
    if sum(t.kind is TokenKind.NUMBER for t in rest) > 1:
        return None  # a number besides the asked place's ordinal
    head = noun_form(rest[aux - 1].text)
    for start in range(aux + 1, len(rest)):
        if words[start] not in _PLACE_PREPOSITIONS:
            continue
        tail = rest[start + 1:]
        if [t.lower for t in tail[:2]] == ["the", "next"] and len(tail) == 3 and (
                tail[2].kind is TokenKind.WORD and noun_form(tail[2].text) == tail[2].text):
            # "on the next day": only the one noun the places are counted in (not "the next
            # Monday", "the next school day", "the next blue row", "the next rows")
            next_one = Place("next " + tail[2].text, 0, "the next")
            return head, words[start], next_one, rest[start - 1]
        place, used = _place(tail, 0, text)
        if place is not None and used == len(tail):
            return head, words[start], place, rest[start - 1]
    return None


def _place(tokens: list[Token], at: int, text: str) -> tuple[Place | None, int]:
    """The place named at ``tokens[at]`` and the index after it."""
    if at >= len(tokens):
        return None, at
    word = tokens[at].lower
    for cycle, names in CYCLES.items():
        if word in names and tokens[at].capitalized:
            return Place(cycle, names.index(word) + 1, tokens[at].text), at + 1
    if word != "the":
        return None, at
    ordinal = tokens[at + 1] if at + 1 < len(tokens) else None
    if ordinal is None or ordinal.numeral is None or ordinal.numeral.kind is not NumeralKind.ORDINAL:
        return None, at
    end = at + 2
    while end < len(tokens) and tokens[end].kind is TokenKind.WORD and tokens[end].lower not in (
            "and", *_PLACE_PREPOSITIONS):
        end += 1
    if end == at + 2:
        return None, at
    noun = noun_form(tokens[end - 1].text)
    index = ordinal.numeral.value
    if index.denominator != 1:
        return None, at
    return Place(f"ordinal {noun}", int(index), text[tokens[at].start:tokens[end - 1].end]), end


_Told = tuple[Fraction, Token, Place, str, str]


def _told(statement: list[Token], text: str) -> tuple[list[_Told], Token] | None:
    """The values told at places, in one list ("3 on the first page, 6 on the second page and
    9 on the third page."), and the verb before it; None when a number stands anywhere else."""
    numbers = [i for i, t in enumerate(statement) if t.kind is TokenKind.NUMBER]
    if not numbers or numbers[0] == 0:
        return None
    told: list[_Told] = []
    index = numbers[0]
    unit = ""
    while True:
        number = statement[index]
        numeral = number.numeral
        if numeral is None or numeral.kind is not NumeralKind.CARDINAL or numeral.currency:
            return None
        end = _noun_end(statement, index + 1)
        if end >= len(statement) or statement[end].kind is not TokenKind.WORD:
            return None
        words = statement[index + 1:end]
        if words:
            unit = words[-1].text
        elif not unit:
            return None  # "6 on the second" needs a noun told before it
        place, index = _place(statement, end + 1, text)
        if place is None:
            return None
        told.append((numeral.value, number, place, statement[end].lower, unit))
        while index < len(statement) and statement[index].lower in (",", "and"):
            index += 1
        if index < len(statement) and statement[index].kind is TokenKind.NUMBER:
            continue
        # the list ends its sentence, and no number is told after it
        if index >= len(statement) or statement[index].text not in SENTENCE_END or any(
                t.kind is TokenKind.NUMBER for t in statement[index:]):
            return None
        return told, statement[numbers[0] - 1]


def _same_act(told: Token, asked: Token) -> bool:
    """Whether the verb that tells the list and the verb the question asks with name one act:
    one lemma, or two ways of putting things somewhere ("placed" … "put")."""
    first, second = verb_lemma(told.text), verb_lemma(asked.text)
    if first is None or second is None:
        return False
    return first == second or verb_class(first) is verb_class(second) is VerbClass.PLACE


def _noun_end(tokens: list[Token], start: int) -> int:
    """The index after the words from ``start`` up to a place preposition; a hyphen joining
    two words ("sit-ups") belongs to them."""
    end = start
    while end < len(tokens) and tokens[end].lower not in _PLACE_PREPOSITIONS:
        token = tokens[end]
        joined = token.text == "-" and start < end < len(tokens) - 1 and \
            tokens[end - 1].end == token.start and tokens[end + 1].start == token.end and \
            tokens[end + 1].kind is TokenKind.WORD
        if token.kind is not TokenKind.WORD and not joined:
            break
        end += 1
    return end


def _positions(kind: str, places: list[Place]) -> list[int] | None:
    """Positions counted from 1 at the first place told, when the places are consecutive."""
    cycle = len(CYCLES[kind]) if kind in CYCLES else None
    positions = [1]
    for before, after in pairwise(places):
        step = after.index - before.index
        if cycle is not None:
            step %= cycle
        if step != 1:
            return None
        positions.append(positions[-1] + 1)
    return positions


def _asked_position(kind: str, asked: Place | None, places: list[Place],
                    positions: list[int]) -> int | None:
    if asked is None:
        return positions[-1] + 1
    if asked.kind.startswith("next "):
        counted_in = {"week": "day", "year": "month"}.get(kind, kind.removeprefix("ordinal "))
        return positions[-1] + 1 if asked.kind == "next " + counted_in else None
    if asked.kind != kind:
        return None
    if kind in CYCLES:
        if any(p.index == asked.index for p in places):
            return None  # which round of the cycle is meant is not told
        return positions[-1] + (asked.index - places[-1].index) % len(CYCLES[kind])
    return positions[0] + asked.index - places[0].index
