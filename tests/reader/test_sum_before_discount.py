"""One thing bought for a sum, then a discount told of its buyer: the sum is its price before
the discount ("Nell buys a desk for $400 and gets a 10% discount" pays $360)."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Nell buys a desk for $400 and gets a 10% discount. How much does she pay?", 360),
    ("Nell bought a desk for $400. She got a 25% discount. How much did she pay?", 300),
    ("Nell had $500. She bought a desk for $400 and got a 10% discount. How much money does she "
     "have left?", 140),
]

REFUSED = [
    # the discount in the purchase's own clause: the sum may be after it
    "Nell bought a desk for $360 with a 10% discount. How much did she pay?",
    # told before the purchase: the sum before it, or after?
    "Nell got a 10% discount. She bought a desk for $400. How much did she pay?",
    # two purchases: on which is the discount?
    "Nell bought a desk for $400 and a lamp for $50. She got a 10% discount. How much did she pay?",
    # another's discount
    "Nell bought a desk for $400 and Ivo got a 10% discount. How much did Nell pay?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value, "dollars")


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
