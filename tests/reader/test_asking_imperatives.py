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
    # a pace over a span: "the (total) number of X S VERB in N days" asks "How many X do S VERB in
    # N days?", "of pounds of oats" one noun
    ("Noor paints 3 mugs a day. Calculate the total number of mugs Noor paints in 5 days.", 15, "mugs"),
    ("Ivo has 4 goats. Each goat eats 2 pounds of oats a day. What is the number of pounds of oats "
     "his goats eat in 3 days?", 24, "pounds"),
    ("Ivo walks 3 miles each day while Noor walks 2 miles each day. How many more miles, in all, "
     "does Ivo walk than Noor walk in 4 days?", 4, "miles"),
]

REFUSED = [
    # "find" told of someone is a doing of the story, not a question
    "Noor has 7 kites. Ivo finds 5 kites.",
    # a second asking verb after the question: two questions
    "Noor has 7 kites. Ivo has 5 kites. Find the total number of kites they have. Find the number "
    "of kites Noor has.",
    # "the number of mugs Noor paints": with no pace, the mugs she paints are not told
    "Noor painted 3 mugs. What is the total number of mugs Noor paints in 5 days?",
    # the question must come last
    "Find the total number of kites they have. Noor has 7 kites. Ivo has 5 kites.",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_asking_imperative_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_asking_imperative_refused(text: str) -> None:
    assert_refuses(text)
