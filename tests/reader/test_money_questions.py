"""Money asked in other words: "How much money remains?", "How much of her money remains?"
(the chunker takes "remains" for a noun), "How much did she pay for everything?"; and a list of
things bought, each priced by "that cost", whose last item closes the clause."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Pia had $30. She spent $12. How much money remains?", 18),
    ("Pia had $30. She bought 4 cups for $3 each. How much of her money remains?", 18),
    ("Pia bought 4 cups for $3 each and a rug for $20. How much did she pay for everything?", 32),
    ("Pia bought 4 cups that cost $3 each and a rug that cost $20. How much did she spend?", 32),
    ("Pia bought 4 cups for $3 each and a rug for $20. How much did she pay for her purchases?", 32),
    # things bought for a sum said right after them: the sum is what they all cost
    # what one has (needs) to pay is what one pays
    ("Rob buys 2 kites for $7 each and a spool for $3. How much does he have to pay?", 17),
    ("Rob bought 2 kites for $7 each. How much did he have to pay for the kites?", 14),
    ("Rob buys 4 kites for $7 each. How much money will he need to pay?", 28),
    ("Rob buys 3 kites for $6 each. How much should he pay?", 18),
    ("Rob bought 2 kites for $7 each and a spool for $3. How much must he pay?", 17),
    ("Pia had $30. She bought 3 mugs for $12. How much money does she have left?", 18),
    ("Pia had $30. She bought a pair of boots for $21. How much money does she have left?", 9),
    ("Pia has $40. She bought a hat for $9, a scarf for $6 and a pair of gloves for $5. How much "
     "money does she have left?", 20),
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_money_asked_answers(text: str, value: int) -> None:
    assert_answers(text, value, "dollars")


def test_water_remains() -> None:
    assert_answers("A tank had 40 liters of water. 15 liters leaked out. How much water remains?", 25,
                   "liters of water")


@pytest.mark.parametrize("text", [
    # whose money remains, of two?
    "Pia had $30. She spent $12. Rob had $9. How much money remains?",
    # a thing bought with no price told: what everything cost is not told
    "Pia bought 4 cups for $3 each and a rug. How much did she pay for everything?",
    # purchases of someone else's
    "Pia bought 4 cups for $3 each. Rob bought a rug for $20. How much did she pay for his "
    "purchases?",
    # the last thing's price alone, with nothing else priced: "5 pens and a lamp" cost what?
    "Pia bought 5 pens and a lamp that cost $18. How much did she spend?",
    # what is yet to pay, or more, is no sum paid; "to spend" may be what one has to spend
    "Rob buys 2 kites for $7 each. He pays $5. How much does he still have to pay?",
    "Rob buys 2 kites for $7 each. How much more does he have to pay?",
    "Rob buys 2 kites for $7 each. He pays $5. How much should he still pay?",
    "Rob buys 2 kites for $7 each. How much money does he have to spend?",
    # a sum beside things bought after it, or the things' count asked beside the money
    "Pia had $30. She bought 3 mugs for $12 and 2 cups. How much money does she have left?",
    "Pia had $30. She bought 3 mugs for $12 and 2 cups for $1 each. She bought a vase. How much "
    "money does she have left?",
])
def test_money_asked_refused(text: str) -> None:
    assert_refuses(text)
