"""Reading the time a wage told for a stretch of work takes to earn another sum: "Ana earns $30
for 5 hours of work. How many hours does she have to work to earn $48?" (8 hours); "Ben made $45
for working 3 days. At the same rate, how many days would he need to work to make $75?" (5 days).

The text is two sentences, nothing else:

- *the wage*: a given name, a verb of being paid (lexicon `wage_verbs`, said told: `earns`,
  `made`), one sum in dollars, then `for` (`working`) a count and a unit of time, with at most
  `of` and a word or two naming the work (`of work`, `of tutoring`);
- *the question*: (`At the same rate,`) (`for`) `how many <units>` of the same unit, `does`,
  `would`, `will` (…), the same name or a pronoun of its gender, (`need to`, `have to`), a word or
  two of working (a second word only what is worked on, in the plural: `mow lawns`), then `to`
  and the same verb of being paid and one sum in dollars, and the mark.

Anything else — another number or person, a sum after the one wanted (`$70 more`, `in all`),
`more` after `how many`, a time of another unit, a tail on the wage (`yesterday`, `each week`),
a way or time of the work asked (`work longer`, `work daily`, `work together`) —
is not read (``None``: the general reader refuses it).
"""
from __future__ import annotations

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.wage_time import WageTimeEntry
from wordproof.lexicon import words
from wordproof.lexicon.tables import name_gender
from wordproof.lexicon.words import noun_form
from wordproof.reader.sequences import is_name, sentences_of
from wordproof.text.numerals import NumeralKind, number_said
from wordproof.text.tokens import Token, TokenKind

_PRONOUN_GENDER = {"she": "female", "he": "male"}
# the units of time a wage is told for: "for 4 hours", "for 3 days"
_TIME_UNITS = frozenset({"minute", "hour", "day", "week", "month"})
_ASKING = frozenset({"does", "do", "did", "would", "will", "must", "should", "could"})
_NEEDING = (("need", "to"), ("have", "to"), ())
_SAME_RATE = ("at", "the", "same", "rate")
# words naming the work done may not count, compare, time or add to it
_NOT_WORK = frozenset({
    "and", "or", "but", "for", "with", "each", "every", "per", "more", "less", "than", "other",
    "another", "extra", "overtime", "his", "her", "their", "its", "the", "a", "an", "at", "on",
    "in", "to", "of", "some", "all", "both", "then", "still", "already", "again", "else", "also",
    "only", "just", "today", "tomorrow", "yesterday", "week", "day", "month", "year", "hour",
    "longer", "together", "alone", "now", "later", "first", "always",
})


def read_wage_time(text: str, tokens: tuple[Token, ...] | list[Token]) -> WageTimeEntry | None:
    """The time a told wage takes to earn a sum, or None when the text is not such a problem."""
    sentences = sentences_of(list(tokens))
    if len(sentences) != 2 or [s[-1].text for s in sentences] != [".", "?"]:
        return None
    told = _wage(sentences[0][:-1])
    if told is None:
        return None
    name, verb, earned, time, unit = told
    asked = _asked(sentences[1][:-1], name, verb, unit)
    if asked is None:
        return None
    question = sentences[1]
    return WageTimeEntry("w1", earned, time, asked, unit + "s",
                         text[question[0].start:question[-1].end])


def _wage(clause: list[Token]) -> tuple[Token, str, Quoted, Quoted, str] | None:
    """`<Name> earns $A for (working) N <units> (of <work>)`: the name, the verb's lemma, the
    sum, the time and its unit."""
    if len(clause) < 5 or not is_name(clause[0]) or clause[1].kind is not TokenKind.WORD:
        return None
    lemma = words.verb_lemma(clause[1].lower)
    if lemma is None or lemma == clause[1].lower or not words.in_class(lemma, "wage_verbs"):
        return None
    earned = _sum(clause[2])
    rest = [t.lower for t in clause[3:]]
    if earned is None or rest[:1] != ["for"]:
        return None
    at = 2 if rest[1:2] == ["working"] else 1
    if len(clause) < 3 + at + 2:
        return None
    time = _count(clause[3 + at])
    unit = _unit(clause[4 + at])
    tail = clause[5 + at:]
    if time is None or unit is None or (tail and not _work_words(tail, lead="of")):
        return None
    return clause[0], lemma, earned, time, unit


def _asked(question: list[Token], name: Token, verb: str, unit: str) -> Quoted | None:
    """`(At the same rate,) (for) how many <units> does <she> (need to) <work> to earn $B`: the
    sum wanted, or None."""
    said = [t.lower for t in question]
    if tuple(said[:4]) == _SAME_RATE and said[4:5] == [","]:
        question, said = question[5:], said[5:]
    if said[:1] == ["for"]:
        question, said = question[1:], said[1:]
    if said[:2] != ["how", "many"] or len(said) < 9 or _unit(question[2]) != unit or (
        not said[2].endswith("s")
    ):
        return None
    if said[3] not in _ASKING or not _same_person(question[4], name):
        return None
    rest, tail = question[5:], said[5:]
    needing = next(n for n in _NEEDING if tuple(tail[:len(n)]) == n)
    rest = rest[len(needing):]
    if len(rest) < 4 or rest[-3].lower != "to" or rest[-2].lower != verb:
        return None  # "… to earn $70", the verb of the wage in its base form
    working = rest[:-3]
    if not 1 <= len(working) <= 2 or not _work_words(working, lead=None):
        return None
    return _sum(rest[-1])


def _work_words(part: list[Token], lead: str | None) -> bool:
    """A word or two naming the work (after ``lead``, when one is asked for)."""
    if lead is not None:
        if part[0].lower != lead:
            return False
        part = part[1:]
    return 1 <= len(part) <= 2 and all(
        t.kind is TokenKind.WORD and not t.possessive and not t.capitalized and t.lower not in _NOT_WORK
        and not t.lower.endswith("ly") for t in part) and (
            lead is not None or len(part) == 1 or _things_worked_on(part[1]))


def _things_worked_on(token: Token) -> bool:
    """A second word of work names what is worked on, in the plural ("mow lawns", "walk dogs"),
    and no way of working or time ("work longer", "work daily", "work together" say how much
    or when: the hours asked are then beside the wage's, or of a day)."""
    return noun_form(token.lower) != token.lower


def _sum(token: Token) -> Quoted | None:
    numeral = token.numeral
    if token.kind is not TokenKind.NUMBER or numeral is None or token.attributive or (
        numeral.kind is not NumeralKind.CARDINAL or numeral.currency != "dollar" or numeral.value <= 0
    ):
        return None
    return Quoted(number_said(numeral.value, numeral.kind), token.text, token.span)


def _count(token: Token) -> Quoted | None:
    numeral = token.numeral
    if token.kind is not TokenKind.NUMBER or numeral is None or token.attributive or (
        numeral.kind is not NumeralKind.CARDINAL or numeral.currency is not None or numeral.value <= 0
    ):
        return None
    return Quoted(number_said(numeral.value, numeral.kind), token.text, token.span)


def _unit(token: Token) -> str | None:
    """The unit of time a word names (`hours` → `hour`)."""
    if token.kind is not TokenKind.WORD:
        return None
    one = token.lower[:-1] if token.lower.endswith("s") else token.lower
    return one if one in _TIME_UNITS else None


def _same_person(token: Token, name: Token) -> bool:
    """The name again, or a pronoun of the name's gender."""
    if token.text == name.text:
        return True
    gender = _PRONOUN_GENDER.get(token.lower)
    return gender is not None and gender == name_gender(name.text)


__all__ = ["read_wage_time"]
