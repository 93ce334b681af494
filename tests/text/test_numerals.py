"""Numerals: what is read, what is handed to the reader as it stands, and what is refused."""

from __future__ import annotations

import unicodedata
from fractions import Fraction

import inflect
import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordproof.text import numerals
from wordproof.text.numerals import Numeral, NumeralError, NumeralKind, match_numeral
from wordproof.text.pieces import Piece, split_pieces

CARDINAL = NumeralKind.CARDINAL
ORDINAL = NumeralKind.ORDINAL
FRACTION = NumeralKind.FRACTION
MULTIPLIER = NumeralKind.MULTIPLIER
PERCENT = NumeralKind.PERCENT

ENGINE = inflect.engine()


def read(text: str, at: int = 0) -> Numeral | None:
    return match_numeral(split_pieces(text), at)


def consumed(text: str, numeral: Numeral, at: int = 0) -> str:
    pieces = split_pieces(text)
    return text[pieces[at].start : pieces[at + numeral.length - 1].end]


# (text, value, kind, the text consumed)
READ = [
    # digits
    ("7 apples", 7, CARDINAL, "7"),
    ("0", 0, CARDINAL, "0"),
    ("1,234 apples", 1234, CARDINAL, "1,234"),
    ("1,234,567", 1234567, CARDINAL, "1,234,567"),
    ("3.50.", Fraction(7, 2), CARDINAL, "3.50"),
    ("0.5", Fraction(1, 2), CARDINAL, "0.5"),
    ("007", 7, CARDINAL, "007"),
    ("999,999,999,999,999", 999_999_999_999_999, CARDINAL, "999,999,999,999,999"),
    ("0.1234567891", Fraction(1234567891, 10**10), CARDINAL, "0.1234567891"),
    ("5, 6", 5, CARDINAL, "5"),
    ("(5)", 5, CARDINAL, "5"),
    ("5-year-old", 5, CARDINAL, "5"),
    ("30°", 30, CARDINAL, "30"),
    # percent
    ("25%", 25, PERCENT, "25%"),
    ("25 %", 25, PERCENT, "25 %"),
    ("2.5% of", Fraction(5, 2), PERCENT, "2.5%"),
    ("25 percent", 25, PERCENT, "25 percent"),
    ("25 per cent", 25, PERCENT, "25 per cent"),
    ("twenty-five percent", 25, PERCENT, "twenty-five percent"),
    ("1/2%", Fraction(1, 2), PERCENT, "1/2%"),
    # fractions in digits
    ("1/4", Fraction(1, 4), FRACTION, "1/4"),
    ("3/4 of", Fraction(3, 4), FRACTION, "3/4"),
    ("4/3", Fraction(4, 3), FRACTION, "4/3"),
    ("2 1/2 cups", Fraction(5, 2), FRACTION, "2 1/2"),
    ("1/3rd of", Fraction(1, 3), FRACTION, "1/3rd"),
    ("2/3rds of", Fraction(2, 3), FRACTION, "2/3rds"),
    ("1/10th", Fraction(1, 10), FRACTION, "1/10th"),
    ("¼ of them", Fraction(1, 4), FRACTION, "¼"),
    ("2½ cups", Fraction(5, 2), FRACTION, "2½"),
    ("2 ¾ cups", Fraction(11, 4), FRACTION, "2 ¾"),
    ("a 3rd of them", Fraction(1, 3), FRACTION, "a 3rd"),
    ("an 8th of it", Fraction(1, 8), FRACTION, "an 8th"),
    ("two-third of", Fraction(2, 3), FRACTION, "two-third"),
    ("three-quarter share", Fraction(3, 4), FRACTION, "three-quarter"),
    ("sixteen-third.", Fraction(16, 3), FRACTION, "sixteen-third"),
    ("twenty-third floor", 23, ORDINAL, "twenty-third"),
    ("two-half", 2, CARDINAL, "two"),
    ("two third", 2, CARDINAL, "two"),
    # ordinals in digits
    ("3rd", 3, ORDINAL, "3rd"),
    ("21st", 21, ORDINAL, "21st"),
    ("22nd", 22, ORDINAL, "22nd"),
    ("11th", 11, ORDINAL, "11th"),
    ("112th", 112, ORDINAL, "112th"),
    ("101st", 101, ORDINAL, "101st"),
    ("1,000th", 1000, ORDINAL, "1,000th"),
    ("4th-grade", 4, ORDINAL, "4th"),
    # digits with scale words
    ("1.5 million", 1_500_000, CARDINAL, "1.5 million"),
    ("3 million people", 3_000_000, CARDINAL, "3 million"),
    ("5 hundred thousand", 500_000, CARDINAL, "5 hundred thousand"),
    ("2 thousand", 2000, CARDINAL, "2 thousand"),
    ("3 dozen eggs", 36, CARDINAL, "3 dozen"),
    ("1.5 dozen", 18, CARDINAL, "1.5 dozen"),
    ("3 dozens of", 36, CARDINAL, "3 dozens"),
    ("2 and a half hours", Fraction(5, 2), FRACTION, "2 and a half"),
    ("2 and a half dozen", 30, CARDINAL, "2 and a half dozen"),
    # words
    ("zero", 0, CARDINAL, "zero"),
    ("one", 1, CARDINAL, "one"),
    ("Twelve", 12, CARDINAL, "Twelve"),
    ("nineteen", 19, CARDINAL, "nineteen"),
    ("ninety", 90, CARDINAL, "ninety"),
    ("twenty-five", 25, CARDINAL, "twenty-five"),
    ("twenty five", 25, CARDINAL, "twenty five"),
    ("TWENTY-FIVE", 25, CARDINAL, "TWENTY-FIVE"),
    ("one hundred and five", 105, CARDINAL, "one hundred and five"),
    ("one hundred five", 105, CARDINAL, "one hundred five"),
    ("a hundred", 100, CARDINAL, "a hundred"),
    ("a hundred and twenty", 120, CARDINAL, "a hundred and twenty"),
    ("a thousand", 1000, CARDINAL, "a thousand"),
    ("a hundred thousand", 100_000, CARDINAL, "a hundred thousand"),
    ("two thousand three hundred", 2300, CARDINAL, "two thousand three hundred"),
    ("twenty-five hundred", 2500, CARDINAL, "twenty-five hundred"),
    ("fifteen hundred and fifty", 1550, CARDINAL, "fifteen hundred and fifty"),
    ("one thousand, two hundred", 1200, CARDINAL, "one thousand, two hundred"),
    ("one million, two thousand and three", 1_002_003, CARDINAL,
     "one million, two thousand and three"),
    ("one million two hundred thousand", 1_200_000, CARDINAL, "one million two hundred thousand"),
    ("five twenty", 5, CARDINAL, "five"),
    ("one hundred and apples", 100, CARDINAL, "one hundred"),
    ("five thousand, two more", 5000, CARDINAL, "five thousand"),
    ("five-year-old", 5, CARDINAL, "five"),
    ("twenty-five-year-old", 25, CARDINAL, "twenty-five"),
    # word constants
    ("a dozen eggs", 12, CARDINAL, "a dozen"),
    ("two dozen", 24, CARDINAL, "two dozen"),
    ("three dozens", 36, CARDINAL, "three dozens"),
    ("half a dozen", 6, CARDINAL, "half a dozen"),
    ("a half-dozen", 6, CARDINAL, "a half-dozen"),
    ("a couple of apples", 2, CARDINAL, "a couple of"),
    ("a pair of shoes", 2, CARDINAL, "a pair of"),
    ("twice", 2, MULTIPLIER, "twice"),
    ("double", 2, MULTIPLIER, "double"),
    ("triple", 3, MULTIPLIER, "triple"),
    ("thrice", 3, MULTIPLIER, "thrice"),
    ("once", 1, MULTIPLIER, "once"),
    ("quadruple", 4, MULTIPLIER, "quadruple"),
    # fractions in words
    ("half", Fraction(1, 2), FRACTION, "half"),
    ("half of them", Fraction(1, 2), FRACTION, "half"),
    ("a half", Fraction(1, 2), FRACTION, "a half"),
    ("one half", Fraction(1, 2), FRACTION, "one half"),
    ("one-half", Fraction(1, 2), FRACTION, "one-half"),
    ("three halves", Fraction(3, 2), FRACTION, "three halves"),
    ("a third of", Fraction(1, 3), FRACTION, "a third"),
    ("one third of", Fraction(1, 3), FRACTION, "one third"),
    ("an eighth of", Fraction(1, 8), FRACTION, "an eighth"),
    ("two thirds", Fraction(2, 3), FRACTION, "two thirds"),
    ("two-thirds of", Fraction(2, 3), FRACTION, "two-thirds"),
    ("three-fourths", Fraction(3, 4), FRACTION, "three-fourths"),
    ("a quarter", Fraction(1, 4), FRACTION, "a quarter"),
    ("a quarter of", Fraction(1, 4), FRACTION, "a quarter"),
    ("one quarter", Fraction(1, 4), FRACTION, "one quarter"),
    ("three quarters of", Fraction(3, 4), FRACTION, "three quarters"),
    ("seven tenths", Fraction(7, 10), FRACTION, "seven tenths"),
    ("twenty-one fiftieths", Fraction(21, 50), FRACTION, "twenty-one fiftieths"),
    ("two hundredths", Fraction(2, 100), FRACTION, "two hundredths"),
    ("one hundredth of", Fraction(1, 100), FRACTION, "one hundredth"),
    ("one and a half", Fraction(3, 2), FRACTION, "one and a half"),
    ("one-and-a-half", Fraction(3, 2), FRACTION, "one-and-a-half"),
    ("two and one half", Fraction(5, 2), FRACTION, "two and one half"),
    ("three and a third", Fraction(10, 3), FRACTION, "three and a third"),
    ("one and three quarters", Fraction(7, 4), FRACTION, "one and three quarters"),
    ("a hundred and a half", Fraction(201, 2), FRACTION, "a hundred and a half"),
    # ordinals in words
    ("first", 1, ORDINAL, "first"),
    ("second", 2, ORDINAL, "second"),
    ("the third day", 3, ORDINAL, "third"),
    ("twentieth", 20, ORDINAL, "twentieth"),
    ("twenty-first", 21, ORDINAL, "twenty-first"),
    ("twenty first", 21, ORDINAL, "twenty first"),
    ("hundredth", 100, ORDINAL, "hundredth"),
    ("one hundredth", 100, ORDINAL, "one hundredth"),
    ("one hundred and first", 101, ORDINAL, "one hundred and first"),
    ("two thousandth", 2000, ORDINAL, "two thousandth"),
    ("one fifth grader", 1, CARDINAL, "one"),
    ("two third-graders", 2, CARDINAL, "two"),
    ("seven quarters", 7, CARDINAL, "seven"),
    # dollars
    ("$3.50", Fraction(7, 2), CARDINAL, "$3.50"),
    ("$1,200", 1200, CARDINAL, "$1,200"),
    ("$.50", Fraction(1, 2), CARDINAL, "$.50"),
    ("$1.5 million", 1_500_000, CARDINAL, "$1.5 million"),
    ("$5/hour", 5, CARDINAL, "$5"),
    ("($5)", 5, CARDINAL, "$5"),
]


