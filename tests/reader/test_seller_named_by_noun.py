"""A seller told by a noun for a person or a body of people ("A pet store sells mice for $2
each", "A florist was selling roses 3 for $5") is the one "it", "they" or "she" after names;
a sale or purchase told at a discount or on sale is at a price cut by an amount untold. Each
case is in our own words; an answer case fails when the shape is no longer read, a refusal case
when it is read without what would make it certain."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("A pet store sells hamsters for $3 each. It sold 6 hamsters. How much money did it earn?", 18),
    ("A bakery sells muffins for $2 each. They sold 9 muffins. How much money did they make?", 18),
    ("A florist was selling tulips for 4 dollars each. She sold 5 tulips. How much money did she "
     "earn?", 20),
    ("A toy shop was selling kites 2 for $7. If they sold 6 kites, how much money would they have "
     "earned?", 21),
    ("A garden shop sells bulbs 4 for $3. Tom bought 8 bulbs there. How much did he spend?", 6),
]

REFUSED = [
    # the thing sold is no seller
    "Each pie sells for $6. It sold 3 pies. How much money did it earn?",
    # another seller, not the shop whose price is told
    "A pet store sells hamsters for $3 each. A farmer sold 6 hamsters. How much money did he earn?",
    # sold or bought at a price cut by an amount untold
    "Kites cost $5 each. Vera sold 4 kites at a discount. How much money did she earn?",
    "Kites cost $5 each. Vera sold 3 kites on Monday and 4 kites at a discount on Tuesday. How much "
    "money did she earn?",
    "Lamps cost $9 each. Ben bought 2 lamps on sale. How much did he spend?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, Fraction(value))


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
