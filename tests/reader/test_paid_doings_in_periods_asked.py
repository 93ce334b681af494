""""How much did he make in those two days?" of a wage or a pay per thing: the pay for each
doing told on a day named counts as that day's, so the days asked are the days told. Each case
is in our own words."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Rosa earns 7 dollars an hour. On Monday she worked 4 hours and on Friday she worked 3 hours. "
     "How much money did Rosa earn in those two days?", 49),
    ("Rosa earns 7 dollars an hour. On Monday she worked 4 hours. On Friday she worked 3 hours. "
     "How much money did she make over the two days?", 49),
    ("Rosa gets 2 dollars for each dog she walks. On Monday she walked 4 dogs and on Friday she walked "
     "3 dogs. How much money did she get in those two days?", 14),
]

REFUSED = [
    # a stretch of work told with no day: in one of the two days, or on another?
    "Rosa earns 7 dollars an hour. She worked 2 hours. On Monday she worked 4 hours and on Friday she "
    "worked 3 hours. How much money did she earn in those two days?",
    # three days asked of two told
    "Rosa earns 7 dollars an hour. On Monday she worked 4 hours and on Friday she worked 3 hours. How "
    "much money did she earn in those three days?",
    # one day told of two asked
    "Rosa earns 7 dollars an hour. On Monday she worked 4 hours. How much money did she earn in those "
    "two days?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, Fraction(value), "dollars")


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
