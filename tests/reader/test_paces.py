"""Paces: what someone's verb does for each one of a kind, over a count a question names."""

from fractions import Fraction

import pytest

from wordproof import Answer, solve

ANSWERED = [
    ("Rosa reads 12 pages a day. How many pages does she read in 4 days?", 48, "pages"),
    ("Theo scored 7 goals in each season. How many goals did he score in 3 seasons?", 21, "goals"),
    ("Ike swims 3 laps every day. How many laps will Ike swim in 2 weeks?", 42, "laps"),
    ("Nia earns $15 per hour. How much does she earn in 6 hours?", 90, "dollars"),
    ("Nia earns $15 an hour. How much money will she earn in 4 hours?", 60, "dollars"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_pace_answered(text: str, value: int | Fraction, unit: str) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value)
    assert outcome.unit == unit
    assert {c.verdict for c in outcome.certificates} == {"discharged"}


REFUSED = [
    # a pace per hour is per hour worked, never per hour of the clock
    "Nia earns $15 per hour. How much does she earn in 2 days?",
    # months have no fixed number of days
    "Rosa reads 12 pages a day. How many pages does she read in 2 months?",
    # another reading told apart: part of the count, or not?
    "Rosa reads 12 pages a day. She read 5 pages on Monday. How many pages does she read in 4 days?",
    # a school day is not every day
    "Emma buys 2 cartons of milk every school day. How many cartons does she buy in 3 weeks?",
    # the count is of another kind than the pace's
    "Theo scored 7 goals in each season. How many goals did he score in 3 weeks?",
    # another verb than the pace's
    "Nia earns $15 per hour. How much does she spend in 6 hours?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_pace_refused(text: str) -> None:
    assert not isinstance(solve(text), Answer)
