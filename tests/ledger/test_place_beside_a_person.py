"""Things held in a place beside a person's own, asked of no holder (s30-rev2): the person's may
be in the place, or beside what it holds, so the question refuses; asked of the place, of the
person, or with the person's told kept in another place, it is answered."""

from fractions import Fraction

import pytest

from wordproof import Answer, Refusal, solve

REFUSED = [
    "There are 30 riders in the van. Lea has 4 riders. How many riders are there?",
    "Lea has 4 riders. There are 30 riders in the van. How many riders are there in all?",
    "Some riders were in a van. 5 more got in and 2 got out. Lea has 4 riders. If there are 20 riders "
    "in the van in the end, how many riders were there at first?",
    "The shelf has 8 books. Ann has 5 books. How many books are there in all?",
]

ANSWERED = [
    ("There are 30 riders in the van. Lea has 4 riders. How many riders are in the van?", 30),
    ("Lea has 4 riders. There are 30 riders in the van. How many riders does Lea have?", 4),
    ("There are 30 riders in the van and 12 riders in the bus. How many riders are there?", 42),
    ("A cook has 8 pies on the shelf while 6 more are in the oven. How many pies are there?", 14),
    ("Ann has 5 books on her desk. The shelf has 8 books. How many books are there in all?", 13),
]


@pytest.mark.parametrize("text", REFUSED)
def test_place_beside_a_person_refused(text: str) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Refusal) and outcome.code.code == "unsupported_question", outcome


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_place_or_person_asked_answered(text: str, value: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer) and outcome.value == Fraction(value), outcome
