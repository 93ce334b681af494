"""A price told at a shop named first with no comma ("At the market plums were $3 for 2
pounds"): the shop is the place, the rest the thing priced, though the words ran together as
one noun ("the market plums"). Every case is in our own words."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("At the market plums were $3 for 2 pounds. If you bought 8 pounds, how much would it cost?", 12),
    ("At the bakery rye flour was $5.10 for 3 pounds. How much would 5 pounds of rye flour cost?",
     Fraction(17, 2)),
]

REFUSED = [
    # two shops, two prices of one kind
    "At the shop rice was $6 for 3 pounds. At the market rice was $5 for 3 pounds. "
    "How much would 6 pounds of rice cost?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int | Fraction) -> None:
    assert_answers(text, value, "dollars")


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)


def test_a_count_there_stays_one_noun() -> None:
    # "the school bus" is the place: no sum follows "were"
    assert_answers("In the school bus were 5 kids. How many kids were in the bus?", 5, "kids")