@pytest.mark.parametrize(("text", "value", "kind", "span"), READ)
def test_read(text: str, value: int | Fraction, kind: NumeralKind, span: str) -> None:
    at = 1 if text.startswith(("the ", "(")) else 0
    numeral = read(text, at)
    assert numeral is not None
    assert (numeral.value, numeral.kind, consumed(text, numeral, at)) == (value, kind, span)
    assert type(numeral.value) is Fraction


CLOCK = NumeralKind.CLOCK
RATIO = NumeralKind.RATIO
CLOCK_OR_RATIO = NumeralKind.CLOCK_OR_RATIO


# (text, kind, value, terms, the text consumed): a time of day is hours since midnight when
# "am" / "pm" says which half; a ratio's value is its first term over its second
@pytest.mark.parametrize(
    ("text", "kind", "value", "terms", "span"),
    [
        ("3:00 pm, then", CLOCK, 15, (3, 0), "3:00 pm"),
        ("7:45 a.m. to", CLOCK, Fraction(31, 4), (7, 45), "7:45 a.m."),
        ("12:30 AM", CLOCK, Fraction(1, 2), (12, 30), "12:30 AM"),
        ("9 p.m. Then", CLOCK, 21, (9, 0), "9 p.m"),
        ("8am", CLOCK, 8, (8, 0), "8am"),
        ("7:05", CLOCK, Fraction(85, 12), (7, 5), "7:05"),
        ("17:00", CLOCK, 17, (17, 0), "17:00"),
        ("2:3", RATIO, Fraction(2, 3), (2, 3), "2:3"),
        ("3:5:7.", RATIO, Fraction(3, 5), (3, 5, 7), "3:5:7"),
        ("4:11", CLOCK_OR_RATIO, Fraction(4, 11), (4, 11), "4:11"),
        ("30:7", RATIO, Fraction(30, 7), (30, 7), "30:7"),
        ("10:45", CLOCK_OR_RATIO, Fraction(10, 45), (10, 45), "10:45"),
        ("5:30.", CLOCK_OR_RATIO, Fraction(5, 30), (5, 30), "5:30"),
    ],
)
def test_clock_times_and_ratios(
    text: str, kind: NumeralKind, value: int | Fraction, terms: tuple[int, ...], span: str
) -> None:
    numeral = read(text)
    assert numeral is not None
    assert (numeral.kind, numeral.value, numeral.terms, consumed(text, numeral)) == (
        kind, value, terms, span)


