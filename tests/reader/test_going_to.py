""""How old is Ana going to be in 4 years?": the present of "be" with "going to" and a verb's
base form says what "will" says, and is read so. Each case is in our own words; an answer
case fails when "going to" is left unread, a refusal case when a going ("going to the pool")
or a plan of the past ("was going to buy") is read as "will"."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ana is 9 years old. How old is Ana going to be in 4 years?", 13, "years"),
    ("Rob is 12 years old. His cousin Lia is twice as old as he is. How old is Lia going to be when "
     "Rob is 15 years old?", 27, "years"),
    ("Pia has 7 shells. How many shells is Pia going to have if she finds 5 more?", 12, "shells"),
]

REFUSED = [
    # a plan of the past: perhaps never done, so no "will"
    "Pia had 7 shells. She was going to find 5 more. How many shells was Pia going to have?",
    # "be going to" of no base form: a going, which says nothing of an age to come
    "Ana is 9 years old. How old is Ana going to the pool?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_going_to_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_going_to_refused(text: str) -> None:
    assert_refuses(text)
