"""Reading how many came at a second time, told against a first: "On Friday, 120 people visited
the museum. Three times as many people visited on Saturday than on Friday. How many people
visited the museum on Saturday?" (360), "40 people visited the park in the morning. 25 more
people visited in the afternoon than in the morning. How many …?" (65).

Three sentences (the second may open the question with `If …,`). The first tells a count of
doers (a plural noun, `people`, `visitors`) doing a verb of the lexicon's activity class to a
place (`visited the museum`, `came to the fair`) at one time: `on <weekday>` or `in the
<part of the day>`, before the sentence (`On Friday,`) or after the place. The second tells the
same doers at another time, by a multiple (`three times as many`, `twice as many`) or a
difference (`25 more` / `fewer`), with the same verb, the place said again or left out, and
`than` the first time or nothing. The question asks the count of those doers with that verb
(the place said again or left out) at one of the two times. Anything else — another verb, noun,
place, time, number or clause — leaves the text to the general reader (``None``). The counts
are a pair of numbers: the first told, the second tied to it (``NumberPair``, counted: whole
and never below zero).
"""

from __future__ import annotations

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.equations import NumberPair, PairRelation, Tie
from wordproof.lexicon import words
from wordproof.lexicon.words import VerbClass
from wordproof.reader.sequences import told_and_asked, whole_count
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind

_WEEKDAYS = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"})
_PARTS_OF_DAY = frozenset({"morning", "afternoon", "evening"})
_MORE = {"more": Tie.MORE, "fewer": Tie.LESS, "less": Tie.LESS}

Time = tuple[str, ...]  # ("on", "friday"), ("in", "the", "morning")


def read_visits_compared(text: str, tokens: tuple[Token, ...] | list[Token]) -> NumberPair | None:
    """The count of doers at one of two times told against each other, or None."""
    told_asked = told_and_asked(tokens, (2, 3), clauses=2)
    if told_asked is None:
        return None
    told, question = told_asked
    first = _first(told[0])
    if first is None:
        return None
    count, doers, verb, place, first_time = first
    second = _second(told[1], doers, verb, place, first_time)
    if second is None:
        return None
    tie, by, second_time = second
    asked = _asked(question, doers, verb, place)
    if asked not in (first_time, second_time):
        return None
    first_name, second_name = _name(doers, first_time), _name(doers, second_time)
    clause_one = text[told[0][0].start:told[0][-1].end]
    clause_two = text[told[1][0].start:told[1][-1].end]
    relations = (
        PairRelation("p1", Tie.VALUE, count, clause_one, (told[0][0].start, told[0][-1].end),
                     subject=first_name),
        PairRelation("p2", tie, by, clause_two, (told[1][0].start, told[1][-1].end),
                     subject=second_name, other=first_name),
    )
    asked_name = first_name if asked == first_time else second_name
    return NumberPair((second_name, first_name), False, relations, asked_name,
                      text[question[0].start:question[-1].end], counted=True)


def _name(doers: str, time: Time) -> str:
    return f"{doers} {' '.join(time)}"


def _time(said: list[str]) -> Time | None:
    """ "on friday", "in the morning"."""
    if len(said) == 2 and said[0] == "on" and said[1] in _WEEKDAYS:
        return (said[0], said[1])
    if len(said) == 3 and said[:2] == ["in", "the"] and said[2] in _PARTS_OF_DAY:
        return (said[0], said[1], said[2])
    return None


def _leading_time(said: list[Token]) -> tuple[Time | None, list[Token]]:
    """ "On Friday, …": the time opening a sentence, and the words after it."""
    words_said = [t.lower for t in said]
    for size in (2, 3):
        time = _time(words_said[:size])
        if time is not None:
            rest = said[size:]
            return time, rest[1:] if rest and rest[0].text == "," else rest
    return None, said


