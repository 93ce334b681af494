"""Token classes: what a token can be, from the closed classes and the lemma dictionary.

``classify`` gives the classes a token may take; the reader's phase picks among them. A
word with no class at all is UNKNOWN — never silently a noun or a name.
"""

from __future__ import annotations

import enum
import functools
from typing import NamedTuple

from wordproof.lexicon import words
from wordproof.lexicon.tables import is_given_name
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind


class TC(enum.Enum):
    # a member is its only instance: hashed by identity, in C (Enum hashes the name in Python,
    # and the token machine looks classes up millions of times a run)
    __hash__ = object.__hash__

    NUMBER = "number"
    NAME = "name"
    PRON_SUBJ = "subject pronoun"
    PRON_OBJ = "object pronoun"
    PRON_POSS = "possessive pronoun"
    DET = "determiner"
    AUX = "auxiliary"
    NEG = "negation"
    PREP = "preposition"
    CONJ = "conjunction"
    WH = "question word"
    SOME = "unknown amount"
    COMPARATIVE = "comparative"
    THAN = "than"
    CUE = "cue"
    EACH = "each"
    VERB = "verb"
    NOUN = "noun"
    ADJ = "adjective"
    DRAIN = "drain"
    COMMA = "comma"
    END = "sentence end"
    QMARK = "question mark"
    DOLLAR = "dollar sign"
    THERE = "there"
    UNKNOWN = "unknown word"


_SOME = frozenset({"some", "several", "few"})
_COMPARATIVES = frozenset({"more", "fewer", "less", "extra", "additional"})
# "nine extra" says what "nine more" says: beyond an amount already there
COMPARATIVE_MEANING = {"extra": "more", "additional": "more"}
_CUE_WORDS = {
    "left": "final", "now": "final", "remaining": "final", "still": "final",
    "altogether": "aggregate", "total": "aggregate", "together": "aggregate",
    "combined": "aggregate", "overall": "aggregate", "initially": "initial",
    "originally": "initial", "before": "before", "after": "after", "all": "all",
    "then": "then", "rest": "rest", "already": "already", "worth": "rate", "apiece": "rate",
    "other": "other", "another": "another", "almost": "hedge", "nearly": "hedge",
    "approximately": "hedge", "roughly": "hedge", "about": "hedge", "around": "hedge",
    "maybe": "hedge", "perhaps": "hedge", "probably": "hedge", "equally": "each",
    # how often: a habit or a rarity, not the one doing the story tells ("usually sells 20")
    "usually": "hedge", "often": "hedge", "sometimes": "hedge", "normally": "hedge",
    "typically": "hedge", "generally": "hedge", "rarely": "hedge", "seldom": "hedge",
    "occasionally": "hedge", "always": "hedge", "hardly": "hedge", "barely": "hedge",
    "evenly": "each",
    "many": "many", "much": "much", "number": "number",
}


def classify(token: Token) -> frozenset[TC]:
    """Every class the token may take here; empty never (UNKNOWN at worst)."""
    if token.kind is TokenKind.NUMBER:
        return frozenset({TC.NUMBER})
    if token.kind is TokenKind.PUNCT:
        return frozenset({_punct_class(token.text)})
    if token.label:
        return frozenset({TC.NAME})  # "Team A scored": a label, never the article
    seen = _WordSeen(token.text, token.sentence_initial, token.name_elsewhere, token.possessive,
                     token.lower_elsewhere)
    return _classify_word(seen)


class _WordSeen(NamedTuple):
    """All a word's classes depend on: the same word seen the same way has the same classes."""

    text: str
    sentence_initial: bool
    name_elsewhere: bool
    possessive: bool
    lower_elsewhere: bool

    @property
    def lower(self) -> str:
        return self.text.lower()

    @property
    def capitalized(self) -> bool:
        return self.text[:1].isupper()


def _common_noun_capitalized(token: _WordSeen) -> bool:
    """A noun capitalized mid-sentence that the text writes in lowercase elsewhere, and that is
    no given name ("Mark", "Bill" stay names) nor a word of time: the same common noun."""
    lower = token.lower
    return token.lower_elsewhere and not token.sentence_initial and not token.possessive and (
        not is_given_name(lower) and lower not in words.tables().classes["time_words"]
        and "NOUN" in words.lemmas(lower))