@pytest.mark.parametrize(
    ("text", "value", "symbol"),
    [("7kg of", 7, "kg"), ("1.5kg", Fraction(3, 2), "kg"), ("250ml", 250, "ml"), ("1hr", 1, "hr")],
)
def test_a_unit_symbol_against_the_digits_ends_the_number(
    text: str, value: int | Fraction, symbol: str
) -> None:
    numeral = read(text)
    assert numeral is not None and numeral.kind is CARDINAL and numeral.value == value
    assert split_pieces(text)[numeral.length].text == symbol


def test_unit_symbols_are_units_of_the_lexicon() -> None:
    from wordproof.lexicon.tables import measure_unit
    from wordproof.text.numerals import UNIT_SYMBOLS

    assert all(measure_unit(symbol) is not None for symbol in UNIT_SYMBOLS)


@pytest.mark.parametrize(
    ("text", "currency", "constant"),
    [
        ("$3.50", "dollar", None),
        ("15$ each", "dollar", None),
        ("3.50", None, None),
        ("a dozen", None, "dozen"),
        ("2 dozen", None, "dozen"),
        ("half a dozen", None, "half a dozen"),
        ("a couple of", None, "couple"),
        ("a pair of", None, "pair"),
        ("twice", None, "twice"),
        ("half", None, "half"),
        ("one and a half", None, "half"),
        ("three quarters of", None, "quarter"),
        ("two thirds", None, None),
        ("1/4", None, None),
        ("a hundred", None, None),
    ],
)
def test_currency_and_constant(text: str, currency: str | None, constant: str | None) -> None:
    numeral = read(text)
    assert numeral is not None
    assert (numeral.currency, numeral.lexicon_constant) == (currency, constant)


