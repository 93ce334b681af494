"""A price before a share of it was taken off, worked back from the sum paid
(reader/original_price.py)."""

from fractions import Fraction

from tests.outcomes import shape_tests
from wordproof import Refusal
from wordproof.ledger.derivation import Quoted
from wordproof.ledger.original_price import OriginalPriceEntry
from wordproof.obligations.original_price import prove_original_price
from wordproof.proofs.gateway import gateway

ANSWERED = [
    ("Omar bought a lamp at a 25% discount. If he paid $30, what was the original price of the lamp?", 40,
     "dollars"),
    ("Lena bought a pair of boots with a 40% discount and paid the sale price of $36. How much was the "
     "original price?", 60, "dollars"),
    ("Omar spent $90 on a bike, which was 10% less than the original price. What was the original price of "
     "the bike?", 100, "dollars"),
    ("Lena paid $12 for a used stroller which cost 30% of the original price. What is the original price of "
     "it?", 40, "dollars"),
    ("I bought a winter coat for $45. The coat was already marked 50% off. What was the original price of "
     "the coat?", 90, "dollars"),
]

REFUSED: list[str] = [
    # another person paid
    "Omar bought a lamp at a 25% discount. If Lena paid $30, what was the original price of the lamp?",
    # a pronoun of the other gender
    "Omar bought a lamp at a 25% discount. If she paid $30, what was the original price of the lamp?",
    # another thing asked
    "Omar bought a lamp at a 25% discount. If he paid $30, what was the original price of the rug?",
    # not said to be marked down before the purchase: $30 may be the price before the sale
    "Omar bought a lamp for $30. The lamp was marked 25% off. What was the original price?",
    # more, not less, than the original price
    "Omar spent $30 on a lamp, which is 25% more than the original price. What was the original price?",
    # two things bought
    "Omar bought a lamp and a rug at a 25% discount and paid $30. What was the original price?",
    # all the price taken off
    "Omar bought a lamp at a 100% discount. If he paid $30, what was the original price of the lamp?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


def test_the_proof_pins_the_replayed_value_only() -> None:
    entry = OriginalPriceEntry("o1", Quoted(Fraction(30), "$30", (0, 3)),
                               Quoted(Fraction(1, 4), "25%", (4, 7)), False, "what was the original price?")
    assert not isinstance(prove_original_price(entry, Fraction(40), gateway()), Refusal)
    wrong = prove_original_price(entry, Fraction(75, 2), gateway())  # the sum paid with 25% of it added
    assert isinstance(wrong, Refusal) and wrong.code.code == "inconsistent"
