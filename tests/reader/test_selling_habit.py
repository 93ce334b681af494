"""A habit of selling told with a bare plural ("Wes sells kites at the beach."): as with
"collects", no event of the story, but a holding of some (a seller holds what he sells), its
size unknown. Each case is in our own words; an answer case fails when the habit is read as a
sale of an untold amount, a refusal case when the holding it tells is read as known."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Wes sells kites at the beach. He sold 12 kites in the morning. He sold 9 kites in the "
     "afternoon. Wes had 30 kites left. How many kites did Wes have at first?", 51, "kites"),
    # the sale told is the one asked; the habit adds none
    ("Wes sells kites at the beach. He sold 12 kites on Monday. How many kites did he sell?",
     12, "kites"),
]

REFUSED = [
    # what is left of an unknown holding is unknown
    "Wes sells kites at the beach. He sold 12 kites on Monday. How many kites does he have?",
    # an amount sold each time is a pace, not this habit
    "Wes sells 5 kites every day. He has 30 kites. How many kites does he have?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_selling_habit_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_selling_habit_refused(text: str) -> None:
    assert_refuses(text)