@pytest.mark.parametrize(
    ("text", "at"),
    [
        ("a", 0),
        ("an apple", 0),
        ("apples", 0),
        ("dozens", 0),
        ("a dozens", 0),
        ("hundreds", 0),
        ("thousands of", 0),
        ("a couple", 0),
        ("a couple went", 0),
        ("a pair", 0),
        ("a score of 90", 0),
        ("a third", 0),
        ("a third friend", 0),
        ("a fifth grader", 0),
        ("a 3rd cup", 0),
        ("a 2nd of", 0),
        ("a 3th of", 0),
        ("a second", 0),
        ("quarter", 0),
        ("quarters", 0),
        ("halves", 0),
        ("hundred", 0),
        ("dozen eggs", 0),
        ("$ 5", 0),
        ("$five", 0),
        ("€5", 0),
        ("%", 0),
        ("-", 0),
        ("Sam's", 0),
        ("It ended.5 more", 2),
        ("x2", 0),
        ("", 0),
        ("seven", 1),
        ("seven", -1),
    ],
)
def test_not_a_numeral(text: str, at: int) -> None:
    assert read(text, at) is None


UNREADABLE = "numeral_unreadable"
OUT_OF_RANGE = "number_out_of_range"


@pytest.mark.parametrize(
    ("text", "at", "code"),
    [
        ("1e400", 0, UNREADABLE),
        ("2e5", 0, UNREADABLE),
        ("1E5", 0, UNREADABLE),
        ("3th", 0, UNREADABLE),
        ("1nd", 0, UNREADABLE),
        ("12st", 0, UNREADABLE),
        ("3.5th", 0, UNREADABLE),
        ("$3rd", 0, UNREADABLE),
        ("5k", 0, UNREADABLE),
        ("13pm", 0, UNREADABLE),
        ("4:75 pm", 0, UNREADABLE),
        ("1:05:3", 0, UNREADABLE),
        ("3:0.5", 0, UNREADABLE),
        ("5mph", 0, UNREADABLE),
        ("6m by 3m", 0, UNREADABLE),
        ("1,23", 0, UNREADABLE),
        ("1,23", 2, UNREADABLE),
        ("1,234,5", 0, UNREADABLE),
        ("1,2345", 0, UNREADABLE),
        ("1234,567", 0, UNREADABLE),
        ("0,500", 0, UNREADABLE),
        ("1.2.3", 0, UNREADABLE),
        ("3:30", 2, UNREADABLE),
        ("3-5 apples", 0, UNREADABLE),
        ("-5 degrees", 1, UNREADABLE),
        ("1/2/2020", 0, UNREADABLE),
        ("1/0", 0, UNREADABLE),
        ("1.5/2", 0, UNREADABLE),
        ("2 3/2", 0, UNREADABLE),
        ("2.5 1/2", 0, UNREADABLE),
        ("2.5 and a half", 0, UNREADABLE),
        ("450 000 people", 0, UNREADABLE),
        ("5 3", 0, UNREADABLE),
        ("x2", 1, UNREADABLE),
        ("€5", 1, UNREADABLE),
        ("A$5", 1, UNREADABLE),
        ("5'", 0, UNREADABLE),
        ('5" long', 0, UNREADABLE),
        ("5²", 0, UNREADABLE),
        ("2.5½", 0, UNREADABLE),
        ("2.5 ½", 0, UNREADABLE),
        ("½5", 0, UNREADABLE),
        ("$2½", 0, UNREADABLE),
        ("50$5", 0, UNREADABLE),
        ("٣ apples", 0, UNREADABLE),
        (".5.5", 0, UNREADABLE),
        ("$5%", 0, UNREADABLE),
        ("$1/2", 0, UNREADABLE),
        ("$2 1/2", 0, UNREADABLE),
        ("$2 and a half", 0, UNREADABLE),
        ("five5", 0, UNREADABLE),
        ("one thousand and one hundred", 0, UNREADABLE),
        ("twenty-five hundred thousand", 0, UNREADABLE),
        ("one thousand million", 0, UNREADABLE),
        ("the first hundred years", 1, UNREADABLE),
        ("3 thousand hundred", 0, UNREADABLE),
        ("1/2 million", 0, UNREADABLE),
        ("a dozen dozen", 0, UNREADABLE),
        ("twenty-odd", 0, UNREADABLE),
        ("thirty-something", 0, UNREADABLE),
        ("forty-plus", 0, UNREADABLE),
        ("twenty five-year-olds", 0, UNREADABLE),
        ("3 million-dollar homes", 0, UNREADABLE),
        ("two hundred-dollar bills", 0, UNREADABLE),
        ("1" * 16, 0, OUT_OF_RANGE),
        ("1,000,000,000,000,000", 0, OUT_OF_RANGE),
        ("0.12345678901", 0, OUT_OF_RANGE),
        (".12345678901", 0, OUT_OF_RANGE),
        ("1/10000000000000000", 0, OUT_OF_RANGE),
        ("$10000000000000000", 0, OUT_OF_RANGE),
        ("5000 trillion", 0, OUT_OF_RANGE),
        ("1" * 500, 0, OUT_OF_RANGE),
        ("1" * 5000 + " apples", 0, OUT_OF_RANGE),
    ],
)
def test_refused(text: str, at: int, code: str) -> None:
    with pytest.raises(NumeralError) as caught:
        read(text, at)
    assert caught.value.code == code


