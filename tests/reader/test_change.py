"""Change from money handed over: "paid with a $20 bill", "paid the cashier $100", "gave $50
to the clerk", then "How much change did she get (back)?" — the sum handed over less what the
priced purchases cost. Each case is in our own words; an answer case fails when the shape is
no longer read, a refusal case when it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ivo bought 3 pens for $2 each. He paid with a $20 bill. How much change did he get back?",
     14),
    ("Lea bought 2 hats for $7 each. Lea paid the cashier $50. How much change did Lea receive?",
     36),
    ("Lea bought 4 cups for $3 each. Lea gave $20 to the clerk. How much change will Lea get?", 8),
    # a thing bought for a sum costs that sum, beside the things priced each
    ("Ivo bought a lamp for $12 and 3 pens for $2 each. He paid with a $50 bill. How much change "
     "did he get?", 32),
    ("Ivo bought a lamp for $12, a mug for $5 and a cap for $3. He paid with a $50 bill. How much "
     "change did he get?", 30),
    # a bill of so many dollars in words, and "paid using"
    ("Ivo bought 3 pens for $2 each. He paid with a twenty dollar bill. How much change did he "
     "get?", 14),
    ("Ivo bought 3 pens for $2 each. He paid with a fifty-dollar bill. How much change did he "
     "get?", 44),
    ("Ivo bought 3 pens for $2 each. He paid using a $10 bill. How much change did he get?", 4),
    # a bill given to no one named, in the question's supposition: the sum handed over
    ("Ivo bought 3 pens for $2 each. How much change did he get if he gave a $10 bill?", 4),
    # the change asked "in change", and the bill named by the question
    ("Ivo bought 3 pens for $2 each. He paid with a $10 bill. How much does he get in change?", 4),
    ("Ivo bought 3 pens for $2 each. How much change must he get from a $10 bill?", 4),
    ("Ivo bought 3 pens for $2 each. How much change does he receive back for a ten-dollar bill?",
     4),
    # a plain sum the change comes from, named by the question
    ("Ivo bought 3 pens for $2 each. How much change will he get from $10?", 4),
    ("Ivo bought a cap for $6 and 2 pens for $2 each. How much change did he get from 20 dollars?",
     10),
    # handing money over is no spending of it
    ("Ivo bought 3 pens for $2 each. He paid with a $20 bill. How much did he spend?", 6),
    # nothing bought yet: the change is of buying the one thing wanted, at its price
    ("Ada wants to buy a lamp that costs $42. How much change will she get if she hands the clerk "
     "$50?", 8),
    ("Ada wants to buy a lamp. The lamp costs $42. She pays with a $50 bill. How much change does "
     "she get back?", 8),
    # the change "taken" is the change got
    ("Ivo bought 4 mugs for $3 each. He gave the clerk $20. How much change did he take?", 8),
    # bills and coins handed over in one clause are together the sum the change comes from
    ("Ivo bought a kite for $26. He gave the clerk two $10 bills and $7 in coins. How much change "
     "did he get?", 1),
    ("Ivo bought a kite for $26. He gave the clerk a $20 bill and three $5 bills. How much change "
     "did he get?", 9),
]

REFUSED = [
    # a purchase with no price: what was spent is not known
    "Ivo bought 3 pens for $2 each. He bought a cap. He paid with a $20 bill. How much change "
    "did he get back?",
    # two sums handed over: of which?
    "Ivo bought 3 pens for $2 each. He paid with a $20 bill. Then he paid with a $10 bill. How "
    "much change did he get back?",
    # less handed over than spent
    "Ivo bought 3 pens for $2 each. He paid with a $5 bill. How much change did he get back?",
    # a tip is money out too: from the bill, or paid apart?
    "Ivo bought 3 pens for $2 each. He gave a $5 tip to the waiter. He paid with a $50 bill. How "
    "much change did he get back?",
    # a bill given to someone named is a gift, not the sum the change comes from
    "Ivo bought 3 pens for $2 each. He gave a $10 bill to his son. How much change did he get?",
    # a bill told and another named by the question: which one was handed over?
    "Ivo bought 3 pens for $2 each. He paid with a $10 bill. How much change must he get from a "
    "$20 bill?",
    # a sum told and another named by the question; less named than spent
    "Ivo bought 3 pens for $2 each. He paid with a $20 bill. How much change did he get from $10?",
    "Ivo bought 3 pens for $2 each. How much change did he get from $5?",
    # a sum in cents named for things priced in dollars, with nothing to convert by
    "Ivo bought 3 pens for $2 each. How much change did he get from 10 cents?",
    # nothing handed over is told
    "Ivo bought 3 pens for $2 each. How much change did he get back?",
    # a thing wanted beside one bought: was the lamp bought too, and paid from the bill?
    "Ada wants to buy a lamp that costs $42. She buys a cap for $6. She pays with a $50 bill. How "
    "much change does she get back?",
    # two things wanted, one with no price told
    "Ada wants to buy a lamp and a rug. The lamp costs $42. She pays with a $100 bill. How much "
    "change does she get back?",
    # another pays the bill
    "Ada wants to buy a lamp that costs $42. Her uncle pays with a $50 bill. How much change does "
    "she get back?",
    # sums handed over to two people: only the clerk's is handed over for the kite
    "Ivo bought a kite for $26. He gave the clerk $20 and his son $10. How much change did he get?",
    # sums handed over in two clauses: the second may be for something else
    "Ivo bought a kite for $26. He gave the clerk a $20 bill. He gave the clerk a $10 bill. How "
    "much change did he get?",
    # dollars and cents handed over together: in no one unit
    "Ivo bought a kite for $26. He gave the clerk two $10 bills and 700 cents. How much change "
    "did he get?",
    # handed over "for" something named: for what was bought alone, or more?
    "Ivo bought a kite for $26. He gave the clerk $40 for the kite and a ball. How much change did "
    "he get?",
    # "take" with a particle away from the buyer is no change taken
    "Ivo bought 4 mugs for $3 each. He gave the clerk $20. How much change did he take out?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_change_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_change_refused(text: str) -> None:
    assert_refuses(text)


@pytest.mark.parametrize("text", [
    # "3 dollar bills" may be three bills of a dollar: not a $3 bill
    "Ivo has 3 dollar bills. How many dollars does he have?",
    # bills of so many dollars each are counted, never added as dollars
    "Ivo has 4 five-dollar bills. How many dollars does he have?",
])
def test_dollar_bills_counted_are_not_read(text: str) -> None:
    assert_refuses(text)
