"""Counted things that arrive at a place ("9 more hikers arrived at the camp"): a gain of that
place, as "came to the camp" is. In our own words; an answer case fails when the arrival is no
longer read, a refusal case when it is read though it names no place it came to (a bare "came"
may have come anywhere, unlike a bare "left", which leaves the one place they were) or says a
way out of somewhere."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("There were 15 hikers at the camp. Then 9 more hikers arrived at the camp. How many hikers are "
     "at the camp now?", 24, "hikers"),
    ("There were 15 hikers at the camp. 4 hikers left and 6 hikers arrived at the camp. How many "
     "hikers are at the camp now?", 17, "hikers"),
]

REFUSED = [
    # no place named: arrived where?
    "There were 15 hikers at the camp. Then 9 more hikers arrived. How many hikers are at the camp "
    "now?",
    "There were 15 hikers at the camp. 4 hikers left and 6 hikers came. How many hikers are at the "
    "camp now?",
    # come from elsewhere: to the camp, or from it?
    "There were 15 hikers at the camp. 9 hikers came from the lake. How many hikers are at the "
    "camp now?",
    "There were 15 hikers at the camp. 9 hikers arrived at the camp from the lake. How many hikers "
    "are at the camp now?",
    # come out, come home: a way out of the place
    "There were 15 hikers at the camp. 9 hikers came out. How many hikers are at the camp now?",
    "There were 15 hikers at the camp. 9 hikers came home. How many hikers are at the camp now?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_arrivals_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_arrivals_refused(text: str) -> None:
    assert_refuses(text)