def test_error_carries_span_text_and_expectation() -> None:
    text = "He paid 3th."
    with pytest.raises(NumeralError) as caught:
        read(text, 2)
    error = caught.value
    assert (error.start, error.end, error.text) == (8, 11, "3th")
    assert text[error.start : error.end] == error.text
    assert "'rd'" in str(error)


def test_error_message_stays_short_for_a_long_number() -> None:
    with pytest.raises(NumeralError) as caught:
        read("9" * 500)
    assert caught.value.text == "9" * 500
    assert len(str(caught.value)) < 200


def test_a_decimal_point_after_a_space_starts_a_number() -> None:
    numeral = read("costs .5 dollars", 1)
    assert numeral == Numeral(Fraction(1, 2), CARDINAL, 2, None)


def test_numeral_is_frozen() -> None:
    numeral = read("7")
    assert numeral is not None
    with pytest.raises(AttributeError):
        numeral.value = Fraction(8)  # type: ignore[misc]  # writing a frozen field is the point


# ---- properties -------------------------------------------------------------------------------


def _reads_all(text: str) -> Numeral:
    pieces = split_pieces(text)
    numeral = match_numeral(pieces, 0)
    assert numeral is not None, text
    assert numeral.length == len(pieces), text
    return numeral


@given(st.integers(0, 999_999_999))
def test_inflect_cardinals_round_trip(n: int) -> None:
    for words in (ENGINE.number_to_words(n), ENGINE.number_to_words(n, andword="")):
        assert isinstance(words, str)
        numeral = _reads_all(words)
        assert (numeral.value, numeral.kind) == (n, CARDINAL), words


