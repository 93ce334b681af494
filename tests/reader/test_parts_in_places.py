"""Things put into a row of places and the places compared: a particle that only says the
putting is done through ("packs them up in two boxes", "packed away the cups in 3 crates"), a
place named again after "than" with its preposition left out ("than the first box"), and
capitalized words before the noun asked ("How many more Lego blocks …"). Every case is in our
own words; an answer fails when the shape is no longer read, a refusal when it is read without
what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Sam has 58 stickers. He packs them up in two boxes. There are 23 stickers in the first box. "
     "How many stickers are in the second box?", 35),
    ("Sam has 58 stickers. He packs them away in two boxes. There are 23 stickers in the first "
     "box. How many stickers are in the second box?", 35),
    ("Sam has 58 stickers. He bundles them up in two boxes. There are 23 stickers in the first "
     "box. How many more stickers are there in the second box than the first box?", 12),
    ("Ida has 40 shells. She packs away them in two jars. If there are 15 shells in the first "
     "jar, how many more shells are in the second jar than the first?", 10),
    ("There are 23 stickers in the red box. There are 30 stickers in the blue box. How many more "
     "stickers are in the blue box than the red box?", 7),
    ("Sam has 58 Lego blocks. He puts them in two boxes. There are 23 Lego blocks in the first "
     "box. How many more Lego blocks are there in the second box than the first?", 12),
    ("Bo has 3 Barbie Dolls. Ann has 5 Barbie Dolls. How many more Barbie Dolls does Ann have "
     "than Bo?", 2),
    ("Bo has 3 Barbie Dolls and 4 Ken Dolls. How many Ken Dolls does Bo have?", 4),
]

REFUSED = [
    # no place named: packed up where, and are they still his?
    "Sam has 58 stickers. He packs them up. There are 23 stickers in the first box. How many "
    "stickers are in the second box?",
    # a particle that says more than the putting: given away is no putting into boxes
    "Sam has 58 stickers. He gives them away in two boxes. There are 23 stickers in the first "
    "box. How many stickers are in the second box?",
    # after "than", another noun, another number of it, or no words told apart from the first
    "There are 23 stickers in the red box. There are 30 stickers in the blue box. How many more "
    "stickers are in the blue box than the red bag?",
    "There are 23 stickers in the red box. There are 30 stickers in the blue box. How many more "
    "stickers are in the blue box than the red boxes?",
    "There are 23 stickers in the red box. There are 30 stickers in the blue box. How many more "
    "stickers are in the blue box than the box?",
    # "has" after it: the red box as a holder, not a place said again
    "There are 23 stickers in the red box. There are 30 stickers in the blue box. How many more "
    "stickers are in the blue box than the red box has?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
