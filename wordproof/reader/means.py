"""Reading a mean asked of one list told: "He counted: 13, 8, 13, 21 and 23. What is the mean
of the numbers?", "A salesman sold 8 on Monday, 3 on Tuesday and 10 on Wednesday. What is the
average of the cars he sold?".

The list is numbers joined by commas with "and" before the last, all in one sentence (the
last before the question), each bare or each told on its own named day; every other number
of the text is an ordinal or counts the list ("during those 8 games"). The question asks
"the mean / average (of …)", its words after "of" all told before. Anything that may change
or pick among the numbers told (a word of removal, comparison or change, a number in the
question) makes the text no such problem (``None``): the general reader sees it.
"""

from __future__ import annotations

from fractions import Fraction

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.means import MeanEntry
from wordproof.lexicon.tables import is_given_name, name_gender
from wordproof.lexicon.words import in_class, noun_form
from wordproof.reader.sequences import CYCLES, sentences_of
from wordproof.refusals import Refusal, RefusalCode, Stage
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind

_ASKING = (("what", "is", "the"), ("what", "was", "the"), ("find", "the"), ("what", "is", "their"),
           ("what", "was", "their"))
_MEAN = frozenset({"mean", "average"})
# words that may take some numbers out, put some in, change them, or ask another measure
_NOT_THE_LIST = frozenset({
    "except", "without", "besides", "but", "remove", "removed", "removes", "drop", "dropped",
    "another", "other", "others", "more", "less", "fewer", "extra", "again", "also", "twice",
    "half", "double", "doubled", "each", "per", "times", "than", "left", "after", "then", "later",
    "new", "not", "n't", "never", "no", "missing", "lost", "highest", "lowest", "top", "best",
    "worst", "median", "mode", "range", "rounded", "nearest", "round", "if", "would", "should",
    "weighted", "instead", "only", "next", "last", "difference", "sum", "total", "every",
})
# words of the question that name nothing the list must have told
_FUNCTION = frozenset({"the", "a", "an", "of", "number", "numbers", "amount", "his", "her", "their",
                       "its", "my", "our", "your", "he", "she", "they", "it", "we", "i", "you",
                       "that", "these", "those", "all", "in", "on", "at", "by", "for", "to",
                       "was", "were", "is", "are", "did", "had", "has", "have", "them"})
_DAYS = frozenset(CYCLES["week"])
_SPANNING = frozenset({"in", "on", "over", "during", "for", "across", "among"})
_POSSESSIVES = frozenset({"his", "her", "their", "its", "my", "our", "your"})
_GENDERED = {"he": "male", "his": "male", "him": "male", "she": "female", "her": "female"}


def read_mean(text: str, tokens: tuple[Token, ...] | list[Token]) -> MeanEntry | Refusal | None:
    """The mean the text asks of its one list, a refusal, or None when it is not one."""
    sentences = sentences_of(list(tokens))
    if len(sentences) < 2 or sentences[-1][-1].text not in ("?", ".") or any(
            t.text == "?" for s in sentences[:-1] for t in s):
        return None
    *statements, question = sentences
    asked = _asked_of(question[:-1])
    if asked is None or any(t.lower in _NOT_THE_LIST for s in statements for t in s):
        return None
    listed = _listed(statements[-1])
    if listed is None:
        return None
    told, start, end = listed
    # an owner ("Bo's scores") is told as written, a thing by its noun ("score" of "scores")
    told_words = {noun_form(t.lower) for s in statements for t in s if t.kind is TokenKind.WORD}
    spoken_of = {_GENDERED[t.lower] for t in question if t.lower in _GENDERED}
    named = {name_gender(t.text) for s in statements for t in s
             if t.kind is TokenKind.WORD and t.text[:1].isupper() and t.lower not in _DAYS
             and is_given_name(t.text)}
    if len(spoken_of) > 1 or (spoken_of and named - {None} - spoken_of):
        return None  # "Ann's scores … the mean of his scores": someone not told
    asked_nouns = {noun_form(word) for word in asked}
    if not asked_nouns <= told_words:
        return None  # "What is the mean of the girls' scores?" after the boys' were told
    last = statements[-1]
    own = {noun_form(last[end].lower)} if end < len(last) and last[end].kind is TokenKind.WORD else set()
    for s, sentence in enumerate(statements):
        for i, token in enumerate(sentence):
            if token.kind is not TokenKind.NUMBER or (s == len(statements) - 1 and start <= i < end):
                continue
            if s == len(statements) - 1 and i >= end:
                return None  # a number after the list: more is told of it
            numeral = token.numeral
            if numeral is None or not (numeral.kind is NumeralKind.ORDINAL or (
                    numeral.kind is NumeralKind.CARDINAL and numeral.value == len(told)
                    and numeral.currency is None and i + 1 < len(sentence)
                    and sentence[i + 1].kind is TokenKind.WORD
                    and noun_form(sentence[i + 1].lower) not in asked_nouns | own
                    and _naming_the_count(sentence[:i]))):
                # only the list's own count ("in 8 games", "those 8 games") may be told beside
                # it, never as what is averaged ("3 goals in 3 games: 4, 6 and 8") nor as one
                # more of them ("She scored 3 goals on Monday. … 4, 6 and 8 goals")
                return None
    currencies = {t.numeral.currency for t in statements[-1][start:end]
                  if t.kind is TokenKind.NUMBER and t.numeral is not None}
    if len(currencies) != 1:
        return None
    currency = currencies.pop()
    if currency not in (None, "dollar"):
        return None
    sentence = statements[-1]
    words = text[sentence[start].start:sentence[end - 1].end]
    count = Quoted(Fraction(len(told)), words, (sentence[start].start, sentence[end - 1].end))
    entry = MeanEntry("m1", told, count, "dollars" if currency else "",
                      text[question[0].start:question[-1].end])
    mean = sum((t.value for t in told), Fraction(0)) / len(told)
    if (mean * 10).denominator != 1:
        # the datasets and people write such a mean rounded, to a place the question never says
        return Refusal(RefusalCode.NOT_UNIQUE, Stage.READER,
                       f"the mean {mean} of {words!r} asked to no place")
    return entry