@given(st.integers(1, 999))
def test_inflect_ordinals_round_trip(n: int) -> None:
    words = ENGINE.number_to_words(ENGINE.ordinal(n))
    assert isinstance(words, str)
    numeral = _reads_all(words)
    assert (numeral.value, numeral.kind) == (n, ORDINAL), words


@given(st.integers(1, 10**6))
def test_digit_ordinals_round_trip(n: int) -> None:
    numeral = _reads_all(ENGINE.ordinal(n))
    assert (numeral.value, numeral.kind) == (n, ORDINAL)


@given(st.integers(0, 10**15 - 1))
def test_digits_with_commas_round_trip(n: int) -> None:
    for text in (f"{n:,}", str(n)):
        numeral = _reads_all(text)
        assert (numeral.value, numeral.kind) == (n, CARDINAL), text


@given(st.integers(0, 10**6), st.text("0123456789", min_size=1, max_size=10))
def test_decimals_and_dollars_round_trip(whole: int, decimals: str) -> None:
    value = whole + Fraction(int(decimals), 10 ** len(decimals))
    numeral = _reads_all(f"{whole:,}.{decimals}")
    assert (numeral.value, numeral.currency) == (value, None)
    numeral = _reads_all(f"${whole:,}.{decimals}")
    assert (numeral.value, numeral.currency) == (value, "dollar")


