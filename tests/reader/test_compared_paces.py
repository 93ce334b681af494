"""A doing compared with another's pace is a pace of the same period: "Ana reads 20 pages a
day. Bo reads twice as many pages as Ana." is Bo's 40 pages a day."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Lina swims 12 laps a day. Omar swims three times as many laps as Lina. How many laps does "
     "Omar swim in 4 days?", 144, "laps"),
    ("The old cat eats 2 cans of fish a day. The young cat eats twice as much. How many cans do "
     "the two cats eat in a week?", 42, "cans"),
    ("Kit writes 15 lines a day. Dev writes 4 more lines than Kit. How many lines does Dev write "
     "in 3 days?", 57, "lines"),
    ("Kit writes 15 lines a day. Dev writes 4 fewer lines than Kit. How many lines do they write "
     "in a week?", 182, "lines"),
    ("A small pump moves 30 buckets an hour. A big pump moves half as many buckets as the small "
     "pump. How many buckets do the two pumps move in 6 hours?", 270, "buckets"),
]

REFUSED = [
    # two paces the comparison may be of
    "Lina swims 12 laps a day. Tom swims 10 laps a day. Omar swims twice as many laps. How many "
    "laps does Omar swim in a week?",
    # a past doing compared with a habit: once, or each day?
    "Lina swims 12 laps a day. Omar swam twice as many laps as Lina. How many laps did Omar swim "
    "in a week?",
    # a comparison told at a time of its own
    "Lina swims 12 laps a day. On Friday, Omar swam 3 more laps than Lina. How many laps did Omar "
    "swim on Friday?",
    # another kind, or someone never told of
    "Lina swims 12 laps a day. Omar swims twice as many miles as Lina. How many miles does Omar "
    "swim in a week?",
    "Lina swims 12 laps a day. Omar swims twice as many laps as Ida. How many laps does Omar swim "
    "in a week?",
    # the pace of two periods
    "Lina swims 12 laps a day. Lina swims 50 laps a week. Omar swims twice as many laps as Lina. "
    "How many laps does Omar swim in a week?",
    # no period asked
    "Lina swims 12 laps a day. Omar swims twice as many laps as Lina. How many laps does Omar swim?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_compared_pace_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_compared_pace_refused(text: str) -> None:
    assert_refuses(text)
