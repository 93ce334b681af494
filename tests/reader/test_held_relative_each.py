"""Things held or there, counted, with a relative clause of what each one has ("Ann has 4 boxes
that have 20 pens each", "… which contain 20 pens each", "There are 4 jars that hold 9 figs
each", "… that can hold 20 seeds each") say what "Each box has 20 pens" says of those boxes, as
the same clause after "bought" does. Each case is in our own words; an answer case fails when
the shape is no longer read, a refusal case when it is read without what would make it
certain."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ana has 4 boxes that have 20 pens each. How many pens does she have?", 80),
    ("Ana has 4 boxes which contain 20 pens each. How many pens does she have?", 80),
    ("There are 6 crates that contain 9 melons each. How many melons are there?", 54),
    ("Ana has 4 planters that can hold 20 seeds each. How many seeds can the planters hold?", 80),
    ("Ana has 4 boxes that have 20 pens each. She gave 10 pens to Ivo. How many pens does she have?", 70),
]

REFUSED = [
    # without "each": all the boxes together, or each?
    "Ana has 4 boxes that have 20 pens. How many pens does she have?",
    # after a list: the bags, or the boxes and the bags?
    "Ana has 4 boxes and 3 bags that have 20 pens each. How many pens does she have?",
    # someone else's boxes: what they hold is not told
    "Ana has 4 boxes that have 20 pens each. Ivo has 3 boxes. How many pens does Ivo have?",
    # room is no holding: the planters may be empty
    "Ana has 4 planters that can hold 20 seeds each. How many seeds does she have?",
    # a doing of each thing held is no holding of it
    "Ana has 30 birds that ate 5 seeds each. How many seeds does she have?",
    # red boxes beside blue ones whose contents are not told
    "Ana has 4 red boxes that have 20 pens each and 3 blue boxes. How many pens does she have?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, Fraction(value))


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