@given(st.integers(0, 999), st.integers(1, 999), st.integers(1, 999))
def test_digit_fractions_round_trip(whole: int, numerator: int, denominator: int) -> None:
    assert _reads_all(f"{numerator}/{denominator}").value == Fraction(numerator, denominator)
    if whole and numerator < denominator:
        numeral = _reads_all(f"{whole} {numerator}/{denominator}")
        assert numeral.value == whole + Fraction(numerator, denominator)


@given(
    st.text(
        st.sampled_from(list("0123456789 ,.$%/-:'abcdefhlnorstuvwxyz")) | st.characters(),
        max_size=40,
    ),
)
def test_any_text_reads_exactly_or_refuses(text: str) -> None:
    """Whatever the text: None, an exact in-range Numeral within the pieces, or a NumeralError."""
    pieces = split_pieces(text)
    for i in range(len(pieces)):
        try:
            numeral = match_numeral(pieces, i)
        except NumeralError as error:
            assert error.code in (UNREADABLE, OUT_OF_RANGE)
            assert 0 <= error.start < error.end <= len(text)
            continue
        if numeral is not None:
            assert type(numeral.value) is Fraction
            assert 1 <= numeral.length <= len(pieces) - i
            assert abs(numeral.value) < 10**15


def test_two_numbers_side_by_side_when_the_second_measures_the_thing() -> None:
    from wordproof.text.tokens import tokenize

    found = tokenize("She has 2 3-hour shifts.")
    assert isinstance(found, tuple)
    numbers = [t for t in found if t.numeral is not None]
    assert [(t.text, t.attributive) for t in numbers] == [("2", False), ("3", True)]


@pytest.mark.parametrize(("text", "measures"), [
    ("She has a 420 page book.", True),
    ("She has a 12 inch ruler.", True),
    ("She has a 420-page book.", True),
    ("She has 420 page books.", False),  # no article: so many books
    ("Tom is an 8 year old boy.", False),  # an age
    ("He got a 9 on the test.", False),
    ("It is on a 20 percent discount.", False),
])
def test_a_number_between_an_article_and_two_words_measures_the_thing(text: str, measures: bool) -> None:
    from wordproof.text.tokens import tokenize

    found = tokenize(text)
    assert isinstance(found, tuple)
    assert [t.attributive for t in found if t.numeral is not None] == [measures]


@pytest.mark.parametrize(
    ("text", "word"), [("an mp3 player", "mp3"), ("a PS4 game", "PS4"), ("5 t-shirts", "t-shirts")]
)
def test_a_name_with_digits_or_a_lettered_hyphen_is_one_word(text: str, word: str) -> None:
    from wordproof.text.tokens import TokenKind, tokenize

    found = tokenize(text)
    assert isinstance(found, tuple)
    assert word in [t.text for t in found if t.kind is TokenKind.WORD]
    assert not any(t.kind is TokenKind.NUMBER and t.text in word for t in found)


@pytest.mark.parametrize(
    ("text", "word"),
    [("109 fifth graders", "fifth-graders"), ("3 fourth-grade classes", "fourth-grade"),
     ("the 5th grade students", "5th-grade"), ("a 2nd-grader", "2nd-grader")],
)
def test_an_ordinal_before_grade_is_one_word_and_no_number(text: str, word: str) -> None:
    from wordproof.text.tokens import TokenKind, tokenize

    found = tokenize(text)
    assert isinstance(found, tuple)
    assert word in [t.text for t in found if t.kind is TokenKind.WORD]
    assert not any(t.numeral is not None and t.numeral.kind is NumeralKind.ORDINAL for t in found)


