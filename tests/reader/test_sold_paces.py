"""A pace of things sold at a price: the money earned each period is the price times the
things of each period ("Tess knits 5 hats a day. She sells them for $18 each.")."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Tess knits 5 hats a day. She sells them for $18 each. How much does she earn in a week?", 630,
     "dollars"),
    ("Tess knits 5 hats a day and sells them at $18 each. How much money does she make in 3 days?",
     270, "dollars"),
    ("Tess knits 5 hats a day. She sells each hat for $18. How much does she earn in 2 days?", 180,
     "dollars"),
    ("Tess sells 5 hats a day. Each hat costs $18. How much does she earn in 4 days?", 360, "dollars"),
]

REFUSED = [
    # sold by another: whose money?
    "Tess knits 5 hats a day. Rui sells them for $18 each. How much does Tess earn in a week?",
    "Tess knits 5 hats a day. Rui sells each hat for $18. How much does Tess earn in a week?",
    # some of them sold, or a price told of no selling
    "Tess knits 5 hats a day. She sells 3 of them for $18 each. How much does she earn in a week?",
    "Tess knits 5 hats a day. They cost $18 each. How much does she earn in a week?",
    # two paces "them" may be of
    "Tess knits 5 hats a day and Rui knits 4 hats a day. She sells them for $18 each. How much "
    "does she earn in a week?",
    # a period the pace says nothing of, or none asked
    "Tess knits 5 hats a day. She sells them for $18 each. How much does she earn in 3 hours?",
    "Tess knits 5 hats a day. She sells them for $18 each. How much does she earn?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_sold_pace_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_sold_pace_refused(text: str) -> None:
    assert_refuses(text)
