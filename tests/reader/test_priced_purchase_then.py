"""A purchase told with its price in a clause placed by "then" or "later" alone ("Then she bought
3 kites for $4 each"): the price then, which prices that purchase (and none told before it). And
a sum told spent on one thing ("spent $5 on a scarf", "bought a scarf for $5") is what that thing
cost, so a question of the spending on it and on things priced each adds the two."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Gil had $50. Then he bought 3 kites for $4 each. How much money does Gil have left?", 38),
    ("Gil paid $6 for a ball. Later he bought 3 kites for $4 each. How much money did Gil spend?", 18),
    ("Gil spent $6 on a ball and then he bought 3 kites for $4 each. How much money did he spend on "
     "the ball and kites?", 18),
    ("Gil bought a scarf for $9. He bought 2 hats for $5 each. How much did he spend on the scarf and "
     "the hats?", 19),
    # a sum spent on another thing went for that thing, not for those asked
    ("Gil bought 2 hats for $5 each and 3 kites for $4 each. He also spent $6 on a ball. How much "
     "did he spend on hats and kites?", 22),
    # a thing bought with a price of its own, not asked, is left out
    ("Gil spent $6 on a ball. He bought 3 kites for $4 each and a pen for $1. How much did he spend "
     "on the ball and kites?", 18),
]

REFUSED = [
    # the kites bought before the price told then: their price is not told
    "Gil bought 2 kites. Then he bought 3 kites for $4 each. How much money did Gil spend?",
    # a price of another time
    "Gil had $50. Yesterday he bought 3 kites for $4 each. How much money does Gil have left?",
    # a sum spent on no thing named may have gone for the kites
    "Gil spent $6 on a ball. He spent $3. He bought 3 kites for $4 each. How much did he spend on the "
    "ball and kites?",
    # one sum for two things: not the ball's alone
    "Gil spent $9 on a ball and some pens. He bought 3 kites for $4 each. How much did he spend on "
    "the ball and kites?",
    # two sums spent on a ball, or a sum and a price of the kind: which ball?
    "Gil spent $6 on a ball. Later he spent $4 on a ball. How much did he spend on the ball?",
    "Gil spent $6 on a ball. Later he spent $4 on a ball. He bought 3 kites for $4 each. How much "
    "did he spend on the ball and kites?",
    "Gil spent $6 on a kite. He bought 3 kites for $4 each. How much did he spend on the kite?",
    # the kites are Ada's
    "Gil spent $6 on a ball. Ada bought 3 kites for $4 each. How much did Gil spend on the ball and "
    "kites?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_a_purchase_priced_then_is_costed(text: str, value: int) -> None:
    assert_answers(text, value, "dollars")


@pytest.mark.parametrize("text", REFUSED)
def test_a_price_or_sum_of_another_time_or_thing_refuses(text: str) -> None:
    assert_refuses(text)
