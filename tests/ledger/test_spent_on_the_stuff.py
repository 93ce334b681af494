"""Money spent asked by the stuff things are told by ("spent on ice cream" of "ice cream
cones", "on cheese" of "cheese crackers"): the noun that is every word before the things' own
names them; a describing word alone ("on red") names no thing. Each case is in our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Lia bought 3 cheese crackers for $2 each and 2 pears for $1 each. How much did she spend "
     "on cheese?", 6),
    ("Lia bought 6 ice cream bars and 4 cups of tea. Each ice cream bar cost $3 and each cup of "
     "tea cost $2. How much more did Lia spend on ice cream than on tea?", 10),
    ("Lia bought 3 ice cream cones for $2 each and 2 ice cream bars for $4 each. How much did she "
     "spend on ice cream?", 14),
]

REFUSED = [
    # a colour alone names no thing bought
    "Lia bought 3 red pens for $2 each and 2 pears for $1 each. How much did she spend on red?",
    # the stuff also bought by a sum of its own: on the cones too, or the sum alone?
    "Lia bought 3 ice cream cones for $2 each and spent $5 on ice cream. How much did she spend "
    "on ice cream?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_spent_on_the_stuff_answered(text: str, value: int) -> None:
    assert_answers(text, value, "dollars")


@pytest.mark.parametrize("text", REFUSED)
def test_spent_on_the_stuff_refused(text: str) -> None:
    assert_refuses(text)
