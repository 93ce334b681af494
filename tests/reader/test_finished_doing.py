"""A span asked of a doing finished ("How many days will it take him to finish reading the
book?"): a verb of doing the whole (lexicon ``finishing_verbs``) before a gerund asks what "to
read the book" asks; so does "to finish the book" of the one doing the story paces. With part of
it told done, "finish" may ask the rest: refused."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Lex has a 420-page book. He reads 30 pages a day. How many days will it take Lex to finish "
     "reading the book?", 14, "days"),
    ("Lex reads 30 pages a day. How many days will it take Lex to finish reading 420 pages?", 14, "days"),
    ("Lex reads 30 pages a day. How many days will it take Lex to complete reading 420 pages?", 14, "days"),
    # the one book told by its doing measures so much too; the number said without a hyphen
    ("Lex read a 420 page book. If he can read 30 pages a day, how many days will it take Lex to "
     "finish reading the book?", 14, "days"),
    ("Lex has a 420 page book. He reads 30 pages a day. How many days will it take him to read the "
     "book?", 14, "days"),
    # "to finish the book" with no doing named: the one doing paced, to its end
    ("Mia has a 240 page book. She reads 20 pages a day. How many days will it take Mia to finish "
     "the book?", 12, "days"),
]

REFUSED = [
    # part of it done: the whole, or the rest?
    "Lex reads 30 pages a day. He has read 120 pages. How many days will it take him to finish reading "
    "420 pages?",
    "Lex has a 420-page book. He reads 30 pages a day. He has read 120 pages. How many days will it "
    "take Lex to finish reading the book?",
    # the book: the one read, or the one bought?
    "Lex read a 420-page book. Then he bought a book. He reads 30 pages a day. How many days will it "
    "take him to read the book?",
    # two books read: which?
    "Lex read two 420-page books. He reads 30 pages a day. How many days will it take him to read "
    "the book?",
    # "finish" with part done: the whole, or the rest?
    "Mia has a 240 page book. She reads 20 pages a day. She has read 60 pages. How many days will it "
    "take Mia to finish the book?",
    # two doings paced: which does "finish" end?
    "Mia has a 240 page book. She reads 20 pages a day and copies 4 pages a day. How many days will "
    "it take Mia to finish the book?",
    # a doing whose pace is not told
    "Lex reads 30 pages a day. How many days will it take him to finish writing 420 pages?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_finished_doing_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_finished_doing_refused(text: str) -> None:
    assert_refuses(text)
