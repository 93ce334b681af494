"""The size of a share asked of "each person" ("How many pens did each person get?"): each of the
people the one share among people parts into (friends, children, "herself and her 3 friends"),
whatever the story calls them. Parts that are no people (boxes), or two shares among people,
leave "each person" unbound, and the question refuses. Every case is in our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ann shared 12 pens equally among her 4 friends. How many pens did each person get?", 3),
    ("Ann shared 12 pens equally among herself and her 3 friends. How many pens did each person get?",
     3),
    ("There are 96 cupcakes for 8 children to share. How many cupcakes will each person get?", 12),
    ("6 friends shared 234 tickets equally. How many tickets did each person get?", 39),
    # "each one": each part, as "each" alone asks
    ("Ann put 12 pens into 4 boxes. How many pens are in each one?", 3),
]

REFUSED = [
    # boxes are no people
    "Ann put 12 pens into 4 boxes. How many pens did each person get?",
    # her friends, or her cousins?
    "Ann shared 12 pens equally among her 4 friends. She shared 10 pens equally among her 5 cousins. "
    "How many pens did each person get?",
    # the pencils went into boxes, not to people
    "Ann shared 12 pens equally among her 4 friends and put 10 pencils into 5 boxes. How many pencils "
    "did each person get?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
