"""A unit of money told by another of its names ("bucks", lexicon units ``forms``) is the unit
itself: "spent 12 bucks" takes dollars from dollars held, and counts with them. Our own words;
an answer case fails when the other name is read as a thing of its own again."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Nia had 40 dollars. She spent 12 bucks on a scarf. How many 4 dollar pens could she buy with the "
     "money she had left?", 7, "pens"),
    ("Nia had 40 bucks. She spent 12 dollars on a scarf. How much money does she have left?", 28, "dollars"),
    ("Nia earns 9 bucks an hour. She worked 4 hours. How much did she earn?", 36, "dollars"),
]

REFUSED = [
    # the money left buys no whole count of pens: not exact, and nothing says "can"
    "Nia had 40 dollars. She spent 12 bucks on a scarf. How many 5 dollar pens did she buy with the money "
    "she had left?",
    # a buck that is an animal is no money: bought "more bucks" is not read as dollars bought
    "A farmer had 5 bucks. He bought 3 more bucks. How many bucks does he have?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_money_form_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_money_form_refused(text: str) -> None:
    assert_refuses(text)
