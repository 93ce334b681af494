"""A sum paid for a count of things ("She paid $12 for 4 books", "She spent $12 on 4 books"),
read as "She bought 4 books for $12": a purchase whose sum ties the price of one. Every case is
in our own words; an answer fails when the shape is no longer read, a refusal when it is read
without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ann paid $12 for 4 books. How much did each book cost?", 3),
    ("Ann spent $12 on 4 books. How much did each book cost?", 3),
    ("Ann spent $12 on 4 books. How much does one book cost?", 3),
    ("Ann paid $12 for 4 books. How many books did she buy?", 4),
    ("Ann paid $12 for 4 books. How much would 6 books cost?", 18),
    ("Ann paid $12 for 4 books. She paid $6 for 2 pens. How much did she spend?", 18),
    ("Ann spent $12 on 4 books. She spent $6 on 3 pens. How much did each pen cost?", 2),
    ("Ann paid $12 for 4 packs of cards. How much did each pack cost?", 3),
    # "paid for" with no sum still names the count bought, its price told elsewhere
    ("Each meal costs $7. Ann paid for 3 meals. How much did she spend?", 21),
]

REFUSED = [
    # a list: the sum is of the books and the pen together
    "Ann paid $12 for 4 books and a pen. How much did each book cost?",
    "Ann spent $12 on 4 books and 2 pens. How much did each book cost?",
    # a payee: money handed to Bo, maybe for more than the books
    "Ann paid Bo $12 for 4 books. How much did each book cost?",
    # each of them, or all of them: not the sum of the count
    "Ann paid $12 for each of 4 books. How much did each book cost?",
    "Ann paid $12 for 4 books each. How much did each book cost?",
    # time or a measure paid for is no thing bought
    "Ann paid $12 for 4 hours of parking. How much did each hour cost?",
    "Ann spent 3 hours on 4 puzzles. How long did each puzzle take?",
    # a sum that disagrees with the price told
    "Ann paid $12 for 4 books. Each book cost $4. How much did she spend?",
    # another buyer's price is not told
    "Ann paid $12 for 4 books. Bo bought 6 books. How much did Bo pay?",
    # a purpose after the count: the books may be for others, read no further
    "Ann paid $12 for 4 books for her sons. How much did each book cost?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
