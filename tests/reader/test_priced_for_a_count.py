"""A sum said of a kind for a count of it ("Tickets cost $1 for 4 tickets", "Tickets are $3 for
4"): the price of that many, as "4 tickets cost $1" says (sum = price × 4). Every case is in our
own words; an answer fails when the shape is no longer read, a refusal when it is read without
what would make it certain."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("The tickets cost $1 for 4 tickets. If Ann bought 12 tickets, how much did she pay?", 3),
    ("Tickets cost $1 for 4. Ann bought 12 tickets. How much did she spend?", 3),
    ("Tickets cost $1 for 4 tickets. How much do 12 tickets cost?", 3),
    ("Tickets were $3 for 4 tickets. How much would 8 tickets cost?", 6),
    ("Pens are $6 for 4. How much does each pen cost?", Fraction(3, 2)),
]

REFUSED = [
    # a group's price, or a price for things of another name
    "Tickets cost $10 for 4 people. How much does one ticket cost?",
    "Tickets cost $10 for 4 adults. How much would 8 tickets cost?",
    # a holder's things, things pointed at, things with words of their own
    "Ann's tickets cost $1 for 4 tickets. How much do 12 tickets cost?",
    "Tickets cost $1 for the 4 tickets. How much do 12 tickets cost?",
    "Red tickets cost $1 for 4 tickets. How much do 12 tickets cost?",
    # each, or one: no sum for a count
    "Tickets cost $1 for 4 tickets each. How much do 12 tickets cost?",
    # another time's price
    "Tickets cost $1 for 4 tickets last year. How much do 12 tickets cost?",
    # two prices of the kind
    "Tickets cost $1 for 4 tickets and $2 for 10 tickets. How much do 12 tickets cost?",
    # a purchase of something never priced
    "Tickets cost $1 for 4 tickets. Ann bought 12 tickets and 2 pens. How much did she spend?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int | Fraction) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
