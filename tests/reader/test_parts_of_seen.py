"""Parts of what a doing that moves nothing counted ("Ivy saw 33 moths. 20 of them were
brown."): the things seen, met or counted are held by no one, and parts told of them make them
up as parts of a holding do. Problems in our own words, with the answer each must give, and the
shapes that must refuse."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

READ = [
    ("Ivy saw 33 moths. 20 of them were brown and the rest were white. How many moths were "
     "white?", 13),
    ("Ivy saw 33 moths. 20 of them were flying. The rest were sleeping. How many moths were "
     "sleeping?", 13),
    ("Ola met 15 hikers. 9 of the hikers were carrying maps. The rest were carrying poles. How "
     "many hikers were carrying poles?", 6),
    ("Ivy saw 33 moths. 20 of them were brown and 5 were white. How many moths were white?", 5),
]

REFUSED = [
    # "them" after two things seen in one sentence, or another's seeing of the kind before
    "Ivy saw 33 moths and 12 bees. 20 of them were brown. The rest were white. How many moths "
    "were white?",
    "Bo saw 20 moths. Ivy saw 33 moths. 12 of them were brown. The rest were white. How many moths "
    "were white?",
    # the seer holds none of what she saw
    "Ivy saw 33 moths. 20 of them were brown. She has 4 moths. How many brown moths does she have?",
    "Ivy saw 33 moths. 20 of them were brown. How many moths does Ivy have?",
    # a part of the last things counted, not of a holding told before them
    "Ann has 20 pens. She saw 15 birds. 9 of them are red. How many pens are red?",
]


@pytest.mark.parametrize(("text", "value"), READ)
def test_read(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
