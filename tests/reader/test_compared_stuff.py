"""A comparison of kinds by one verb "than" a bare plural the story counts only in containers
of it ("sold 30 jars of honey. She sold 6 fewer pies than honey"): the containers are meant.
Problems in our own words, with the answer each must give, and the shapes that must refuse."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

READ = [
    ("Lena sold 30 jars of pickles. She sold 6 fewer pies than pickles. How many pies did Lena "
     "sell?", 24),
    ("Lena sold 30 jars of pickles. She sold 6 more pies than pickles. She sold 4 fewer cakes than "
     "pies. How many cakes did Lena sell?", 32),
    ("Omar baked 12 trays of rolls. He baked 5 more loaves than rolls. How many loaves did Omar "
     "bake?", 17),
    # the containers of the other stuff, said in full on the first side
    ("Lena sold 30 jars of pickles. She sold 6 fewer jars of olives than pickles. How many jars of "
     "olives did Lena sell?", 24),
]

REFUSED = [
    # the stuff counted loose as well: the jars or the loose ones?
    "Lena sold 30 jars of pickles and 9 pickles. She sold 6 fewer pies than pickles. How many pies "
    "did Lena sell?",
    # in two kinds of container: which?
    "Lena sold 30 jars of pickles and 5 tubs of pickles. She sold 6 fewer pies than pickles. How "
    "many pies did Lena sell?",
    "Lena sold 30 jars of pickles. She ate 2 tubs of pickles. She sold 6 fewer pies than pickles. "
    "How many pies did Lena sell?",
    # another verb counted the containers, or another doer
    "Lena bought 30 jars of pickles. She sold 6 fewer pies than pickles. How many pies did Lena sell?",
    "Ivo sold 30 jars of pickles. Lena sold 6 fewer pies than pickles. How many pies did Lena sell?",
]


@pytest.mark.parametrize(("text", "value"), READ)
def test_read(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
