"""A capital "L" right after a number, before "of", a point or a comma, is the sign of the liter:
"40 L of juice" is "40 liters of juice". Elsewhere it stays a letter (a size, a label)."""

import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof.text.tokens import Token, tokenize


def _words(text: str) -> list[str]:
    tokens = tokenize(text)
    assert isinstance(tokens, tuple)
    return [t.text for t in tokens if isinstance(t, Token)]


@pytest.mark.parametrize(("text", "words"), [
    ("Ivo has 40 L of juice.", ["Ivo", "has", "40", "liters", "of", "juice", "."]),
    ("Ivo poured 1 L.", ["Ivo", "poured", "1", "liter", "."]),
    # a size or a label is no liter: after a word, or before a noun
    ("Ivo wore size L.", ["Ivo", "wore", "size", "L", "."]),
    ("Ivo bought 3 L shirts.", ["Ivo", "bought", "3", "L", "shirts", "."]),
])
def test_liter_sign_only_after_a_number(text: str, words: list[str]) -> None:
    assert _words(text) == words


def test_liters_by_sign_convert() -> None:
    assert_answers("Ivo had 12 L of juice. He divided the juice equally into 6 jugs. How many milliliters of "
                   "juice are in each jug?", 2000, "milliliters")


def test_small_l_is_no_liter() -> None:
    # "l" reads as 1 as often as it names the liter
    assert_refuses("Ivo had 12 l of juice. He divided the juice equally into 6 jugs. How many milliliters of "
                   "juice are in each jug?")
