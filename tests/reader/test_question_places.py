"""Question frames of additive stories: a place asked by the relation the story told it with
("near the hill" of things told near the hill; "in the crate" of things told in, on or taken
from it), and "How many of them were ADJ / were doing?" read as "How many were …?". Each case
is in our own words; an answer case fails when the shape is no longer read, a refusal case
when it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # a place beside a thing, told and asked alike
    ("There are 40 geese near the hill. If 15 geese flew away, how many geese were left near the "
     "hill?", 25),
    ("There are 12 bikes behind the shed. If 5 bikes were taken away, how many bikes were left "
     "behind the shed?", 7),
    ("There are 12 geese under the bridge. 5 geese swam away. How many geese are under the bridge "
     "now?", 7),
    # taken from a place: it held them, as "in" says
    ("There are 10 pears in the crate. 3 pears are taken out of the crate. How many pears are in "
     "the crate now?", 7),
    # the parts of a whole told, one asked of "them"
    ("Ida saw 30 kites. 18 of them were green and the rest were yellow. How many of them were "
     "yellow?", 12),
    ("Ida saw 30 frogs. 18 of them were sleeping and the rest were swimming. How many of them were "
     "swimming?", 12),
]

REFUSED = [
    # asked by another relation than the story told: another place
    "There are 20 ducks in the pond. 6 ducks left. How many ducks are near the pond?",
    "There are 20 ducks near the pond. 6 ducks flew away. How many ducks are left in the pond?",
    "There are 20 ducks under the bridge. How many ducks are behind the bridge?",
    # a place named with no preposition holds what it has; nothing is told beside it
    "The barn has 8 goats. How many goats are near the barn?",
    # two relations told of one place noun: which holding is asked?
    "There are 9 cats in the box and 4 cats near the box. How many cats are in the box?",
    # a place never told
    "There are 20 ducks near the pond. 6 ducks flew away. How many ducks are left near the lake?",
    # "of them" with a sub-kind the story never tells apart
    "Ida has 30 kites. 18 of them are green. How many of them are yellow?",
    "Ida saw 30 kites. 18 of them were green and the rest were yellow. How many of them were "
    "small?",
    "Ida saw 30 frogs. 18 of them were sleeping. How many of them were swimming?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_question_place_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_question_place_refused(text: str) -> None:
    assert_refuses(text)
