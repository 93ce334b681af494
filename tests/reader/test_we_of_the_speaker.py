"""A question's "we" / "our" / "us" after a story told by "I": the speaker and the one other
person the story tells of. Each case is in our own words; an answer case fails when the shape
is no longer read, a refusal case when "we" is bound to a pair it need not be."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Pia has 12 shells. I have 9 shells. How many shells do we have?", 21, "shells"),
    ("I have 9 shells. Pia has 12 shells. What is the sum of our shells?", 21, "shells"),
    ("I have 9 shells. Pia has 12 shells. How many shells do we have altogether?", 21, "shells"),
    # a person named by a role is the other one too
    ("I have 7 marbles. My sister has 4 marbles. How many marbles do we have in all?", 11, "marbles"),
    # a change between the two stays within "we"
    ("I have 7 marbles. Pia has 4 marbles. She gives me 2 marbles. How many marbles do we have?", 11,
     "marbles"),
]

REFUSED = [
    # two others told: which of them are "we"?
    "I have 7 marbles. Pia has 4 marbles. Tom has 5 marbles. How many marbles do we have?",
    "I have 7 marbles. Pia has 4 marbles. Her brother has 5 marbles. How many marbles do we have?",
    # the other's holding is never told
    "I gave Pia 3 marbles. Now I have 7 marbles. How many marbles do we have?",
    # a body of people is no one person
    "I have 7 marbles. The club has 4 marbles. How many marbles do we have?",
    # a place or a shop is no one of "us"
    "I bought 7 marbles from the shop. The shop has 20 marbles left. How many marbles do we have?",
    # the other holds things of another kind
    "I have 7 marbles. Pia has 4 kites. How many marbles do we have?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_we_of_the_speaker_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_we_of_the_speaker_refused(text: str) -> None:
    assert_refuses(text)