def _doing(said: list[Token]) -> tuple[str, list[str], Time | None] | None:
    """ "visited the museum on Friday", "came to the fair", "visited in the morning": the verb's
    lemma, the place's words ([] when not said) and the time after them (None when not said)."""
    if not said or said[0].kind is not TokenKind.WORD:
        return None
    lemma = words.verb_lemma(said[0].lower)
    if lemma is None or lemma == said[0].lower or words.verb_class(lemma) is not VerbClass.ACTIVITY:
        return None  # a doing told done: "visited", "came"
    rest = [t.lower for t in said[1:]]
    if any(t.kind is not TokenKind.WORD or t.possessive for t in said[1:]):
        return None
    time: Time | None = None
    for size in (2, 3):
        if len(rest) >= size and _time(rest[-size:]) is not None:
            time, rest = _time(rest[-size:]), rest[:-size]
            break
    if rest and (rest[0] not in ("the", "to") or any(w in ("on", "in", "than", "and", "each") for w in rest)):
        return None
    return lemma, rest, time


def _first(said: list[Token]) -> tuple[Quoted, str, str, list[str], Time] | None:
    """ "On Friday, 120 people visited the museum": the count, the doers, the verb, the place
    and the time."""
    leading, said = _leading_time(said)
    if len(said) < 3:
        return None
    count = whole_count(said[0], 1)
    doers = said[1].lower
    if count is None or said[1].kind is not TokenKind.WORD or doers == words.noun_form(doers):
        return None
    doing = _doing(said[2:])
    if doing is None:
        return None
    verb, place, after = doing
    if not place or (leading is None) == (after is None):
        return None  # the place is named first; one time, told once
    time = leading or after
    assert time is not None
    return count, doers, verb, place, time


def _second(said: list[Token], doers: str, verb: str, place: list[str],
            first_time: Time) -> tuple[Tie, Quoted, Time] | None:
    """ "Three times as many people visited on Saturday (than on Friday)", "25 more people
    visited in the afternoon than in the morning": the tie, its number and the second time."""
    leading, said = _leading_time(said)
    words_said = [t.lower for t in said]
    than_at = next((i for i, w in enumerate(words_said) if w == "than"), None)
    if than_at is not None:
        if _time(words_said[than_at + 1:]) != first_time:
            return None
        said, words_said = said[:than_at], words_said[:than_at]
    if not said or said[0].kind is not TokenKind.NUMBER or said[0].numeral is None:
        return None
    numeral = said[0].numeral
    if numeral.lexicon_constant == "twice" and words_said[1:3] == ["as", "many"]:
        tie, at = Tie.MULTIPLE, 3
    elif numeral.kind is NumeralKind.CARDINAL and words_said[1:4] == ["times", "as", "many"]:
        tie, at = Tie.MULTIPLE, 4
    elif numeral.kind is NumeralKind.CARDINAL and len(words_said) > 1 and words_said[1] in _MORE and (
        than_at is not None
    ):
        tie, at = _MORE[words_said[1]], 2
    else:
        return None
    if numeral.currency is not None or numeral.value <= 0 or words_said[at:at + 1] != [doers]:
        return None
    doing = _doing(said[at + 1:])
    if doing is None:
        return None
    second_verb, second_place, after = doing
    if second_verb != verb or second_place not in ([], place) or (leading is None) == (after is None):
        return None
    time = leading or after
    if time is None or time == first_time:
        return None
    return tie, Quoted(numeral.value, said[0].text, said[0].span), time


def _asked(question: list[Token], doers: str, verb: str, place: list[str]) -> Time | None:
    """ "How many people visited the museum on Saturday?": the time asked of."""
    words_said = [t.lower for t in question]
    if words_said[:3] != ["how", "many", doers] or any(
        t.kind is not TokenKind.WORD or t.capitalized and i > 0 and t.lower not in (_WEEKDAYS | set(place))
        for i, t in enumerate(question)
    ):
        return None
    doing = _doing(question[3:])
    if doing is None:
        return None
    asked_verb, asked_place, time = doing
    if asked_verb != verb or asked_place not in ([], place):
        return None
    return time


__all__ = ["read_visits_compared"]
