"""Reading how many times as many one doer's count is as another's: "Ana picked 45 plums. Her
brother picked 9 plums. How many times as many plums did Ana pick?" (5).

Three sentences, nothing else: two doers, each told with the same verb (in the past, or `has` /
`had`) and a count of the same things (`Ana picked 45 plums`, `Her brother picked 9 plums`); a
doer is a given name, or `his` / `her` and one word for a person (`her brother`). The question:
`How many times as many <things> did / does <one of them> <the verb> (as <the other>)?` (`have`
for `has` / `had`). The answer is the one count over the other, only when a whole number above
one (a part of a time is no "how many times"). Anything else is not read (``None``).
"""

from __future__ import annotations

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.times_as_many import TimesAsManyEntry
from wordproof.lexicon import words
from wordproof.lexicon.tables import name_gender
from wordproof.lexicon.words import noun_form
from wordproof.reader.clauses import is_person_word
from wordproof.reader.sequences import is_name, told_and_asked, told_in_dozens, whole_count
from wordproof.text.tokens import Token, TokenKind

_HOLDING = frozenset({"has", "had"})
_OWNERS = frozenset({"his", "her"})


def read_times_as_many(text: str, tokens: tuple[Token, ...] | list[Token]) -> TimesAsManyEntry | None:
    """How many times as many, or None when the text is not such a problem."""
    told_asked = told_and_asked(tokens, (3,), clauses=2)
    if told_asked is None:
        return None
    (first, second), question = told_asked
    one, other = _told(first), _told(second)
    if one is None or other is None:
        return None
    (doer, verb, count, things), (doer2, verb2, count2, things2) = one, other
    if verb != verb2 or things != things2 or doer == doer2:
        return None
    asked = _asked(question, verb, things, (doer, doer2))
    if asked is None:
        return None
    asked_count, other_count = (count, count2) if asked == doer else (count2, count)
    ratio = asked_count.value / other_count.value
    if ratio.denominator != 1 or ratio < 2:
        return None
    return TimesAsManyEntry("x1", asked_count, other_count, things, text[question[0].start:question[-1].end])


def _doer(said: list[Token]) -> tuple[str, int] | None:
    """A given name, or "his"/"her" and a word for a person; the words lowercased, and how many."""
    if said and is_name(said[0]) and name_gender(said[0].text) is not None:
        return said[0].lower, 1
    if len(said) > 1 and said[0].lower in _OWNERS and said[1].kind is TokenKind.WORD and (
        is_person_word(said[1].lower) and not said[1].capitalized
    ):
        return f"{said[0].lower} {said[1].lower}", 2
    return None


def _told(said: list[Token]) -> tuple[str, str, Quoted, str] | None:
    """ "Ana picked 45 plums": the doer, the verb's lemma, the count, the things (plural)."""
    read = _doer(said)
    if read is None:
        return None
    doer, at = read
    if len(said) != at + 3:
        return None
    verb_word = said[at].lower
    lemma = "have" if verb_word in _HOLDING else words.verb_lemma(verb_word)
    if lemma is None or lemma == verb_word or not verb_word.endswith("ed") and verb_word not in _HOLDING and (
        words.inflections(lemma, "VBD")[:1] != (verb_word,)
    ):
        return None  # the past (or has / had), never a habit
    count = whole_count(said[at + 1], 1)
    thing = said[at + 2]
    if count is None or told_in_dozens(said[at + 1]) or thing.kind is not TokenKind.WORD or (
        thing.capitalized or noun_form(thing.lower) == thing.lower
    ):
        return None
    return doer, lemma, count, thing.lower


def _asked(question: list[Token], verb: str, things: str, doers: tuple[str, str]) -> str | None:
    """The doer the question asks of ("How many times as many plums did Ana pick (as her
    brother)?")."""
    said = [t.lower for t in question]
    if said[:5] != ["how", "many", "times", "as", "many"] or said[5:6] != [things] or (
        said[6:7] not in (["did"], ["does"], ["do"])
    ):
        return None
    read = _doer(question[7:])
    if read is None or read[0] not in doers:
        return None
    asked, at = read
    rest = said[7 + at:]
    if rest[:1] != [verb]:
        return None
    rest = rest[1:]
    if not rest:
        return asked
    if rest[0] != "as":
        return None
    other = _doer(question[len(question) - len(rest) + 1:])
    if other is None or other[0] == asked or other[0] not in doers or len(rest) != 1 + other[1]:
        return None
    return asked


__all__ = ["read_times_as_many"]
