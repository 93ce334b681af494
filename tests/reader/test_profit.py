"""The profit on things bought and sold at a price each (reader/profit.py): one seller, a purchase
at a price, a sale of them at a price, one count, the profit asked. Our own words throughout."""

from fractions import Fraction

from tests.outcomes import shape_tests
from wordproof import Refusal
from wordproof.ledger.derivation import Quoted
from wordproof.ledger.profit import ProfitEntry
from wordproof.obligations.profit import prove_profit
from wordproof.proofs.gateway import gateway

ANSWERED = [
    ("Omar buys mugs for $3 each and sells them for $7 each. How much profit does he make by selling 15 "
     "mugs?", 60, "dollars"),
    ("Omar buys boxes of tea for $6 and sells them for $9. How much profit does he get by selling 12 "
     "boxes?", 36, "dollars"),
    ("Rita buys 25 scarves at $8 each and sells them all at $11 each. How much profit did she make?", 75,
     "dollars"),
    ("Rita buys scarves at $8 each. She sells them at $12.50 each. If she bought 10 scarves, how much "
     "does she make in profit?", 45, "dollars"),
]

REFUSED = [
    # a count with the price of all of them, or a sale not said of each
    "Rita buys 25 scarves for $200 and sells them for $11 each. How much profit did she make?",
    "Rita buys 25 scarves at $8 each and sells them at $300. How much profit did she make?",
    # two counts: some sold of those bought
    "Rita buys 25 scarves at $8 each and sells them at $11 each. How much profit does she make by "
    "selling 20 scarves?",
    # no count at all
    "Rita buys scarves at $8 each and sells them at $11 each. How much profit did she make?",
    # sold at a loss
    "Omar buys mugs for $7 each and sells them for $3 each. How much profit does he make by selling 15 "
    "mugs?",
    # another seller, or a pronoun of the other gender
    "Omar buys mugs for $3 each and Rita sells them for $7 each. How much profit does Omar make by "
    "selling 15 mugs?",
    "Omar buys mugs for $3 each and sells them for $7 each. How much profit does she make by selling 15 "
    "mugs?",
    # other things counted, or a word of the things that does not count them
    "Omar buys blue mugs for $3 each and sells them for $7 each. How much profit does he make by selling "
    "15 blue?",
    "Omar buys mugs for $3 each and sells them for $7 each. How much profit does he make by selling 15 "
    "plates?",
    # a cost beside the things
    "Rita buys 25 scarves at $8 each. She sells them at $11 each. She pays $5 for the stall. How much "
    "profit did she make?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


def test_the_proof_pins_the_replayed_value_only() -> None:
    entry = ProfitEntry("p1", Quoted(Fraction(15), "15", (0, 2)), Quoted(Fraction(3), "$3", (3, 5)),
                        Quoted(Fraction(7), "$7", (6, 8)), "mugs", "how much profit?")
    assert not isinstance(prove_profit(entry, Fraction(60), gateway()), Refusal)
    wrong = prove_profit(entry, Fraction(105), gateway())  # what the sales brought, not the profit
    assert isinstance(wrong, Refusal) and wrong.code.code == "inconsistent"
