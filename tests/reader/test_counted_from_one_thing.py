"""A count of things said with the one thing they come from ("9 pages of a novel", "4 slices
of a cake"): the count is of the things; the thing they come from is set aside in a pace
and in a question of the time a count takes."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers
from wordproof import Answer, solve
from wordproof.reader.chunks import NounChunk, PrepChunk, QtyChunk, VerbChunk
from wordproof.reader.machine import MachineState, feed
from wordproof.text.tokens import tokenize

ANSWERED = [
    ("Omar can read 9 pages of a novel in 15 minutes. How many pages can he read in 45 minutes?",
     27, "pages"),
    ("Omar reads 9 pages of a novel every 3 days. How many pages does he read in 12 days?",
     36, "pages"),
    ("Lia can paint 2 walls of a barn in 3 hours. How many hours will it take her to paint 10 walls?",
     15, "hours"),
    # the same one thing named again in the question
    ("Lia can copy 6 lines of a poem in 4 minutes. How many minutes will it take her to copy 15 "
     "lines of a poem?", 10, "minutes"),
    ("Lia can copy 6 lines in 4 minutes. How many minutes will it take her to copy 15 lines of an "
     "essay?", 10, "minutes"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_count_from_one_thing_answered(text: str, value: int | Fraction, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # "a book" after "of" is no "per book": 3 chapters are read, not 3 in each of the 4 books
    "Omar reads 3 chapters of a book. He reads 4 books. How many chapters does he read in all "
    "the books?",
    # the whole thing asked: how many pages it has is never told
    "Omar can read 9 pages of a novel in 15 minutes. How many minutes will it take him to read the "
    "novel?",
    # a count of another kind of its parts asked
    "Lia can copy 6 lines of a poem in 4 minutes. How many minutes will it take her to copy 3 "
    "verses of a poem?",
    # the lines of another thing asked: the pace told is the poem's
    "Lia can copy 6 lines of a poem in 4 minutes. How many minutes will it take her to copy 15 "
    "lines of a letter?",
    # another doer asked
    "Lia can copy 6 lines of a poem in 4 minutes. How many minutes will it take Ben to copy 15 "
    "lines of a poem?",
    # a stretch done once in the past is no pace
    "Omar read 9 pages of a novel in 15 minutes. How many pages can he read in 45 minutes?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_count_from_one_thing_refused(text: str) -> None:
    assert not isinstance(solve(text), Answer)


def test_the_thing_counted_from_is_a_noun() -> None:
    """ "of a book": "book" after "a" is the noun of the thing the pages come from, never a verb,
    and "of" stands between them ("a book" alone would say "per book")."""
    state = MachineState()
    for token in tokenize("Omar reads 9 pages of a book in 15 minutes."):
        state = feed(state, token)
    chunks = state.sentences[0].chunks
    assert not any(isinstance(c, VerbChunk) and c.word == "book" for c in chunks)
    pages = next(c for c in chunks if isinstance(c, QtyChunk) and c.value == 9)
    assert pages.noun is not None and pages.noun.head == "page" and pages.noun.of is None
    at = chunks.index(pages)
    of, book = chunks[at + 1], chunks[at + 2]
    assert isinstance(of, PrepChunk) and of.word == "of"
    assert isinstance(book, NounChunk) and book.noun.head == "book" and book.determiner == "a"
