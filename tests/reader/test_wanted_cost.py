"""Saving toward a price: "wants to buy a bike" (one bike, its article counted one) at the
bike's one price is money wanted, and "How much more money does she need?" is that cost less
the money she has."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Lu wants to buy a drum that costs $90. She has $55. How much more money does she need?", 35),
    ("Lu wants to buy 4 flutes. Each flute costs $12. She has $30. How much more money does she "
     "need?", 18),
    # two things wanted, each at its price
    ("Lu wants to buy a drum. A drum costs $90. She also wants to buy a flute. A flute costs $12. "
     "She has $55. How much more money does she need?", 47),
    # a list of things wanted, each with its price
    ("Lu wants a drum that costs $90, a flute that costs $12, and a bell that costs $3. She "
     "already has $55. How much more money does Lu need?", 50),
    ("Lu wants a box of reeds that costs $9 and a drum that costs $90. She has $55. How much more "
     "money does she need?", 44),
    ("Lu wants to buy a drum that costs $90 and a flute that costs $12. She has $55. How much more "
     "money does she need?", 47),
    # "… need to buy the drum?": the drum she wants to buy
    ("Lu wants to buy a drum that costs $90. She has $55. How much more money does she need to buy "
     "the drum?", 35),
    # money got after the want counts toward it
    ("Lu wants to buy a drum that costs $90. She has $55. Her aunt gives her $20. How much more "
     "money does she need?", 15),
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_wanted_cost_answers(text: str, value: int) -> None:
    assert_answers(text, value, "dollars")


@pytest.mark.parametrize("text", [
    # the money told is someone else's
    "Lu wants to buy a drum that costs $90. Kai has $55. How much more money does she need?",
    # one drum is bought already: more for a second, or for the one wanted?
    "Lu wants to buy a drum that costs $90. She bought a drum. She has $55. How much more money "
    "does she need?",
    # the thing named is not the one wanted, or not all that is wanted
    "Lu wants to buy a drum that costs $90. She has $55. How much more money does she need to buy "
    "the flute?",
    "Lu wants a drum that costs $90 and a bell that costs $3. She has $55. How much more money does "
    "she need to buy the drum?",
    # a sum needed, and a thing to buy: is the sum the drum's?
    "Lu needs $90. She has $55. How much more money does she need to buy the drum?",
    # one kind at two prices: which is a drum's?
    "Lu wants a drum that costs $90 and a drum that costs $40. She has $55. How much more money "
    "does she need?",
    # a price on sale: the drum's price, or less?
    "Lu wants to buy 2 drums. Drums are 10% off. Each drum costs $90. She has $55. How much more "
    "money does she need?",
    # a price another payer paid is not hers
    "Lu wants to buy 2 drums. Kai pays $80 for each drum. She has $55. How much more money does "
    "she need?",
])
def test_wanted_cost_refused(text: str) -> None:
    assert_refuses(text)
