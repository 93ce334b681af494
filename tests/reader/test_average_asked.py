"""An average asked of people the question counts: "What is the average number of X the three
VERB?", "What is the average amount of money the two VERB?". The total is what "How many X did
the three VERB?" asks; the average is that total over the number the question says, which must
be the number of people the story names, each told with an amount of their own."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Noor picked 9 plums, Ivo picked 4 plums, and Tess picked 11 plums. What is the average number "
     "of plums the three picked?", 8, "plums"),
    ("Noor owns 6 kites. Ivo owns 3 kites. What is the average number of kites that the two of them "
     "own?", Fraction(9, 2), "kites"),
    ("Noor earned $45 and Ivo earned $25. What is the average amount of money the two earned?", 35,
     "dollars"),
    # changes told after: the totals at the end, over the people
    ("Noor owns 6 kites. Ivo owns 3 kites. Tess owns 9 kites. Noor lost 3 kites. What is the average "
     "number of kites the three own?", 5, "kites"),
    # "the total number of … the three …" reads the same counted people
    ("Noor picked 9 plums, Ivo picked 4 plums, and Tess picked 11 plums. What is the total number "
     "of plums the three picked?", 24, "plums"),
]

REFUSED = [
    # one of the three picked no plums the story tells: none, or untold?
    "Noor picked 9 plums. Ivo picked 4 plums. Tess sang a song. What is the average number of plums "
    "the three picked?",
    # plums held are not plums picked
    "Noor picked 9 plums. Ivo picked 4 plums. Tess has 5 plums. What is the average number of plums "
    "the three picked?",
    # the number said is not the number of people the story names
    "Noor picked 9 plums. Ivo picked 4 plums. What is the average number of plums the three picked?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_average_asked_answered(text: str, value: int | Fraction, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_average_asked_refused(text: str) -> None:
    assert_refuses(text)
