"""A slash between a number and a unit is "per": "$25/hour" is "$25 per hour"; "second" after
"per" is the unit of time."""

import pytest

from wordproof import Answer, solve
from wordproof.text.tokens import Token, tokenize


def _words(text: str) -> list[str]:
    tokens = tokenize(text)
    assert isinstance(tokens, tuple)
    return [t.text for t in tokens if isinstance(t, Token)]


@pytest.mark.parametrize(("text", "words"), [
    ("Ida earns $25/hour.", ["Ida", "earns", "$25", "per", "hour", "."]),
    ("Ida runs 3 miles/day.", ["Ida", "runs", "3", "miles", "per", "day", "."]),
    # a fraction is one number; a slash between two nouns, or apart from the number, is no rate
    ("Ida ate 1/2 of a pie.", ["Ida", "ate", "1/2", "of", "a", "pie", "."]),
    ("Ida has 3 cats/dogs.", ["Ida", "has", "3", "cats", "/", "dogs", "."]),
    ("Ida has $3 / hour.", ["Ida", "has", "$3", "/", "hour", "."]),
])
def test_slash_is_per_only_after_a_number(text: str, words: list[str]) -> None:
    assert _words(text) == words


@pytest.mark.parametrize(("text", "value"), [
    ("Ida earns $25/hour. She works 6 hours. How much does she earn?", 150),
    ("Ida makes $12/hour and works 5 hours a day. How much does she make in 4 days?", 240),
    ("Ida runs 3 miles/day. How many miles does she run in 5 days?", 15),
])
def test_slash_rates_are_read(text: str, value: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == value


@pytest.mark.parametrize(("text", "second_is_a_number"), [
    # "second" after "per" (or a slash read as "per") is the unit of time
    ("A hare runs 10 feet per second.", False),
    ("A hare runs 10 feet/second.", False),
    # anywhere else it is the ordinal, left to the reader
    ("Bo came in second place.", True),
    ("The second box holds 4 pens.", True),
])
def test_second_after_per_is_the_unit(text: str, second_is_a_number: bool) -> None:
    tokens = tokenize(text)
    assert isinstance(tokens, tuple)
    second = next(t for t in tokens if t.lower == "second")
    assert (second.numeral is not None) is second_is_a_number


@pytest.mark.parametrize(("text", "value"), [
    ("A hare runs 10 feet per second. How many feet does it run in 2 minutes?", 1200),
    ("A hare runs 10 feet/second. How many feet does it run in 8 seconds?", 80),
])
def test_paces_per_second_are_read(text: str, value: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == value
