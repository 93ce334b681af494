"""A question asked by a verb: "Find the total number of X they have.", "If …, calculate the
number of X she has." say what "What is the total number of X they have?" says. Only a verb of
asking, in its bare form, opening the sentence or the clause after an "if …," condition."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Noor has 7 kites. Ivo has 5 kites. Find the total number of kites they have.", 12, "kites"),
    ("Noor has 7 kites. Ivo has 5 kites. Calculate the total number of kites they have.", 12, "kites"),
    ("Noor has 7 kites. Ivo has 5 kites. Determine the total number of kites they have.", 12, "kites"),
    # the main clause after a condition
    ("Noor has 7 kites. Ivo has 5 kites. If Ivo buys 4 more kites, compute the total number of kites "
     "they have.", 16, "kites"),
    ("Noor has 7 kites. Ivo has 5 kites. If Ivo buys 4 more kites, calculate the total number of "
     "kites they have?", 16, "kites"),
]

REFUSED = [
    # "find" told of someone is a doing of the story, not a question
    "Noor has 7 kites. Ivo finds 5 kites.",
    # a second asking verb after the question: two questions
    "Noor has 7 kites. Ivo has 5 kites. Find the total number of kites they have. Find the number "
    "of kites Noor has.",
    # the question must come last
    "Find the total number of kites they have. Noor has 7 kites. Ivo has 5 kites.",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_asking_imperative_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_asking_imperative_refused(text: str) -> None:
    assert_refuses(text)
