"""Things said to be there too, with no place: "The shed has 9 rakes. There are also 4 hoes."
puts the hoes where the sentence right before put the rakes, when that sentence told what one
thing holds. A person holding ("Ann has 9 rakes") says not whose the hoes are, nor does a
sentence between. Each case is in our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("The shed has 9 rakes. There are also 4 hoes. How many rakes and hoes are in the shed?", 13,
     "rakes and hoes"),
    ("The pantry has 14 cans of soup. There are also 6 jars of jam. 3 cooks are in the kitchen. How "
     "many cans and jars are in the pantry?", 20, "cans and jars"),
    ("There are 11 ducks on the pond. There are also 5 geese. How many ducks and geese are on the "
     "pond?", 16, "ducks and geese"),
]

REFUSED = [
    # a person's holding: the hoes may be anyone's
    "Ann has 9 rakes. There are also 4 hoes. How many rakes and hoes does Ann have?",
    # no "also": not said to be beside the rakes
    "The shed has 9 rakes. There are 4 hoes. How many rakes and hoes are in the shed?",
    # a sentence between: which scene?
    "The shed has 9 rakes. Ann has 2 saws. There are also 4 hoes. How many rakes and hoes are in "
    "the shed?",
    # two holders told in the sentence before
    "The shed has 9 rakes and the barn has 3 forks. There are also 4 hoes. How many rakes and hoes "
    "are in the shed?",
    # a place adverb said for the hoes
    "The shed has 9 rakes. There are also 4 hoes outside. How many rakes and hoes are in the shed?",
    # a place said for the hoes
    "The shed has 9 rakes. There are also 4 hoes in the barn. How many rakes and hoes are in the "
    "shed?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_there_also_in_the_scene(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_there_also_unplaced(text: str) -> None:
    assert_refuses(text)
