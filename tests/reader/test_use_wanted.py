"""A want to use up an amount ("plans to use 501 pounds of flour", "wants to eat 10 apples") is
an amount wanted had when the question asks the things still to get ("How much more flour does
he need (to buy)?"): one must have what one uses. Each case is in our own words; an answer case
fails when the want is no longer read so, a refusal case when it is read over a use told or
for a question of the doing."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Rita plans to use 48 eggs. She has 30 eggs. How many more eggs does she need to "
     "buy?", 18),
    ("Omar is planning to use 12 liters of paint. He has 5 liters of paint. How much more paint does "
     "he need?", 7),
    ("Ivy wants to eat 10 plums. She has 4 plums. How many more plums does she need?", 6),
    # the doing asked, with a use told: as before, the want less the uses
    ("Ivy wants to eat 10 plums. She ate 4 plums. How many more plums does she need to eat?", 6),
]

REFUSED = [
    # a use told already: part of the want, or out of the holding told?
    "Ivy wants to eat 10 plums. She ate 4 plums. She has 3 plums. How many more plums does she need "
    "to buy?",
    # the doing asked while only a holding is told: none eaten yet, or some?
    "Ivy wants to eat 10 plums. She has 4 plums. How many more plums does she need to eat?",
    # more held than wanted used
    "Rita plans to use 30 eggs. She has 48 eggs. How many more eggs does she need to buy?",
    # a want to sell is no amount to have
    "Rita wants to sell 30 eggs. She has 20 eggs. How many more eggs does she need to buy?",
    # another's holding
    "Rita plans to use 30 eggs. Ann has 20 eggs. How many more eggs does Rita need to buy?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_use_wanted_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_use_wanted_refused(text: str) -> None:
    assert_refuses(text)
