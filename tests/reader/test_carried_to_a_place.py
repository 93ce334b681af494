"""Things carried to a place by a verb of carrying ("took 5 pens to school", "brought 8 buns to
the picnic") go along with the carrier: still held there, or left there, the words do not say,
so the clause is not read. Given to a person ("took 5 pens to his teacher") they are given;
money brought to a place is the money held there ("brought $40 to the fair")."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Dev had 30 pens. He took 5 pens to his teacher. How many pens does Dev have?", 25, "pens"),
    ("Dev had 30 pens. He sent 5 pens to school. How many pens does Dev have?", 25, "pens"),
    ("Dev brought $40 to the fair. He spent $15 on rides. How much money does Dev have left?", 25, "dollars"),
]

REFUSED = [
    "Dev had 30 pens. He took 5 pens to school. How many pens does Dev have?",
    "Dev had 30 buns. He brought 8 buns to the picnic. How many buns does Dev have?",
    "Dev had 30 pens. He carried 5 pens to the office. How many pens does he have left?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
