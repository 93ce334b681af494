"""A buyer said to buy things at a sum each, with no count bought ("Ann buys pens for $2 each",
"Bo was buying cards at $3 each"), tells the price she pays for each one, for her purchases
only. Each case is in our own words; an answer case fails when the shape is no longer read, a
refusal case when it is read without what would make it certain."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ann buys pens for $2 each. She bought 6 pens. How much did she spend?", 12),
    ("Bo was buying cards at $3 each. He bought 5 cards. How much did he spend?", 15),
]

REFUSED = [
    # another buyer: her price is not told of him
    "Ann was buying pens for $2 each. Bo bought 6 pens. How much did Bo spend?",
    # in the past: a purchase of some pens, and then 6 more, or the same?
    "Ann bought pens for $2 each. She bought 6 pens. How much did she spend?",
    # all of them together, not each
    "Ann buys pens for $12. She bought 6 pens. How much did she spend?",
    # her own pens, or those pens
    "Ann buys her pens for $2 each. She bought 6 pens. How much did she spend?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, Fraction(value))


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
