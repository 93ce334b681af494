"""A noun left out after an ordinal: "The second one holds 4 more than the first." names the
noun told before with an ordinal ("the first jar"), when that noun is the only one so told.
Each case is in our own words; an answer case fails when the shape is no longer read, a
refusal case when it is read without the one noun that makes it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof.text.tokens import tokenize

ANSWERED = [
    ("The first jar holds 9 beads. The second one holds 4 more beads than the first. How many "
     "beads are in the second jar?", 13),
    ("The first crate had 20 pears. The second one had 6 fewer than the first crate. How many "
     "pears were in the second crate?", 14),
    ("The first tank has 12 fish. The second tank has 5 more fish than the first. How many fish "
     "are in the second tank?", 17),
]

REFUSED = [
    # two nouns told with ordinals: "the third one" is which?
    "The first jar holds 9 beads. The second box holds 2 beads. The third one holds 4 more beads "
    "than the first jar. How many beads are in the third jar?",
    # "the first" told of two nouns: the first jar, or the first box?
    "The first jar holds 9 beads. The first box holds 3 beads. The second jar holds 4 more beads "
    "than the first. How many beads are in the second jar?",
    # a bare "the first" that is no object of "than" stays unread
    "The first jar holds 9 beads. The first holds 4 more beads than the second jar. How many "
    "beads are in the second jar?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_ordinal_ellipsis_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_ordinal_ellipsis_refused(text: str) -> None:
    assert_refuses(text)


def test_one_after_the_and_an_ordinal_is_a_word_not_a_count() -> None:
    found = tokenize("The second one held 9 beads. The last one held 2.")
    assert not isinstance(found, type(None)) and not isinstance(found, str)
    ones = [t for t in found if t.lower == "one"]  # type: ignore[union-attr]
    assert ones and all(t.numeral is None for t in ones)
    counted = tokenize("She had one jar.")
    assert [t.numeral is not None for t in counted if t.lower == "one"] == [True]  # type: ignore[union-attr]
