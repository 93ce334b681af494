""""One day" opening a sentence ("One day(,) she sold 5", "In one day they sold 39") places the
clause at some day, as "that day" does: "one" there counts nothing. "One day has 24 hours", "one
day of rain" and a "one day" inside a sentence stay counts."""

import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof.text.tokens import tokenize


def _counts(text: str) -> list[str]:
    tokens = tokenize(text)
    assert isinstance(tokens, tuple)
    return [t.text for t in tokens if t.numeral is not None]


@pytest.mark.parametrize(("text", "counts"), [
    ("One day she sold 5 pens.", ["5"]),
    ("One day, Bo found 3 eggs.", ["3"]),
    ("Ivo had 9 figs. In one day he ate 4 of them.", ["9", "4"]),
    ("On one day the owls caught 7 mice.", ["7"]),
    # a word describing the day between
    ("One sunny day, Bo found 3 eggs.", ["3"]),
    ("One cold day she sold 5 pens.", ["5"]),
    # counts: a day that has, a day of something, a day's, and "one day" not opening a sentence
    ("One day has 24 hours.", ["One", "24"]),
    ("One day of work pays $80.", ["One", "$80"]),
    ("Ivo read 30 pages in one day.", ["30", "one"]),
    ("One day and a half passed.", ["One", "a half"]),
    ("One long day has 16 hours.", ["One", "16"]),
])
def test_one_opening_a_day_counts_nothing(text: str, counts: list[str]) -> None:
    assert _counts(text) == counts


ANSWERED = [
    ("Ivo had 20 pens. One day he sold 5 of them. How many pens does he have now?", 15),
    ("Ivo had 20 pens. One day, he gave 6 of them to Bo. How many pens does Ivo have?", 14),
    ("Ivo had 20 pens. One windy day, he gave 6 of them to Bo. How many pens does Ivo have?", 14),
    ("A shop had 45 kittens. In one day it sold 39 of them and put the rest into baskets with 2 in "
     "each basket. How many baskets did it use?", 3),
]

REFUSED = [
    # a day that is the pace's period stays unread, never a single doing of 30 toys
    "In one day, a machine makes 30 toys. How many toys does it make in 5 days?",
    "One day Ivo reads 5 pages. How many pages does he read in 4 days?",
    # the question asks what one day held, of several doings
    "One day Ivo picked 12 figs. How many figs did he pick in one day?",
    "One warm day Ivo picked 12 figs. How many figs did he pick in one warm day?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_one_day_opening_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_one_day_opening_refused(text: str) -> None:
    assert_refuses(text)
