"""What is left of a whole parted evenly, given elsewhere (reader/rest_given.py). Our own words
throughout."""

from fractions import Fraction

from tests.outcomes import shape_tests
from wordproof import Refusal
from wordproof.ledger.derivation import Quoted
from wordproof.ledger.rest_given import RestGivenEntry
from wordproof.obligations.rest_given import prove_rest_given
from wordproof.proofs.gateway import gateway

ANSWERED = [
    ("A farm packs 50 eggs. The eggs are divided evenly among 8 cartons. The rest are given to a "
     "neighbor. How many eggs does the neighbor get?", 2, "eggs"),
    ("There are 75 stickers. The teacher shared them equally among 7 tables. The remaining stickers "
     "were sent to the office. How many stickers were sent to the office?", 5, "stickers"),
    ("A bakery donates 125 rolls to a shelter. The rolls are split evenly between 6 tables. The rest of "
     "the rolls are given to the kitchen staff. How many rolls were given to the kitchen staff?", 5,
     "rolls"),
]

REFUSED = [
    # nothing left over
    "There are 48 eggs. The farmer divided them equally among 8 cartons. The remaining eggs were sent to "
    "the bakery. How many eggs were sent to the bakery?",
    # another place asked
    "There are 50 eggs. The farmer divided them equally among 8 cartons. The remaining eggs were sent to "
    "the bakery. How many eggs were sent to the shop?",
    # parted, but not said evenly: how many each took is not told
    "There are 50 eggs. The farmer divided them among 8 cartons. The remaining eggs were sent to the "
    "bakery. How many eggs were sent to the bakery?",
    # the rest of other things
    "There are 50 eggs. The farmer divided them equally among 8 cartons. The remaining apples were sent "
    "to the bakery. How many apples were sent to the bakery?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


def test_the_proof_pins_the_replayed_value_only() -> None:
    entry = RestGivenEntry("g1", Quoted(Fraction(50), "50", (0, 2)), Quoted(Fraction(8), "8", (3, 4)), "eggs",
                           "cartons", "How many eggs does the neighbor get?")
    assert not isinstance(prove_rest_given(entry, Fraction(2), gateway()), Refusal)
    wrong = prove_rest_given(entry, Fraction(10), gateway())  # 5 in each carton: one more fits each
    assert isinstance(wrong, Refusal) and wrong.code.code == "inconsistent"
