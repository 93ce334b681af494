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
    # one measure or one piece of a stuff: "A jar of honey costs $6" said as a price named
    ("The price of a jar of honey is $6. Lena bought 4 jars of honey. How much did she pay?", 24),
    ("The cost of a liter of juice is $2. Ned buys 5 liters of juice. How much does he spend?", 10),
    ("The cost of a bowl of soup was $3. Kit had $20 and bought 2 bowls of soup. How much money "
     "did Kit have left?", 14),
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
    # a measure of a stuff with a word before either noun, or of an owner's stuff
    "The price of a big jar of honey is $6. Lena bought 4 jars of honey. How much did she pay?",
    "The price of a jar of wild honey is $6. Lena bought 4 jars of honey. How much did she pay?",
    "The price of a jar of her honey is $6. Lena bought 4 jars of honey. How much did she pay?",
    # the price of another stuff's measure
    "The price of a jar of honey is $6. Lena bought 4 jars of jam. How much did she pay?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, Fraction(value))


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
