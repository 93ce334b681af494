"""A holding told in the past tense of a part of today ("had 20 buns this morning") is of a time
before now, as "yesterday" tells: asked of now with nothing told since, it is refused; a change
told after it carries it on to now."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Uma had 20 buns this morning. She sold 6 buns. How many buns does she have now?", 14, "buns"),
    ("Uma had 20 buns this morning. How many buns did she have this morning?", 20, "buns"),
    ("Uma has 20 buns this morning. How many buns does she have?", 20, "buns"),
]

REFUSED = [
    "Uma had 20 buns this morning. How many buns does she have now?",
    "This afternoon Uma had 20 buns. How many buns does she have?",
    # a habit of making them besides: more may have been made since
    "A cook makes buns. She had 20 buns this evening. How many buns does she have now?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
