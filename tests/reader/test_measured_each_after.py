"""What every one of a kind counts or measures, told with a form of "be" and "each" after it
("The books are 100 pages each", "(Ivo has 10 books) that are 100 pages each"), says what "Each
book is 100 pages" says: a rate of the books the story counts. A sum after "be" is a price, never
contents; an age, a hedge, someone else's things and containers that name their stuff are not
read so."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ivo has 10 books. The books are 100 pages each. How many pages does he have?", 1000),
    ("Ivo has 10 books that are 100 pages each. How many pages does he have?", 1000),
    ("Una has 2 puzzles that are 500 pieces each. How many pieces does she have?", 1000),
    ("Una bought 3 bags that are 2 pounds each. How many pounds did she buy?", 6),
    # a sum after "be" stays a price
    ("Una bought 4 pens. The pens are $2 each. How much did she spend?", 8),
]

REFUSED = [
    # an age, a hedge, someone else's books, a pronoun, containers that name their stuff
    "Ivo has 3 dogs that are 5 years old each. How old are the dogs?",
    "Ivo has 10 books that are about 100 pages each. How many pages does he have?",
    "Ivo has 10 books. Una's books are 100 pages each. How many pages does Ivo have?",
    "Una bought 3 bags. The bags are 2 pounds each. How many pounds of rice did she buy?",
    "Una has 3 spools of wire that are 20 feet each. How many feet of wire does she have?",
    # people are no containers of a measure
    "Ivo has 5 sons. The sons are 4 feet each. How many feet are the sons?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_measured_each_after_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_measured_each_after_refused(text: str) -> None:
    assert_refuses(text)
