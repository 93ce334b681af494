"""Someone named coming, going or taking up a place after people are counted may be one of
them, or one more (`scenes.goer_maybe_counted`); "they" parted into teams beside someone named
may count them or not (`state._bind_share`). Nearby shapes stay read: a going told before any
people are counted, a pronoun's going, "they" of things."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value"), [
    ("Sam went to school. There were 5 kids on the bus. 3 more kids got on the bus. How many kids are "
     "on the bus?", 8),
    ("Ann has 4 cousins. She went to the store. She bought 2 kites for each cousin. How many kites "
     "did she buy?", 8),
    ("Sam had 12 pens. Sam left. How many pens does Sam have?", 12),
    ("Ivo has 40 pens. They are divided equally into 8 boxes. How many pens are in each box?", 5),
    ("There are 6 people. If they split into 3 teams, how many people would be on each team?", 2),
])
def test_read(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", [
    "There were 5 kids. Sam came. How many kids are there now?",
    "There were 5 kids. Sam left. How many kids are there now?",
    "There were 5 kids at the party. Sam left the party. How many kids are at the party now?",
    "There are 9 tables. Six kids were sitting at each table. Ann was sitting on the floor. How many "
    "kids are there?",
    "There are 6 people and Tom. If they split into 2 teams, how many people would be on each team?",
    "Ann and Bo have 12 cousins. They split into 3 teams. How many cousins were on each team?",
])
def test_refused(text: str) -> None:
    assert_refuses(text)
