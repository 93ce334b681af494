"""A sum of money each of a counted group of people paid out ("Each of the 6 cousins paid $8",
"There are 6 cousins. Each of them spent $8", "The 6 cousins each paid $8"): the group's spending
is the sum each times the people counted, as for things each got. Only a spending verb in the
past, only people, a sum compared with nothing; money each has, or money paid to someone,
is not read so."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("There are 6 cousins. Each of them paid $8. How much did they pay?", 48, "dollars"),
    ("Each of the 6 cousins spent $8. How much money did the cousins spend in all?", 48, "dollars"),
    ("There are 5 nurses. Each nurse spent 12 dollars on lunch. How much money did they spend?", 60,
     "dollars"),
    ("Five nurses each paid $12. How much did the nurses pay altogether?", 60, "dollars"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_spent_by_each(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # money each has is a value held, not read as a sum of the group's
    "There are 6 cousins. Each of them has $8. How much money do they have?",
    # paid to someone: a giving, not a purchase
    "There are 6 cousins. Each of them paid Rolf $8. How much did they pay?",
    # compared with another's
    "There are 6 cousins. Each of them spent $8 more than Rolf. How much did they spend?",
    # things, not people: a price
    "There are 6 boxes. Each of them costs $8. How much do they cost?",
    # another person beside them: is he among "they"?
    "There are 6 cousins. Each of them spent $8. Rolf spent $5. How much did they spend?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_spent_by_each_refused(text: str) -> None:
    assert_refuses(text)
