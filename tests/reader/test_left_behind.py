""" "took some out of the jar and left 4 in": "left" after "and" with a number is the verb
"leave", and what was left stays where the things were taken from. Each case is in our own
words; an answer case fails when the clause is read otherwise (as a second amount taken, or
not at all), a refusal case when it is read where the place left in is not the place taken
from."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("There are 12 marbles in a jar. Ivo took some marbles out of the jar and left 5 in. How many "
     "marbles did Ivo take out?", 7),
    ("There are 4 red marbles and 6 blue marbles in a jar. Ivo took some marbles out of the jar "
     "and left 3 in it. How many marbles did Ivo take?", 7),
    ("There are 12 plums in the bowl. Bea ate some plums from the bowl and left 5. How many plums "
     "did Bea eat?", 7),
    ("There are 12 marbles in a jar. Ivo took some marbles out of the jar and left 5 in the jar. "
     "Then Ada put 2 marbles in the jar. How many marbles are in the jar?", 7),
]

REFUSED = [
    # left elsewhere than where they were taken from
    "There are 12 marbles in a jar. Ivo took some marbles out of the jar and left 5 on the "
    "table. How many marbles did Ivo take out?",
    "There are 12 marbles in a jar. Ivo took some marbles out of the jar and left 5 in the box. "
    "How many marbles did Ivo take out?",
    "There are 12 marbles in a jar. Ivo took some marbles out of the jar and left 5 for Ada. "
    "How many marbles did Ivo take out?",
    # a verb that places them: left in the place they went to, or the one they came from?
    "There are 12 marbles in a jar. Ivo put some marbles in the box from the jar and left 5 in. "
    "How many marbles did Ivo put in the box?",
    # what he left is asked: no frame reads the doing of leaving
    "There are 12 marbles in a jar. Ivo took some marbles out of the jar and left 5 in. How many "
    "marbles did Ivo leave?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_left_behind_read(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_left_behind_refused(text: str) -> None:
    assert_refuses(text)
