"""Grading and reviewing are doings that leave their things held ("graded 6 of them"), as
reading is: what is left to grade is what was to be graded less what was graded. Each case is
in our own words; an answer case fails when "grade" is again a verb of no known class, a
refusal case when what is left is asked with nothing told to do."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Mr. Obi had 40 essays to grade. He graded 13. How many essays does he have left to grade?", 27),
    ("Ilse has 25 reports to review. She reviewed 9 of them. How many more reports does she have "
     "to review?", 16),
    ("Mr. Obi had 40 essays to grade. He graded 13. Then he got 6 more. How many essays does he "
     "have left to grade?", 33),
]

REFUSED = [
    # graded essays are still held: how many he has is not what is left to grade
    "Mr. Obi had 40 essays. He graded 13. How many essays does he have left?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_grading_left_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_grading_left_refused(text: str) -> None:
    assert_refuses(text)
