"""A compound written closed where the text also writes it open ("snowmen" beside "snow men")
reads as its two words, so both spellings name one thing; a closed word never written open
stays one word."""

from wordproof import solve
from wordproof.text.tokens import Token, tokenize


def _words(text: str) -> list[str]:
    tokens = tokenize(text)
    assert isinstance(tokens, tuple)
    return [t.text for t in tokens if isinstance(t, Token)]


def test_closed_word_opened_beside_its_open_spelling() -> None:
    assert _words("Lea made 4 snowmen. Kit made 3 snow men.")[:4] == ["Lea", "made", "4", "snow"]


def test_closed_word_kept_alone() -> None:
    assert "snowmen" in _words("Lea made 4 snowmen. Kit made 3 more.")


def test_both_spellings_counted_as_one_kind() -> None:
    answer = solve("Lea has 8 hairpins. She buys 5 more hair pins. How many hair pins does she have?")
    assert getattr(answer, "value", None) == 13
