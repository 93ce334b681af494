"""A doing at a pace asked "at the end of" a count of the pace's unit ("How many pears had she
eaten at the end of 4 days?") asks what "in 4 days" asks, in the past perfect as in the simple
past; any other doing of the verb told beside the pace may stand in the count too, and refuses."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Lia ate 3 pears every day. How many pears had she eaten at the end of 4 days?", 12),
    ("Lia ate 3 pears every day. How many pears had she eaten in 4 days?", 12),
    ("Lia eats 3 pears every day. How many pears will she have eaten at the end of 4 days?", 12),
]

REFUSED = [
    # pears eaten before the pace: in the count at the end of 4 days, or not?
    "Lia ate 2 pears. Then she ate 3 pears every day. How many pears had she eaten at the end of 4 "
    "days?",
    "Lia has eaten 2 pears. She eats 3 pears every day. How many pears will she have eaten at the "
    "end of 4 days?",
    # a holding told before: at the end of 4 weeks, the $20 saved too?
    "Lia had $20 saved. She saves $5 every week. How much money will she have saved at the end of "
    "4 weeks?",
    # a holding asked at the end: what she had before is not told
    "Lia ate 3 pears every day. How many pears did she have at the end of 4 days?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
