""""one" after "each" before an inflected verb or an auxiliary is the pronoun, the verb's
subject ("Each one weighs 3 pounds"), no count; before a noun it stays a count."""

import pytest

from wordproof.text.tokens import TokenKind, tokenize


def _one(text: str) -> TokenKind:
    tokens = tokenize(text)
    assert isinstance(tokens, tuple)
    return next(t.kind for t in tokens if t.lower == "one")


@pytest.mark.parametrize("text", [
    "Each one weighs 3 pounds.",
    "Each one has 4 legs.",
    "Each one can carry 2 bags.",
    "Each one of them sings.",
])
def test_one_before_its_verb_is_a_pronoun(text: str) -> None:
    assert _one(text) is TokenKind.WORD


@pytest.mark.parametrize("text", [
    "She gave each one pen.",
    "Every one sings.",
    "He bought one pen.",
])
def test_one_before_a_noun_stays_a_count(text: str) -> None:
    assert _one(text) is TokenKind.NUMBER
