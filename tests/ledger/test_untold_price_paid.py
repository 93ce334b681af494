"""What a thing bought cost, told by nothing but its buyer's holdings before and after: "had
$40. She bought a kettle. Now she has $13. How much did the kettle cost?" is the one untold
loss of the buyer's, when that purchase is the buyer's only doing without an amount."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Rosa had $40. She bought a kettle. Now she has $13. How much did the kettle cost?", 27,
     "dollars"),
    ("Omar had 60 tokens. After buying a kite he had 25 tokens left. How many tokens did the kite "
     "cost?", 35, "tokens"),
    # a doing told with its amount is in the holding already
    ("Omar earned 60 tokens. After buying a kite he had 25 tokens left. How many tokens did the "
     "kite cost?", 35, "tokens"),
    ("Rosa had $40. She bought 2 kettles. Now she has $13. How much did the kettles cost?", 27,
     "dollars"),
]

REFUSED = [
    # another doing with no amount: the gift is in the untold change too
    "Rosa had $40. She bought a kettle. She gave some money to Lu. Now she has $13. How much did "
    "the kettle cost?",
    # another purchase: which cost what?
    "Rosa had $40. She bought a kettle. She spent $3 on a mug. Now she has $13. How much did the "
    "kettle cost?",
    # several kettles bought: which one is "the kettle"?
    "Rosa had $40. She bought kettles. Now she has $13. How much did the kettle cost?",
    "Rosa had $40. She bought 2 kettles. Now she has $13. How much did the kettle cost?",
    # one kettle bought, "the kettles" asked
    "Rosa had $40. She bought a kettle. Now she has $13. How much did the kettles cost?",
    # two kinds of her holdings changed: which paid?
    "Rosa had $40 and 20 tokens. She bought a kettle. Now she has $13 and 8 tokens. How much did "
    "the kettle cost?",
    # two buyers of the thing
    "Rosa had $40. She bought a kettle. Lu bought a kettle. Now she has $13. How much did the "
    "kettle cost?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_untold_price_paid(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_untold_price_not_one_loss(text: str) -> None:
    assert_refuses(text)
