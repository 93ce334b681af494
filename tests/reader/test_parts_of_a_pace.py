"""Parts of what a pace makes ("A baker bakes 50 muffins a day. Each box holds 6 muffins. How
many full boxes does the baker fill a day?"): the parts of what the one pace of making the kind
makes in the periods asked, rounded as any parts asked are ("full", "can fill": down; "need" of
a room: up), else only when exact. Every case is in our own words; an answer fails when the
shape is no longer read, a refusal when it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("A baker bakes 50 muffins a day. Each box holds 6 muffins. How many full boxes does the "
     "baker fill a day?", 8),
    ("A baker bakes 50 muffins a day. Each box holds 6 muffins. How many boxes can the baker fill "
     "a day?", 8),
    ("A baker bakes 48 muffins a day. Each box holds 6 muffins. How many boxes does the baker fill "
     "a day?", 8),
    ("A potter can make 25 cups an hour. If each stack has 2 cups in it, how many full stacks "
     "does the potter make in 3 hours?", 37),
    ("A baker bakes 50 muffins a day. Each box can hold 6 muffins. How many boxes does the baker "
     "need a day?", 9),
]

REFUSED = [
    # not said which way to round: the last box may hold the rest
    "A baker bakes 50 muffins a day. Each box holds 6 muffins. How many boxes does the baker fill "
    "a day?",
    # boxes of red muffins: are the muffins baked red?
    "A baker bakes 50 muffins a day. Each box holds 6 red muffins. How many full boxes does the "
    "baker fill a day?",
    # some of the muffins are sold each day: are the boxes of all of them?
    "A baker bakes 50 muffins a day. He sells 20 muffins a day. Each box holds 6 muffins. How many "
    "full boxes does the baker fill a day?",
    # another's boxes, another period, another kind
    "A baker bakes 50 muffins a day. Each box holds 6 muffins. How many full boxes does Lin fill a "
    "day?",
    "A baker bakes 50 muffins a day. Each box holds 6 muffins. How many full boxes does the baker "
    "fill an hour?",
    "A baker bakes 50 muffins a day. Each box holds 6 scones. How many full boxes does the baker "
    "fill a day?",
    # a doing of the boxes that is not told (selling, eating)
    "A baker bakes 50 muffins a day. Each box holds 6 muffins. How many full boxes does the baker "
    "sell a day?",
    # a pace told of the past, asked of now; a pace of every 2 days, asked of one
    "A baker baked 50 muffins a day. Each box holds 6 muffins. How many full boxes does the baker "
    "fill a day?",
    "A baker bakes 50 muffins every 2 days. Each box holds 6 muffins. How many full boxes does the "
    "baker fill a day?",
    # a pace of using up is no making of the things the boxes hold
    "A baker uses 50 eggs a day. Each box holds 6 eggs. How many full boxes does the baker use a "
    "day?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
