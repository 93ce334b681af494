"""A pace of a doing told after the doing that counts its periods, with the subject shared
("played a game 7 times and earned 5 tickets each time", "practiced for 9 days, running 8
miles each day"), and a pay for each time counted only by times of its own doing."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Amy played a game 7 times and earned 5 tickets each time she played. How many tickets did she "
     "earn?", 35, "tickets"),
    ("Amy played a game 7 times and earned 5 tickets each time. How many tickets did she earn?", 35,
     "tickets"),
    ("She practiced for 9 days and ran 8 miles each day. How many miles did she run altogether?", 72,
     "miles"),
    ("She practiced for 9 days, running 8 miles each day. How many miles did she run altogether?", 72,
     "miles"),
    ("She worked for 5 days, earning 20 dollars each day. How much did she earn?", 100, "dollars"),
    ("Amy played a game 7 times. She earned 5 tickets each time she played. How many tickets did she "
     "earn?", 35, "tickets"),
])
def test_read(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # the times she won are not the times she played
    "Amy played a game 7 times. She earned 5 tickets each time she won. How many tickets did she earn?",
    "Amy played a game 7 times and earned 5 tickets each time she won. How many tickets did she earn?",
    # a pace of another period than the doing before counts: 7 times a day?
    "Amy played a game 7 times and earned 5 tickets every day. How many tickets did she earn?",
    "She practiced for 9 days, running 8 miles each week. How many miles did she run altogether?",
    # an amount before: the pace may be both doings'
    "Amy read 4 pages and wrote 5 lines every day. How many lines did she write in 3 days?",
    # a participle that is no doing paced: what was left
    "She sold 5 apples, leaving 3 apples each day. How many apples did she sell?",
    # a participle after a present: habit or plan?
    "She practices for 9 days, running 8 miles each day. How many miles does she run altogether?",
])
def test_refused(text: str) -> None:
    assert_refuses(text)


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Enzo won 5 tickets from every game. He played 6 games. How many tickets did he win?", 30, "tickets"),
    ("Enzo scores 12 points from each game. How many points does he score in 4 games?", 48, "points"),
])
def test_from_each_occasion_read(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # from each thing that holds: the things lose what the doer takes
    "Tom has 4 bags with 10 pens in each. He took 3 pens from each bag. How many pens are in the bags?",
    "Enzo won 5 tickets from every box. He has 6 boxes. How many tickets did he win?",
    # another's games
    "Tom won 5 tickets from each game. Ann played 6 games. How many tickets did Tom win?",
])
def test_from_each_thing_refused(text: str) -> None:
    assert_refuses(text)
