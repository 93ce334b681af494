"""Capital letters each with its point ("J.T.", "A.J.") make one name; the last point ends the
sentence too when no lower-case word follows it."""

import pytest

from tests.outcomes import assert_answers
from wordproof.text.tokens import Token, tokenize


def _words(text: str) -> list[str]:
    tokens = tokenize(text)
    assert isinstance(tokens, tuple)
    return [t.text for t in tokens if isinstance(t, Token)]


@pytest.mark.parametrize(("text", "words"), [
    ("J.T. has 5 cards.", ["J.T.", "has", "5", "cards", "."]),
    ("Tom met A.J. He had 5 cards.", ["Tom", "met", "A.J.", ".", "He", "had", "5", "cards", "."]),
    # one letter with its point is an initial of something else, and "a.m." is a time's
    ("Tom met J. He had 5 cards.", ["Tom", "met", "J", ".", "He", "had", "5", "cards", "."]),
])
def test_initials_are_one_name(text: str, words: list[str]) -> None:
    assert _words(text) == words


def test_a_name_of_initials_is_one_holder_throughout() -> None:
    assert_answers("A.J. had 3 apples. Tom gave 5 apples to A.J. How many apples does A.J. have now?", 8)
