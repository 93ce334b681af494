"""Doers of kinds apart counted as they did one thing, asked by a category
(reader/counted_doers.py)."""

from fractions import Fraction

from tests.outcomes import shape_tests
from wordproof.ledger.counted_doers import CountedDoersEntry
from wordproof.ledger.derivation import Quoted
from wordproof.obligations.counted_doers import prove_counted_doers
from wordproof.proofs.gateway import gateway
from wordproof.refusals import Refusal

ANSWERED = [
    ("4 girls and 7 boys sang in the choir. How many children sang in the choir?", 11, "children"),
    ("At the costume ball 3 women and 5 men dressed as pirates. How many people total dressed as a "
     "pirate?", 8, "people"),
    ("After dinner, 6 cows, 2 pigs and 5 hens slept in the barn. How many animals slept in the barn "
     "altogether?", 13, "animals"),
    ("12 boys and 15 girls voted. How many children voted in all?", 27, "children"),
]

REFUSED: list[str] = [
    # a kind that may be among the other (a girl is a kid)
    "4 girls and 7 kids sang in the choir. How many children sang in the choir?",
    # a kind not of the category asked
    "4 men and 7 boys sang in the choir. How many children sang in the choir?",
    # another doing asked
    "4 girls and 7 boys sang in the choir. How many children danced in the choir?",
    # another place asked
    "4 girls and 7 boys sang in the choir. How many children sang in the band?",
    # another time asked
    "4 girls and 7 boys sang yesterday. How many children sang today?",
    # a count after the verb: the things done, not the doers
    "4 girls and 7 boys sang 3 songs. How many children sang 3 songs?",
    # others who did it as well
    "4 girls and 7 boys sang with their fathers. How many people sang with their fathers?",
    # a doing not done
    "4 girls and 7 boys did not sing. How many children did not sing?",
    # one kind asked by its own name is not the category's
    "4 girls and 7 boys sang. How many more boys than girls sang?",
    # a young animal beside its grown kind
    "4 cats and 7 kittens slept. How many animals slept?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


def _entry(parts: tuple[int, ...]) -> CountedDoersEntry:
    return CountedDoersEntry("d1", tuple((f"kind{i}", Quoted(Fraction(p), str(p), (i, i + 1)))
                                         for i, p in enumerate(parts)),
                             "children", "sang", "How many children sang?")


def test_consistency_refuses_a_total_the_counts_deny() -> None:
    entry = _entry((4, 7))
    assert isinstance(prove_counted_doers(entry, Fraction(10), gateway()), Refusal)
    alone = prove_counted_doers(entry, Fraction(10), gateway(), frozenset({"counted_doers_unique"}))
    assert isinstance(alone, Refusal)
    unchecked = prove_counted_doers(entry, Fraction(10), gateway(),
                                    frozenset({"counted_doers_consistent", "counted_doers_unique"}))
    assert not isinstance(unchecked, Refusal)
    assert not isinstance(prove_counted_doers(entry, Fraction(11), gateway()), Refusal)
