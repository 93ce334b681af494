"""A shortfall of money asked "to buy the A, the B and the C": every thing wanted bought, each
named once by "the" (a shorter name will do: "the game" for "a board game"), and nothing else
named or wanted; the need is then what all of them cost less what is held."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Nia wants to buy a kite that costs $8 and a yo-yo that costs $3. She has $6. How much more "
     "money does Nia need to buy the kite and the yo-yo?", 5),
    ("Omar wants to buy a paint set that costs $12, a sketch pad that costs $4, and a pencil case "
     "that costs $2. He has $11. How much more money does he need to buy the set, the pad, and "
     "the case?", 7),
]

REFUSED = [
    # a third thing is wanted but not named
    "Nia wants to buy a kite that costs $8, a yo-yo that costs $3 and a top that costs $2. She has "
    "$6. How much more money does Nia need to buy the kite and the yo-yo?",
    # a thing named that she never wanted
    "Nia wants to buy a kite that costs $8 and a yo-yo that costs $3. She has $6. How much more "
    "money does Nia need to buy the kite and the drum?",
    # "the ball" may be either ball
    "Nia wants to buy a red ball that costs $8 and a blue ball that costs $3. She has $6. How much "
    "more money does Nia need to buy the ball and the kite?",
    # one of them bought already
    "Nia wants to buy a kite that costs $8 and a yo-yo that costs $3. She has $6. She bought the "
    "yo-yo. How much more money does Nia need to buy the kite and the yo-yo?",
    # the money told is someone else's
    "Nia wants to buy a kite that costs $8 and a yo-yo that costs $3. Tia has $6. How much more "
    "money does Nia need to buy the kite and the yo-yo?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value, "dollars")


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
