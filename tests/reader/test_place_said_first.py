"""A place said first, then "be" and what is there ("In the box were 5 pens", "Beside the shed
was a crate of 40 logs"): read as "There were 5 pens in the box" (`clauses._place_first_moved`).
Every case is in our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("In the box were 5 pens. How many pens were in the box?", 5, "pens"),
    ("In the box were 5 pens. In the bag were 3 pens. How many pens were in the box?", 5, "pens"),
    ("In the box were 5 pens. In the bag were 3 pens. How many pens were there in all?", 8, "pens"),
    ("At the fair were 5 boys and 6 girls. How many children were at the fair?", 11, "children"),
    ("On the shelf were 12 jars. Then Ivo added 5 jars to the shelf. How many jars are on the shelf?",
     17, "jars"),
    ("Beside the shed of old wood was a crate of 400 logs. Ivo wants to put them in bins. If every bin "
     "can hold 100 logs, how many bins does he need?", 4, "bins"),
])
def test_place_said_first(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # more than what is in the bag: a comparison, never a count there
    "In the box were 5 more pens than in the bag. In the bag were 3 pens. How many pens were in "
    "the box?",
    # a count of no stated size
    "In the garden were a few trees and 5 bushes. How many trees were in the garden?",
    # the place says whose box, not who holds the pens
    "In Ivo's box were 5 pens. How many pens does Ivo have?",
])
def test_place_said_first_refused(text: str) -> None:
    assert_refuses(text)
