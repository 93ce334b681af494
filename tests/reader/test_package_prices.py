"""A price of a stuff told per package, or for a number of packages ("Popcorn is $6 for 4
bags", "Gum costs $1 per pack") is the price of one bag of popcorn, one pack of gum, the kind
"4 bags of popcorn" names. Each case is in our own words; an answer case fails when the shape
is no longer read, a refusal case when it is read without what would make it certain."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Popcorn is $6 for 4 bags. How much would it cost to buy 6 bags of popcorn?", 9),
    ("Gum costs $2 per pack. Ann bought 5 packs of gum. How much did she spend?", 10),
    ("The price of cereal is $9 for 3 boxes. How much would it cost to buy 5 boxes of cereal?", 15),
]

REFUSED = [
    # packages of another stuff
    "Popcorn is $6 for 4 bags. Ann bought 3 bags of chips. How much did she spend?",
    # things, not a stuff: a bag of apples may hold any number of apples
    "Apples cost $3 per bag. Ann bought 5 apples. How much did she spend?",
    # a sort of the stuff, or a package that is no package ("for 4 people")
    "Sweet popcorn is $6 for 4 bags. How much would it cost to buy 6 bags of popcorn?",
    "Popcorn is $6 for 4 people. How much would it cost to buy 6 bags of popcorn?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, Fraction(value))


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
