"""The point after "sq" or "cu" before a unit of length is the abbreviation's: "32 sq. cm" is
one measure, and no sentence ends inside it."""

import pytest

from wordproof.text.tokens import tokenize


@pytest.mark.parametrize(("text", "words", "capitalized_after"), [
    ("It is 32 sq. cm. Go.", ["It", "is", "32", "sq", "cm", ".", "Go", "."], "Go"),
    ("It is 9 Sq. ft wide.", ["It", "is", "9", "Sq", "ft", "wide", "."], None),
    # not before a unit of length: the point may end the sentence
    ("It is a sq. Go.", ["It", "is", "a", "sq", ".", "Go", "."], "Go"),
])
def test_unit_power_point_ends_no_sentence(text: str, words: list[str],
                                            capitalized_after: str | None) -> None:
    tokens = tokenize(text)
    assert isinstance(tokens, tuple | list)
    assert [t.text for t in tokens] == words
    starting = [t.text for t in tokens[1:] if t.sentence_initial]
    assert starting == ([capitalized_after] if capitalized_after else [])
