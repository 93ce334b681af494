""""How many X does she need to buy?", "… does he have to get?" with no "more": when nothing is
shared into parts, the things she lacks — what "How many more X does she need to buy?" asks —
the amount she needs less what she holds. "have to" with a verb of getting is the obligation
"need to" says. Refused when the story tells nothing held, or already tells the getting."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Rosa needs 12 candles. She has 5 candles. How many candles does she need to buy?", 7, "candles"),
    ("Rosa needs 12 candles. She has 5 candles. How many candles does she have to buy?", 7, "candles"),
    ("Rosa has 5 candles. She needs 12 candles for the party. How many candles will she need to get?",
     7, "candles"),
    ("Rosa wants 12 books. She has 5 books. How many more books does she need to collect?", 7, "books"),
    # what she found counts toward what she needs: she holds it
    ("Rosa needs 12 candles. She has 5 candles. She finds 3 candles. How many candles does she have "
     "to buy?", 4, "candles"),
]

REFUSED = [
    # nothing held is told: all of them, or some she has?
    "Rosa needs 12 candles. How many candles does she need to buy?",
    # the candles held are another's
    "Rosa needs 12 candles. Omar has 5 candles. How many candles does she need to buy?",
    # "have to share": an obligation, or the candles she has for sharing?
    "Rosa needs 12 candles. She has 5 candles. How many candles does she have to share?",
    # an amount wanted had is no amount of a doing that gets nothing: how many she has lit is
    # not told
    "Rosa needs 12 candles. She has 5 candles. How many more candles does she need to light?",
    "Rosa wants 12 books. She has 5 books. How many more books does she need to read?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_need_to_get_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_need_to_get_refused(text: str) -> None:
    assert_refuses(text)
