"""A time told for several things done ("It takes Tom 15 minutes to rake 3 bags", "Tom takes 15
minutes to rake 3 bags"): a pace of the things per unit of time, as "Tom rakes 3 bags in 15
minutes" says; and a time asked in another unit of clock time than the one told."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers
from wordproof import Answer, solve

ANSWERED = [
    ("It takes Tom 15 minutes to rake 3 bags. How long will it take him to rake 8 bags?", 40, "minutes"),
    ("It takes Tom 10 minutes to wash 4 windows. How many minutes will it take Tom to wash 64 windows?",
     160, "minutes"),
    ("It takes Tom 20 minutes to walk 2 miles. How many miles can he walk in an hour?", 6, "miles"),
    ("It takes Tom 20 minutes to wash 4 windows. How many windows can he wash in 2 hours?", 24, "windows"),
    # the doer as the subject of "take"
    ("Tom takes 15 minutes to rake 3 bags. How long will it take him to rake 8 bags?", 40, "minutes"),
    ("Tom takes 7 minutes to paint a sign. How many minutes will it take him to paint 4 signs?", 28,
     "minutes"),
    # a time asked in hours of a pace per minute, or of minutes per thing: 60 minutes an hour
    ("Ada can type 60 words per minute. How many hours does it take her to type 10,800 words?", 3, "hours"),
    ("Ada can type 60 words per minute. How many hours does it take her to type 9,000 words?",
     Fraction(5, 2), "hours"),
    ("It takes Tom 20 minutes to paint a sign. How many hours will it take him to paint 9 signs?", 3,
     "hours"),
    # an amount of clock time asked in hours, or of grams in kilograms
    ("Lou jogs for 30 minutes each day. How many hours does he jog in 6 days?", 3, "hours"),
    ("Lou jogs for 30 minutes each day. How many hours does he jog in 5 days?", Fraction(5, 2), "hours"),
    ("A shop sells 20 bags of 100 grams of rice every week. How many kilograms of rice does it sell "
     "every week?", 2, "kilograms"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_answered(text: str, value: int | Fraction, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # things often done many at once: a tray of 12 bakes in the 20 minutes
    "Tom takes 20 minutes to bake 12 cookies. How long will it take him to bake 36 cookies?",
    "It takes Tom 20 minutes to dry 6 shirts. How long will it take him to dry 18 shirts?",
    # one stretch told in the past, not a pace
    "It took Tom 20 minutes to wash 4 windows. How long will it take him to wash 8 windows?",
    # another doer's time
    "It takes Tom 20 minutes to wash 4 windows. How long will it take Ann to wash 8 windows?",
    # two doers: together, or each?
    "Tom and Ann take 20 minutes to wash 4 windows. How long will it take Tom to wash 8 windows?",
    # a time of one day named
    "On Monday, it takes Tom 20 minutes to wash 4 windows. How long will it take him to wash 8 windows?",
    "It takes Tom 20 minutes to wash 4 more windows. How long will it take him to wash 8 windows?",
    # another thing done
    "It takes Tom 20 minutes to wash 4 windows. How long will it take him to wash 8 doors?",
    # a part of a day of work is no part of 24 hours; feet in miles is no part said so
    "Tom worked 90 minutes. How many days did he work?",
    "Ann ran 1500 feet. How many miles did she run?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert not isinstance(solve(text), Answer)
