"""One thing's price told against another's, asked of a purchase of the two
(reader/price_compared.py)."""

from fractions import Fraction

from tests.outcomes import shape_tests
from wordproof.ledger.derivation import Quoted
from wordproof.ledger.price_compared import PriceComparedEntry, PriceTie
from wordproof.obligations.price_compared import prove_price_compared
from wordproof.proofs.gateway import gateway
from wordproof.refusals import Refusal

ANSWERED = [
    # the comparison told before the price it is told against
    ("A lamp costs $7 more than a vase. If a vase costs $5, find the total cost of both items.", 17,
     "dollars"),
    ("A scarf costs four times as much as a sock. If a sock costs $2.50, how much will Dora pay for 3 "
     "scarves?", 30, "dollars"),
    ("A stool costs 1/4 of the cost of a desk. If a desk costs $80, how much will it cost to buy a desk "
     "and 3 stools?", 140, "dollars"),
    ("A kite costs $2 less than a ball. A ball costs $9. How much does a kite cost?", 7, "dollars"),
    ("A kite costs twice as much as a ball. A ball costs $9. How much do 2 kites cost?", 36, "dollars"),
    # and after it
    ("A ball costs $9. A kite costs half as much as a ball. How much will it cost to buy 2 kites and a "
     "ball?", 18, "dollars"),
]

REFUSED: list[str] = [
    # less than nothing
    "A kite costs $12 less than a ball. A ball costs $9. How much does a kite cost?",
    # the price told of another thing than the one compared against
    "A kite costs $2 more than a ball. A drum costs $9. How much does a kite cost?",
    # the price told of the thing compared
    "A kite costs twice as much as a ball. A kite costs $9. How much does a ball cost?",
    # the told price asked again
    "A kite costs $2 more than a ball. A ball costs $9. How much does a ball cost?",
    # a purchase asked as done, never told
    "A kite costs $2 more than a ball. If a ball costs $9, how much did Dora pay for 3 kites?",
    # a price of two balls
    "A kite costs twice as much as a ball. If 2 balls cost $9, how much will Dora pay for 3 kites?",
    # the price told at another time
    "A kite costs $2 more than a ball. Yesterday a ball cost $9. How much does a kite cost?",
    # a sort of ball other than the one compared against
    "A kite costs $2 more than a red ball. If a ball costs $9, how much does a kite cost?",
    # a thing bought that no price is told of
    "A kite costs $2 more than a ball. If a ball costs $9, how much will it cost to buy 2 kites and a drum?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


def _entry(tie: PriceTie, by: int) -> PriceComparedEntry:
    return PriceComparedEntry("p1", "kite", "ball", Quoted(Fraction(9), "$9", (0, 2)), tie,
                              Quoted(Fraction(by), str(by), (3, 4)), "A kite costs …",
                              (Fraction(2), Fraction(0)), (Quoted(Fraction(2), "2", (5, 6)), None),
                              "How much do 2 kites cost?")


def test_consistency_refuses_a_cost_the_prices_deny() -> None:
    entry = _entry(PriceTie.MORE, 2)
    assert not isinstance(prove_price_compared(entry, Fraction(22), gateway()), Refusal)
    assert isinstance(prove_price_compared(entry, Fraction(20), gateway()), Refusal)
    unchecked = prove_price_compared(entry, Fraction(20), gateway(),
                                     frozenset({"price_compared_consistent", "price_compared_unique"}))
    assert not isinstance(unchecked, Refusal)


def test_a_price_below_nothing_refuses() -> None:
    assert isinstance(prove_price_compared(_entry(PriceTie.LESS, 12), Fraction(-6), gateway()), Refusal)
