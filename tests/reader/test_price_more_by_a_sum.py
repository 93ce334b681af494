"""A price told by a sum more or less than another's: "A rug costs $5 more (less) than a lamp"."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("A kettle costs $9. A toaster costs $4 more than a kettle. How much does a toaster cost?", 13,
     "dollars"),
    ("A kettle costs $9. A toaster costs $4 less than a kettle. How much does a toaster cost?", 5,
     "dollars"),
    # the derived price prices a purchase, and a count asked
    ("A kettle costs $9. A toaster costs $4 more than a kettle. Mia buys 3 toasters. How much does "
     "Mia spend?", 39, "dollars"),
    ("A kettle costs $2.50. A toaster costs $0.75 less than a kettle. How much do 4 toasters cost?", 7,
     "dollars"),
    # the unit said as a noun
    ("A kettle costs $9. A toaster costs 4 dollars more than a kettle. How much does a toaster "
     "cost?", 13, "dollars"),
    ("A kettle costs 90 cents. A toaster costs 40 cents more than a kettle. How much does a toaster "
     "cost?", 130, "cents"),
    # the other's price told for a count: one costs the sum over the count
    ("Three kettles cost $12. A toaster costs $1 less than a kettle. How much does a toaster cost?", 3,
     "dollars"),
    # "than" names the one thing compared, among two priced
    ("A kettle costs $9. A mixer costs $20. A toaster costs $4 more than a kettle. How much does a "
     "toaster cost?", 13, "dollars"),
]

REFUSED = [
    # less by the whole price or more: no price
    "A kettle costs $9. A toaster costs $9 less than a kettle. How much does a toaster cost?",
    "A kettle costs $9. A toaster costs $12 less than a kettle. How much do 2 toasters cost?",
    # no "than": more than the kettle, or than all spent?
    "A kettle costs $9. A toaster costs $4 more. How much does a toaster cost?",
    # a thing never priced, another's thing, a count compared, a time after the other
    "A kettle costs $9. A toaster costs $4 more than a mixer. How much does a toaster cost?",
    "A kettle costs $9. A toaster costs $4 more than Mia's kettle. How much does a toaster cost?",
    "A kettle costs $9. A toaster costs $4 more than 2 kettles. How much does a toaster cost?",
    "A kettle costs $9. A toaster costs $4 more than a kettle did last year. How much does a toaster "
    "cost?",
    # the sum in another money unit than the other's price
    "A kettle costs 90 cents. A toaster costs $4 more than a kettle. How much does a toaster cost?",
    "A kettle costs $9. A toaster costs 40 cents more than a kettle. How much does a toaster cost?",
    # a price one payer paid, a price of a measure
    "Mia pays $9 for each kettle. A toaster costs $4 more than a kettle. How much does a toaster cost?",
    "Cheese costs $9 per pound. A toaster costs $4 more than a cheese. How much does a toaster cost?",
    # a price of the toaster told besides
    "A kettle costs $9. A toaster costs $4 more than a kettle. A toaster costs $20. How much does a "
    "toaster cost?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_price_more_by_a_sum_answered(text: str, value: int | Fraction, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_price_more_by_a_sum_refused(text: str) -> None:
    assert_refuses(text)