def _naming_the_count(before: list[Token]) -> bool:
    """The words before a count name what the list is of: a place or span ("in 8 games", "over
    5 days") or a determiner ("those 8 games", "her 3 tests", "the first 6 hours"); after a
    verb ("scored 3 goals") the count is one more amount told."""
    at = len(before) - 1
    while at >= 0 and (numeral := before[at].numeral) is not None and (
            numeral.kind is NumeralKind.ORDINAL):
        at -= 1
    word = before[at].lower if at >= 0 else ""
    return word in _SPANNING or in_class(word, "determiners") or word in _POSSESSIVES


def _asked_of(question: list[Token]) -> list[str] | None:
    """The words naming what the mean is of ("the points scored"), or None when the question
    asks no plain mean."""
    words = [t.lower for t in question]
    opening = next((o for o in _ASKING if tuple(words[:len(o)]) == o), None)
    if opening is None:
        return None
    at = len(opening)
    if words[at:at + 1] == ["arithmetic"]:
        at += 1
    if at >= len(words) or words[at] not in _MEAN:
        return None
    rest = question[at + 1:]
    if [t.lower for t in rest[:2]] in (["number", "of"], ["amount", "of"]):
        rest = rest[1:]  # "the average number of visitors"
    if rest and rest[0].lower != "of":
        return None
    if any(t.kind is not TokenKind.WORD or t.lower in _NOT_THE_LIST or t.lower in _MEAN
           for t in rest):
        return None  # "the mean of the first three", "… rounded to the nearest tenth"
    return [t.lower for t in rest[1:] if t.lower not in _FUNCTION]


def _listed(sentence: list[Token]) -> tuple[tuple[Quoted, ...], int, int] | None:
    """The one list of the sentence: numbers joined by commas, "and" before the last, each
    bare or each followed by "on <day>" (days all different); its numbers and token range."""
    start = next((i for i, t in enumerate(sentence[:-1]) if t.kind is TokenKind.NUMBER
                  and sentence[i + 1].lower in (",", "and", "on")), None)
    if start is None:
        return None
    told: list[Quoted] = []
    days: list[str | None] = []
    at, joined = start, False
    while True:
        token = sentence[at]
        numeral = token.numeral
        if (token.kind is not TokenKind.NUMBER or numeral is None or token.attributive
                or numeral.kind is not NumeralKind.CARDINAL or numeral.value < 0):
            return None
        told.append(Quoted(numeral.value, token.text, token.span))
        at += 1
        day = None
        if at + 1 < len(sentence) and sentence[at].lower == "on" and sentence[at + 1].lower in _DAYS:
            day, at = sentence[at + 1].lower, at + 2
        days.append(day)
        if joined:
            break
        if sentence[at].text == "," and at + 1 < len(sentence) and sentence[at + 1].lower == "and":
            at, joined = at + 2, True
        elif sentence[at].lower == "and":
            at, joined = at + 1, True
        elif sentence[at].text == ",":
            at += 1
        else:
            return None  # no "and" before the last: not a list ended
        if at >= len(sentence):
            return None
    if len(told) < 2 or (any(days) and (not all(days) or len(set(days)) != len(days))):
        return None
    return tuple(told), start, at


__all__ = ["read_mean"]
