"""Paces with what goes with them: a place each period's doing is done at, the pace said to hold
on ("at the same rate"), a pace of buying priced (money spent each period), and two paces compared
over "an hour"."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers
from wordproof import Answer, solve

ANSWERED = [
    # the place closing a pace is where each day's doing is done
    ("Jon buys 2 pears a day from the shop. How many pears does he buy in 5 days?", 10, "pears"),
    ("Jon buys 2 pears every week at the local store. How many pears does he buy in 5 weeks?", 10,
     "pears"),
    ("Jon swims 2 laps a day in the big pool. How many laps does he swim in 5 days?", 10, "laps"),
    # a bare sport closing a pace says which games, as a place says where
    ("Tia averages 7 goals a match in hockey. How many goals will she score in 3 matches?", 21, "goals"),
    ("Tia scores 4 points per game in tennis. How many points can she score in 6 games?", 24, "points"),
    # the pace told holds on
    ("Jon rakes 3 bags in 15 minutes. If he keeps raking at the same rate, how long will it take him "
     "to rake 8 bags?", 40, "minutes"),
    ("Jon reads 20 pages a day. If he keeps reading at this pace, how many pages will he read in 6 "
     "days?", 120, "pages"),
    # a pace of buying and the price of each thing bought: money spent each day
    ("Jon buys 2 pears a day. Each pear costs $2. How much does he spend in 5 days?", 20, "dollars"),
    ("Jon buys 2 pears a day. Each pear costs $2. How much does he pay in a week?", 28, "dollars"),
    # "they" of the one kind of things bought before, priced each
    ("Jon bought 3 pens. They cost $2 each. How much did he spend?", 6, "dollars"),
    ("Jon bought 3 pens. They each cost $2. How much did he spend?", 6, "dollars"),
    ("Jon buys 2 pears a day from the shop. They cost $2 each. How much does he spend in a week?", 28,
     "dollars"),
    # two paces over "an hour" (one, by the article), the minutes of a pace per minute
    ("Mia can type 20 words per minute. Ivo can type 40 words per minute. How many more words can Ivo "
     "type than Mia in an hour?", 1200, "words"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_answered(text: str, value: int | Fraction, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # a place the question names is no pace's
    "Jon buys 2 pears a day at the shop. How many pears does he buy at the mall in 5 days?",
    # a pace in each of two sports, a pay told in a sport (which work?), a sport with a word before it
    "Tia scores 4 points a game in tennis. She scores 6 points a game in golf. How many points does she "
    "score in 3 games?",
    "Tia earns $8 a game in tennis. How much does she earn in 3 games?",
    "Tia scores 4 points a game in pro tennis. How many points does she score in 3 games?",
    # another's pace, or a pace other than told
    "Jon rakes 3 bags in 15 minutes. If he rakes at the same rate as Ann, how long will it take him "
    "to rake 8 bags?",
    "Ann rakes 2 bags in 15 minutes. If Jon rakes at the same rate, how long will it take him to rake "
    "8 bags?",
    "Jon rakes 3 bags in 15 minutes. If he keeps raking at a faster rate, how long will it take him to "
    "rake 8 bags?",
    # a share off the price, another purchase, a price paid by another, a price then, money held,
    # another thing spent on, the price of two buyers' things
    "Jon buys 2 pears a day. Each pear costs $2. He gets a 10% discount. How much does he spend in 5 "
    "days?",
    "Jon buys 2 pears a day. Each pear costs $2. He also buys a muffin for $3. How much does he spend "
    "in 5 days?",
    "Jon buys 2 pears a day. Ann pays $2 for each pear. How much does he spend in 5 days?",
    "Jon buys 2 pears a day. Last year each pear cost $2. How much does he spend in 5 days?",
    "Jon has $100. He buys 2 pears a day. Each pear costs $2. How much does he spend in 5 days?",
    "Jon buys 2 pears a day. Each pear costs $2. How much does he spend on muffins in 5 days?",
    "Jon buys 2 pears a day. Each pear costs $2. Ann buys 3 pears a day. How much does Ann spend in 5 "
    "days?",
    "Jon and Ann buy 2 pears a day. Each pear costs $2. How much do they spend in 5 days?",
    # "they" of two kinds, of boxes of pens (each box, or each pen?), or of two buyers' pens
    "Jon bought 3 pens and 2 pads. They cost $2 each. How much did he spend?",
    "Jon bought 3 boxes of pens. They cost $2 each. How much did he spend?",
    "Jon has 4 pads. He bought 3 pens. They cost $2 each. How much did he spend?",
    "Jon bought 3 pens. Ann bought 2 pens. They cost $2 each. How much did Ann spend?",
    "Jon sold 3 pens. They cost $2 each. How much did he spend?",
    # a pace per minute over a day is no sitting of the doing
    "Mia types 20 words per minute. Ivo types 40 words a day. How many more words does Ivo type than "
    "Mia in a day?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert not isinstance(solve(text), Answer)
