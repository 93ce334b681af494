"""What is left to do of a thing one was told to hold or get with "a" ("Ida picked up a book
that has 40 pages. She read 15 of the pages. How many pages does she have left to read?"): the
thing is hers, as "her book" is. Each case is in our own words; an answer case fails when the
shape is no longer read, a refusal case when it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ida picked up a book that has 40 pages. She read 15 of the pages. How many pages did she "
     "have left to read?", 25),
    ("Ida has a book that has 40 pages. She read 15 pages. How many pages does she have left to "
     "read?", 25),
    ("Ida bought a book that has 40 pages. She read 15 pages. How many pages does she have left to "
     "read?", 25),
]

REFUSED = [
    # the thing told of again: given away or lost, is it still hers to read?
    "Ida bought a book that has 40 pages. She lost the book. She read 15 pages. How many pages "
    "does she have left to read?",
    "Ida bought a book that has 40 pages. She gave the book to Bo. She read 15 pages. How many "
    "pages does she have left to read?",
    # someone else read them
    "Ida has a book that has 40 pages. Bo read 15 pages. How many pages does Ida have left to "
    "read?",
    # two things of the kind: which one's pages?
    "Ida bought a book that has 40 pages. Bo bought a book that has 30 pages. She read 15 pages. "
    "How many pages does she have left to read?",
    # a thing got beside a thing of hers named so: which one's pages?
    "Ida has a book that has 40 pages. Her magazine has 30 pages. She read 15 pages. How many "
    "pages does she have left to read?",
    # only seen, never hers
    "Ida saw a book that has 40 pages. She read 15 pages. How many pages does she have left to "
    "read?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_left_to_do_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_left_to_do_refused(text: str) -> None:
    assert_refuses(text)
