"""A doing told over a count of periods ("Ann read 120 pages in 4 days", "scored 300 points in 5
rounds") is a whole parted among them, equal only when a clause says so ("She read the same
number of pages each day"); the question of what was done each (per, in each) period asks the
size of each part. Every case is in our own words; an answer fails when the shape is no longer
read, a refusal when it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ann read 120 pages in 4 days. She read the same number of pages each day. How many pages "
     "did she read each day?", 30),
    ("Ann read 120 pages in 4 days. If she read the same number of pages every day, how many pages "
     "did she read per day?", 30),
    ("Ann ran 12 miles in 4 hours. She ran the same number of miles each hour. How many miles did "
     "she run each hour?", 3),
    ("The store sold 420 pens in 3 days. It sold the same number of pens each day. How many pens "
     "did the store sell each day?", 140),
    ("Ann earned 420 dollars in 3 days. She earned the same amount of money each day. How much "
     "did she earn each day?", 140),
    ("Ann earned 420 dollars in 3 days. She earned the same amount each day. How many dollars did "
     "she earn per day?", 140),
    # occasions counted as periods are
    ("Ann scored 300 points in 5 rounds. She scored the same number of points in each round. How "
     "many points did she score in each round?", 60),
    ("Ann scored 300 points in 5 games. If she scored the same number of points each game, how "
     "many points did she score per game?", 60),
]

REFUSED = [
    # nothing says the days were alike
    "Ann read 120 pages in 4 days. How many pages did she read each day?",
    # the same each day said of another, or of another doing, or of another kind or period
    "Ann read 120 pages in 4 days. Bo read the same number of pages each day. How many pages did "
    "Ann read each day?",
    "Ann read 120 pages in 4 days. She wrote the same number of pages each day. How many pages did "
    "she read each day?",
    "Ann read 120 pages in 4 days. She read the same number of books each day. How many pages did "
    "she read each day?",
    "Ann read 120 pages in 4 days. She read the same number of pages each hour. How many pages did "
    "she read each hour?",
    # not a whole number of pages each day
    "Ann read 121 pages in 4 days. She read the same number of pages each day. How many pages did "
    "she read each day?",
    # a day told apart, another doer asked, another period asked
    "Ann read 120 pages in 4 days. She read the same number of pages each day. She read 10 pages "
    "on Monday. How many pages did she read each day?",
    "Ann read 120 pages in 4 days. She read the same number of pages each day. How many pages did "
    "Bo read each day?",
    "Ann read 120 pages in 4 days. She read the same number of pages each day. How many pages did "
    "she read each week?",
    # what was done says nothing of what is done now or will be
    "Ann read 120 pages in 4 days. She read the same number of pages each day. How many pages will "
    "she read each day?",
    "Ann read 120 pages in 4 days. She read the same number of pages each day. How many pages does "
    "she read each day?",
    # nothing is left over of a holding by a doing over days
    "Ann sold 40 cakes in 4 days. She sold the same number of cakes each day. How many cakes does "
    "she have left?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_done_over_periods_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_done_over_periods_refused(text: str) -> None:
    assert_refuses(text)
