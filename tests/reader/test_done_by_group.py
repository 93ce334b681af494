"""A doing told of a counted group of people ("8 cousins picked 96 plums") is a whole parted
among them, each one's part untold: read as equal parts only when a later clause says they
each did the same ("They each picked the same number"), and only of that doing; refused when
another doer could be among "they"."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("8 cousins picked 96 plums. They each picked the same number of plums. How many plums did "
     "each cousin pick?", 12, "plums"),
    ("At the fair, 5 kids won 45 prizes in all. If they each won the same amount, how many prizes "
     "did each kid win?", 9, "prizes"),
    ("5 kids won 45 prizes. They each won the same amount. How many prizes did each person win?", 9,
     "prizes"),
]

REFUSED = [
    # nothing says the parts are equal
    "8 cousins picked 96 plums. How many plums did each cousin pick?",
    # the same of another doing tells nothing of the picking
    "8 cousins picked 96 plums. They each ate the same number of plums. How many plums did each "
    "cousin pick?",
    # another doer told: is Ivo among "they"?
    "8 cousins picked 96 plums. Ivo picked 8 plums. They each picked the same number of plums. How "
    "many plums did each cousin pick?",
    # not exact
    "8 cousins picked 100 plums. They each picked the same number of plums. How many plums did "
    "each cousin pick?",
    # the same of another kind
    "8 cousins picked 96 plums. They each picked the same number of pears. How many plums did each "
    "cousin pick?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_done_by_group_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_done_by_group_refused(text: str) -> None:
    assert_refuses(text)
