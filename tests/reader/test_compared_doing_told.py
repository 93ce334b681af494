"""A doing told by its amount alone and by its difference from another's ("Ann saved $60. She
saved $25 more than Lee."; "Adam ran 25 miles more than Kay. Adam ran 35 miles."): one doing,
told twice, when nothing of that kind is told between, no time places either telling and no
"also" tells one more besides. Every case is in our own words; an answer fails when the shape
is no longer read, a refusal when it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ann saved $60. She saved $25 more than Lee. How much did Lee save?", 35),
    ("Ann saved $60. If she saved $25 more than Lee, how much did Lee save?", 35),
    ("Adam ran 25 miles more than Kay. Adam ran 35 miles. How many miles did Kay run?", 10),
    ("Ann picked 12 apples. She picked 5 fewer apples than Bo. How many apples did Bo pick?", 17),
    ("Ann picked 12 apples. She picked 5 more apples than Bo. How many apples did Ann pick?", 12),
]

REFUSED = [
    # placed in time: a second picking, perhaps
    "Ann picked 12 apples. Then she picked 5 more apples than Bo. How many apples did Bo pick?",
    "Ann picked 12 apples on Monday. She picked 5 more apples than Bo. How many apples did Bo "
    "pick?",
    "Adam ran 25 miles more than Kay. Then Adam ran 35 miles. How many miles did Kay run?",
    # told as one more besides
    "Ann picked 12 apples. She also picked 5 more apples than Bo. How many apples did Bo pick?",
    # another kind's words: some of her apples, or all?
    "Ann picked 12 red apples. She picked 5 more apples than Bo. How many apples did Bo pick?",
    # two doings of hers told: which one is compared?
    "Ann picked 12 apples. Ann picked 5 apples. She picked 5 more apples than Bo. How many "
    "apples did Bo pick?",
    # "she" may be either picker
    "Ann picked 12 apples. Eve picked 3 apples. She picked 2 fewer apples than Bo. How many "
    "apples did Bo pick?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
