"""Change told: "paid with a $20 bill and got $2 in change" ties the sum handed over, less what
all that was bought cost, to the change; so a price or a count asked may follow from it. The
sum handed over and the change move no money of the buyer's beyond the cost."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # the price of each, from the sum handed over and the change
    ("Ivo bought 4 kites. He paid with a $50 bill and got $14 in change. How much did each kite "
     "cost?", 9, "dollars"),
    ("Ivo bought 4 kites. He paid with a $50 bill and got $14 change. How much did each kite "
     "cost?", 9, "dollars"),
    ("Ivo bought 4 kites. He paid with a $50 bill and got $14 back. How much did each kite "
     "cost?", 9, "dollars"),
    ("Ivo bought 4 kites. He gave the clerk $50 and received $14 in change. How much did each kite "
     "cost?", 9, "dollars"),
    ("Ivo bought 4 kites. He gave $50 and got back $14 as change. How much did each kite "
     "cost?", 9, "dollars"),
    # a thing of a kind named with "of", asked by its whole name
    ("Ivo bought 2 boxes of tea. He paid with a $20 bill and got $8 in change. How much did each "
     "box of tea cost?", 6, "dollars"),
    # "How much money will he get back?" asks the change
    ("Ivo bought a mug for $7. He paid with a $10 bill. How much money will he get back?", 3,
     "dollars"),
    # "was he given": the change he received
    ("Ivo bought a mug for $7. He paid with a $10 bill. How much change was he given?", 3, "dollars"),
    # the count bought, at a price told
    ("Each kite costs $9. Ivo bought some kites. He paid with a $50 bill and got $14 in change. "
     "How many kites did he buy?", 4, "kites"),
    # a sum handed over in dollars for things priced in cents: both in cents, by the units table
    ("Each plum costs 75 cents. Ada bought some plums. She paid with a $20 bill and got $11 in "
     "change. How many plums did she buy?", 12, "plums"),
    # the change agrees with the price told: what he spent
    ("Ivo bought 4 kites for $9 each. He paid with a $50 bill and got $14 in change. How much did "
     "he spend?", 36, "dollars"),
    # the bill handed over and the change come back to what the kites cost him
    ("Ivo had $80. He bought 4 kites for $9 each. He paid with a $50 bill and got $14 in change. "
     "How much money does he have now?", 44, "dollars"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_change_told_answers(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # bought by two, paid by one: what did his share of the kites cost?
    "Ivo and Lu bought 4 kites. He paid with a $50 bill and got $14 in change. How much did each "
    "kite cost?",
    # money of his given to someone else beside: out of the bill too?
    "Ivo bought 4 kites. He gave Lu $2. He paid with a $50 bill and got $14 in change. How much "
    "did each kite cost?",
    # another thing bought with no price: the kites did not cost all of it
    "Ivo bought 4 kites. He bought a mug. He paid with a $50 bill and got $14 in change. How much "
    "did each kite cost?",
    # money given back for a loan is no change of a purchase
    "Ivo lent Lu $9. He got $4 back. How much money does Ivo have?",
    # money got back of a loan is no change of a purchase
    "Ivo lent Lu $20. Lu paid back $12. How much money did he get back?",
    # a change that does not agree with the price told
    "Ivo bought 4 kites for $8 each. He paid with a $50 bill and got $14 in change. How much did "
    "he spend?",
])
def test_change_told_refused(text: str) -> None:
    assert_refuses(text)
