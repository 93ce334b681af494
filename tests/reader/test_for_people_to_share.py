"""A count told with the people who are to share it ("There are 96 cupcakes for 8 children to
share (equally)"): read as "96 cupcakes are to be shared (equally) among 8 children", a planned
passive parting of the count told. Only a verb of sharing among those who do it (lexicon
`sharing_verbs`), a plain count of people, and nothing after the verb but "equally"; and "if they
share the cupcakes equally", which only says again that the one share among people is equal.
Every case
is in our own words; an answer fails when the shape is no longer read, a refusal when it is read
without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("There are 96 cupcakes for 8 children to share. How many cupcakes will each child get?", 12),
    ("There are 40 pens for 5 students to share equally. How many pens will each student get?", 8),
    ("There were 30 stickers for 6 girls to split. How many stickers did each girl get?", 5),
    ("There are 42 marbles for 5 boys to share equally. How many marbles will be left over?", 2),
    # a supposed sharing by "they" says again that the one share among people is equal
    ("There are 96 cupcakes for 8 children to share. How much will each person get if they share "
     "the cupcakes equally?", 12),
    ("There are 98 cupcakes for 8 children to share. How many cupcakes will be left over if they "
     "share the cupcakes equally?", 2),
    # the sharers named by their noun, "all" before them and before the things
    ("There are 98 pens to be shared among 8 girls. How many pens will be left over if the girls share "
     "the pens equally?", 2),
    ("There are 50 stickers to be divided among 8 girls. If all the girls share all of the stickers "
     "equally, how many more stickers are needed?", 6),
]

REFUSED = [
    # eating is no sharing: each may eat any number
    "There are 96 cupcakes for 8 children to eat. How many cupcakes will each child get?",
    # with the teacher too: 8 parts or 9?
    "There are 96 cupcakes for 8 children to share with their teacher. How many cupcakes will each "
    "child get?",
    "There are 96 cupcakes for 8 children and 2 teachers to share. How many cupcakes will each child "
    "get?",
    # boxes share nothing among themselves
    "There are 96 cupcakes for 8 boxes to share. How many cupcakes will each box get?",
    # shared, but not said equally: the parts may differ, so nothing is surely left over
    "There are 42 marbles for 5 boys to share. How many marbles will be left over?",
    # "they" of no share among people: the boxes share nothing
    "Ann put 96 cupcakes into 8 boxes. How many cupcakes will each box get if they share the cupcakes "
    "equally?",
    # sharers named who are not the ones the share was told among
    "There are 98 pens to be shared among 8 girls. How many pens will be left over if the boys share "
    "the pens equally?",
    # things named that are not the ones shared
    "There are 98 pens to be shared among 8 girls. How many pens will be left over if the girls share "
    "the pencils equally?",
    # shared, but not said equally
    "50 stickers are to be distributed to 8 girls. If all the girls share all of the stickers, how "
    "many more stickers are needed?",
    # two shares among girls: which one is equal?
    "There are 98 pens to be shared among 8 girls. There are 50 stickers to be shared among 8 girls. If "
    "the girls share the pens equally, how many stickers will be left over?",
    # not a whole number each
    "There are 97 cupcakes for 8 children to share. How many cupcakes will each child get?",
    # the 96 may be some of Ann's, or others
    "Ann has 120 cupcakes. There are 96 cupcakes for 8 children to share. How many cupcakes does Ann "
    "have left?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
