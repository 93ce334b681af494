"""A word in "s" closed by an apostrophe before a space is that word's possessive ("Louis' age",
"the girls' coats"); an apostrophe anywhere else stays a mark of its own."""

from __future__ import annotations

import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof.refusals import Refusal
from wordproof.text.tokens import tokenize


@pytest.mark.parametrize(("text", "word"), [
    ("Ada is twice Louis' age.", "Louis"),
    ("The girls' coats are red.", "girls"),
])
def test_the_word_before_the_apostrophe_is_possessive(text: str, word: str) -> None:
    tokens = tokenize(text)
    assert not isinstance(tokens, Refusal)
    found = [t for t in tokens if t.text == word]
    assert found and found[0].possessive


def test_a_quote_after_a_word_in_s_closing_the_text_is_no_possessive() -> None:
    tokens = tokenize("He said 'yes'.")
    assert not isinstance(tokens, Refusal)
    assert all(not t.possessive for t in tokens)


def test_an_age_of_a_name_in_s_is_read() -> None:
    assert_answers("Idris is 12. Vera is twice Idris' age. How old is Vera?", 24, "years")


def test_the_possessive_still_names_one_told() -> None:
    assert_refuses("Vera is twice Idris' age. How old is Vera?")
