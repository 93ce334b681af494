"""Saving toward a price (reader/savings_goal.py): one saver, one thing wanted at a price, what is
held, a sum saved each period, the periods asked. Our own words throughout."""

from fractions import Fraction

from tests.outcomes import shape_tests
from wordproof import Refusal
from wordproof.ledger.derivation import Quoted
from wordproof.ledger.savings_goal import SavingsGoalEntry
from wordproof.obligations.savings_goal import prove_savings_goal
from wordproof.proofs.gateway import gateway

ANSWERED = [
    ("Nora wants to buy a scooter that costs $90. She saves $10 a week. How many weeks will it take her "
     "to save enough money?", 9, "weeks"),
    ("Nora wants to buy a scooter that costs $90. She already has $30 and saves $10 a week. How many "
     "weeks will it take her to buy the scooter?", 6, "weeks"),
    ("Omar wants to buy a tent. The tent costs $120. He has $40 in savings. He puts away $20 a month. "
     "How many months does he need to save?", 4, "months"),
    ("Lena is saving up to buy a camera for $75. She has saved $15. If she saves $4 each day, how many "
     "days will it take Lena to save the money she needs for the camera?", 15, "days"),
    ("Pia saves to buy herself a lamp that costs $8. She was able to save $2 already. How many weeks "
     "does she need to save for the remaining amount if she saves $1.50 per week?", 4, "weeks"),
    ("Tom wants to buy a sports bag that costs $45. Tom gets an allowance of $5 every week. How many "
     "weeks will it take him to save enough to buy the sport bag?", 9, "weeks"),
]

REFUSED = [
    # the last week only partly needed
    "Nora wants to buy a scooter that costs $90. She saves $7 a week. How many weeks will it take her "
    "to save enough money?",
    # saved per month, weeks asked
    "Nora wants to buy a scooter that costs $90. She saves $10 a month. How many weeks will it take "
    "her to save enough money?",
    # a sum spent each week as well
    "Nora wants to buy a scooter that costs $90. She saves $10 a week and spends $5 a week. How many "
    "weeks will it take her to save enough money?",
    # nothing left to save
    "Nora wants to buy a scooter that costs $90. She has $100 and saves $10 a week. How many weeks "
    "will it take her to buy the scooter?",
    # another saver, or a pronoun of the other gender
    "Nora wants to buy a scooter that costs $90. Omar has $30. She saves $10 a week. How many weeks "
    "will it take her to buy the scooter?",
    "Nora wants to buy a scooter that costs $90. She saves $10 a week. How many weeks will it take him "
    "to save enough money?",
    # another thing asked (more than one of it), or another thing priced
    "Nora wants to buy a scooter that costs $90. She saves $10 a week. How many weeks will it take her "
    "to buy the scooters?",
    "Nora wants to buy a scooter that costs $90. She saves $10 a week. How many weeks will it take her "
    "to buy the helmet?",
    "Nora wants to buy a scooter. The helmet costs $90. She saves $10 a week. How many weeks will it "
    "take her to save enough money?",
    # "the remaining amount" with nothing held
    "Pia saves to buy herself a lamp that costs $8. How many weeks does she need to save for the "
    "remaining amount if she saves $2 per week?",
    # a sum held twice
    "Nora wants to buy a scooter that costs $90. She has $20. She has $10. She saves $10 a week. How "
    "many weeks will it take her to buy the scooter?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


def test_the_proof_pins_the_replayed_value_only() -> None:
    entry = SavingsGoalEntry("g1", Quoted(Fraction(90), "$90", (0, 3)), Quoted(Fraction(30), "$30", (4, 7)),
                             Quoted(Fraction(10), "$10", (8, 11)), "weeks", "how many weeks?")
    assert not isinstance(prove_savings_goal(entry, Fraction(6), gateway()), Refusal)
    wrong = prove_savings_goal(entry, Fraction(9), gateway())  # the whole price, not what is still to save
    assert isinstance(wrong, Refusal) and wrong.code.code == "inconsistent"
