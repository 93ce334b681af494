"""When a doing is told: the words that date its clause, and whether two doings are told of
one time.

A comparison of doings ("Adam ran 25 miles more than Kay") ties two doings of one time: what
Kay ran yesterday says nothing of a comparison told of today. The words that date a clause are
its time nouns with the word that picks one out ("last week", "first round", "each day"), the
names of days and months ("Monday", "April"), a year ("in 2014"), a stretch named by an
ordinal ("in the second half") and the words of a time said alone ("yesterday", "now",
"noon"). A clause that says none is told at the time the story last named: the words before
it in its sentence, else the nearest sentence before it that dates anything ("Last week Adam
ran 25 miles more than Kay. Adam ran 35 miles.": last week). Words that only order doings
("then", "later") date nothing.
"""

from __future__ import annotations

import re

from wordproof.ledger.entries import Ledger
from wordproof.lexicon.words import in_class, noun_form
from wordproof.refusals import Refusal
from wordproof.text.numerals import NumeralKind
from wordproof.text.pieces import sentence_span
from wordproof.text.tokens import tokenize

Span = tuple[int, int]

_WORD = re.compile(r"[A-Za-z]+|\d{4}")
_ARTICLES = frozenset({"a", "an", "the"})
_OWNERS = frozenset({"the", "his", "her", "their", "its", "my", "our", "your"})
_PICKING = frozenset({"each", "every", "same", "other", "following", "previous", "whole", "entire"})
# a time said by one word, with no noun ("yesterday" and "today" are time nouns already)
_DATING_ALONE = frozenset({"now", "currently", "originally", "initially", "earlier", "previously",
                           "formerly", "ago", "tonight", "noon", "midnight", "dawn", "dusk"})
# "time" counts how often ("jumped 53 times"), no time of the calendar
_COUNTING_TIME = "time"


def dating(ledger: Ledger, text: str, clause: Span) -> frozenset[str]:
    """The words that date the clause at ``clause``: its own, else those told before it in its
    sentence, else those of the nearest sentence before it that says any."""
    own = own_dating(ledger, text, clause)
    if own:
        return own
    sentence = sentence_span(text, clause)
    before = _dating_words(text[sentence[0]:clause[0]])
    start = sentence[0]
    while not before and start > 0:
        start = sentence_span(text, (start - 1, start - 1))[0]
        before = _dating_words(text[start:sentence_span(text, (start, start))[1]])
    return before


def own_dating(ledger: Ledger, text: str, clause: Span) -> frozenset[str]:
    """The words that date the clause at ``clause`` said in it, or before its sentence's first
    verb ("Last week Adam ran …", "On Monday, …": every clause of the sentence)."""
    sentence = sentence_span(text, clause)
    told = [v.clause for v in ledger.told.verbs] + [n.clause for n in ledger.told.nouns]
    starts = sorted({start for start, _ in told if sentence[0] <= start < sentence[1]} | {clause[0]})
    end = next((start for start in starts if start > clause[0]), sentence[1])
    verb = min((v.span[0] for v in ledger.told.verbs if sentence[0] <= v.span[0] < sentence[1]),
               default=sentence[0])
    return _dating_words(text[sentence[0] if clause[0] == starts[0] else clause[0]:end]) | _dating_words(
        text[sentence[0]:verb])


def told_of_one_time(ledger: Ledger, text: str, one: Span, other: Span) -> bool:
    """Whether the clauses at ``one`` and ``other`` are dated alike (both by no words, or by
    the same ones)."""
    return dating(ledger, text, one) == dating(ledger, text, other)


def stretches(ledger: Ledger, text: str, clause: Span) -> frozenset[str]:
    """The stretches named by an ordinal that date the clause at ``clause`` ("first half")."""
    return frozenset(said for said in dating(ledger, text, clause) if _ordinal(said.split()[0]))


def asked_dating(said: str) -> frozenset[str]:
    """The words that date a question by its own words ("in the second half"), none borrowed."""
    return _dating_words(said)


def _ordinal(word: str) -> bool:
    tokens = tokenize(word)
    return not isinstance(tokens, Refusal) and len(tokens) == 1 and tokens[0].numeral is not None and (
        tokens[0].numeral.kind is NumeralKind.ORDINAL)


def _picks_one(word: str) -> bool:
    """ "last", "this", "each", "first", "3": a word before a time noun that says which one."""
    if word in _PICKING or in_class(word, "time_deictics"):
        return True
    tokens = tokenize(word)
    return not isinstance(tokens, Refusal) and len(tokens) == 1 and tokens[0].numeral is not None


def _dating_words(said: str) -> frozenset[str]:
    """The words of ``said`` that date a telling, each time noun with the word before it that
    picks one out ("last week", "first round"; an article is skipped)."""
    words = _WORD.findall(said)
    found: set[str] = set()
    for i, word in enumerate(words):
        lower = word.lower()
        noun = noun_form(lower)
        if lower.isdigit():
            if i and words[i - 1].lower() in ("in", "of"):
                found.add(lower)  # "in 2014"
        elif lower in _DATING_ALONE:
            found.add(lower)
        elif word[0].isupper() and in_class(lower, "time_words"):
            found.add(lower)  # "Monday", "April" (not the verb "may")
        elif noun != _COUNTING_TIME and (in_class(noun, "time_nouns") or in_class(noun, "occasion_nouns")):
            before = [w.lower() for w in words[:i] if w.lower() not in _ARTICLES][-1:]
            found.add(f"{before[0]} {noun}" if before and _picks_one(before[0]) else noun)
        elif _ordinal_of_a_stretch(words, i):
            found.add(f"{words[i - 1].lower()} {noun}")  # "in the second half", "during the first hour"
    return frozenset(found)


def _ordinal_of_a_stretch(words: list[str], i: int) -> bool:
    """ "in the second half", "during their first hour", "on the third lap": a noun after an
    ordinal, after "in", "on" or "during" and a determiner, names one stretch of a doing."""
    if i < 3 or words[i - 3].lower() not in ("in", "on", "during") or words[i - 2].lower() not in _OWNERS:
        return False
    return _ordinal(words[i - 1])


__all__ = ["asked_dating", "dating", "own_dating", "stretches", "told_of_one_time"]
