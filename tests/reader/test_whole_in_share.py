"""The whole counted inside a share: "80% of the 50 kites are red" says what "Of the 50 kites,
80% are red" says (there are 50 kites, and that share of them is red). Each case is in our own
words; an answer case fails when the shape is no longer read, a refusal case when it is read
without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("At the fair, 80% of the 50 kites are red while the rest are green. How many green kites "
     "are there?", 10),
    ("Half of the 30 pens are red. How many pens are not red?", 15),
    ("25% of the 40 frogs are green and the rest are brown. How many frogs are brown?", 30),
]

REFUSED = [
    # another holding of the kind told before: the share's whole is not one
    "Ann has 40 pens. Half of the 30 pens are red. How many red pens are there?",
    # words after the whole say whose things they are
    "Half of the 30 pens she bought are red. How many pens are not red?",
    # a share above the whole is no part of it
    "150% of the 30 pens are red. How many pens are red?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_whole_in_share_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_whole_in_share_refused(text: str) -> None:
    assert_refuses(text)
