"""Reading a two-digit number told by relations of its digits, the number asked: "In a two
digit number, the sum of the digits is 9. If the digits are reversed, the number is increased
by 9. Find the number."

The number is said to have two digits ("a two digit number", "a 2-digit number"); later it is
"the number", "this number" or "the original number". What is told of it:

- a side "is (equal to)" another ("and" a third): sides are the number, "the number obtained
  (formed) by reversing (the order of) its digits", "the sum" or "the product of its digits",
  "the tens digit", "the units (unit, ones) digit", a number, each maybe "twice", "thrice",
  "N times", or "N more (less) than" one of them;
- "If (When) the digits are reversed, the number is increased (decreased) by N" or "the new
  number (formed) is N more (less) than the original number";
- "When the number is decreased (increased) by N" or "When N is subtracted from (added to) the
  number", "the digits are reversed (interchanged, interchange places)".

Every number and every word of every sentence is read so, and the question asks the number;
anything else is not read here (``None``). A difference of two sides ("the difference between
the number and …") is not read: which is the larger is not said. Z3 decides whether the
relations pin one number (obligations/digits.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.digits import (
    DIGIT_PRODUCT,
    DIGIT_SUM,
    NUMBER,
    REVERSED,
    TENS,
    UNITS,
    DigitRelation,
    DigitsEntry,
    DigitTerm,
)
from wordproof.reader.sequences import sentences_of
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind

_ASKED = (("find", "the", "number"), ("find", "the", "original", "number"),
          ("what", "is", "the", "number"), ("what", "is", "the", "original", "number"),
          ("find", "the", "two", "digit", "number"))
_AGAIN = (("the", "number"), ("this", "number"), ("the", "original", "number"),
          ("the", "given", "number"))
_ITS = (("its",), ("the",), ("its", "two"), ("the", "two"))
_REVERSING = tuple((*made, "by", "reversing", *order, *its, "digits")
                   for made in (("the", "number", "obtained"), ("the", "number", "formed"),
                                ("that", "obtained"), ("that", "formed"))
                   for order in ((), ("the", "order", "of")) for its in _ITS)
_DIGITS = {("tens", "digit"): TENS, ("ten's", "digit"): TENS, ("units", "digit"): UNITS,
           ("unit", "digit"): UNITS, ("ones", "digit"): UNITS, ("unit's", "digit"): UNITS}
_OF_DIGITS = {"sum": DIGIT_SUM, "product": DIGIT_PRODUCT}
_IS = (("is", "equal", "to"), ("is",), ("equals",))
_REVERSED = (("the", "digits", "are", "reversed"), ("the", "digits", "are", "interchanged"),
             ("the", "digits", "interchange", "places"), ("its", "digits", "are", "reversed"))
_NEW = (("the", "new", "number", "formed"), ("the", "new", "number"), ("the", "number"))


class _NotRead(Exception):
    """The text is not read as a two-digit number puzzle."""


class _Sentence:
    """One sentence's words (numbers as ``#``, two-digit marks as ``two``), read left to right."""

    def __init__(self, tokens: list[Token], text: str) -> None:
        self.tokens = [t for t in tokens if t.text not in (",", "-")]
        self.text = text
        self.at = 0
        self.quoted: list[Quoted] = []
        self.introduced = False  # "a two digit number" said
        self.words = [self._word(t) for t in self.tokens]

    @staticmethod
    def _word(token: Token) -> str:
        if token.kind is not TokenKind.NUMBER:
            return token.lower
        numeral = token.numeral
        if numeral is not None and numeral.value == 2 and numeral.kind is NumeralKind.CARDINAL and (
                token.attributive or token.lower == "two"):
            return "two"  # "two digit", "2-digit": the number's digits, or a plain two
        return "#"

    def take(self, *words: str) -> bool:
        end = self.at + len(words)
        if tuple(self.words[self.at:end]) == words:
            self.at = end
            return True
        return False

    def take_any(self, choices: Sequence[tuple[str, ...]]) -> bool:
        return any(self.take(*words) for words in sorted(choices, key=len, reverse=True))

    def done(self) -> bool:
        return self.at == len(self.words)

    def number(self, kind: NumeralKind = NumeralKind.CARDINAL) -> Fraction:
        if self.at >= len(self.tokens):
            raise _NotRead
        token = self.tokens[self.at]
        numeral = token.numeral
        if token.kind is not TokenKind.NUMBER or numeral is None or numeral.kind is not kind or (
                numeral.currency is not None or token.attributive):
            raise _NotRead
        self.at += 1
        self.quoted.append(Quoted(numeral.value, token.text, token.span))
        return numeral.value


