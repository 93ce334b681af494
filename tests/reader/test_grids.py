"""Things set out in a grid: "A field has 6 rows and 9 columns of oaks" is 6 rows of oaks with 9
oaks in each row (``frames._grid_as_rows``)."""

import pytest

from tests.outcomes import assert_answers
from wordproof import Answer, solve

ANSWERED = [
    ("A field has 6 rows and 9 columns of oaks. How many oaks does the field have?", 54, "oaks"),
    ("A hall has 7 columns and 4 rows of chairs. How many chairs are there in the hall?", 28, "chairs"),
    ("An orchard has 11 rows and 3 columns of pear trees. How many trees are there in all?", 33, "trees"),
    ("Ravi planted 4 rows and 5 columns of tulips. How many tulips did he plant?", 20, "tulips"),
    # a place after the things
    ("There are 3 rows and 8 columns of lockers in the gym. How many lockers are in the gym?", 24,
     "lockers"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # two counts of rows, rows asked, no things named, a side of a grid with a word before it
    "A hall has 6 rows and 9 rows of chairs. How many chairs are there in the hall?",
    "A hall has 7 columns and 4 rows of chairs. How many rows are there in the hall?",
    "A board has 8 rows and 8 columns. How many squares does the board have?",
    "A hall has 7 long rows and 4 columns of chairs. How many chairs are there in the hall?",
    # more told after the things than a place
    "A hall has 7 rows and 4 columns of chairs for the guests and 2 stools. How many chairs are there?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert not isinstance(solve(text), Answer)
