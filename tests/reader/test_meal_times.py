"""A bare meal after "at" or "during" ("at lunch", "during dinner") is the time it is eaten,
set aside as "in the morning" is: it names no place and holds nothing. "for lunch" (what a
thing is for) and a meal with a determiner ("at the picnic") are not so read."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("There were 14 kids in line at lunch when 5 more joined the line. How many kids were there "
     "in line total?", 19, "kids"),
    ("There were 14 kids in line at lunch. Then 5 more got in line. How many kids were there in "
     "line in all?", 19, "kids"),
    ("Noor sold 6 muffins during breakfast and 8 muffins during lunch. How many muffins did Noor "
     "sell?", 14, "muffins"),
]

REFUSED = [
    # a later meal asked of: never told
    "There were 14 kids in line at lunch when 5 more joined the line. How many kids were in line "
    "at dinner?",
    # before the change or after it?
    "There were 14 kids in line at lunch when 5 more joined the line. How many kids were in line?",
    # the place asked is not the line
    "There were 14 kids in line at lunch when 5 more joined the line. How many kids were in the "
    "gym total?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_a_meal_after_at_places_the_clause_in_time(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_a_meal_time_asks_no_other_time_or_place(text: str) -> None:
    assert_refuses(text)
