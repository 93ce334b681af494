"""Some "of them" lost or given right after a holding told against another's ("Lu has three
times as many shells as Kai. Lu lost 5 of them"): the holding told last is the subject's own, so
"them" are the subject's. In our own words; an answer fails when the shape is no longer read, a
refusal when it is read beside what makes it unsure."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Kai has 12 shells. Lu has three times as many shells as Kai. Lu lost 5 of them. How many "
     "shells does Lu have now?", 31, "shells"),
    ("Kai has 12 shells. Lu has 4 more shells than Kai. She gave 6 of them to Kai. How many "
     "shells does Lu have left?", 10, "shells"),
    ("Kai has 12 shells. Lu has 4 fewer shells than Kai. Lu gave 6 of them to Kai. How many "
     "shells does Kai have now?", 18, "shells"),
]

REFUSED = [
    # the one compared lost "them" after the other's holding was told: whose?
    "Kai has 12 shells. Lu has three times as many shells as Kai. Kai lost 5 of them. How many "
    "shells does Kai have now?",
    "Kai has 12 shells. Lu has 4 more shells than Kai. Kai ate 3 of them. How many shells does "
    "Kai have left?",
    # a third holder told last
    "Kai has 12 shells. Lu has three times as many shells as Kai. Bo has 7 shells. Lu lost 5 of "
    "them. How many shells does Lu have now?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_of_them_after_compared_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_of_them_after_compared_refused(text: str) -> None:
    assert_refuses(text)
