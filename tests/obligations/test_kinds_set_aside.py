"""Completeness sets aside a change to the asked holder when the things changed are certainly
other than the things asked: one grade of a scale against another ("green" and "violet",
"small" and "large") of the same noun, or another noun listed beside the asked one in one
holding ("15 apps and 24 files"). A change that may touch the asked things still counts."""

from __future__ import annotations

import pytest

from tests.outcomes import assert_answers, assert_refuses

SET_ASIDE = [
    ("Dan has 32 green and 38 violet marbles. Mike took 23 of Dan's green marbles. "
     "How many violet marbles does Dan now have?", 38),
    ("Dan has 32 green marbles. He bought 10 red marbles. How many green marbles does he have?", 32),
    ("Ann had 9 red apples. She ate 2 green apples. How many red apples does she have?", 9),
    ("Dan has 32 small and 38 large marbles. He lost 3 large marbles. "
     "How many small marbles does Dan now have?", 32),
    ("Dave had 15 apps and 24 files on his phone. He deleted 8 apps. How many files does he have left?", 24),
    ("Dave had 15 apps and 24 files on his phone. He deleted 8 apps and 3 files. "
     "How many files does he have left?", 21),
]

STILL_COUNTED = [
    # the marbles taken may be violet ones
    "Dan has 32 green and 38 violet marbles. Mike took 23 of Dan's marbles. "
    "How many violet marbles does Dan now have?",
    # "shiny" is no grade of the colour scale: shiny marbles may be violet
    "Dan has 32 green and 38 violet marbles. Mike took 23 of Dan's shiny marbles. "
    "How many violet marbles does Dan now have?",
    # the red marbles bought are marbles too
    "Dan has 32 green marbles. He bought 10 red marbles. How many marbles does he have?",
    # files never told beside the apps: the text does not set them apart
    "Dave had 15 apps. He deleted 8 files. How many apps does he have?",
    # a category and its members, and money beside things bought, are never apart
    "Ivy had 10 toys and 4 dolls. She lost 2 dolls. How many toys does she have?",
    "Ann had 10 dollars and 5 stamps. She bought 3 stamps. How much money does she have?",
]


@pytest.mark.parametrize(("text", "value"), SET_ASIDE)
def test_a_change_to_another_grade_is_set_aside(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", STILL_COUNTED)
def test_a_change_that_may_touch_the_asked_things_is_not(text: str) -> None:
    assert_refuses(text)
