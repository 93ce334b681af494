"""A count of things as the subject of a passive parting ("48 cookies are shared equally among 6
children", "48 students were split into groups of 6"), read as "There are 48 cookies. The
cookies are shared …"; and the whole a question for the parts needed states ("How many buses
are needed for 60 students?", "… to carry 60 students?"), read as "If there are 60 students, how
many buses are needed?". Every case is in our own words; an answer fails when the shape is no
longer read, a refusal when it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("48 cookies are shared equally among 6 children. How many cookies does each child get?", 8),
    ("48 cookies are shared among 6 children. How many cookies does each child get?", 8),
    ("48 students were split into groups of 6. How many groups were there?", 8),
    ("48 students were split into 6 equal groups. How many students were in each group?", 8),
    ("50 cookies are shared equally among 6 children. How many cookies are left over?", 2),
    ("48 buns were served equally among 6 guests. How many buns did each guest get?", 8),
    ("48 cookies are put into bags of 6. How many bags are there?", 8),
    # a holding of another kind beside it is no whole of the parting
    ("Ann has 20 pens. 48 cookies are shared equally among 6 children. How many cookies does each "
     "child get?", 8),
    # the whole the question states, for parts that hold all of it
    ("Each bus can hold 10 students. How many buses are needed for 60 students?", 6),
    ("A bus can carry 10 students. How many buses are needed to carry 60 students?", 6),
    ("Each bus can hold 10 students. How many buses are needed for 65 students?", 7),
    ("Each bus can hold 10 students. How many buses were needed for 60 students?", 6),
    ("Each bus has 10 students. How many buses are needed for 60 students?", 6),
    # the parts asked by the verb that packed the whole into them
    ("Ann packed 48 cookies into boxes of 6. How many boxes did she pack?", 8),
]

REFUSED = [
    # the 48 may be some of the 60 she had, or others: whose cookies were parted?
    "Ann has 60 cookies. 48 cookies are shared equally among 6 children. How many cookies does "
    "each child get?",
    "Ann baked 60 cookies. 48 cookies were shared equally among 6 children. How many cookies does "
    "Ann have left?",
    "A bakery made 60 cookies. 48 cookies were put into bags of 6. How many cookies were not put "
    "in bags?",
    # more than what? and a giving with no "equally" says nothing of each one's part
    "12 more cookies are shared equally among 6 children. How many cookies does each child get?",
    "48 buns were served among 6 guests. How many buns did each guest get?",
    # not a whole number each
    "50 cookies are shared equally among 6 children. How many cookies does each child get?",
    # a holding told contradicts the whole the question states
    "There are 80 students. Each bus can hold 10 students. How many buses are needed for 60 "
    "students?",
    # every bus full: 65 students do not fill whole buses of 10
    "Each bus has 10 students. How many buses are needed for 65 students?",
    # the whole is more than the kind the room is told of
    "Each bus can hold 10 students. How many buses are needed for 60 students and 5 teachers?",
    # boxes packed are full: 50 cookies fill no whole number of boxes of 6
    "Ann packed 50 cookies into boxes of 6. How many boxes did she pack?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
