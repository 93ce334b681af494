"""Holdings counted together. A change told of a group that holds nothing of its own ("They ate
35") is a change to what its members hold together, when each member is told holding the kind;
from then on each member's own holding is not told apart. A goal of the plain kind ("needs 100
tiles") counts the held sorts of it together. After kinds are counted together, a change told
of one of them alone reaches no total the question can ask, and refuses."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Debby had 32 pieces of candy and her sister had 42. They ate 35 pieces. How many pieces do "
     "they have left?", 39),
    ("Ann had 5 apples and Bo had 6 apples. Ann and Bo ate 3 apples. How many apples do Ann and Bo "
     "have left?", 8),
    ("Ann had 5 apples and Bo had 6 apples. They bought 3 apples. How many apples do they have?", 14),
    ("A pool has 48 blue tiles and 32 red tiles. If the pool needs 100 tiles to be completed, how "
     "many more tiles are needed?", 20),
    ("A pool has 48 blue tiles and 32 red tiles. The pool needs 100 blue tiles. How many more blue "
     "tiles are needed?", 52),
]

REFUSED = [
    # a member's own holding is not told apart from what the group ate
    "Ann had 5 apples and Bo had 6 apples. They ate 3 apples. How many apples does Ann have left?",
    # a member told no holding of the kind, or one of a time gone by
    "Ann had 5 apples and Bo had 6 pears. They ate 3 apples. How many apples do they have left?",
    "Ann had 5 apples last week and Bo has 6 apples. They ate 3 apples. How many apples do they "
    "have left?",
    # the group is three; two are asked
    "Ann has 5 apples. Bo has 6 apples. Cy has 2 apples. They ate 3 apples. How many apples do Ann "
    "and Bo have left?",
    # a change of one kind (or one member) after they were counted together
    "Ann had 5 apples and Bo had 6 apples. They ate 3 apples. Ann bought 2 more apples. How many "
    "apples do they have?",
    "Tom has 48 blue tiles and 32 red tiles. He sold 20 tiles. Then he bought 10 blue tiles. How "
    "many tiles does he have?",
    "Tom has 48 blue tiles and 32 red tiles. He needs 100 tiles. Then he bought 10 blue tiles. How "
    "many tiles does he have?",
    # the goal counts the tiles together: how many of them blue is not told
    "A pool has 48 blue tiles and 32 red tiles. The pool needs 100 tiles. How many more blue tiles "
    "are needed?",
    # green plates need not be paper ones
    "Xavier needs 84 paper plates. He already has 21 green plates and 28 red plates. How many more "
    "plates should Xavier buy?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
