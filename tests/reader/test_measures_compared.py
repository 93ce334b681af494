"""The difference between two holders' measures ("the difference between Ted's height and
Fred's height", "the difference in height between Ted and Fred"): what "How much taller is Ted
than Fred?" asks, the larger less the smaller, of one holder on each side, now."""

from fractions import Fraction

import pytest

from wordproof import Answer, Refusal, solve

TOLD = "Ann is 98 inches tall. Bo is 39 inches tall. "

ANSWERED = [
    (TOLD + "What's the difference between Bo's height and Ann's height?", 59, "inches"),
    (TOLD + "What is the difference between the height of Bo and the height of Ann?", 59, "inches"),
    (TOLD + "What is the difference between the heights of Bo and Ann?", 59, "inches"),
    (TOLD + "What is the difference in height between Ann and Bo?", 59, "inches"),
    # the larger less the smaller, whichever is named first
    (TOLD + "What is the difference in height between Bo and Ann?", 59, "inches"),
    (TOLD + "What is the height difference between Bo and Ann?", 59, "inches"),
    # a length of things, now: after a growth told
    ("The red rope is 60 feet long. The blue rope is 50 feet long. What is the difference between "
     "the length of the red rope and the length of the blue rope?", 10, "feet"),
    (TOLD + "Bo grew 5 inches. What is the difference in height between Bo and Ann?", 54, "inches"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_the_difference_between_two_measures(text: str, value: int, unit: str) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value), outcome.explanation
    assert outcome.unit == unit


REFUSED = [
    # a measure said before "difference" that is not what the sides tell
    TOLD + "What is the length difference between Bo and Ann?",
    "Ann has 5 pens. Bo has 3 pens. What is the price difference between Ann's pens and Bo's pens?",
    # two measures that are not one
    TOLD + "What is the difference between Bo's height and Ann's length?",
    # another measure of the dimension told: which is the height?
    TOLD + "Bo's arm is 20 inches long. What is the difference in height between Bo and Ann?",
    # at a time the question does not say
    TOLD + "Bo grew 5 inches. What was the difference in height between Bo and Ann?",
    # several on a side
    TOLD + "Cy is 40 inches tall. What is the difference in height between the boys and Ann?",
    TOLD + "Cy is 40 inches tall. What is the difference between their heights?",
    # one holder named who was never measured
    "Ann is 98 inches tall. Bo's son is 39 inches tall. What is the difference in height between "
    "Bo and Ann?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_the_difference_between_measures_unbound_is_refused(text: str) -> None:
    assert isinstance(solve(text), Refusal)
