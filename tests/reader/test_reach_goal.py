"""A closing "to reach / meet his goal" in a "how many more … need to VERB" question names the
goal the story told ("His goal is to find 48 balls"); the question asks what it asks without
it. Each case is in our own words; an answer case fails when the shape is no longer read, a
refusal case when the purpose is set aside though it may name another goal."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Tom's goal is to find 48 shells. He found 16 shells on Monday. He found 18 more shells on "
     "Tuesday. How many more shells does Tom need to find to reach his goal?", 14),
    ("Lea's goal is to sell 30 cakes. Lea sold 12 cakes. How many more cakes does Lea need to sell "
     "to meet her goal?", 18),
    ("Lea's goal is to read 50 pages. She read 20 pages. How many more pages does Lea need to read "
     "to reach her goal?", 30),
]

REFUSED = [
    # the goal of another owner, or two goals told
    "Amy's goal is to find 48 shells. Tom found 16 shells. How many more shells does Tom need to "
    "find to reach his goal?",
    "Tom's goal is to find 48 shells. Amy's goal is to find 30 shells. Tom found 16 shells. Amy "
    "found 18 shells. How many more shells does Tom need to find to reach his goal?",
    # a goal of another doing: the need told beside it is not said to be the goal
    "Tom wants to find 48 shells. His goal is to win a prize. Tom found 16 shells. How many more "
    "shells does Tom need to find to reach his goal?",
    "Tom's goal is to find 48 shells. Tom found 16 shells. How many more shells does Tom need to "
    "buy to reach his goal?",
    # no goal told at all
    "Tom needs to find 48 shells. Tom found 16 shells. How many more shells does Tom need to find "
    "to reach his goal?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
