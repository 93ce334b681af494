"""Money handed to someone who held none before ("His aunt gave him $30 to go to the market")
is a first getting, held two ways as a first gain is: the money starts there, or adds to an
amount never told; uniqueness tells them apart."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value"), [
    ("Rob's aunt gave him $30 to go to the market. Rob bought 4 cups at $3 each. How much money does "
     "Rob have left?", 18),
    ("Rob got $30 from his aunt. Rob spent $12. How much money does Rob have left?", 18),
])
def test_money_given_starts_the_holding(text: str, value: int) -> None:
    assert_answers(text, value, "dollars")


@pytest.mark.parametrize("text", [
    # money held before: the sum given adds to an amount never told
    "Rob had some money. His aunt gave him $30. Rob spent $12. How much money does Rob have left?",
    # the giver's money: what she had is not told
    "Rob's aunt gave him $30. Rob spent $12. How much money does his aunt have left?",
])
def test_money_given_refused(text: str) -> None:
    assert_refuses(text)
