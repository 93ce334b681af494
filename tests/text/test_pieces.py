"""The sentence a span stands in."""

from __future__ import annotations

import pytest

from wordproof.text.pieces import sentence_span

TEXT = ("Kia had 12 pens last week. She paid $3.50 for ink. Mr. Lu lost $2.50 yesterday. "
        "How many pens does she have?")


@pytest.mark.parametrize(("words", "sentence"), [
    ("had 12 pens", "Kia had 12 pens last week"),
    ("paid $3.50", " She paid $3.50 for ink"),  # the decimal point inside the span ends nothing
    ("lost", " Mr. Lu lost $2.50 yesterday"),  # nor a decimal point after it, nor "Mr."
    ("How many", " How many pens does she have"),
])
def test_a_sentence_runs_from_the_end_mark_before_to_the_one_after(words: str, sentence: str) -> None:
    start = TEXT.index(words)
    span = sentence_span(TEXT, (start, start + len(words)))
    assert TEXT[span[0]:span[1]] == sentence
