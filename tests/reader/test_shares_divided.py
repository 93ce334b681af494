"""Dividing frames: the rest of a named kind parted ("divided the rest of the figs among 7
bowls", `shares._partition`), people parting themselves ("They split into 3 teams",
`shares._parted_themselves`), a parting planned with "is going to" (`shares._intended`), and a
part's size asked in another unit of its measure ("How many grams … in each bag?" of
kilograms shared: `ledger.paces.convert` keeps the size per part)."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Ivo had 45 figs. He ate 10. He divided the rest of the figs equally among 7 bowls. How many "
     "figs did he put in each bowl?", 5, "figs"),
    ("Ivo had 45 figs and 20 nuts. He ate 10 figs. He divided the rest of the figs equally among 7 "
     "bowls. How many figs did he put in each bowl?", 5, "figs"),
    ("Ivo had 45 figs. He sold 10. He put the rest of the figs into bags with 5 in each bag. How "
     "many bags did he fill?", 7, "bags"),
    ("Ivo had 35 figs. He is going to put them into 7 bags. How many figs will be in each bag?", 5,
     "figs"),
    ("Ivo and Lea had 35 figs. They are going to share them among 7 friends. How many figs will each "
     "friend get?", 5, "figs"),
    ("Ivo had 35 figs. He is going to put them into bags with 5 in each bag. How many bags will he "
     "need?", 7, "bags"),
    ("Ivo had 32 liters of water. He divided the water equally among 8 jugs. How many milliliters of "
     "water did he put in each jug?", 4000, "milliliters"),
    ("Ivo had 12 kilograms of rice. He divided the rice equally among 8 bags. How many grams of rice "
     "did he put in each bag?", 1500, "grams"),
    ("Ivo ran 3 kilometers. How many meters did he run?", 3000, "meters"),
    ("Ann has 12 red pens. She divided the red pens into 3 groups. How many pens were in each group?",
     4, "pens"),
    # grams into kilograms: a part of one (gsmrate's conversions to a larger unit)
    ("Ivo had 4500 grams of rice. He divided the rice equally among 9 bags. How many kilograms of "
     "rice did he put in each bag?", Fraction(1, 2), "kilograms"),
    # people parting themselves, as "They were split into 3 teams"
    ("There are 6 people. If they split into 3 teams, how many people would be on each team?", 2,
     "people"),
    ("There are 30 kids. The kids divided into groups of 5. How many groups were there?", 6, "groups"),
])
def test_divided(text: str, value: int | Fraction, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # the rest of a kind nothing was taken from: all of it, or a rest of something else?
    "Ivo had 45 figs and 20 nuts. He ate 10 figs. He divided the rest of the nuts equally among 5 "
    "bowls. How many nuts did he put in each bowl?",
    # someone else's rest
    "Ivo had 45 figs. He gave 10 to Bo. Bo divided the rest of the figs equally among 5 bowls. How "
    "many figs were in each bowl?",
    # a plan in the past may have come to nothing
    "Ivo had 35 figs. He was going to put them into 7 bags. How many figs were in each bag?",
    # a plan leaves the holding unknown
    "Ivo had 35 figs. He is going to put them into 7 bags. How many figs does he have?",
    # "they" of people and dogs: the people alone are no whole parted
    "There are 6 people and 4 dogs. They split into 3 teams. How many people were on each team?",
    # the parts are not whole
    "There are 6 people. They split into 4 teams. How many people were on each team?",
    # parts said to differ, or a whole named more narrowly than its holding
    "Ann has 12 pens. She divided them into 3 unequal groups. How many pens were in each group?",
    "Ann has 12 pens. She shared them unevenly among 3 friends. How many pens did each friend get?",
    "There are 12 kids. The older kids divided into 3 groups. How many kids were in each group?",
    "Ann has 12 pens. She divided the red pens into 3 groups. How many pens were in each group?",
    # liters are no weight
    "Ivo had 32 liters of water. He divided the water equally among 8 jugs. How many kilograms of "
    "water did he put in each jug?",
])
def test_divided_refused(text: str) -> None:
    assert_refuses(text)
