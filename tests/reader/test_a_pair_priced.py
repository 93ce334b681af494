"""A pair bought, priced by a relative: "bought a pair of jeans that cost $26" — one pair, the
sum what it cost, read as "bought a pair of jeans for $26" is; and a pair of a thing named only
in the plural ("shorts", "scissors") counted as one of them, as "3 shorts" are 3 pairs. Each case
is in our own words; an answer case fails when the shape is no longer read, a refusal case
when it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ike has $60. He bought a pair of shorts that cost $18. How much money does Ike have left?", 42),
    ("Ike has $60. He bought a pair of boots that costs $25. How much money does Ike have left?", 35),
    ("Ike has $60. He bought a pair of boots that cost $25. How much did he spend?", 25),
    # last of a list priced in turn, or first
    ("Ike has $60. He bought 4 caps that cost $5 each and a pair of jeans that cost $26. How much "
     "money does Ike have left?", 14),
    ("Ike has $60. He bought a pair of jeans that cost $26 and 4 caps that cost $5 each. How much "
     "money does Ike have left?", 14),
    # then change from a bill
    ("Ike bought a pair of jeans that cost $26 and 3 caps for $4 each. He paid with a $50 bill. "
     "How much change did he get?", 12),
    # one pair of a plural-only thing is one of it
    ("Ike bought a pair of scissors that cost $6. How many scissors did he buy?", 1),
    ("Ike has 2 trousers. He bought a pair of trousers. How many trousers does he have now?", 3),
    # what is left "to buy more clothes": a noun with no singular, as "more toys"
    ("Ike has $60. He bought 4 caps for $5 each. How much money does Ike have left to buy more "
     "clothes?", 40),
    ("Ike's aunt gave him $60 to spend on clothes. He bought 4 caps that cost $5 each and a pair "
     "of jeans that cost $26. How much money does Ike have left to buy more clothes?", 14),
    # a pair of things counted singly stays two
    ("Ike had 4 socks. He bought a pair of socks. How many socks does he have now?", 6),
]

REFUSED = [
    # a count of pairs and one sum: each pair's, or all of them?
    "Ike has $60. He bought 2 pairs of boots that cost $25. How much money does Ike have left?",
    # a dozen and one sum: each egg's, or the dozen's?
    "Ike has $60. He bought a dozen eggs that cost $3. How much money does Ike have left?",
    # the sum told against another's
    "Ike has $60. He bought a pair of jeans that cost $26 less than a coat. How much money does "
    "Ike have left?",
    # a cost said of someone, or after a cut
    "Ike has $60. He bought a pair of jeans that cost him $26. How much money does Ike have left?",
    "Ike has $60. He bought a pair of jeans that cost $26 after a discount. How much money does "
    "Ike have left?",
    # found, not bought: the sum is no spending
    "Ike has $60. He found a pair of shorts that cost $18. How much money does Ike have left?",
    # "left to buy the clothes": those clothes, not what is left
    "Ike has $60. He bought 4 caps for $5 each. How much money does Ike have left to buy the "
    "clothes?",
    # spectacles, or two drinking glasses?
    "Ike bought a pair of glasses. How many glasses did he buy?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_a_pair_priced_answers(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_a_pair_priced_refuses(text: str) -> None:
    assert_refuses(text)
