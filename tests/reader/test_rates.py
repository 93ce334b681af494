"""Rates and prices: each shape the rates frames read, answered with its product."""

from fractions import Fraction

import pytest

from wordproof import Answer, solve

ANSWERED = [
    # contents said of a place: the holder of the crates holds the melons
    ("There are 12 crates. There are 9 melons in each crate. How many melons are there in all?",
     108, "melons"),
    ("There are 6 shelves. Each shelf holds 20 books. How many books are there in all?", 120, "books"),
    # a price said of one thing, before or after the purchase
    ("Each kite costs $7. Lena bought 4 kites. How much did Lena spend?", 28, "dollars"),
    ("Lena bought 4 kites. Each kite costs $7. How much did Lena spend?", 28, "dollars"),
    ("A stamp costs 45 cents. Omar buys 3 stamps. How much money did Omar pay?", 135, "cents"),
    ("The ticket costs $3. Mo bought 5 tickets. How much did Mo spend?", 15, "dollars"),
    # a price said of things each
    ("Mugs cost $6 each. Priya bought 5 mugs. How much did she spend?", 30, "dollars"),
    ("Cups cost $2 per cup. Dan bought 7 cups. How much did Dan spend?", 14, "dollars"),
    # a price inside the purchase
    ("Rae bought 4 lamps for $15 each. How much did she spend?", 60, "dollars"),
    ("Rae bought four lamps each for $15. How much did she spend?", 60, "dollars"),
    ("Rae bought 4 lamps at $1.50 each. How much did she spend?", 6, "dollars"),
    # what was paid for each one
    ("Kit bought 6 books. She paid $3 for each book. How much did Kit spend?", 18, "dollars"),
    # the cost leaves the buyer's money
    ("Ivo had $50. He bought 3 caps at $9 each. How much money does Ivo have left?", 23, "dollars"),
    # a rate for a count: the verb's amount is their product
    ("Tom drove 60 miles per hour for 3 hours. How many miles did Tom drive?", 180, "miles"),
    ("Jan earns $12 an hour for 5 hours. How much does Jan earn?", 60, "dollars"),
    ("Jan ran 8 miles each day for 9 days. How many miles did Jan run?", 72, "miles"),
    ("Lu read 20 pages a day for 5 days. How many pages did Lu read?", 100, "pages"),
    # what is spent adds up over purchases and other spending in one unit
    ("Ana spent $5 on a hat. She bought 2 scarves for $4 each. How much did Ana spend?", 13,
     "dollars"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_rate_answered(text: str, value: int, unit: str) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value)
    assert outcome.unit == unit
    assert {c.verdict for c in outcome.certificates} == {"discharged"}
