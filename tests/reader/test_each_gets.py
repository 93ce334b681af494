"""Each guest's share of what the host has, no sharing verb said: "Omar is inviting 8 friends to a
picnic. He has 96 plums. How many plums will each friend get?" (12). Each case is in our own words;
an answer case fails when the shape is no longer read, a refusal case when it is read without
what makes it certain (one host, the guests counted as people, the whole all given out, the
question asking those things of one guest)."""

from fractions import Fraction

from tests.outcomes import shape_tests
from wordproof.ledger.derivation import Quoted
from wordproof.ledger.each_gets import EachGetsEntry
from wordproof.obligations.each_gets import prove_each_gets
from wordproof.proofs.gateway import gateway

ANSWERED = [
    ("Omar is inviting 8 friends to a picnic. He has 96 plums. How many plums will each friend get?",
     12, "plums"),
    # the whole told first, with other things beside it
    ("Nia has 45 stickers and 3 pencils. She is inviting 9 cousins to her party. How many stickers "
     "does each cousin get?", 5, "stickers"),
    # a name given to both: the one person told
    ("Chris has 6 nephews. She has 42 crackers. How many crackers would each nephew receive?", 7,
     "crackers"),
    # the things given to the guests, no evenness said: the most each can get alike
    ("Aunt Rita baked 96 oat cookies. If she wants to give them to her 8 hungry nephews, how many "
     "can each nephew get?", 12, "cookies"),
]

REFUSED = [
    # some left over: a whole share is not told
    "Omar is inviting 8 friends to a picnic. He has 90 plums. How many plums will each friend get?",
    # the plums are another's
    "Omar is inviting 8 friends to a picnic. Rita has 96 plums. How many plums will each friend get?",
    # "she" is no one told
    "Omar is inviting 8 friends to a picnic. She has 96 plums. How many plums will each friend get?",
    # the other things are asked
    "Omar has 96 plums and 4 pears. He is inviting 8 friends. How many pears will each friend get?",
    # guests not told as the ones asked
    "Omar is inviting 8 friends to a picnic. He has 96 plums. How many plums will each guest get?",
    # some eaten first: not all given out
    "Omar is inviting 8 friends to a picnic. He has 96 plums and ate 16. How many plums will each "
    "friend get?",
    # the guests are not people: who gets?
    "Omar has 8 baskets. He has 96 plums. How many plums will each basket get?",
    # a giving told done: each may have got any number
    "Omar bought 96 plums. If he gave them to his 8 nieces, how many did each niece get?",
    # one more who gets
    "Omar bought 96 plums. If he wants to give them to his 8 nieces and Rita, how many can each niece "
    "get?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


def _entry(whole: int, parts: int) -> EachGetsEntry:
    return EachGetsEntry("g1", Quoted(Fraction(whole), str(whole), (0, 2)), "plums",
                         Quoted(Fraction(parts), str(parts), (3, 4)), "friends",
                         "How many plums will each friend get?")


def test_each_gets_consistency_is_load_bearing() -> None:
    refused = prove_each_gets(_entry(96, 8), Fraction(11), gateway())
    assert not isinstance(refused, tuple) and refused.code.code == "inconsistent"
    both = frozenset({"each_gets_consistent", "each_gets_unique"})
    assert prove_each_gets(_entry(96, 8), Fraction(11), gateway(), both) == ()


def test_each_gets_uniqueness_is_load_bearing() -> None:
    unpinned = _entry(0, 0)
    refused = prove_each_gets(unpinned, Fraction(0), gateway(), frozenset({"each_gets_consistent"}))
    assert not isinstance(refused, tuple) and refused.code.code == "not_unique"
