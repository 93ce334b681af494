"""The point after a unit written short ("lbs.", "oz.") right after a number is the
abbreviation's when a word in lower case or a comma follows: no sentence ends there."""

import pytest

from wordproof.text.tokens import tokenize


@pytest.mark.parametrize(("text", "words", "starting"), [
    ("He needs 450 lbs. of sugar.", ["He", "needs", "450", "lbs", "of", "sugar", "."], []),
    ("It is 712 lbs., so go.", ["It", "is", "712", "lbs", ",", "so", "go", "."], []),
    ("She ate 5 oz. of it.", ["She", "ate", "5", "oz", "of", "it", "."], []),
    # before a capital the one point also ends the sentence
    ("He got 5 lbs. He ate 2.", ["He", "got", "5", "lbs", ".", "He", "ate", "2", "."], ["He"]),
    # a unit's name, or an abbreviation not after a number, keeps its point
    ("He got 5 pounds. of", ["He", "got", "5", "pounds", ".", "of"], ["of"]),
    ("It says lbs. of", ["It", "says", "lbs", ".", "of"], ["of"]),
])
def test_unit_abbreviation_point(text: str, words: list[str], starting: list[str]) -> None:
    tokens = tokenize(text)
    assert isinstance(tokens, tuple | list)
    assert [t.text for t in tokens] == words
    assert [t.text for t in tokens[1:] if t.sentence_initial] == starting


def test_sentence_span_reads_the_abbreviation_point_as_tokens_do() -> None:
    from wordproof.text.pieces import sentence_span

    text = "He needs 450 lbs. of sugar today. He has 5 lbs. He ate."
    assert sentence_span(text, (27, 32)) == (0, 32)  # "today": the one sentence of the need
    assert sentence_span(text, (34, 36)) == (33, 46)  # "He has 5 lbs": its point ends it
