"""A shop that sells, or has, a number of things for a sum ("A kiosk sells 5 limes for $2",
"The cafeteria was selling 4 bagels for $3", "A stall had 6 candles for $9"): the price of that many
of the kind, as "sells limes 5 for $2" says; a shop said first with no comma ("At the market plums
were $3 for 2 pounds") is the place of the price. Every case is in our own words."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("A market sells 5 limes for $2. How much would 15 limes cost?", 6),
    ("The cafeteria was selling 4 bagels for $3. If you bought 10 bagels, how much would it cost?",
     Fraction(15, 2)),
    ("A shop had 6 boxes of candles for $9.30. How much would it cost if you were to buy 4 boxes?",
     Fraction(31, 5)),
    # a shop's word for its wares tells none of them
    ("The kite fair had a sale where 4 kites were $10. If you wanted to buy 6 kites, how much money "
     "would you need?", 15),
    ("A bakery sells 3 rolls for $1.20. It sold 12 rolls. How much money did it make?", Fraction(24, 5)),
    # a shop said first with no comma runs into the noun after it ("the market plums"): before
    # "be" and a sum, the shop is the place and the rest the thing priced
    ("At the market plums were $3 for 2 pounds. If you bought 8 pounds, how much would it cost?", 12),
    ("At the bakery rye flour was $5.10 for 3 pounds. How much would 5 pounds of rye flour cost?",
     Fraction(17, 2)),
]

REFUSED = [
    # a sale then, of those things: no offer to anyone
    "A market sold 5 limes for $2. How much would 15 limes cost?",
    # a person selling: a sale told as now?
    "Oren sells 5 limes for $2. How much would 15 limes cost?",
    # things told before: those of the shop's, maybe only these
    "A shop had 20 candles. It had 6 candles for $9. How much would 4 candles cost?",
    # things named otherwise before: these, maybe ("kite tails" tell kites' tails, not a shop's)
    "Ivo made 4 kite tails. 2 kites were $5. How much would 8 kites cost?",
    # two prices of one kind
    "The toy shop had a sale where 4 kites were $10. 2 kites were $5. How much would 8 kites cost?",
    # two shops, two prices of one kind
    "At the shop rice was $6 for 3 pounds. At the market rice was $5 for 3 pounds. "
    "How much would 6 pounds of rice cost?",
    # a shop of someone's: whose offer?
    "Oren's market sells 5 limes for $2. How much would 15 limes cost?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int | Fraction) -> None:
    assert_answers(text, value, "dollars")


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)


# a shop's own wares ("its", "their" of the shop that opens the story) are the kind it sells
OWN_WARES = [
    ("The Lark Shop sells their lamps for $12. Last month they sold 30 lamps. How much money did they "
     "make last month?", 360),
    ("A bakery sells its pies for $7 each. It sold 9 pies. How much money did it make?", 63),
]


@pytest.mark.parametrize(("text", "value"), OWN_WARES)
def test_own_wares(text: str, value: int) -> None:
    assert_answers(text, value, "dollars")


def test_a_count_there_stays_one_noun() -> None:
    # "the school bus" is the place: no sum follows "were"
    assert_answers("In the school bus were 5 kids. How many kids were in the bus?", 5, "kids")


def test_wares_of_others_told_before_refused() -> None:
    # "their" may be the makers'
    assert_refuses("Ivo and Lu made lamps. The shop sells their lamps for $12. It sold 30 lamps. "
                   "How much money did it make?")
