"""A common noun capitalized mid-sentence that the text also writes in lowercase ("30 cups …
half of Jo's Cups") is that noun, not a name; a given name or a two-word place name stays a name.
In our own words; an answer fails when the shape is no longer read, a refusal when it is read
beside what makes it unsure."""

import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof.reader.classes import TC, classify
from wordproof.text.tokens import tokenize

ANSWERED = [
    ("Jo has 30 cups and Mel has 4 Cups. How many cups do they have in all?", 34, "cups"),
    ("Jo has 30 cups. Mel has twice the number of Jo's Cups. How many cups does Mel have?", 60,
     "cups"),
    # a given name that is also a noun stays the name
    ("Mark has 5 marks. Sam has 3 more marks than Mark. How many marks does Sam have?", 8, "marks"),
]

REFUSED = [
    # capitalized and never written in lowercase: a name nobody told of
    "Jo has 30 cups and Mel has 4 Mugs. How many cups do they have in all?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_noun_capitalized_by_slip_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_noun_capitalized_by_slip_refused(text: str) -> None:
    assert_refuses(text)


def _classes_of(text: str, word: str) -> frozenset[TC]:
    tokens = tokenize(text)
    assert isinstance(tokens, tuple), tokens
    return next(classify(t) for t in tokens if t.text == word)


def test_place_of_two_capitalized_words_stays_a_name() -> None:
    text = "Red Beach has 12 gulls. The beach is long."
    assert _classes_of(text, "Beach") == frozenset({TC.NAME})


def test_slip_after_a_possessive_is_the_noun() -> None:
    text = "Jo has 30 cups. Mel has half of Jo's Cups."
    assert _classes_of(text, "Cups") == frozenset({TC.NOUN})
