"""A kind asked of a holding whose kinds are tied by a comparison and told only as their sum
("has 3 more figs than plums. She has 25 fruits."): the sum counts the kinds together at the
time they were compared, and nothing changed after, so the kind asked is still held as it was.
Each case is in our own words; an answer case fails when the shape is no longer read, a refusal
case when it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ivy has 3 more figs than plums. She has 25 fruits. How many plums does Ivy have?", 11, "plums"),
    ("Ivy has 3 more figs than plums. She has 25 fruits in all. How many figs does she have?", 14,
     "figs"),
    ("Omar has twice as many hens as ducks. He has 36 birds in total. How many ducks does he "
     "have?", 12, "ducks"),
    ("Omar has 3 times as many sheep as goats, and 2 more goats than pigs. If Omar has 48 animals "
     "in all, how many pigs does he have?", 8, "pigs"),
    # two sorts of one noun, both of the one holder: both are what the plain noun counts
    ("Ivy has 6 more long pencils than short pencils. She has 40 pencils. How many short pencils "
     "does she have?", 17, "short pencils"),
]

REFUSED = [
    # compared now, counted at a time gone by
    "Ivy has 3 more figs than plums. She had 25 fruits in all. How many plums does Ivy have?",
    "Ivy has 3 more figs than plums. She had 25 fruits. How many plums does Ivy have?",
    # a kind of the sum besides: among the 25, or beside them?
    "Ivy has 3 more figs than plums. She has 25 fruits and 4 pears. How many plums does Ivy have?",
    "Omar has twice as many hens as ducks. He has 36 birds. He also has 5 geese. How many ducks "
    "does he have?",
    # a change after the sum: of which kind?
    "Ivy has 3 more figs than plums. She has 25 fruits. Then she ate 5 fruits. How many plums "
    "does Ivy have?",
    # the sum is another's
    "Ivy has 3 more figs than plums. Leo has 25 fruits. How many plums does Ivy have?",
    # a thing not of the category: the sum says nothing of it
    "Ivy has 3 more figs than pens. She has 25 fruits. How many pens does Ivy have?",
    # an odd sum leaves no whole count
    "Ivy has 3 more figs than plums. She has 24 fruits. How many plums does Ivy have?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_kind_of_a_sum_told_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_kind_of_a_sum_told_refused(text: str) -> None:
    assert_refuses(text)
