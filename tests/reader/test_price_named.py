"""A price named as a thing ("The price of a pen is $2", "The cost of 5 pads is $10", "The price
of pens is $3 each", "The price for rice is $6 for 4 pounds") says what "A pen costs $2" says.
Each case is in our own words; an answer case fails when the shape is no longer read, a refusal
case when it is read without what would make it certain."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("The price of a kite is $7. Ann bought 3 kites. How much did she spend?", 21),
    ("The cost of one mug is $4. Bo bought 5 mugs. How much did he spend?", 20),
    ("The price of stamps is $3 each. How much would it cost to buy 6 stamps?", 18),
    ("The price of 4 pears is $6. How much would it cost to buy 10 pears?", 15),
    ("The price for flour is $5 for 2 pounds. How much would it cost to buy 6 pounds of flour?", 15),
    ("At the fair the price for a ticket is $3. How much would 7 tickets cost?", 21),
]

REFUSED = [
    # all of them together, not each
    "The price of kites is $12. Ann bought 3 kites. How much did she spend?",
    # a price of a sort, of an owner's thing, of two things, said with a word before it
    "The price of a red kite is $7. Ann bought 3 kites. How much did she spend?",
    "The price of her kite is $7. Ann bought 3 kites. How much did she spend?",
    "The price of a kite and a ball is $9. Ann bought 3 kites. How much did she spend?",
    "The sale price of a kite is $7. Ann bought 3 kites. How much did she spend?",
    # a price then, or beside a share added
    "The price of a kite was $7 last year. Ann bought 3 kites. How much did she spend?",
    "The price of a kite is $7 after tax. Ann bought 3 kites. How much did she spend?",
    # a count pointed at, a price more than another
    "The price of the 4 pears is $6. How much would it cost to buy 10 pears?",
    "The price of a kite is $2 more than a ball. Ann bought 3 kites. How much did she spend?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, Fraction(value))


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
