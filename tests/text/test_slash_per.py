"""A slash between a number and a unit is "per": "$25/hour" is "$25 per hour"."""

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
