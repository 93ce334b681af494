"""Things told with what they are of ("32 slices of pizza", "20 bags of chips"), named again
by their own noun after "of the" ("ate 9 of the slices"): the things told, when one such kind
is told and none of those things alone. Each case is in our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("There were 24 slices of bread. Nia ate 5 of the slices. How many slices were left?", 19, "slices"),
    ("There were 40 slices of cake. After the guests ate some of the slices, there were 6 slices left. "
     "How many slices of cake did the guests eat?", 34, "slices"),
    ("Omar had 15 jars of honey. He gave 4 of the jars to Lia. How many jars of honey does Omar have?",
     11, "jars"),
]

REFUSED = [
    # two kinds of slices told: which were eaten?
    "There were 24 slices of bread and 9 slices of ham. Nia ate 5 of the slices. How many slices of "
    "bread were left?",
    "There were 24 slices of bread. There were 9 slices of ham. Nia ate 5 of the slices. How many "
    "slices of ham were left?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_of_the_things_told(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_of_the_things_of_two_kinds(text: str) -> None:
    assert_refuses(text)
