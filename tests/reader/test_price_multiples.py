"""A price told as a multiple of another: "A pad costs twice as much (as a pen)", "A pad is
half as expensive as a pen", "A pad costs three times the price of a pen"."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("A mug costs $4. A bowl costs twice as much as a mug. How much does a bowl cost?", 8, "dollars"),
    ("A mug costs $4. A bowl costs three times as much. How much does a bowl cost?", 12, "dollars"),
    ("A mug costs $5. A bowl costs half as much. How much does a bowl cost?", Fraction(5, 2),
     "dollars"),
    ("A mug costs $4. A bowl is twice as expensive as a mug. How much does a bowl cost?", 8,
     "dollars"),
    ("A mug costs $4. A bowl costs 3 times the price of a mug. How much does a bowl cost?", 12,
     "dollars"),
    ("A mug costs $4. A bowl costs twice the cost of a mug. How much does a bowl cost?", 8, "dollars"),
    # the price of a thing other than the last told, named after "as"
    ("A mug costs $4. Kai bought 3 mugs. A bowl costs twice as much as a mug. How much does a bowl "
     "cost?", 8, "dollars"),
    # the price scaled prices a purchase as any price does
    ("A mug costs $4. A bowl costs twice as much. Kai buys 2 mugs and 3 bowls. How much does he "
     "spend?", 32, "dollars"),
]

REFUSED = [
    # no "as" after a purchase told: twice the mug's price, or the $12 spent?
    "A mug costs $4. Kai bought 3 mugs. A bowl costs twice as much. How much does a bowl cost?",
    # no "as" after a sum told for two, or a price of a measure: as one mug, as the two, as a pound?
    "Two mugs cost $4. A bowl costs twice as much. How much does a bowl cost?",
    "Grapes cost $4 per pound. A melon costs twice as much. How much does a melon cost?",
    # no "as" after two things priced: as which?
    "A mug costs $4. A cup costs $3. Kai paid $2. A bowl costs twice as much. How much does a bowl "
    "cost?",
    # a thing never priced
    "A mug costs $4. A bowl costs twice as much as a plate. How much does a bowl cost?",
    # "times more": read two ways
    "A mug costs $4. A bowl costs 3 times more than a mug. How much does a bowl cost?",
    # another's thing, a thing with words after it
    "A mug costs $4. Kai's bowl costs twice as much. How much does a bowl cost?",
    "A mug costs $4. A bowl costs twice as much as the mug did. How much does a bowl cost?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_price_multiple_answered(text: str, value: int | Fraction, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_price_multiple_refused(text: str) -> None:
    assert_refuses(text)
