"""Time spent asked with the doing it went on ("How many hours did he spend painting?"): the
gerund names no one spending when every time the story tells spent is told spent doing that, in
those words right after it, and the doing is told nowhere else; else it refuses."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ravi spent 3 hours painting in the garage and 2 hours painting in the yard. How many hours "
     "did he spend painting?", 5),
    ("Ravi spent 3 hours painting. He spent 4 hours painting. How many hours total did he spend "
     "painting?", 7),
]

REFUSED = [
    # time spent on another doing beside it
    "Ravi spent 3 hours painting and 2 hours reading. How many hours did he spend painting?",
    "Ravi spent 3 hours painting. He spent 2 hours reading. How many hours did he spend painting?",
    # the doing told again by its own verb: time spent painting there too, untold
    "Ravi spent 3 hours painting. He painted 2 fences. How many hours did he spend painting?",
    # a doing never told spent
    "Ravi spent 3 hours painting. How many hours did he spend reading?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
