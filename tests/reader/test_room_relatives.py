"""Parts told with what each can hold in a relative clause ("puts them in boxes which can hold 9
magazines"): a bare plural told what it can hold says what each one can hold, as "Each box can
hold 9 magazines" says. Every case is in our own words; an answer fails when the shape is no
longer read, a refusal when it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Haley has 63 magazines. She places them in boxes which can contain 9 magazines. How many "
     "boxes will she use?", 7),
    ("Haley has 63 magazines. She places them in boxes that can hold 9 magazines. How many boxes "
     "will she use?", 7),
    ("Haley has 63 magazines. If she places them in boxes which can contain 9 magazines, how many "
     "boxes will she use?", 7),
    # room: the last box may hold fewer, so the boxes needed are rounded up
    ("Haley has 65 magazines. She places them in boxes that can hold 9 magazines. How many boxes "
     "will she need?", 8),
]

REFUSED = [
    # the boxes used are not said to be full
    "Haley has 65 magazines. She places them in boxes that can hold 9 magazines. How many boxes "
    "will she use?",
    # "the boxes that can hold 90": those boxes together, not each
    "Haley has 63 magazines. She places them in the boxes that can hold 90 magazines. How many "
    "boxes will she use?",
    # room for another kind says nothing of the magazines
    "Haley has 63 magazines. She places them in boxes which can contain 9 books. How many boxes "
    "will she use?",
    # boxes she holds, not counted: how many is not told
    "Haley has 63 magazines. She has boxes that can hold 9 magazines. How many boxes does she have?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
