"""What the things still needed take (reader/rest_cost.py): held, needed in all, each one's
cost or amount, asked of the ones still to get. Our own words throughout."""

from fractions import Fraction

from tests.outcomes import shape_tests
from wordproof import Refusal
from wordproof.ledger.derivation import Quoted
from wordproof.ledger.rest_cost import RestCostEntry
from wordproof.obligations.rest_cost import prove_rest_cost
from wordproof.proofs.gateway import gateway

ANSWERED = [
    ("Jo had 5 stamps, but needed 8 in all. If each one costs $2, how much more money does she need?",
     6, "dollars"),
    ("Jo has 5 stamps. She needs 8 stamps. Each stamp costs $2. How much more money does she need?", 6,
     "dollars"),
    ("Tom had 12 cards, but needed 20 total. If each card costs 3 dollars, how much money will he need to "
     "buy the rest?", 24, "dollars"),
    ("Tom had 12 cards, but needed 20 total for a full album. If each one costs $1.50, how much money "
     "would he need to finish his album?", 12, "dollars"),
    ("Mary baked 4 pies, but needed 9 pies altogether. Each pie takes 3 cups of flour. How many more "
     "cups of flour does she need?", 15, "cups"),
    ("Mary baked 4 pies, but needed 9 pies. If she used 2 cups of sugar for each pie, how many cups of "
     "sugar does Mary still need?", 10, "cups"),
]

REFUSED = [
    # 8 more to get, not 8 in all
    "Jo had 5 stamps, but needed 8 more. If each one costs $2, how much more money does she need?",
    # for all 8, or for the 3 still to get?
    "Jo had 5 stamps, but needed 8 in all. If each one costs $2, how much money does she need?",
    # an owner of the other gender, or many owners: someone else's album
    "Ivo had 4 cards, but needed 9 total for a full album. If each one costs $3, how much money would he "
    "need to finish her album?",
    "Ivo had 4 cards, but needed 9 total for their album. If each one costs $3, how much more money does he "
    "need?",
    # nothing still needed
    "Jo had 9 stamps, but needed 8 in all. If each one costs $2, how much more money does she need?",
    # another person, or a pronoun of the other gender
    "Jo had 5 stamps, but Ann needed 8 in all. If each one costs $2, how much more money does she need?",
    "Jo had 5 stamps, but needed 8 in all. If each one costs $2, how much more money does he need?",
    # things of two kinds, or another thing priced
    "Jo had 5 stamps, but needed 8 cards in all. If each one costs $2, how much more money does she need?",
    "Jo had 5 stamps, but needed 8 in all. If each card costs $2, how much more money does she need?",
    "Jo had 5 old stamps, but needed 8 new stamps. If each one costs $2, how much more money does she "
    "need?",
    # money she has, or another purpose asked
    "Jo had 5 stamps, but needed 8 in all. Each one costs $2. She has $3. How much more money does she "
    "need?",
    "Jo had 5 stamps, but needed 8 in all. If each one costs $2, how much more money does she need to buy "
    "a book?",
    # stamps lost are not stamps held
    "Jo lost 5 stamps, but needed 8 in all. If each one costs $2, how much more money does she need?",
    # another stuff or unit asked than each one takes
    "Mary baked 4 pies, but needed 9 pies. If she used 2 cups of sugar for each pie, how many cups of "
    "flour does Mary still need?",
    "Mary baked 4 pies, but needed 9 pies. If she used 2 cups of sugar for each pie, how many pounds of "
    "sugar does Mary still need?",
    # a part of the rest asked
    "Mary baked 4 pies, but needed 9 pies. If she used 2 cups of sugar for each pie, how many cups of "
    "sugar does she still need for 3 pies?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


def test_the_proof_pins_the_replayed_value_only() -> None:
    entry = RestCostEntry("r1", Quoted(Fraction(5), "5", (0, 1)), Quoted(Fraction(8), "8", (2, 3)),
                          Quoted(Fraction(2), "$2", (4, 6)), "stamp", "dollars", "how much more money?")
    assert not isinstance(prove_rest_cost(entry, Fraction(6), gateway()), Refusal)
    wrong = prove_rest_cost(entry, Fraction(16), gateway())  # the 8 needed, not the 3 still to get
    assert isinstance(wrong, Refusal) and wrong.code.code == "inconsistent"
