"""Numerals: number expressions in English text, read into exact fractions.

``match_numeral(pieces, i)`` reads the longest number expression that starts at ``pieces[i]``
and returns a :class:`Numeral` (exact ``Fraction`` value, kind, pieces consumed), or None when
``pieces[i]`` starts no number. When the text is a number but cannot be read without guessing,
it raises :class:`NumeralError` with a refusal code and the character span. No floats and no
number-parsing library are used: every value is built from the digits and words of the text.

What is read
    digits        "7", "1,234", "3.50", "0.5"; ".5" when the "." does not touch the piece before
                  it (otherwise that "." ends a sentence and None is returned at it)
    dollars       "$3.50", "$1,200", "$.50", "$1.5 million" (currency "dollar", value in dollars)
    percent       "25%", "25 %", "25 percent", "twenty per cent": kind PERCENT, value 25 as written
    fractions     "1/4", "1/3rd", "2/3rds", "¼", "a 3rd of"; mixed "2 1/2", "2½", "2 ½";
                  "half", "a half", "one half", "a quarter", "two thirds", "three-fourths",
                  "two-third", "three-quarter" (a singular denominator hyphened to its number),
                  "a third of", "three quarters of", "one and a half", "one-and-a-half",
                  "2 and a half"
    words         "zero" .. "nineteen", tens, "twenty-five" / "twenty five", "one hundred and
                  five", "a hundred", "twenty-five hundred", "one thousand, two hundred" (the
                  comma of written-out numbers), up to the trillions
    scales        "3 million", "1.5 million", "5 hundred thousand", "a dozen", "two dozen",
                  "3 dozen", "three dozens", "half a dozen", "2 and a half dozen"
    ordinals      "3rd", "21st", "first" .. "twentieth", "twenty-first", "hundredth",
                  "one hundred and first"
    multipliers   "once" 1, "twice" / "double" 2, "thrice" / "triple" 3, "quadruple" 4
    pairs         "a couple of" / "a pair of" = 2, consuming the "of"
    clock times   "3:00 pm", "7:45 a.m.", "8am", "4 pm", "7:05", "17:00": kind CLOCK, value the
                  hours since midnight (as written when no "am"/"pm"), terms (hour, minute)
    ratios        "3:2", "1:2:3": kind RATIO, terms as written, value the first over the second;
                  "5:30", "10:45" may be either: kind CLOCK_OR_RATIO (no reader takes it as a count)
    "15$"         the dollar sign written after a whole amount: currency "dollar"
    unit symbols  "7kg", "250ml", "1hr": the number ends at its digits and the symbol (one of
                  UNIT_SYMBOLS, each a unit of the lexicon) is the next word

Word-level constants (dozen, half a dozen, couple, pair, the multipliers, half, quarter) are
named in ``Numeral.lexicon_constant`` so a derivation can cite them.

Hand-offs: readings returned as they stand, for the reader to judge by context
    - "one" is CARDINAL 1, also as a pronoun ("one of them", "one day").
    - Ordinal words are ORDINAL whatever else they may mean: "second" may be a unit of time,
      "a third friend" means another friend. "a"/"an" alone is never a numeral.
    - A singular ordinal after "a"/"an"/"one" is a fraction only when "of" follows ("a third
      of", "one fifth of"), "as many" / "as much" follows ("a third as many pens as") or a
      hyphen joins it to its number ("one-third are red"); otherwise the article gives None
      and "one" gives CARDINAL 1 on its own, leaving the ordinal for the reader ("one fifth
      grader", "she ate one third.").
      After "<whole> and" no "of" is needed ("two and a third").
    - "half", "a quarter" and "one quarter" are always FRACTION and carry lexicon_constant
      "half" / "quarter": "a quarter" may be a coin, "half" may be "half past" or "half as
      many". Plural "quarters" is a fraction only with "of" after it ("three quarters of");
      "seven quarters" reads CARDINAL 7, leaving the coins (or terms) to the reader.
      A bare "quarter" or "halves" gives None.
    - The "of" after a fraction is left in place ("two thirds | of the apples").
    - MULTIPLIER words may be verbs or adjectives ("double the recipe", "a double room") and
      "once" may mean "formerly"; the kind says only which word was seen.
    - PERCENT keeps the number as written (25 for "25%"); the reader divides by 100.
    - A numeral followed by a hyphen and a word keeps only the numeral ("5 | -year-old").
    - Two cardinals that do not compose are not merged: "five twenty" reads "five", and
      "one thousand twenty-five hundred" reads "one thousand".
    - "five thousand, two" reads 5000: a comma inside a written-out number must come before a
      hundreds group or a scale ("one thousand, two hundred"); otherwise it is the reader's.
    - Words around a number that make it approximate ("about", "nearly", "over", "or so") are
      not seen here; nor are units ("cents", "dollars") or "minus".
    - Currency symbols other than "$", and a "$" not touching digits ("$ 5", "$five"), give
      None at the symbol (digits touching another symbol refuse, see below).
    - A bare "dozens", "hundreds", "a couple", "a pair" give None: they are vague or not
      numbers. "a score" is not read at all: in arithmetic problems it is a test score.

Refusals (NumeralError)
    numeral_unreadable
        - digits touching letters other than the right ordinal suffix, "am"/"pm" or a unit
          symbol: "2e5", "5k", "3th", "1nd", "5mph", "6m"
        - a colon form that is neither a time nor a ratio: "13pm", "4:75 pm", "1:05:3", "3:0.5"
        - digits touching another number through one character: "3-5", "1,23", "1.2.3",
          "1/2/2020"; digits side by side: "1 000", "2 3"
        - digits touching anything else but ordinary punctuation, "%", "/" or "°": "5'", '5"',
          "5²"; digits or "$" touching anything before them but an opening bracket or
          quote or "#": "x2", "-5", "€5", "A$5", "2:30" read from the "30"
        - thousands separators in the wrong places: "1234,567", "0,500"; non-ASCII digits
        - "$" with a fraction, ordinal, percent or mixed number; a zero denominator; a decimal in
          a fraction; an improper fraction in a mixed number ("2 3/2"); "2.5 and a half"
        - a scale word that the number could not take: "one thousand and one hundred",
          "twenty-five hundred thousand", "one thousand million", "the first hundred years"
        - a vague hyphen suffix: "twenty-odd", "thirty-something", "forty-plus"
        - a spaced numeral hyphenated to the next word, where the grouping is unclear:
          "twenty five-year-olds", "3 million-dollar homes", "two hundred-dollar bills"
    number_out_of_range
        - more than 15 significant digits before the point, or more than 10 after it; any value
          of 10**15 or more. Lengths are checked before any conversion.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from fractions import Fraction
from typing import NamedTuple

import attrs

from wordproof.refusals import RefusalCode
from wordproof.text.pieces import Piece, split_pieces


class NumeralKind(enum.Enum):
    CARDINAL = "cardinal"
    ORDINAL = "ordinal"
    FRACTION = "fraction"
    MULTIPLIER = "multiplier"
    PERCENT = "percent"
    CLOCK = "clock"  # a time of day: "3:00 pm", "7:05", "8am"
    RATIO = "ratio"  # "3:2", "1:2:3": parts, never a count
    CLOCK_OR_RATIO = "clock or ratio"  # "5:30", "10:45": the form alone does not tell


@attrs.frozen
class Numeral:
    """A number read from ``length`` pieces; ``value`` is exact, in dollars when ``currency``."""

    value: Fraction
    kind: NumeralKind
    length: int
    currency: str | None
    lexicon_constant: str | None = None
    terms: tuple[int, ...] = ()  # the parts of a CLOCK (hour, minute) or a RATIO


def number_said(value: Fraction, kind: NumeralKind | None) -> Fraction:
    """The number a numeral stands for in arithmetic: a percentage is its value over 100
    ("25%" is 1/4), any other numeral its value."""
    return value / 100 if kind is NumeralKind.PERCENT else value


UNREADABLE = RefusalCode.NUMERAL_UNREADABLE.code
OUT_OF_RANGE = RefusalCode.NUMBER_OUT_OF_RANGE.code


class NumeralError(Exception):
    """Text that is a number but cannot be read without guessing.

    ``code`` is a refusal code ("numeral_unreadable" or "number_out_of_range"); ``start`` and
    ``end`` are the character span of ``text``; ``reason`` says what was expected.
    """

    def __init__(self, code: str, start: int, end: int, text: str, reason: str) -> None:
        shown = text if len(text) <= 40 else text[:37] + "..."
        super().__init__(
            f"{code}: cannot read {shown!r} at characters {start}-{end}; expected {reason}"
        )
        self.code = code
        self.start = start
        self.end = end
        self.text = text
        self.reason = reason


# ---- word tables ------------------------------------------------------------------------------

_UNIT_WORDS = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
)
_TEN_WORDS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_ORDINAL_UNIT_WORDS = (
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
    "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
    "seventeenth", "eighteenth", "nineteenth",
)
_ORDINAL_TEN_WORDS = (
    "twentieth", "thirtieth", "fortieth", "fiftieth", "sixtieth", "seventieth", "eightieth",
    "ninetieth",
)
_UNITS = {word: n for n, word in enumerate(_UNIT_WORDS)}
_TENS = {word: 10 * n for n, word in enumerate(_TEN_WORDS, start=2)}
_ORDINAL_UNITS = {word: n for n, word in enumerate(_ORDINAL_UNIT_WORDS, start=1)}
_ORDINAL_TENS = {word: 10 * n for n, word in enumerate(_ORDINAL_TEN_WORDS, start=2)}
_HUNDRED, _HUNDREDTH = "hundred", "hundredth"
_SCALES = {"thousand": 10**3, "million": 10**6, "billion": 10**9, "trillion": 10**12}
_ORDINAL_SCALES = {word + "th": value for word, value in _SCALES.items()}
_BEYOND_SCALES = 10**13

# "second" is not a denominator: "two seconds" is time, halves are "half".
_DENOMINATORS = (
    {"half": 2, "quarter": 4}
    | {word: n for word, n in (_ORDINAL_UNITS | _ORDINAL_TENS).items() if n >= 3}
    | {_HUNDREDTH: 100}
    | _ORDINAL_SCALES
)
_PLURAL_DENOMINATORS = {"halves": 2} | {
    word + "s": n for word, n in _DENOMINATORS.items() if word != "half"
}
# A singular denominator needs "of" after it unless it is never an ordinal ("a half");
# "quarters" needs it too, since "seven quarters" are mostly coins or terms of a year.
_SINGULAR_WITHOUT_OF = frozenset({"half", "quarter"})
_PLURAL_ONLY_WITH_OF = frozenset({"quarters"})
_FRACTION_CONSTANTS = {
    "half": "half", "halves": "half", "quarter": "quarter", "quarters": "quarter",
}

# Fractions written as one character, and their values
VULGAR_FRACTIONS = {
    "½": Fraction(1, 2), "⅓": Fraction(1, 3), "⅔": Fraction(2, 3), "¼": Fraction(1, 4),
    "¾": Fraction(3, 4), "⅕": Fraction(1, 5), "⅖": Fraction(2, 5), "⅗": Fraction(3, 5),
    "⅘": Fraction(4, 5), "⅙": Fraction(1, 6), "⅚": Fraction(5, 6), "⅛": Fraction(1, 8),
    "⅜": Fraction(3, 8), "⅝": Fraction(5, 8), "⅞": Fraction(7, 8),
}

_MULTIPLIERS = {"once": 1, "twice": 2, "thrice": 3, "double": 2, "triple": 3, "quadruple": 4}
_PAIRS = {"couple": 2, "pair": 2}
_DOZEN = "dozen"
_HALF_DOZEN_FORMS = (("half", "a", "dozen"), ("a", "half", "dozen"), ("half", "dozen"))
_ARTICLES = frozenset({"a", "an"})

# Words that multiply a number: one left over after a numeral means the grouping is unclear.
_SCALE_WORDS = frozenset(
    {w + s for w in (_HUNDRED, _DOZEN, *_SCALES) for s in ("", "s")}
    | {w + s for w in (_HUNDREDTH, *_ORDINAL_SCALES) for s in ("", "s")}
)
_VAGUE_SUFFIXES = frozenset({"odd", "something", "some", "ish", "plus"})
_PERCENT_WORD = "percent"
_PER_CENT = ("per", "cent")

# ---- character rules around digits ------------------------------------------------------------

# Unit symbols written against the digits ("7kg", "250ml", "1hr"): the number ends at its
# digits and the symbol is the next word. Each is a form in the lexicon's units table (a test
# holds this); "m" (meter, minute, mile, million), "s", "h", "k" are not: they still refuse.
UNIT_SYMBOLS = frozenset({
    "mm", "cm", "km", "mg", "g", "kg", "kgs", "ml", "oz", "lb", "lbs", "ft", "yd", "yds", "mi",
    "gal", "qt", "tbsp", "tsp", "sec", "secs", "min", "mins", "hr", "hrs",
})
_MAY_FOLLOW_DIGITS = frozenset(".,;:!?)]}-–—%/°…")
_MAY_PRECEDE_DIGITS = frozenset("([{\"“‘'#")
_MAX_INTEGER_DIGITS = 15
_MAX_DECIMAL_PLACES = 10
_BOUND = 10**_MAX_INTEGER_DIGITS
_MAX_WORDS = 64  # longer than any number this module reads


def match_numeral(pieces: Sequence[Piece], i: int) -> Numeral | None:
    """The longest number expression starting at ``pieces[i]``, or None if none starts there.

    Raises NumeralError when the text at ``i`` is a number that cannot be read unambiguously.
    """
    if not 0 <= i < len(pieces):
        return None
    first = pieces[i]
    if _is_digits(first) or first.text in ("$", "."):
        return _read_digits(pieces, i)
    if first.text in VULGAR_FRACTIONS:
        _check_before(pieces, i)
        return _finish(pieces, i, i + 1, VULGAR_FRACTIONS[first.text], NumeralKind.FRACTION, None, None)
    if _is_letters(first):
        return _read_words(pieces, i) or _article_digit_fraction(pieces, i)
    return None


def _article_digit_fraction(pieces: Sequence[Piece], i: int) -> Numeral | None:
    """ "a 3rd of", "an 8th of": the article and a digit ordinal before "of" are one part of so
    many, as "a third of" is; None otherwise (the ordinal is then read at its digits)."""
    if i + 3 >= len(pieces) or pieces[i].text.lower() not in _ARTICLES:
        return None
    digits, suffix, of = pieces[i + 1], pieces[i + 2], pieces[i + 3]
    if pieces[i].touches(digits) or not digits.text.isdecimal() or not digits.touches(suffix) or (
        suffix.text.lower() != _ordinal_suffix(int(digits.text)) or of.text.lower() != "of"
        or suffix.touches(of)
    ):
        return None
    denominator = int(digits.text)
    if denominator < 3:
        return None  # "a 2nd of" is no half, "a 1st of" no whole
    return _finish(pieces, i, i + 3, Fraction(1, denominator), NumeralKind.FRACTION, None, None)


def ordinal_place(word: str) -> int | None:
    """ "first" -> 1, "tenth" -> 10, "3rd" -> 3: the place in a row one word names; None for
    any other word (a word that reads as more than one numeral, or as none)."""
    pieces = split_pieces(word)
    try:
        numeral = match_numeral(pieces, 0)
    except NumeralError:
        return None
    if numeral is None or numeral.kind is not NumeralKind.ORDINAL or numeral.value.denominator != 1 or (
        numeral.length != len(pieces)
    ):
        return None
    return int(numeral.value)


# ---- helpers ----------------------------------------------------------------------------------


def _is_digits(piece: Piece) -> bool:
    return piece.text[0].isdecimal()


def _is_numeric(piece: Piece) -> bool:
    """Digits, or a fraction written as one character ("¼")."""
    return _is_digits(piece) or piece.text in VULGAR_FRACTIONS


def _is_letters(piece: Piece) -> bool:
    return piece.text[0].isalpha()


def _span_text(pieces: Sequence[Piece], start: int, end: int) -> str:
    text = pieces[start].text
    for before, piece in zip(pieces[start : end - 1], pieces[start + 1 : end], strict=True):
        text += piece.text if before.touches(piece) else " " + piece.text
    return text


def _error(code: str, pieces: Sequence[Piece], start: int, end: int, reason: str) -> NumeralError:
    end = min(end, len(pieces))
    return NumeralError(
        code, pieces[start].start, pieces[end - 1].end, _span_text(pieces, start, end), reason
    )


def _ordinal_suffix(n: int) -> str:
    if n % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


# ---- digits -----------------------------------------------------------------------------------


def _digits_value(pieces: Sequence[Piece], j: int, whole: str, decimals: str) -> Fraction:
    """The value of ``whole.decimals``; lengths are checked before anything is converted."""
    if not (whole + decimals).isascii():
        raise _error(UNREADABLE, pieces, j, j + 1, "the digits 0-9")
    groups = whole.split(",")
    if len(groups) > 1 and (len(groups[0]) > 3 or groups[0].startswith("0")):
        raise _error(UNREADABLE, pieces, j, j + 1, "thousands separators every three digits")
    significant = whole.replace(",", "").lstrip("0")
    if len(significant) > _MAX_INTEGER_DIGITS or len(decimals) > _MAX_DECIMAL_PLACES:
        raise _error(
            OUT_OF_RANGE, pieces, j, j + 1,
            f"at most {_MAX_INTEGER_DIGITS} digits before the point"
            f" and {_MAX_DECIMAL_PLACES} after it",
        )
    return Fraction(int(significant or "0")) + Fraction(int(decimals or "0"), 10 ** len(decimals))


def _plain_integer(pieces: Sequence[Piece], j: int) -> int | None:
    """The value of digit run ``pieces[j]`` if it is bare digits, with no separator or point."""
    if j < len(pieces) and pieces[j].text.isdecimal():
        return int(_digits_value(pieces, j, pieces[j].text, ""))
    return None


def _check_before(pieces: Sequence[Piece], i: int) -> None:
    if i > 0 and pieces[i - 1].touches(pieces[i]) and pieces[i - 1].text not in _MAY_PRECEDE_DIGITS:
        raise _error(UNREADABLE, pieces, i - 1, i + 1, "a space or punctuation before the number")


def _touching_fraction(pieces: Sequence[Piece], j: int) -> bool:
    """True when pieces[j:j+3] are "digits", "/", "digits", all touching."""
    return (
        j + 2 < len(pieces)
        and _is_digits(pieces[j])
        and pieces[j + 1].text == "/"
        and _is_digits(pieces[j + 2])
        and pieces[j].touches(pieces[j + 1])
        and pieces[j + 1].touches(pieces[j + 2])
    )


def _fraction_at(pieces: Sequence[Piece], j: int) -> Fraction:
    """The value of the touching "digits/digits" at ``j``; both must be bare whole numbers."""
    numerator, denominator = _plain_integer(pieces, j), _plain_integer(pieces, j + 2)
    if numerator is None or denominator is None or denominator == 0:
        raise _error(UNREADABLE, pieces, j, j + 3, "a fraction of two whole numbers, not over 0")
    return Fraction(numerator, denominator)


def _read_digits(pieces: Sequence[Piece], i: int) -> Numeral | None:
    """Numbers that start with digits, "$" or a decimal point."""
    n, j = len(pieces), i
    currency = None
    if pieces[j].text == "$":
        if not (j + 1 < n and pieces[j].touches(pieces[j + 1])):
            return None
        if not (_is_digits(pieces[j + 1]) or pieces[j + 1].text == "."):
            return None
        _check_before(pieces, i)
        currency, j = "dollar", j + 1
    if pieces[j].text == ".":
        # A "." touching the piece before it ends a sentence; one after a space may start ".5".
        if j == i and i > 0 and pieces[i - 1].touches(pieces[i]):
            return None
        if not (j + 1 < n and pieces[j].touches(pieces[j + 1]) and _is_digits(pieces[j + 1])):
            return None
        if not pieces[j + 1].text.isdecimal():
            raise _error(UNREADABLE, pieces, j, j + 2, "digits after a decimal point")
        value = _digits_value(pieces, j + 1, "", pieces[j + 1].text)
        whole_number, j = False, j + 2
    else:
        if currency is None:
            _check_before(pieces, i)
        whole, _, decimals = pieces[j].text.partition(".")
        value = _digits_value(pieces, j, whole, decimals)
        whole_number, j = not decimals, j + 1

    if currency is None and whole_number and pieces[j - 1].text.isdecimal():
        timed = _read_colon_or_meridiem(pieces, i, j)
        if timed is not None:
            return timed
    kind, constant = NumeralKind.CARDINAL, None
    suffix = pieces[j].text.lower() if j < n and pieces[j - 1].touches(pieces[j]) else ""
    if suffix in ("st", "nd", "rd", "th") and whole_number and currency is None:
        expected = _ordinal_suffix(int(value))
        if suffix != expected:
            raise _error(UNREADABLE, pieces, j - 1, j + 1, f"the ordinal suffix {expected!r}")
        kind, j = NumeralKind.ORDINAL, j + 1
    elif j < n and pieces[j].text in VULGAR_FRACTIONS and whole_number and currency is None:
        value, kind, j = value + VULGAR_FRACTIONS[pieces[j].text], NumeralKind.FRACTION, j + 1  # "2½", "2 ½"
    elif _touching_fraction(pieces, j - 1):
        value, kind, j = _fraction_at(pieces, j - 1), NumeralKind.FRACTION, j + 2
    elif j < n and not pieces[j - 1].touches(pieces[j]) and _touching_fraction(pieces, j):
        part = _fraction_at(pieces, j)
        if not whole_number or part >= 1:
            raise _error(UNREADABLE, pieces, i, j + 3, "a whole number and a proper fraction")
        value, kind, j = value + part, NumeralKind.FRACTION, j + 3
    else:
        value, kind, constant, j = _digit_tail(pieces, i, j, value, whole_number)
    if kind is NumeralKind.FRACTION and _is_digits(pieces[j - 1]) and j < n:
        j += _denominator_suffix(pieces, j)
    if kind is NumeralKind.CARDINAL and currency is None and j < n and pieces[j].text == "$" and (
        _is_digits(pieces[j - 1]) and pieces[j - 1].touches(pieces[j])
    ):
        currency, j = "dollar", j + 1  # "15$": the sign written after the amount

    return _finish(pieces, i, j, value, kind, currency, constant)


def _read_colon_or_meridiem(pieces: Sequence[Piece], i: int, j: int) -> Numeral | None:
    """ "3:00 pm", "7:05", "8am", "4 p.m." (CLOCK), "3:2", "1:2:3" (RATIO), "5:30" (either):
    whole numbers joined by touching colons, or an hour with "am" / "pm" after it. None when
    pieces[i] is a plain number with neither."""
    n = len(pieces)
    terms = [pieces[i].text]
    while j + 1 < n and pieces[j].text == ":" and pieces[j - 1].touches(pieces[j]) and (
        pieces[j].touches(pieces[j + 1]) and _is_digits(pieces[j + 1])
    ):
        if not pieces[j + 1].text.isdecimal():
            raise _error(UNREADABLE, pieces, i, j + 2, "whole numbers on both sides of ':'")
        terms.append(pieces[j + 1].text)
        j += 2
    meridiem, length = _meridiem(pieces, j)
    if meridiem is None and len(terms) == 1:
        return None
    hour = int(terms[0])
    minute_written = len(terms) == 2 and len(terms[1]) == 2
    if meridiem is not None:
        if len(terms) > 2 or not 1 <= hour <= 12 or len(terms) == 2 and not (
            minute_written and int(terms[1]) < 60
        ):
            raise _error(UNREADABLE, pieces, i, j + length, "an hour from 1 to 12 and its minutes")
        minute = int(terms[1]) if len(terms) == 2 else 0
        hours = hour % 12 + (12 if meridiem == "pm" else 0)
        numeral = _finish(pieces, i, j + length, hours + Fraction(minute, 60), NumeralKind.CLOCK,
                          None, None)
        return attrs.evolve(numeral, terms=(hour, minute))
    if minute_written and hour <= 24 and int(terms[1]) < 60:
        # a clock writes its minutes with two digits; "7:05" or "17:00" is no ratio
        clock = terms[1].startswith("0") or hour == 0
        kind = NumeralKind.CLOCK if clock else NumeralKind.CLOCK_OR_RATIO
        value = hour + Fraction(int(terms[1]), 60) if clock else Fraction(hour, int(terms[1]))
    elif all(term.isdecimal() and not term.startswith("0") for term in terms):
        kind, value = NumeralKind.RATIO, Fraction(hour, int(terms[1]))
    else:
        raise _error(UNREADABLE, pieces, i, j, "a clock time or a ratio of whole numbers")
    numeral = _finish(pieces, i, j, value, kind, None, None)
    return attrs.evolve(numeral, terms=tuple(int(term) for term in terms))


def _meridiem(pieces: Sequence[Piece], j: int) -> tuple[str | None, int]:
    """ "am" / "pm" at pieces[j] and how many pieces say it: "pm", "PM", "p.m.", "p.m"."""
    n = len(pieces)
    if j >= n or not _is_letters(pieces[j]):
        return None, 0
    word = pieces[j].text.lower()
    if word in ("am", "pm"):
        return word, 1
    dotted = [p.text.lower() for p in pieces[j + 1:j + 3]] == [".", "m"]
    if word not in ("a", "p") or not dotted or not (
        pieces[j].touches(pieces[j + 1]) and pieces[j + 1].touches(pieces[j + 2])
    ):
        return None, 0
    length = 3
    if j + 3 < n and pieces[j + 3].text == "." and pieces[j + 2].touches(pieces[j + 3]):
        following = pieces[j + 4] if j + 4 < n else None
        if following is not None and not following.text[0].isupper():
            length = 4  # "p.m. to": the dot is the abbreviation's; "p.m. Tina": it ends the sentence too
    return word + "m", length


def _digit_tail(
    pieces: Sequence[Piece], i: int, j: int, value: Fraction, whole_number: bool
) -> tuple[Fraction, NumeralKind, str | None, int]:
    """Words after digits: "3 dozen", "1.5 million", "5 hundred thousand", "2 and a half"."""
    p = _phrase(pieces, j)
    part = _read_fraction(p, 1, after_and=True) if _at(p, 0, " ") == "and" else None
    if part is not None and part.value < 1:
        end = p.where[part.end - 1] + 1
        if not whole_number:
            raise _error(UNREADABLE, pieces, i, end, "a whole number before 'and' a fraction")
        if _is_dozen(_at(p, part.end), value + part.value):
            return (value + part.value) * 12, NumeralKind.CARDINAL, _DOZEN, p.where[part.end] + 1
        return value + part.value, NumeralKind.FRACTION, part.constant, end
    if _is_dozen(_at(p, 0, " "), value):
        return value * 12, NumeralKind.CARDINAL, _DOZEN, p.where[0] + 1
    k = 0
    if _at(p, 0, " ") == _HUNDRED:
        value, k = value * 100, 1
    scale = _at(p, k, " " if k == 0 else " -")
    if scale in _SCALES:
        value, k = value * _SCALES[scale], k + 1
    end = p.where[k - 1] + 1 if k else j
    return value, NumeralKind.CARDINAL, None, end


def _denominator_suffix(pieces: Sequence[Piece], j: int) -> int:
    """1 when pieces[j] is the ordinal suffix of the denominator before it ("1/3rd", "2/3rds")."""
    if not (pieces[j - 1].touches(pieces[j]) and _is_letters(pieces[j])):
        return 0
    suffix = pieces[j].text.lower()
    expected = _ordinal_suffix(int(pieces[j - 1].text))
    return 1 if suffix in (expected, expected + "s") else 0


def _percent_length(pieces: Sequence[Piece], j: int) -> int:
    """How many pieces at ``j`` say "percent": "%", "percent" or "per cent"; 0 if none."""
    if j >= len(pieces):
        return 0
    if pieces[j].text == "%":
        return 1
    if pieces[j - 1].touches(pieces[j]):
        return 0
    words = [piece.text.lower() for piece in pieces[j : j + 2]]
    if words[0] == _PERCENT_WORD:
        return 1
    if tuple(words) == _PER_CENT and not pieces[j].touches(pieces[j + 1]):
        return 2
    return 0


def _finish(
    pieces: Sequence[Piece],
    i: int,
    j: int,
    value: Fraction,
    kind: NumeralKind,
    currency: str | None,
    constant: str | None,
) -> Numeral:
    """Add a percent sign, check what follows pieces[i:j], and check the range."""
    if kind in (NumeralKind.CARDINAL, NumeralKind.FRACTION):
        percent = _percent_length(pieces, j)
        if percent:
            kind, j = NumeralKind.PERCENT, j + percent
    if currency is not None and kind is not NumeralKind.CARDINAL:
        raise _error(UNREADABLE, pieces, i, j, "a plain amount of dollars")
    _check_after(pieces, i, j)
    if abs(value) >= _BOUND:
        raise _error(OUT_OF_RANGE, pieces, i, j, f"a number below 10**{_MAX_INTEGER_DIGITS}")
    return Numeral(value, kind, j - i, currency, constant)


def _check_after(pieces: Sequence[Piece], i: int, j: int) -> None:
    """Refuse a numeral pieces[i:j] whose next piece changes or blurs what it means."""
    if j >= len(pieces):
        return
    last, following = pieces[j - 1], pieces[j]
    after = pieces[j + 1] if j + 1 < len(pieces) else None
    if not last.touches(following):
        if _is_numeric(last) and _is_numeric(following) and not (
            following.text.isdecimal() and hyphened_to_word(pieces, j + 1)
        ):
            # "2 3-hour shifts" is two shifts of three hours; "2 3" is no number
            raise _error(UNREADABLE, pieces, i, j + 1, "one number, not two side by side")
    elif _is_digits(last) and following.text not in _MAY_FOLLOW_DIGITS and (
        following.text.lower() not in UNIT_SYMBOLS
    ):
        raise _error(UNREADABLE, pieces, i, j + 1, "a space or punctuation after the number")
    elif _is_numeric(following):
        raise _error(UNREADABLE, pieces, i, j + 1, "a space between a word and digits")
    elif after is not None and following.touches(after) and len(following.text) == 1:
        if _is_digits(after):
            raise _error(UNREADABLE, pieces, i, j + 2, "one number, not two joined by a sign")
        if following.text == "-" and _is_letters(after):
            if after.text.lower() in _VAGUE_SUFFIXES:
                raise _error(UNREADABLE, pieces, i, j + 2, "an exact number")
            if j - i >= 2 and not pieces[j - 2].touches(last):
                raise _error(
                    UNREADABLE, pieces, i, j + 2,
                    "a hyphenated numeral, so that its grouping with the next word is clear",
                )
    if _at(_phrase(pieces, j), 0) in _SCALE_WORDS:
        raise _error(UNREADABLE, pieces, i, j + 1, "a scale word that fits the number before it")


def hyphened_to_word(pieces: Sequence[Piece], j: int) -> bool:
    """Whether pieces[j:] start with a hyphen joining the number before it to a word, as in
    "a 3-pound bag", "a ten-dollar bill", "2 3-hour shifts"."""
    return (
        j > 0
        and j + 1 < len(pieces)
        and pieces[j].text == "-"
        and pieces[j - 1].touches(pieces[j])
        and pieces[j].touches(pieces[j + 1])
        and _is_letters(pieces[j + 1])
    )


# ---- words ------------------------------------------------------------------------------------


@attrs.frozen
class _Phrase:
    """The words that follow a point in the pieces, and how each joins the piece before it.

    A join is " " (a space), "-" (a hyphen touching both words) or "," (a comma touching the
    word before it, then a space). Grammar positions below index these words, not pieces.
    """

    words: tuple[str, ...]
    where: tuple[int, ...]
    joins: tuple[str, ...]


def _phrase(pieces: Sequence[Piece], j: int, head: bool = False) -> _Phrase:
    """The words from pieces[j] on; with ``head``, pieces[j] itself is the first word."""
    words: list[str] = []
    where: list[int] = []
    joins: list[str] = []
    n = len(pieces)
    while j < n and len(words) < _MAX_WORDS:
        piece = pieces[j]
        before = pieces[j - 1] if j > 0 else None
        after = pieces[j + 1] if j + 1 < n else None
        if _is_letters(piece) and (head or before is None or not before.touches(piece)):
            join, at = " ", j
        elif (
            piece.text in ("-", ",")
            and before is not None
            and before.touches(piece)
            and after is not None
            and _is_letters(after)
            and piece.touches(after) == (piece.text == "-")
        ):
            join, at = piece.text, j + 1
        else:
            break
        head = False
        words.append(pieces[at].text.lower())
        where.append(at)
        joins.append(join)
        j = at + 1
    return _Phrase(tuple(words), tuple(where), tuple(joins))


def _at(p: _Phrase, k: int, joins: str = " -") -> str | None:
    """Word ``k`` of the phrase if it joins the word before it in one of the ``joins`` ways."""
    if k < len(p.words) and p.joins[k] in joins:
        return p.words[k]
    return None


class _Int(NamedTuple):
    value: int
    end: int  # phrase position after the last word read
    ordinal: bool


class _Reading(NamedTuple):
    value: Fraction
    kind: NumeralKind
    end: int
    constant: str | None


def _small(p: _Phrase, k: int, first: str = " -") -> _Int | None:
    """0 to 99, cardinal or ordinal: "seven", "twenty-five", "twenty first", "ninetieth"."""
    word = _at(p, k, first)
    if word in _UNITS:
        return _Int(_UNITS[word], k + 1, False)
    if word in _ORDINAL_UNITS:
        return _Int(_ORDINAL_UNITS[word], k + 1, True)
    if word in _ORDINAL_TENS:
        return _Int(_ORDINAL_TENS[word], k + 1, True)
    if word not in _TENS:
        return None
    unit = _at(p, k + 1)
    if unit in _UNITS and 0 < _UNITS[unit] < 10:
        return _Int(_TENS[word] + _UNITS[unit], k + 2, False)
    if unit in _ORDINAL_UNITS and _ORDINAL_UNITS[unit] < 10:
        return _Int(_TENS[word] + _ORDINAL_UNITS[unit], k + 2, True)
    return _Int(_TENS[word], k + 1, False)


def _hundreds(p: _Phrase, k: int, first: str, article: bool) -> _Int | None:
    """Below a thousand, or "twenty-five hundred": "a hundred", "one hundred and five"."""
    if article and _at(p, k, first) in _ARTICLES and _at(p, k + 1, " ") == _HUNDRED:
        head: _Int | None = _Int(1, k + 1, False)
    else:
        head = _small(p, k, first)
    if head is None or head.ordinal or not 0 < head.value < 100:
        return head
    word = _at(p, head.end)
    if word == _HUNDREDTH:
        return _Int(head.value * 100, head.end + 1, True)
    if word != _HUNDRED:
        return head
    value, end = head.value * 100, head.end + 1
    tail = _small(p, end + 1, " ") if _at(p, end, " ") == "and" else _small(p, end)
    if tail is None or tail.value == 0:
        return _Int(value, end, False)
    return _Int(value + tail.value, tail.end, tail.ordinal)


def _number(
    p: _Phrase, k: int, limit: int, first: str = " -", article: bool = False
) -> _Int | None:
    """A whole number in words whose scale words are all below ``limit``."""
    if article and _at(p, k, first) in _ARTICLES and _at(p, k + 1, " ") in _SCALES:
        head: _Int | None = _Int(1, k + 1, False)
    else:
        head = _hundreds(p, k, first, article)
    if head is None or head.ordinal or not 0 < head.value < 1000:
        return head
    word = _at(p, head.end)
    if word in _ORDINAL_SCALES and _ORDINAL_SCALES[word] < limit:
        return _Int(head.value * _ORDINAL_SCALES[word], head.end + 1, True)
    if word not in _SCALES or _SCALES[word] >= limit:
        return head
    scale = _SCALES[word]
    value, end = head.value * scale, head.end + 1
    rest = _scale_rest(p, end, scale)
    if rest is None:
        return _Int(value, end, False)
    return _Int(value + rest.value, rest.end, rest.ordinal)


def _scale_rest(p: _Phrase, k: int, scale: int) -> _Int | None:
    """What may follow a scale word: "and five", ", two hundred", "three hundred"."""
    if _at(p, k, " ") == "and":
        tail = _small(p, k + 1, " ")
        return tail if tail is not None and tail.value > 0 else None
    rest = _number(p, k, scale, first=" -,")
    if rest is None or not 0 < rest.value < scale:
        return None  # "one thousand twenty-five hundred" does not add up
    if p.joins[k] == "," and rest.value < 100:
        return None  # written-out numbers put a comma only before hundreds or a scale
    return rest


def _read_cardinal(p: _Phrase, k: int) -> _Reading | None:
    number = _number(p, k, _BEYOND_SCALES, article=True)
    if number is None:
        return None
    kind = NumeralKind.ORDINAL if number.ordinal else NumeralKind.CARDINAL
    return _Reading(Fraction(number.value), kind, number.end, None)


def _read_scale_ordinal(p: _Phrase, k: int) -> _Reading | None:
    """A bare "hundredth", "thousandth", ... ("the hundredth visitor")."""
    word = _at(p, k)
    value = 100 if word == _HUNDREDTH else _ORDINAL_SCALES.get(word or "")
    if value is None:
        return None
    return _Reading(Fraction(value), NumeralKind.ORDINAL, k + 1, None)


def _read_fraction(p: _Phrase, k: int, after_and: bool = False) -> _Reading | None:
    """ "a half", "one quarter", "two thirds", "three-fourths", "a fifth of", "three quarters of".

    ``after_and``: the fraction follows "<whole> and", where no "of" is needed.
    """
    if _at(p, k) in _ARTICLES:
        numerator, end = 1, k + 1
    else:
        small = _small(p, k)
        if small is None or small.ordinal or small.value == 0:
            return None
        numerator, end = small.value, small.end
    word = _at(p, end) or ""
    # "one-third are red": a number joined to its denominator by a hyphen is a fraction
    hyphenated = _at(p, end, "-") is not None and _at(p, k) not in _ARTICLES
    if numerator > 1:
        denominator = _PLURAL_DENOMINATORS.get(word)
        if denominator is None and hyphenated and word != "half":
            denominator = _DENOMINATORS.get(word)  # "two-third", "three-quarter": the hyphen joins them
        needs_of = word in _PLURAL_ONLY_WITH_OF
    else:
        denominator = _DENOMINATORS.get(word)
        needs_of = word not in _SINGULAR_WITHOUT_OF
    # "a third as many pens as": a part of another amount, as "half as many" is
    scaling = _at(p, end + 1, " ") == "as" and _at(p, end + 2, " ") in ("many", "much")
    if denominator is None or (
        needs_of and not after_and and not hyphenated and not scaling and _at(p, end + 1, " ") != "of"
    ):
        return None
    constant = _FRACTION_CONSTANTS.get(word)
    return _Reading(Fraction(numerator, denominator), NumeralKind.FRACTION, end + 1, constant)


def _read_half(p: _Phrase, k: int) -> _Reading | None:
    if _at(p, k) != "half":
        return None
    return _Reading(Fraction(1, 2), NumeralKind.FRACTION, k + 1, "half")


def _read_mixed(p: _Phrase, k: int) -> _Reading | None:
    """ "one and a half", "two and three quarters"."""
    whole = _number(p, k, _BEYOND_SCALES, article=True)
    if whole is None or whole.ordinal or whole.value == 0 or _at(p, whole.end) != "and":
        return None
    part = _read_fraction(p, whole.end + 1, after_and=True)
    if part is None or part.value >= 1:
        return None
    return _Reading(whole.value + part.value, NumeralKind.FRACTION, part.end, part.constant)


def _read_dozen(p: _Phrase, k: int) -> _Reading | None:
    """ "a dozen", "two dozen", "three dozens", "two and a half dozen"."""
    counts = [_read_mixed(p, k), _read_cardinal(p, k)]
    if _at(p, k) in _ARTICLES:
        counts.append(_Reading(Fraction(1), NumeralKind.CARDINAL, k + 1, None))
    for count in counts:
        if count is None or count.kind is NumeralKind.ORDINAL or count.value == 0:
            continue
        if _is_dozen(_at(p, count.end), count.value):
            return _Reading(count.value * 12, NumeralKind.CARDINAL, count.end + 1, _DOZEN)
    return None


def _is_dozen(word: str | None, count: Fraction) -> bool:
    return word == _DOZEN or (word == _DOZEN + "s" and count > 1)


def _read_half_dozen(p: _Phrase, k: int) -> _Reading | None:
    for form in _HALF_DOZEN_FORMS:
        if all(_at(p, k + m) == word for m, word in enumerate(form)):
            return _Reading(Fraction(6), NumeralKind.CARDINAL, k + len(form), "half a dozen")
    return None


def _read_pair(p: _Phrase, k: int) -> _Reading | None:
    """ "a couple of", "a pair of": 2, with the "of"."""
    word = _at(p, k + 1, " ")
    if _at(p, k) not in _ARTICLES or word not in _PAIRS or _at(p, k + 2, " ") != "of":
        return None
    return _Reading(Fraction(_PAIRS[word]), NumeralKind.CARDINAL, k + 3, word)


def _read_multiplier(p: _Phrase, k: int) -> _Reading | None:
    word = _at(p, k)
    if word not in _MULTIPLIERS:
        return None
    return _Reading(Fraction(_MULTIPLIERS[word]), NumeralKind.MULTIPLIER, k + 1, word)


# In order of preference when two readings are equally long: "one hundredth of" is a fraction.
_WORD_READERS = (
    _read_fraction,
    _read_mixed,
    _read_half_dozen,
    _read_pair,
    _read_dozen,
    _read_multiplier,
    _read_scale_ordinal,
    _read_cardinal,
    _read_half,
)


# Every word the readers above can start with; any other word starts no number.
_FIRST_WORDS = frozenset(
    _ARTICLES | _UNITS.keys() | _TENS.keys() | _ORDINAL_UNITS.keys() | _ORDINAL_TENS.keys()
    | _ORDINAL_SCALES.keys() | _MULTIPLIERS.keys() | {_HUNDREDTH, "half"}
)


def _read_words(pieces: Sequence[Piece], i: int) -> Numeral | None:
    if pieces[i].text.lower() not in _FIRST_WORDS:
        return None
    p = _phrase(pieces, i, head=True)
    readings = [r for read in _WORD_READERS if (r := read(p, 0)) is not None]
    if not readings:
        return None
    best = max(readings, key=lambda r: r.end)  # the first of the longest
    end = p.where[best.end - 1] + 1
    return _finish(pieces, i, end, best.value, best.kind, None, best.constant)
