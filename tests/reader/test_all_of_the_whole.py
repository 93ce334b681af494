"""A whole parted said with "all" ("arranged all (of) the pies in rows of 5", "shared all of them
equally among 5 friends", "put all 30 pies in rows"): "all" says again that the whole is all of
what "the pies" or "them" names, and the parting is read as without it. "all but 5 of the pies",
"almost all of the pies", "all of the pies except 5" are not read. Every case is in our own
words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ann baked 30 pies. She arranged all of the pies in rows of 5. How many rows did she make?", 6),
    ("Ann baked 30 pies. She arranged all the pies in rows of 5. How many rows did she make?", 6),
    ("Ann baked 30 pies. She shared all of them equally among 5 friends. How many pies did each "
     "friend get?", 6),
    ("Ann baked 16 pecan pies and 14 apple pies. If she wants to arrange all of the pies in rows of "
     "5 pies each, how many rows will she have?", 6),
]

REFUSED = [
    # not all of them: how many were parted is another reading
    "Ann baked 30 pies. She arranged all but 5 of the pies in rows of 5. How many rows did she make?",
    "Ann baked 30 pies. She arranged almost all of the pies in rows of 5. How many rows did she make?",
    "Ann baked 30 pies. She arranged all of the pies except 5 in rows of 5. How many rows did she "
    "make?",
    # the pies of both bakers, or hers?
    "Ann baked 30 pies. Tom baked 10 pies. She arranged all of the pies in rows of 5. How many rows "
    "did she make?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
