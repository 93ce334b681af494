"""A sum named by a noun of money before "of" ("got a reward of $80") is read as "a $80 reward"."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Dara had $35. She got a reward of $80. How much money does she have now?", 115),
    ("Dara won a prize of $90. She spent 1/3 of it on shoes. How much money does she have left?", 60),
]

REFUSED = [
    # a bill of $20 is a note handed over, or a sum owed: not money got
    "Dara had $35. She got a bill of $20. How much money does she have now?",
    # words before the noun: a pay again and again?
    "Dara had $35. She got a weekly reward of $80. How much money does she have now?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)


def test_a_sum_of_a_kind_bought_is_spent_on_it() -> None:
    assert_answers("Dara had $90. She bought $25 of paint and $15 of brushes. How much money does she "
                   "have left?", 50)
    assert_refuses("Dara had $90. She bought $25 of the paint. How much money does she have left?")