def read_digits(text: str, tokens: tuple[Token, ...] | list[Token]) -> DigitsEntry | None:
    """The two-digit number puzzle the text tells, or None."""
    sentences = sentences_of(list(tokens))
    if len(sentences) < 2 or not any(t.lower == "digits" for t in tokens):
        return None
    question = _Sentence(sentences[-1][:-1], text)
    if not question.take_any(_ASKED) or not question.done():
        return None
    relations: list[DigitRelation] = []
    introduced = False
    try:
        for sentence in sentences[:-1]:
            if sentence[-1].text != ".":
                return None
            reading = _Sentence(sentence[:-1], text)
            reading.take("also")
            reading.introduced = reading.take("in", "a", "two", "digit", "number")
            for left, right in _relations(reading):
                start, end = sentence[0].start, sentence[-2].end
                relations.append(DigitRelation(f"d{len(relations) + 1}", left, right,
                                               text[start:end], (start, end),
                                               tuple(reading.quoted)))
            introduced = introduced or reading.introduced
    except _NotRead:
        return None
    if not introduced or not relations:
        return None
    asked = sentences[-1]
    return DigitsEntry(relations, text[asked[0].start:asked[-1].end])


def _relations(reading: _Sentence) -> list[tuple[DigitTerm, DigitTerm]]:
    """The relations one sentence tells, read to its end."""
    said = _reversal(reading) if reading.words[reading.at:reading.at + 1] in (["if"], ["when"]) \
        else None
    if said is not None:
        if not reading.done():
            raise _NotRead
        return [said]
    left = _side(reading)
    if not reading.take_any(_IS):
        raise _NotRead
    found = [(left, _side(reading))]
    while reading.take("and"):
        found.append((left, _side(reading)))
    if not reading.done():
        raise _NotRead
    return found


def _reversal(reading: _Sentence) -> tuple[DigitTerm, DigitTerm] | None:
    """ "If the digits are reversed, the number is increased by 9", "When the number is
    decreased by 54, the digits are reversed", "When 27 is subtracted from the number, the
    digits interchange places": the reversed number against the number."""
    reading.at += 1  # "if", "when"
    if reading.take_any(_REVERSED):
        reading.take("then")
        if not reading.take_any(_NEW) or not reading.take("is"):
            raise _NotRead
        if reading.take("increased", "by") or reading.take("decreased", "by"):
            sign = 1 if reading.words[reading.at - 2] == "increased" else -1
            by = reading.number()
            return REVERSED, NUMBER.plus(DigitTerm(constant=by), sign)
        by = reading.number()
        if reading.take("more", "than") or reading.take("less", "than"):
            sign = 1 if reading.words[reading.at - 2] == "more" else -1
            if not reading.take_any(_AGAIN):
                raise _NotRead
            return REVERSED, NUMBER.plus(DigitTerm(constant=by), sign)
        raise _NotRead
    if reading.take_any(_AGAIN):
        if not (reading.take("is", "increased", "by") or reading.take("is", "decreased", "by")):
            raise _NotRead
        sign = 1 if reading.words[reading.at - 2] == "increased" else -1
    else:
        by_first = reading.number()
        if reading.take("is", "subtracted", "from"):
            sign = -1
        elif reading.take("is", "added", "to"):
            sign = 1
        else:
            raise _NotRead
        if not reading.take_any(_AGAIN):
            raise _NotRead
        if not reading.take_any(_REVERSED):
            raise _NotRead
        return NUMBER.plus(DigitTerm(constant=by_first), sign), REVERSED
    by = reading.number()
    if not reading.take_any(_REVERSED):
        raise _NotRead
    return NUMBER.plus(DigitTerm(constant=by), sign), REVERSED


def _side(reading: _Sentence) -> DigitTerm:
    """One side of a relation: a factor ("twice", "3 times") and what it multiplies, or a
    number alone."""
    factor = Fraction(1)
    token = reading.tokens[reading.at] if reading.at < len(reading.tokens) else None
    numeral = token.numeral if token is not None else None
    if numeral is not None and numeral.kind is NumeralKind.MULTIPLIER:
        factor = reading.number(NumeralKind.MULTIPLIER)
    elif token is not None and token.kind is TokenKind.NUMBER and not token.attributive:
        value = reading.number()
        if reading.take("more", "than") or reading.take("less", "than"):
            # "the tens digit is 3 more than the units digit"
            sign = 1 if reading.words[reading.at - 2] == "more" else -1
            return _base(reading).plus(DigitTerm(constant=value), sign)
        if not reading.take("times"):
            return DigitTerm(constant=value)
        factor = value
    base = _base(reading)
    return base.times(factor)


def _base(reading: _Sentence) -> DigitTerm:
    if reading.take("a", "two", "digit", "number") or reading.take("the", "two", "digit", "number") or (
            reading.take("a", "number", "consisting", "of", "two", "digits")):
        reading.introduced = True
        return NUMBER
    if reading.take_any(_REVERSING):
        return REVERSED
    if reading.take_any(_AGAIN):
        return NUMBER
    for noun, term in _OF_DIGITS.items():
        if reading.take("the", noun, "of"):
            if not reading.take_any(_ITS) or not reading.take("digits"):
                raise _NotRead
            if reading.take("of"):
                _base_number(reading)
            return term
    for words, term in _DIGITS.items():
        if reading.take("the", *words) or reading.take("its", *words):
            return term
    raise _NotRead


def _base_number(reading: _Sentence) -> None:
    """ "(the sum of the digits) of a two digit number / of the number"."""
    if reading.take("a", "two", "digit", "number"):
        reading.introduced = True
    elif not reading.take_any(_AGAIN):
        raise _NotRead


__all__ = ["read_digits"]
