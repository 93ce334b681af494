"""A measure told at a stage of life gone by ("at birth", "as a puppy", "when he was born")
is of a past time, as "last year" is: a thing weighed then may have grown since. Our own
words; an answer case fails if the stage is no longer read as a time, a refusal case if the
present is answered from it."""

import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof.text.times import TimeKind, time_chunks
from wordproof.text.tokens import tokenize


@pytest.mark.parametrize(("text", "said"), [
    ("The calf weighed 60 pounds at birth.", "at birth"),
    ("Rex was 9 inches long as a puppy.", "as a puppy"),
    ("Mo weighed 7 pounds when he was born.", "born"),
])
def test_life_stage_is_past(text: str, said: str) -> None:
    tokens = tokenize(text)
    assert isinstance(tokens, tuple), tokens
    past = [t.text for t in time_chunks(tokens, (0, len(text))) if t.kind is TimeKind.PAST]
    assert past == [said]


@pytest.mark.parametrize("text", [
    "The calf weighed 60 pounds at birth. How much does the calf weigh?",
    "Rex weighed 9 pounds as a puppy. Tom weighs 40 pounds. How much heavier is Tom than Rex?",
])
def test_life_stage_not_now(text: str) -> None:
    assert_refuses(text)


def test_life_stage_asked_of_itself() -> None:
    assert_answers("The calf weighed 60 pounds at birth. How much did the calf weigh at birth?", 60, "pounds")


def test_as_a_thing_is_no_stage() -> None:
    tokens = tokenize("Mo used the box as a table.")
    assert isinstance(tokens, tuple), tokens
    assert not [t for t in time_chunks(tokens, (0, 28)) if t.kind is TimeKind.PAST]
