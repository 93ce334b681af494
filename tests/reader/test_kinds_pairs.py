"""Counts of two kinds that make up a told whole, tied by a told relation, one of them asked:
the number-pair reading with the two numbers named by the kinds. The counts must come out
whole and never below zero, and the kinds must be all the whole counts."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof import Answer
from wordproof.ledger.derivation import Quoted
from wordproof.ledger.equations import NumberPair, PairRelation, Tie
from wordproof.obligations.equations import prove_pair
from wordproof.pipeline import solve_traced
from wordproof.proofs.gateway import gateway

ANSWERED = [
    # a whole of people that may be children, split into the two sexes the lexicon knows
    ("There are 48 pupils at a camp. There are 12 more boys than girls. How many girls are there?", 18),
    ("There are 84 pupils at a camp. The number of boys is 14 more than the number of girls. "
     "How many boys are there at the camp?", 49),
    ("There are 84 pupils at a camp. If the number of boys is 14 fewer than the girls, how many "
     "boys are there?", 35),
    ("A group has 36 adults. There are 3 times as many women as men. How many men are in the "
     "group?", 9),
    ("There are 27 children in a playground. The number of girls is half the number of boys. "
     "How many girls are there?", 9),
    # the whole lists its two kinds
    ("A zoo keeper has 60 animals, zebras and goats. She has 4 times as many goats as zebras. "
     "How many zebras does she have?", 12),
    ("Omar has a total of 35 quarters and pennies in a jar. He has 9 more pennies than quarters. "
     "How many quarters does Omar have?", 13),
    ("300 seats were booked, upper and lower. The number of lower seats was 40 more than the "
     "number of upper seats. How many upper seats were booked?", 130),
    ("There are 45 pens and pencils in a box. There are twice as many pencils as pens. How many "
     "pens are there in the box?", 15),
    # the question asks "how many of the whole", or asks the place of a "there are" whole
    ("There are 84 pupils at a camp. There are 14 more boys than girls. How many of the pupils "
     "are girls?", 35),
    ("There are 84 pupils at a camp. There are 14 more boys than girls. How many of them are "
     "boys?", 49),
    ("There are 84 pupils at a camp. The camp has 14 more boys than girls. How many girls does "
     "the camp have?", 35),
    # a passive whole and a passive relation
    ("300 seats were booked, upper and lower. 40 more lower seats than upper seats were booked. "
     "How many lower seats were booked?", 170),
    # the whole's place told first
    ("At a camp, there are 84 pupils. There are 14 more boys than girls. How many girls are "
     "there at the camp?", 35),
    # the relation told first
    ("There are twice as many pencils as pens in a box. There are 45 pens and pencils in the "
     "box. How many pencils are in the box?", 30),
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_two_kinds_of_a_whole(text: str, value: int) -> None:
    assert_answers(text, value)


REFUSED = [
    # a third kind is possible: people may be children as well as men and women
    "There are 60 people in a hall. There are 10 more women than men. How many men are there?",
    # a role whose people need not be the two sexes told (teachers are no boys; guests may be
    # parents; players may be boys and girls)
    "There are 48 guests at a party. There are 12 more boys than girls. How many girls are there?",
    "A team has 36 players. There are 3 times as many women as men. How many men are on the team?",
    "There are 30 teachers in a school. There are 4 more girls than boys. How many boys are there?",
    # a third kind is possible: the animals are not told to be just the two
    "A zoo keeper has 60 animals. She has 4 times as many goats as zebras. How many zebras does "
    "she have?",
    "300 seats were booked. The number of lower seats was 40 more than the number of upper "
    "seats. How many upper seats were booked?",
    # a kind that is not of the whole
    "A club has 48 members. There are 12 more members than coaches. How many coaches are there?",
    "Omar has a total of 35 quarters and pennies. He has 9 more dimes than quarters. How many "
    "quarters does Omar have?",
    # a third kind listed after the two
    "There are 45 pens and pencils and crayons in a box. There are twice as many pencils as "
    "pens. How many pens are there?",
    # the relation is of a part of the whole, or of another holder
    "There are 48 pupils at a camp. There are 12 more boys than girls in the garden. How many girls are "
    "there?",
    "A camp has 48 pupils. Ann has 12 more boys than girls. How many girls are there?",
    # the whole and the relation are of different times
    "There were 84 pupils at a camp. There are 14 more boys than girls. How many girls are "
    "there?",
    # "3 times more": three times as many, or four?
    "There are 84 pupils at a camp. There are 3 times more boys than girls. How many girls are "
    "there?",
    # the question asks another whole, or another holder
    "There are 84 pupils at a camp. There are 14 more boys than girls. How many of the teachers "
    "are boys?",
    "There are 84 pupils at a camp. There are 14 more boys than girls. How many girls does the "
    "club have?",
    # the relation counts another doing than the whole
    "300 seats were booked, upper and lower. 40 more lower seats than upper seats were cleaned. "
    "How many lower seats were booked?",
    # the whole's place told first, and the relation of another place
    "At a camp, there are 84 pupils. There are 14 more boys than girls in the pool. How many "
    "girls are there?",
    # the question is of another place
    "There are 45 pens and pencils in a box. There are twice as many pencils as pens. How many "
    "pens are there in the drawer?",
    # the counts would not be whole, or one would be below zero
    "There are 49 pupils at a camp. There are 12 more boys than girls. How many girls are there?",
    "There are 10 pupils at a camp. There are 12 more boys than girls. How many girls are there?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_two_kinds_not_pinned(text: str) -> None:
    assert_refuses(text)


def test_a_count_that_is_not_whole_refuses() -> None:
    assert_refuses("There are 49 pupils at a camp. There are 12 more boys than girls. How many girls "
                   "are there?", "non_integer_count")
    assert_refuses("There are 10 pupils at a camp. There are 12 more boys than girls. How many girls "
                   "are there?", "negative_count")


def test_count_obligations_are_load_bearing() -> None:
    text = "There are 10 pupils at a camp. There are 12 more boys than girls. How many girls are there?"
    off = solve_traced(text, disabled=frozenset({"count_nonnegative"})).outcome
    assert isinstance(off, Answer) and off.value == -1
    told = Quoted(Fraction(7), "7", (0, 1))
    halves = NumberPair(("boys", "girls"), False,
                        (PairRelation("e1", Tie.SUM, told, "7 children", (0, 1)),
                         PairRelation("e2", Tie.MORE, Quoted(Fraction(0), "0", (2, 3)), "0 more",
                                      (2, 3), "boys", "girls")),
                        "girls", "How many girls?", counted=True)
    refused = prove_pair(halves, Fraction(7, 2), gateway())
    assert not isinstance(refused, tuple) and refused.code.code == "non_integer_count"
    unchecked = prove_pair(halves, Fraction(7, 2), gateway(), frozenset({"count_whole"}))
    assert isinstance(unchecked, tuple)


def test_the_steps_name_the_kinds() -> None:
    answer = assert_answers("There are 45 pens and pencils in a box. There are twice as many "
                            "pencils as pens. How many pens are there in the box?", 15)
    assert answer.unit == "pens"
    assert answer.steps[-1].name == "the pens"


WORTH = [
    # what one of each kind costs, the whole's count and its money
    ("Balcony seats cost $9 and floor seats cost $6. 80 seats were sold for $570. How many "
     "balcony seats were sold?", 30),
    ("Balcony seats cost $9 each and floor seats $6 each. 80 seats were sold for a total of $570. "
     "How many floor seats were sold?", 50),
    ("80 seats were sold for $570. Balcony seats cost $9 and floor seats cost $6. How many "
     "balcony seats were sold?", 30),
    # the price of one of each kind
    ("Each balcony seat costs $9 and each floor seat costs $6. 80 seats were sold for $570. How "
     "many balcony seats were sold?", 30),
    ("A balcony seat is $9 and a floor seat is $6. 80 seats were sold for $570. How many floor "
     "seats were sold?", 50),
    # what each coin is worth, from the lexicon's coin table
    ("Omar has 40 quarters and nickels. They are worth $6.00. How many quarters does he have?",
     20),
    ("Omar has 40 quarters and nickels in a jar. Their total value is 600 cents. How many nickels "
     "are in the jar?", 20),
    # the whole and the relation in one sentence
    ("Omar has 40 quarters and nickels, and they are worth $6.00. How many quarters does he "
     "have?", 20),
    ("There are 84 pupils at a camp and there are 14 more boys than girls. How many girls are "
     "there?", 35),
    # the legs of each kind, from the lexicon's parts table
    ("A rancher has 30 geese and pigs. They have 88 legs. How many pigs does he have?", 14),
    ("There are 30 geese and pigs in a pen. Together they have 88 legs in all. How many geese "
     "are there in the pen?", 16),
]


@pytest.mark.parametrize(("text", "value"), WORTH)
def test_two_kinds_split_by_what_each_is_worth(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", [
    # the count of each kind would not be whole
    "Balcony seats cost $9 and floor seats cost $6. 80 seats were sold for $571. How many "
    "balcony seats were sold?",
    # the kinds priced are not of the whole sold
    "Balcony seats cost $9 and floor seats cost $6. 80 tickets were sold for $570. How many "
    "balcony seats were sold?",
    # one price for both kinds splits nothing
    "Balcony seats cost $6 and floor seats cost $6. 80 seats were sold for $480. How many "
    "balcony seats were sold?",
    # a kind the coin table does not know
    "Omar has 40 quarters and buttons. They are worth $6.00. How many buttons does he have?",
    # a kind whose legs the lexicon does not know
    "A rancher has 30 crabs and pigs. They have 88 legs. How many pigs does he have?",
    # heads: no part the lexicon counts
    "A rancher has 30 geese and pigs. They have 30 heads. How many pigs does he have?",
    # legs "there are" in the pen may be the rancher's too
    "There are 30 geese and pigs in a pen. There are 88 legs in the pen. How many geese are "
    "there?",
])
def test_two_kinds_not_split_by_worth(text: str) -> None:
    assert_refuses(text)
