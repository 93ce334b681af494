"""A thing said to sell, or to be sold or priced, at a sum each ("Cookies sell for $2 each",
"Each ticket is priced at $5", "Mugs are sold for $4 each", "A pen sells for $1") says the
price of one of its kind, for whoever sells or buys it. Each case is in our own words; an answer
case fails when the shape is no longer read, a refusal case when it is read without what would
make it certain."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Mugs are sold for $4 each. Ben bought 3 mugs. How much did he spend?", 12),
    ("Cookies sell for $2 each. Ann sold 7 cookies. How much money did she make?", 14),
    ("Tickets are priced at $5 each. Cy bought 4 tickets. How much did he spend?", 20),
    ("Each ticket is priced at $5. Cy bought 4 tickets. How much did he spend?", 20),
    ("A pen sells for $3. Dee sold 5 pens. How much money did she earn?", 15),
    # "everyday", written as one word, is "every day"
    ("Everyday I read 4 pages. How many pages do I read in one week?", 28),
]

REFUSED = [
    # one sale then, or things sold then: that sale's price
    "A lamp sold for $40. Ann sold 5 lamps. How much money did she earn?",
    "Mugs were sold for $4 each. Ben bought 3 mugs. How much did he spend?",
    # things owned or pointed at: those, not any of the kind
    "Her mugs sell for $4 each. Ben bought 3 mugs. How much did he spend?",
    "The mugs are sold for $4 each. Ben bought 3 mugs. How much did he spend?",
    # all of them together, or more than another
    "Mugs are sold for $12. Ben bought 3 mugs. How much did he spend?",
    "A pen sells for $1 more than a pad. Dee sold 5 pens. How much money did she earn?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, Fraction(value))


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
