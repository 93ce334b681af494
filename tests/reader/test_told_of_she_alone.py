"""A story told of one "she" (or "he") named by no one, beside things only ("She has 9 kites.
She gave 4 kites to the museum."): after a "she" who stood for no one, a thing told since is none
of the candidates of "she" or "her", who stand for that one someone still. Anyone else
told beside (a name, a person's role, a second pronoun) leaves "she" unread. Each case is in our
own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("She has 40 shells. She gave 15 shells to the aquarium. How many shells does she have left?", 25,
     "shells"),
    ("She had 40 shells. If she gave away 15 to the aquarium, how many are left with her?", 25, "shells"),
    ("He has $50. If he spent $18 on paint, how much money was left with him?", 32, "dollars"),
]

REFUSED = [
    # a person's role beside "she": which one is she?
    "She has 40 shells. Her aunt has 6 shells. She gave 15 shells to the aquarium. How many shells "
    "does she have left?",
    # a second pronoun never bound: someone left out
    "She has 40 shells. He gave her 15 shells. How many shells does she have?",
    # a name beside: she may be someone else
    "She has 40 shells. Lia gave 15 shells to the aquarium. How many shells does she have left?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_told_of_she_alone(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_someone_beside(text: str) -> None:
    assert_refuses(text)
