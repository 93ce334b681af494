"""Two things told by what they cost together and one's price against the other's, one of
them asked (reader/price_compared.read_priced_pair, replayed and proven as a number pair)."""

from fractions import Fraction

from tests.outcomes import shape_tests
from wordproof.ledger.derivation import Quoted
from wordproof.ledger.equations import NumberPair, PairRelation, Tie
from wordproof.obligations.equations import prove_pair
from wordproof.proofs.gateway import gateway
from wordproof.refusals import Refusal

ANSWERED = [
    ("A kettle and a toaster cost $84 together. The toaster costs twice as much as the kettle. "
     "How much does the kettle cost?", 28, "dollars"),
    ("A kettle and a toaster cost $84 together. The toaster costs twice as much as the kettle. "
     "How much does the toaster cost?", 56, "dollars"),
    ("A chair and a desk together cost $150. The desk costs $40 more than the chair. What is the "
     "price of the desk?", 95, "dollars"),
    ("The chair and the desk cost a total of $150. The desk costs $40 less than the chair. How "
     "much did the desk cost?", 55, "dollars"),
    ("A tent and a stove cost $250. If the tent costs 4 times as much as the stove, what was the "
     "cost of the stove?", 50, "dollars"),
    ("A glove and a cap cost $1.20 in total. The glove costs $1.00 more than the cap. How much "
     "does the cap cost?", Fraction(1, 10), "dollars"),
    ("A sled and a helmet cost 240 dollars. If the sled cost 5 times as much as the helmet, how "
     "much did the helmet cost?", 40, "dollars"),
    ("A kite and a drum cost $30 altogether. The kite costs half as much as the drum. Find the "
     "cost of the kite.", 10, "dollars"),
]

REFUSED = [
    # one price would be below nothing, or nothing at all
    "A kettle and a toaster cost $10 together. The toaster costs $30 more than the kettle. How "
    "much does the kettle cost?",
    "A kettle and a toaster cost $30 together. The toaster costs $30 more than the kettle. How "
    "much does the kettle cost?",
    # both asked: one number cannot answer
    "A kettle and a toaster cost $84 together. The toaster costs twice as much as the kettle. "
    "How much does each cost?",
    # two things one word apart: "the lamp" may be either
    "A red lamp and a blue lamp cost $90 together. The red lamp costs twice as much as the blue "
    "lamp. How much does the blue lamp cost?",
    # the comparison against a thing not in the total
    "A kettle and a toaster cost $84 together. The toaster costs twice as much as the pan. How "
    "much does the kettle cost?",
    # a thing asked that is not one of the two
    "A kettle and a toaster cost $84 together. The toaster costs twice as much as the kettle. "
    "How much does the pan cost?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


def _pair(more: int) -> NumberPair:
    total = PairRelation("e1", Tie.SUM, Quoted(Fraction(10), "$10", (0, 3)), "… cost $10", (0, 3))
    tie = PairRelation("e2", Tie.MORE, Quoted(Fraction(more), f"${more}", (4, 7)), "… more …",
                       (4, 7), "toaster", "kettle")
    return NumberPair(("kettle", "toaster"), False, (total, tie), "kettle", "How much …?",
                      unit="dollars")


def test_a_price_not_above_zero_refuses() -> None:
    assert not isinstance(prove_pair(_pair(4), Fraction(3), gateway()), Refusal)
    assert isinstance(prove_pair(_pair(30), Fraction(-10), gateway()), Refusal)
    unchecked = prove_pair(_pair(30), Fraction(-10), gateway(), frozenset({"amount_positive"}))
    assert not isinstance(unchecked, Refusal)
