"""Money held as bills of told sums, asked as one sum (reader/bills_held.py)."""

from fractions import Fraction

from tests.outcomes import shape_tests
from wordproof.ledger.bills_held import BillsHeldEntry, BillsHolding, BillsItem
from wordproof.ledger.derivation import Quoted
from wordproof.obligations.bills_held import prove_bills_held
from wordproof.proofs.gateway import gateway
from wordproof.refusals import Refusal

ANSWERED = [
    ("Nora has three $20 bills and two $5 bills. How much money does Nora have?", 70, "dollars"),
    ("Nora has a $50 bill, four $10 bills, and one $1 bill. How much money does she have in all?",
     91, "dollars"),
    ("Pablo keeps his bills in his pocket. He has 6 bills of 10 dollars and 1 bill of 5 dollars. "
     "How much money does he have in total?", 65, "dollars"),
    ("Nora has eight $20 bills and three fewer $10 bills. How much money does Nora have altogether?",
     210, "dollars"),
    ("Nora had two $100 bills and a $20 bill in her purse. How much money did she have?", 220, "dollars"),
    ("Kim keeps her bills in her wallet. She has 6 bills of 10 dollars. How much money does she have?",
     60, "dollars"),
    ("Nora has three $20 bills and a $5 bill. Omar has two $10 bills and four $5 bills. How much more "
     "money does Nora have than Omar?", 25, "dollars"),
    ("Omar has 6 $50, 2 $20 and 5 $1 bills. How much money does Omar have?", 345, "dollars"),
    # the worth of the bills of one sum, asked by that sum (read_bills_valued)
    ("He also learned that he has 12 pieces of $20 bills. What is the total value of money does he have "
     "in $20 bills?", 240, "dollars"),
    ("When she had sorted her savings, she counted the number of her $5 bills. If she counted a total of "
     "11 pieces of $5 bills, what is the total value of all her $5 bills combined?", 55, "dollars"),
    ("Lucy realized that she had kept some $100 dollar bills. If she has a total of 3 pieces of $100 "
     "dollar bills, what is the value of all her $100 bills?", 300, "dollars"),
    ("Omar has 8 $10 bills. How much money does he have in $10 bills?", 80, "dollars"),
]

REFUSED: list[str] = [
    # the sum asked is not the sum counted
    "Lucy has 12 $20 bills. What is the total value of her $10 bills?",
    # what is counted may be another's: a wallet found
    "Lucy found a wallet on the bus. If she counted a total of 9 $10 bills, what is the total value of "
    "all her $10 bills?",
    # what she counted is bills of another sum
    "Lucy counted the number of her $5 bills. If she counted a total of 9 $10 bills, what is the total "
    "value of all her $10 bills?",
    # told after another clause with no "a total of": the bills kept there, besides?
    "Lucy keeps some $10 bills in a jar. If she has 6 $10 bills, what is the value of all her $10 bills?",
    # a count of the same bills told before
    "Lucy keeps 4 $10 bills in a jar. If she has a total of 6 $10 bills, what is the value of all her $10 "
    "bills?",
    # two people: whose bills?
    "Omar and Lucy each have $10 bills. If he has a total of 4 $10 bills, what is the total value of his "
    "$10 bills?",
    # held then, asked now; a place asked
    "Lucy had 5 $20 bills. What is the total value of her $20 bills?",
    "Lucy has a total of 5 $20 bills. What is the total value of her $20 bills in her purse?",
    # said, not known
    "Lucy said that she has 5 $20 bills. What is the total value of her $20 bills?",
    # "more" may be more besides: four besides, or fourteen?
    "Nora has eight $20 bills and three more $10 bills. How much money does Nora have?",
    # fewer than there are
    "Nora has two $20 bills and three fewer $10 bills. How much money does Nora have?",
    # fewer than no bills told before
    "Nora has three fewer $10 bills and eight $20 bills. How much money does Nora have?",
    # fewer than which of the two before?
    "Nora has five $50 bills, eight $20 bills and three fewer $10 bills. How much money does Nora have?",
    # in a second holder's list: fewer than his own $10 bills, or than her $5 bills?
    "Nora has five $20 bills and three $5 bills. Omar has six $10 bills and three fewer $5 bills. How much "
    "more money does Nora have than Omar?",
    # the bills kept in one place, some told in another: and the ones in her purse?
    "Kim keeps her bills in her purse. She has 6 bills of 10 dollars in her pocket. How much money does "
    "she have?",
    # held then, asked now
    "Nora had three $20 bills and two $5 bills. How much money does Nora have?",
    # another person asked
    "Nora has three $20 bills and two $5 bills. How much money does Omar have?",
    # a pronoun of the other gender
    "Pablo has three $20 bills and two $5 bills. How much money does she have?",
    # a spending after
    "Nora has three $20 bills and two $5 bills. She spends $15. How much money does she have?",
    # coins of a sum are no bills
    "Nora has three $20 bills and two $5 coins. How much money does Nora have?",
    # the count of bills asked
    "Nora has three $20 bills and two $5 bills. How many bills does Nora have?",
    # bills whose sum is not told
    "Nora has $20 bills and two $5 bills. How much money does she have?",
    # a sum with no bill noun said after it
    "Omar has 6 $50 and 5 $1. How much money does Omar have?",
    # the bill noun said after the sum only in another form
    "Omar has 6 $50 and 5 bills of 1 dollar. How much money does Omar have?",
    # a name of no known gender with pronouns of two genders: two people
    "Kim keeps her bills in her wallet. He has 6 bills of 10 dollars. How much money does he have?",
    # two holders, the one with less asked how much more
    "Nora has three $20 bills. Omar has two $50 bills. How much more money does Nora have than Omar?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


def _entry(*items: tuple[int, int, int]) -> BillsHeldEntry:
    """Items of (count, worth, sign): sign 0 a count told, −1 fewer than the one before."""
    return BillsHeldEntry("b1", (BillsHolding("Nora", tuple(
        BillsItem(Quoted(Fraction(count), str(count), (i, i + 1)),
                  Quoted(Fraction(worth), f"${worth}", (i, i + 2)), sign != 0, sign or 1)
        for i, (count, worth, sign) in enumerate(items))),), 0, None, "How much money?")


def test_consistency_refuses_a_sum_the_bills_deny() -> None:
    entry = _entry((8, 20, 0), (3, 10, -1))
    assert not isinstance(prove_bills_held(entry, Fraction(210), gateway()), Refusal)
    # five $10 bills, not three
    assert isinstance(prove_bills_held(entry, Fraction(190), gateway()), Refusal)
    alone = prove_bills_held(entry, Fraction(190), gateway(), frozenset({"bills_held_unique"}))
    assert isinstance(alone, Refusal)
    unchecked = prove_bills_held(entry, Fraction(190), gateway(),
                                 frozenset({"bills_held_consistent", "bills_held_unique"}))
    assert not isinstance(unchecked, Refusal)
