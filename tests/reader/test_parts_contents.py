"""Parts of a counted whole, each with its own contents per item, asked as one sum
(reader/parts_contents.py)."""

from fractions import Fraction

from tests.outcomes import shape_tests
from wordproof.ledger.derivation import Quoted
from wordproof.ledger.parts_contents import PartsContentsEntry, PartTold
from wordproof.obligations.parts_contents import prove_parts_contents
from wordproof.proofs.gateway import gateway
from wordproof.refusals import Refusal

ANSWERED = [
    ("There are 20 desks. Half the desks have 2 lamps each and the rest have 3 lamps each. How many "
     "lamps are there?", 50, "lamps"),
    ("There are 20 desks. Half of the desks have 2 lamps each and the other half have 3 lamps each. How "
     "many lamps are there?", 50, "lamps"),
    ("There are 30 benches in a garden. A third of them have 2 pots each, 4 have 5 pots each and the rest "
     "have 1 pot each. How many pots in total are in the garden?", 56, "pots"),
    ("A breeder has 25 goats. 10 of them give 2 liters of milk a day each and the others give 3 liters "
     "each. How much milk do the goats give a day?", 65, "liters of milk"),
    ("Omar has 12 crates. 5 of the crates hold 6 melons each and the rest hold 4 each. How many melons do "
     "the crates hold in total?", 58, "melons"),
    ("A hotel has 16 floors. One-fourth of these floors have 10 rooms in each floor and the rest have 8 "
     "rooms in each floor. How many rooms are there in all?", 136, "rooms"),
    ("There are 14 tables. 6 of the tables seat 4 people each and the remaining tables seat 2 people "
     "each. How many people can the tables seat?", 40, "people"),
]

REFUSED: list[str] = [
    # half of an odd whole is no count of desks
    "There are 21 desks. Half the desks have 2 lamps each and the rest have 3 lamps each. How many lamps "
    "are there?",
    # no "each": 2 lamps on every desk, or on the half together?
    "There are 20 desks. Half of the desks have 2 lamps and the other half have 3 lamps. How many lamps "
    "are there?",
    # "the other half" after a part that is no half
    "There are 20 desks. 8 of the desks have 2 lamps each and the other half have 3 lamps each. How many "
    "lamps are there?",
    # half of the rest: a part of a part
    "There are 20 desks. 8 of the desks have 2 lamps each and half of the rest have 3 lamps each. How "
    "many lamps are there?",
    # parts that leave no rest
    "There are 20 desks. 20 of the desks have 2 lamps each and the rest have 3 lamps each. How many "
    "lamps are there?",
    # contents told of the whole too
    "There are 20 desks with 3 lamps each. 8 of the desks have 2 lamps each and the rest have 4 lamps "
    "each. How many lamps are there?",
    "There are 20 desks. Each desk has 3 lamps. 8 of the desks have 2 lamps each and the rest have 4 "
    "lamps each. How many lamps are there?",
    # another thing of the parts, or another thing asked
    "There are 20 desks. 8 of the desks have 2 lamps each and the rest have 4 drawers each. How many "
    "lamps are there?",
    "There are 20 desks. 8 of the desks have 2 lamps each and the rest have 4 lamps each. How many legs "
    "are there?",
    # a part asked, not the whole
    "There are 20 desks. 8 of the desks have 2 lamps each and the rest have 4 lamps each. How many lamps "
    "do the other desks have?",
    # another time asked than told
    "A breeder has 25 goats. 10 of them give 2 liters of milk a day each and the others give 3 liters "
    "each. How much milk do the goats give in a week?",
    # "they" after a holder: the goats, or the breeder too?
    "A breeder has 25 goats. 10 of them give 2 liters of milk a day each and the others give 3 liters "
    "each. How much milk do they give a day?",
    # told in the past
    "There were 20 desks. 8 of the desks had 2 lamps each and the rest had 4 lamps each. How many lamps "
    "were there?",
    # a place asked that was not told
    "There are 20 desks in the library. 8 of the desks have 2 lamps each and the rest have 4 lamps each. "
    "How many lamps are in the office?",
    # things counted come whole
    "There are 20 desks. 8 of the desks have 2.5 lamps each and the rest have 4 lamps each. How many "
    "lamps are there?",
    # seats are room, not people there; "can have" is room, not what is had
    "There are 14 tables. 6 of the tables seat 4 people each and the remaining tables seat 2 people each. "
    "How many people are there?",
    "There are 20 desks. 8 of the desks have 2 lamps each and the rest have 4 lamps each. How many lamps "
    "can the desks have?",
    # a time told, none asked
    "A breeder has 25 goats. 10 of them give 2 liters of milk a day each and the others give 3 liters "
    "each. How much milk do the goats give?",
    # a doing other than the parts'
    "There are 20 desks. 8 of the desks have 2 lamps each and the rest get 4 lamps each. How many lamps "
    "are there?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


def _entry() -> PartsContentsEntry:
    return PartsContentsEntry("m1", Quoted(Fraction(20), "20", (0, 2)), "desks",
                              (PartTold(Quoted(Fraction(1, 2), "Half", (3, 7)), True,
                                        Quoted(Fraction(2), "2", (8, 9))),),
                              Quoted(Fraction(3), "3", (10, 11)), "lamps", "How many lamps?")


def test_the_sum_is_proven_and_no_other() -> None:
    entry = _entry()
    assert not isinstance(prove_parts_contents(entry, Fraction(50), gateway()), Refusal)
    assert isinstance(prove_parts_contents(entry, Fraction(60), gateway()), Refusal)
