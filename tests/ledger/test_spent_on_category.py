"""Money spent on a category: "How much did she spend on fruit?" sums the priced purchases of
every kind the hypernym table places in the category; a thing bought that the table does not
place in or out of it (a pen, a tomato) leaves the sum unknown."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Lina bought 4 plums for $1 each and 3 mangoes for $2 each. How much did she spend on fruit?",
     10),
    # a thing the table places outside the category is not summed
    ("Lina bought 4 plums for $1 each and 2 goats for $30 each. How much did Lina spend on fruits?",
     4),
    ("Lina bought 2 kites at $5 each and 3 dolls at $4 each. How much did she spend on toys?", 22),
]

REFUSED = [
    # is a pen fruit? The table does not say, so neither does the sum
    "Lina bought 4 plums for $1 each and 3 pens for $2 each. How much did she spend on fruit?",
    # a tomato is disputed fruit
    "Lina bought 4 plums for $1 each and 3 tomatoes for $2 each. How much did she spend on fruit?",
    # a sum spent on something else the story names may be fruit too
    "Lina bought 4 plums for $1 each. She spent $6 at the market. How much did she spend on fruit?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_spent_on_category(text: str, value: int) -> None:
    assert_answers(text, value, "dollars")


@pytest.mark.parametrize("text", REFUSED)
def test_spent_on_category_unsettled(text: str) -> None:
    assert_refuses(text)
