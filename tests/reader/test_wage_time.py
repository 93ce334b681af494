"""A wage told for a time, the time another sum takes (reader/wage_time.py): one earner, a sum
earned for a count of units of time, the units asked to earn another sum at the same rate. Our own
words throughout."""

from fractions import Fraction

from tests.outcomes import shape_tests
from wordproof import Refusal
from wordproof.ledger.derivation import Quoted
from wordproof.ledger.wage_time import WageTimeEntry
from wordproof.obligations.wage_time import prove_wage_time
from wordproof.proofs.gateway import gateway

ANSWERED = [
    ("Ana earns $30 for 5 hours of work. How many hours does she have to work to earn $48?", 8, "hours"),
    ("Ben made $45 for working 3 days. At the same rate, how many days would he need to work to make "
     "$75?", 5, "days"),
    ("Ana makes $30 for 5 hours of cleaning. For how many hours does she need to clean to make $48?",
     8, "hours"),
    ("Ana earns $7.50 for 3 hours. How many hours did she work to earn $20?", 8, "hours"),
    ("Ana charges $30 for 5 hours of work. How many hours does Ana have to work to charge $48?", 8, "hours"),
    ("Ana earns $40 for 8 hours of work. How many hours does she have to work to earn $30?",
     Fraction(6), "hours"),
]

REFUSED = [
    # a pronoun of the other gender, another person
    "Ana earns $30 for 5 hours of work. How many hours does he have to work to earn $48?",
    "Ana earns $30 for 5 hours of work. How many hours does Ben have to work to earn $48?",
    # the time beyond what was told, a sum beyond the one wanted
    "Ana earns $30 for 5 hours of work. How many more hours does she have to work to earn $48?",
    "Ana earns $30 for 5 hours of work. How many hours does she have to work to earn $48 more?",
    "Ana earns $30 for 5 hours of work. How many hours does she still have to work to earn $48?",
    "Ana earns $30 for 5 hours of work. How many hours does she have to work to earn another $48?",
    # another unit of time asked
    "Ana earns $30 for 5 hours of work. How many days does she have to work to earn $48?",
    # a wage told for one day, or said of a payment, or for a mixed time
    "Ana earns $30 for 5 hours of work yesterday. How many hours does she have to work to earn $48?",
    "Ana earns $30 for 5 hours of work a day. How many hours does she have to work to earn $48?",
    "Ana pays $30 for 5 hours of work. How many hours does she have to work to earn $48?",
    "Ana earns $30 for 5 hours and 20 minutes. How many hours does she have to work to earn $48?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


def test_the_proof_pins_the_replayed_value_only() -> None:
    entry = WageTimeEntry("w1", Quoted(Fraction(30), "$30", (0, 3)), Quoted(Fraction(5), "5", (4, 5)),
                          Quoted(Fraction(48), "$48", (6, 9)), "hours", "how many hours?")
    assert not isinstance(prove_wage_time(entry, Fraction(8), gateway()), Refusal)
    wrong = prove_wage_time(entry, Fraction(3), gateway())  # the wanted sum over the time told
    assert isinstance(wrong, Refusal) and wrong.code.code == "inconsistent"