@functools.cache
def _classify_word(token: _WordSeen) -> frozenset[TC]:
    lower = token.lower
    if token.capitalized and not token.sentence_initial and lower in words.tables().classes["time_words"]:
        return frozenset({TC.DRAIN})  # "in May": the month, not the modal
    closed = _closed_classes(lower)
    if token.capitalized and not token.sentence_initial and TC.AUX in closed and is_given_name(lower):
        return frozenset({TC.NAME})  # "For Halloween Will got": the name, not the modal
    if (is_plural_acronym(token.text) or is_acronym(token.text)) and not closed and not is_given_name(lower):
        return frozenset({TC.NOUN})  # "DVDs", "TV": things, never a name
    if _lettered_noun(token.text) and "NOUN" in words.lemmas(lower):
        return frozenset({TC.NOUN})  # "T-shirt", "X-ray": a letter hyphened to a noun, a thing
    if token.capitalized and not closed and _common_noun_capitalized(token):
        return frozenset({TC.NOUN})  # "20 pens … half of Ann's Pens": the pens, a capital by slip
    if token.capitalized and not closed and (
        not token.sentence_initial or token.name_elsewhere or is_given_name(lower)
        or not words.lemmas(lower) or lower in words.tables().classes["time_words"]
    ):
        if lower in words.tables().classes["time_words"]:
            return frozenset({TC.DRAIN})  # "on Monday", "in May", "Last Thursday"
        return frozenset({TC.NAME})
    if token.possessive:
        return frozenset({TC.NOUN})
    found: set[TC] = set()
    if closed:
        return frozenset(closed)
    if words.measured_dimension(lower) is not None:
        return frozenset({TC.ADJ})  # "20 feet long": never the verb "to long"
    parts = words.lemmas(lower)
    if "VERB" in parts:
        found.add(TC.VERB)
    if "NOUN" in parts or "PROPN" in parts:
        found.add(TC.NOUN)
    if "ADJ" in parts or words.in_class(lower, "full_part_adjectives"):
        found.add(TC.ADJ)  # ("complete", "whole": adjectives too, whatever the tables say)
    if not found and ("ADV" in parts or "ADP" in parts or "CCONJ" in parts):
        found.add(TC.DRAIN)
    return frozenset(found or {TC.UNKNOWN})


def _lettered_noun(text: str) -> bool:
    """ "T-shirt", "X-rays": one capital letter, a hyphen, then a word in small letters."""
    word = text[2:]
    return len(text) > 2 and text[0].isupper() and text[1] == "-" and word.isalpha() and word.islower()


def is_acronym(text: str) -> bool:
    """ "TV", "GPS", "MP3": capitals (and digits after them) for an abbreviation."""
    return len(text) > 1 and text.isupper() and text.isalnum() and not text.isdigit()


def is_plural_acronym(text: str) -> bool:
    """ "DVDs", "CDs", "TVs": capitals for an abbreviation, then a plural "s"."""
    return len(text) > 2 and text[:-1].isupper() and text[:-1].isalpha() and text[-1] == "s"


def _punct_class(text: str) -> TC:
    if text == "?":
        return TC.QMARK
    if text in ".!":
        return TC.END
    if text in ",;:":
        return TC.COMMA
    if text == "$":
        return TC.DOLLAR
    if text == "&":
        return TC.CONJ  # "Amon & Rhonda": the sign says "and"
    if text in "'\"()-/#*":
        return TC.DRAIN
    return TC.UNKNOWN  # "½", an emoji: a symbol the reader cannot read


def _closed_classes(lower: str) -> set[TC]:
    found: set[TC] = set()
    if words.pronoun(lower, "subject"):
        found.add(TC.PRON_SUBJ)
    if words.pronoun(lower, "object"):
        found.add(TC.PRON_OBJ)
    if words.pronoun(lower, "possessive"):
        found.add(TC.PRON_POSS)
    if words.in_class(lower, "determiners"):
        found.add(TC.DET)
    if any(words.in_class(lower, f"aux_{g}") for g in ("be", "do", "modal")) or lower in (
        "has", "have", "had", "having"
    ):
        found.add(TC.AUX)
    if words.in_class(lower, "negations"):
        found.add(TC.NEG)
    if lower == "than":
        found.add(TC.THAN)
    elif lower == "there":
        found.add(TC.THERE)
    elif lower in ("each", "every", "per"):
        found.add(TC.EACH)
    elif lower in _SOME:
        found.add(TC.SOME)
    elif lower in _COMPARATIVES:
        found.add(TC.COMPARATIVE)
    elif lower in _CUE_WORDS:
        found.add(TC.CUE)
    elif words.in_class(lower, "prepositions") or lower in words.tables().particles:
        found.add(TC.PREP)
    elif words.in_class(lower, "conjunctions"):
        found.add(TC.CONJ)
    elif words.in_class(lower, "question_words"):
        found.add(TC.WH)
    elif words.in_class(lower, "drain") or words.in_class(lower, "place_adverbs"):
        found.add(TC.DRAIN)  # (a place adverb in a question is refused: question.read_question)
    return found


HEDGES = frozenset(word for word, kind in _CUE_WORDS.items() if kind == "hedge")


def cue_kind(lower: str) -> str:
    return _CUE_WORDS[lower]


def aggregate_words() -> frozenset[str]:
    """The words that say "in all" of a clause ("together", "combined", "total")."""
    return frozenset(word for word, kind in _CUE_WORDS.items() if kind == "aggregate")


def is_fraction_like(kind: NumeralKind | None) -> bool:
    return kind in (NumeralKind.FRACTION, NumeralKind.PERCENT, NumeralKind.MULTIPLIER)


def is_never_a_count(kind: NumeralKind | None) -> bool:
    """An ordinal (a position), a clock time (a moment) or a ratio (parts): a number that
    no frame may take as an amount unless it reads that kind itself."""
    return kind in (NumeralKind.ORDINAL, NumeralKind.CLOCK, NumeralKind.RATIO, NumeralKind.CLOCK_OR_RATIO)