@pytest.mark.parametrize("text", ["the fifth of the grades", "the second, grade", "the first grades"])
def test_an_ordinal_not_before_grade_stays_a_number(text: str) -> None:
    from wordproof.text.tokens import tokenize

    found = tokenize(text)
    assert isinstance(found, tuple)
    assert any(t.numeral is not None and t.numeral.kind is NumeralKind.ORDINAL for t in found)


@pytest.mark.parametrize("char", sorted(numerals.VULGAR_FRACTIONS))
def test_a_fraction_character_reads_as_its_unicode_decomposition(char: str) -> None:
    numerator, _, denominator = unicodedata.decomposition(char).split()[1:]
    expected = Fraction(int(chr(int(numerator, 16))), int(chr(int(denominator, 16))))
    assert numerals.VULGAR_FRACTIONS[char] == expected


@pytest.mark.parametrize(
    ("text", "words"),
    [("20 push-ups with co-workers", ["20", "push-ups", "with", "co-workers"]),
     ("a one-time fee", ["a", "one", "-", "time", "fee"]),  # a number is never joined so
     ("the cake left-over", ["the", "cake", "left", "-", "over"]),  # read as "leftover" is
     ("well-fed cats", ["well", "-", "fed", "cats"])],  # a form the dictionary lacks
)
def test_a_hyphened_word_the_dictionary_lists_is_one_word(text: str, words: list[str]) -> None:
    from wordproof.text.tokens import tokenize

    found = tokenize(text)
    assert isinstance(found, tuple)
    assert [t.text for t in found] == words


@pytest.mark.parametrize(
    ("text", "kinds"),
    [("a 4th of July party", [ORDINAL]), ("a fourth of July sale", [ORDINAL]),
     ("a fourth of the cake", [FRACTION]), ("a 3rd of them", [FRACTION])],
)
def test_an_ordinal_of_a_month_after_an_article_is_a_date(text: str, kinds: list[NumeralKind]) -> None:
    from wordproof.text.tokens import tokenize

    found = tokenize(text)
    assert isinstance(found, tuple)
    assert [t.numeral.kind for t in found if t.numeral is not None] == kinds


def test_older_spellings_of_closed_words_read_as_the_word() -> None:
    from wordproof.text.tokens import tokenize

    found = tokenize("Amongst them, whilst amongst")
    assert isinstance(found, tuple)
    assert [t.text for t in found] == ["Among", "them", ",", "while", "among"]


def test_who_have_is_split_like_the_other_contractions() -> None:
    from wordproof.text.tokens import tokenize

    found = tokenize("members who've baked")
    assert isinstance(found, tuple)
    assert [t.text for t in found] == ["members", "who", "have", "baked"]


class _EveryWord:
    def __contains__(self, word: object) -> bool:
        return True


_NUMBER_VOCABULARY = sorted(
    {word for n in range(120) for word in ENGINE.number_to_words(n).replace("-", " ").split()}
    | {ENGINE.ordinal(ENGINE.number_to_words(n)) for n in (1, 2, 3, 5, 12, 20, 100, 1000)}
    | {"a", "an", "and", "of", "half", "halves", "quarter", "quarters", "third", "thirds", "dozen"}
    | {"dozens", "couple", "pair", "once", "twice", "thrice", "double", "triple", "hundred"}
    | {"thousand", "million", "hundredth", "thousandth", "millionth", "percent", "apples", "the"}
)


@given(st.lists(st.sampled_from(_NUMBER_VOCABULARY), max_size=5), st.sampled_from([" ", "-"]))
def test_the_first_word_test_only_skips_words_no_number_starts_with(rest: list[str], join: str) -> None:
    for first in _NUMBER_VOCABULARY:
        pieces = split_pieces(join.join([first, *rest]))
        gated = _outcome(pieces)
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(numerals, "_FIRST_WORDS", _EveryWord())
            assert _outcome(pieces) == gated, (first, rest)


def _outcome(pieces: tuple[Piece, ...]) -> object:
    try:
        return match_numeral(pieces, 0)
    except NumeralError as error:
        return error.args
