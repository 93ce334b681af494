"""A time told in two units ("in 3 hours and 45 minutes", "for an hour 20 minutes", "in 1 minute
and 30 seconds"): the larger unit first and right before the smaller, with "and" or nothing
between, is one time in the smaller unit, the larger converted by the whole factor of the units
table and the quantity citing all its words (grounding reads them again). A speed written short
("50 mph", "30 kph") is read as its words. A smaller count as
large as the factor, a part of a unit, a comparative, a comma, or the smaller unit first is no
such time and stays unread."""

from fractions import Fraction

import pytest

from tests.outcomes import shape_tests
from wordproof.ledger.paces import two_units

ANSWERED = [
    ("A boat sailed 60 miles in 3 hours and 45 minutes. What was its speed in miles per hour?",
     16, "miles per hour"),
    ("A plane flew 900 miles in 2 hours 15 minutes. What was its average speed in miles per hour?",
     400, "miles per hour"),
    # "an" counts one hour
    ("A van went 100 miles in an hour and 15 minutes. What was its speed in miles per hour?",
     80, "miles per hour"),
    ("A snail crawled 12 feet in 1 minute and 30 seconds. What was its speed in feet per minute?",
     8, "feet per minute"),
    # a habit of so long a day, asked in either unit
    ("Nia reads for 1 hour and 20 minutes every day. How many hours does she read in 3 days?",
     4, "hours"),
    ("Nia spends 1 hour and 15 minutes a day on chores. How many minutes does she spend on chores "
     "in 6 days?", 450, "minutes"),
    # a speed written short is its words
    ("Ivo drives at 40 mph. How far does he drive in 3 hours?", 120, "miles"),
    ("A van drove for 45 minutes at a speed of 60 mph. How many miles did the van drive?", 45, "miles"),
    ("Ivo cycles at 30 kph. How many kilometers does he cycle in 20 minutes?", 10, "kilometers"),
]

REFUSED = [
    # no one says "3 hours and 60 minutes" of 4 hours
    "A boat sailed 60 miles in 3 hours and 60 minutes. What was its speed in miles per hour?",
    # a part of a minute
    "A boat sailed 60 miles in 3 hours and 2.5 minutes. What was its speed in miles per hour?",
    # "30 more minutes": more than what?
    "A car went 360 miles in 4 hours and 30 more minutes. What was its speed in miles per hour?",
    # a comma may list two times
    "A car went 360 miles in 4 hours, 30 minutes. What was its speed in miles per hour?",
    # kilometers are no miles
    "Ivo cycles at 30 kph. How many miles does he cycle in 20 minutes?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


@pytest.mark.parametrize(("said", "minutes"), [
    ("4 hours and 30 minutes", 270), ("an hour 15 minutes", 75), ("two hours and five minutes", 125),
    ("1 minute and 30 seconds", 90),
])
def test_read_again(said: str, minutes: int) -> None:
    assert two_units(said) == Fraction(minutes)


@pytest.mark.parametrize("said", [
    "30 minutes and 4 hours", "4 hours and 30 miles", "2 years and 3 months", "4 hours or 30 minutes",
    "some hours and 30 minutes",
])
def test_not_read_again(said: str) -> None:
    assert two_units(said) is None
