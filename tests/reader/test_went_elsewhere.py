"""Some of a whole told at one place going to another ("18 of them hopped to the meadow"): a loss
from the place they were at, asked as what is left (or still) there. The other place's count,
the same place as whither, or a question of the whole refuse. Each case is in our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("51 ducks were on the lake. 18 of them flew to the barn. How many ducks were left on the "
     "lake?", 33),
    ("27 rabbits were in the garden. 9 of them hopped to the meadow. How many rabbits are still "
     "in the garden?", 18),
    ("40 kids were at the pool. 15 of them walked to the library. How many kids were left at the "
     "pool?", 25),
]

REFUSED = [
    # the other place may have held some before
    ("51 ducks were on the lake. 18 of them flew to the barn. How many ducks are in the barn?"),
    # whither is where they were
    ("51 ducks were on the lake. 18 of them flew to the lake. How many ducks were left on the "
     "lake?"),
    # the whole, asked with no place
    ("51 ducks were on the lake. 18 of them flew to the barn. How many ducks are there?"),
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_went_elsewhere_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_went_elsewhere_refused(text: str) -> None:
    assert_refuses(text)
