"""Counted things that arrive ("Then 9 more hikers arrived", "4 kids came"): a gain of the place
told, or of the one holder of their kind, as "4 kids left" is a loss of it. In our own words; an
answer case fails when the arrival is no longer read, a refusal case when it is read though it
says a way out of somewhere, or leaves two holders it may have come to."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("There were 15 hikers at the camp. Then 9 more hikers arrived. How many hikers are at the camp "
     "now?", 24, "hikers"),
    ("There were 15 hikers at the camp. 4 hikers left and 6 hikers came. How many hikers are at the "
     "camp now?", 17, "hikers"),
    ("There were 15 hikers at the camp. 9 hikers arrived at the camp. How many hikers are at the "
     "camp now?", 24, "hikers"),
]

REFUSED = [
    # come from elsewhere: to the camp, or from it?
    "There were 15 hikers at the camp. 9 hikers came from the lake. How many hikers are at the "
    "camp now?",
    # come out, come home: a way out of the place
    "There were 15 hikers at the camp. 9 hikers came out. How many hikers are at the camp now?",
    "There were 15 hikers at the camp. 9 hikers came home. How many hikers are at the camp now?",
    # two places hold hikers: which one did they come to?
    "There were 15 hikers at the camp and 5 hikers at the lake. Then 9 more hikers arrived. How "
    "many hikers are at the camp now?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_arrivals_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_arrivals_refused(text: str) -> None:
    assert_refuses(text)
