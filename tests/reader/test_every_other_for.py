"""A rate told every so many days, for a span told in the same clause ("runs 3 miles every other
day for 2 weeks", "every 3 days for 15 days"): the rate per stretch over the whole stretches of
the span. Read only when the span holds a whole number of stretches, so the count is the same
whatever day the doings start on. Each case is in our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Tom runs 3 miles every other day for 2 weeks. How many miles does he run?", 21),
    ("Tom runs 3 miles every other day for 10 days. How many miles does he run?", 15),
    ("Tom runs 3 miles every 2 days for 2 weeks. How many miles does he run?", 21),
    ("Tom runs 3 miles every 3 days for 15 days. How many miles does he run?", 15),
    ("Tom writes 2 poems every other day for 2 weeks. How many poems does he write?", 14),
    ("Tom runs 3 miles every other week for 10 weeks. How many miles does he run?", 15),
    # one stretch: the one doing falls in it, whichever day it is
    ("Tom runs 3 miles every other day for 2 days. How many miles does he run?", 3),
]

REFUSED = [
    # the count depends on the first day: 5 doings or 4, 5 or 4
    "Tom runs 3 miles every other day for 9 days. How many miles does he run?",
    "Tom runs 3 miles every 3 days for 2 weeks. How many miles does he run?",
    # months have no fixed days
    "Tom runs 3 miles every other day for 2 months. How many miles does he run?",
    # paid work: every day of the span, or the workdays?
    "Tom works 5 hours every other day for 2 weeks. How many hours does he work?",
    # two doers: each of them, or the two together? (was 42 for "a day for 14 days")
    "Tom and Bo run 3 miles a day for 14 days. How many miles do they run?",
    "Tom and Bo run 3 miles every other day for 2 weeks. How many miles do they run?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_every_other_for_read(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_every_other_for_refused(text: str) -> None:
    assert_refuses(text)
