"""A last sentence after the question that only names a letter for an amount ("Use K to
represent Kit's pay.") tells no fact and asks nothing: set aside, the question is answered. In
our own words; an answer fails when the sentence is not set aside, a refusal when a sentence that
tells or asks something is."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ren saved 3 times as much money as Kit. Together they saved $48. How many dollars did Ren "
     "save? Use K to represent Kit's savings.", 36, "dollars"),
    ("Ren has 4 more shells than Kit. Together they have 30 shells. How many shells does Kit have? "
     "Use S to stand for the shells Kit has.", 13, "shells"),
]

REFUSED = [
    # a number in it: not only a name
    "Ren saved 3 times as much money as Kit. Together they saved $48. How many dollars did Ren "
    "save? Use K to represent 2 of Kit's dollars.",
    # a fact told after the question
    "Ren saved 3 times as much money as Kit. Together they saved $48. How many dollars did Ren "
    "save? Kit spent half of it.",
    # the naming followed by another sentence
    "Ren saved 3 times as much money as Kit. Together they saved $48. How many dollars did Ren "
    "save? Use K to represent Kit's savings. Kit spent some.",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_letter_named_after_question_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_letter_named_after_question_refused(text: str) -> None:
    assert_refuses(text)
