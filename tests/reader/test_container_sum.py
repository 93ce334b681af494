"""Things put into a row of containers, asked together (reader/container_sum.py)."""

from fractions import Fraction

from tests.outcomes import shape_tests
from wordproof.ledger.container_sum import ContainerSumEntry
from wordproof.ledger.derivation import Quoted
from wordproof.obligations.container_sum import prove_container_sum
from wordproof.proofs.gateway import gateway
from wordproof.refusals import Refusal

ANSWERED = [
    ("Ivo has 3 jars. He puts 12 buttons in the first jar, 8 buttons in the second jar and 5 buttons "
     "in the third jar. How many buttons does Ivo have?", 25, "buttons"),
    ("Rosa has 2 baskets for her sea shells. She puts 14 sea shells into the first basket and 9 into "
     "the second basket. How many sea shells does Rosa have altogether?", 23, "sea shells"),
    ("Tom had 4 boxes. He put 3 pens in the first box, 6 pens in the second box, 2 pens in the third "
     "box, and 7 pens in the fourth box. How many pens did Tom put in the boxes?", 18, "pens"),
    ("Lena has 3 shoe boxes. She puts in 10 stamps in the first shoe box, 11 stamps in the second box "
     "and 12 stamps in the third box. How many stamps does Lena keep in total?", 33, "stamps"),
]

REFUSED: list[str] = [
    # a container told but never filled: what is in the fourth jar?
    "Ivo has 4 jars. He puts 12 buttons in the first jar, 8 buttons in the second jar and 5 buttons "
    "in the third jar. How many buttons does Ivo have?",
    # the row out of order
    "Ivo has 3 jars. He puts 12 buttons in the first jar, 8 buttons in the third jar and 5 buttons "
    "in the second jar. How many buttons does Ivo have?",
    # another person puts them in
    "Ivo has 3 jars. Ann puts 12 buttons in the first jar, 8 buttons in the second jar and 5 buttons "
    "in the third jar. How many buttons does Ivo have?",
    # a pronoun of the other gender
    "Tom has 3 jars. She puts 12 buttons in the first jar, 8 buttons in the second jar and 5 buttons "
    "in the third jar. How many buttons does Tom have?",
    # another kind in one container
    "Ivo has 3 jars. He puts 12 buttons in the first jar, 8 beads in the second jar and 5 buttons in "
    "the third jar. How many buttons does Ivo have?",
    # more than the ones before
    "Ivo has 3 jars. He puts 12 buttons in the first jar, 8 more buttons in the second jar and 5 "
    "buttons in the third jar. How many buttons does Ivo have?",
    # full jars may hold some already
    "Tom has 3 full jars. He puts 12 buttons in the first jar, 8 buttons in the second jar and 5 "
    "buttons in the third jar. How many buttons does Tom have?",
    # one container asked
    "Tom has 3 jars. He puts 12 buttons in the first jar, 8 buttons in the second jar and 5 buttons "
    "in the third jar. How many buttons does Tom have in the first jar?",
    # some of the kind only
    "Ivo has 3 jars. He puts 12 red buttons in the first jar, 8 buttons in the second jar and 5 "
    "buttons in the third jar. How many red buttons does Ivo have?",
    # a giving after
    "Ivo has 2 jars. He puts 12 buttons in the first jar and 8 buttons in the second jar. He gives "
    "Ann 3 buttons. How many buttons does Ivo have?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


def _entry(containers: int, parts: tuple[int, ...]) -> ContainerSumEntry:
    return ContainerSumEntry("c1", Quoted(Fraction(containers), str(containers), (0, 1)), "jars",
                             tuple(Quoted(Fraction(p), str(p), (i, i + 1)) for i, p in enumerate(parts)),
                             "buttons", "How many buttons?")


def test_uniqueness_refuses_a_container_left_untold() -> None:
    entry = _entry(3, (4, 5))
    assert isinstance(prove_container_sum(entry, Fraction(9), gateway()), Refusal)
    unchecked = prove_container_sum(entry, Fraction(9), gateway(), frozenset({"container_sum_unique"}))
    assert not isinstance(unchecked, Refusal)


def test_consistency_refuses_a_total_the_counts_deny() -> None:
    entry = _entry(2, (4, 5))
    assert isinstance(prove_container_sum(entry, Fraction(10), gateway()), Refusal)
    # consistency alone refuses it
    alone = prove_container_sum(entry, Fraction(10), gateway(), frozenset({"container_sum_unique"}))
    assert isinstance(alone, Refusal)
    unchecked = prove_container_sum(entry, Fraction(10), gateway(),
                                    frozenset({"container_sum_consistent", "container_sum_unique"}))
    assert not isinstance(unchecked, Refusal)
    assert not isinstance(prove_container_sum(entry, Fraction(9), gateway()), Refusal)
