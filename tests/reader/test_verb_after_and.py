"""A verb told after "and" whose word may also be a noun ("made 48 donuts and split them among
7 boxes"): an object pronoun right after it shows it is the subject's next doing. Each case is in
our own words; an answer fails when the word is read as a noun again, a refusal when "them"
binds what the words leave open."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ann had 48 donuts and split them evenly among 6 boxes. How many donuts were in each box?", 8),
    ("Ann made 48 donuts and split them evenly among 7 boxes. How many donuts were left over?", 6),
    ("Ann had 12 pens and split them into 4 equal groups. How many pens are in each group?", 3),
]

REFUSED = [
    # "them" of two kinds, or of two holders: which are parted?
    "Ann had 12 pens and 3 pencils and split them into 5 groups. How many were in each group?",
    "Ann had 12 pens and Bo had 8 pens and they split them into 4 groups. How many pens were in each "
    "group?",
    # parts not counted
    "Ann had 12 pens and split them among her friends. How many pens did each friend get?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_verb_after_and_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_verb_after_and_refused(text: str) -> None:
    assert_refuses(text)
