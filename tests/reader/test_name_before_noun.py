"""One capitalized plural word right after "the", before a word that is only a noun ("The Spurs
basketball team", "the Yankees stadium"), is a name describing that noun, not the subject: the
noun phrase goes on. A word that may be a verb after it ("The Smiths paint fences") stays the
verb. Each case is in our own words; an answer case fails when the shape is no longer read, a
refusal case when it is read without what would make it certain."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof.reader.chunks import NounChunk
from wordproof.reader.machine import MachineState, feed
from wordproof.text.tokens import tokenize

ANSWERED = [
    ("The Hawks hockey team has 20 players. Each player has 3 sticks. How many sticks does the team "
     "have?", 60),
    ("The Smiths paint 3 fences. How many fences do the Smiths paint?", 3),
    ("The Smiths have 3 dogs and the Lees have 2 dogs. How many dogs do the Lees have?", 2),
]

REFUSED = [
    # two teams named by their names: which one is "the team"?
    "The Hawks hockey team has 20 players. The Owls hockey team has 18 players. Each player has 3 "
    "sticks. How many sticks does the team have?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, Fraction(value))


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)


def test_the_name_describes_the_noun() -> None:
    state = MachineState()
    for token in tokenize("The Hawks hockey team has 20 players."):
        state = feed(state, token)
    first = state.sentences[0].chunks[0]
    assert isinstance(first, NounChunk)
    assert first.noun.head == "team" and first.noun.modifiers == ("hawks", "hockey")
