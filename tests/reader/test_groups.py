"""How many like groups a whole makes: "Ana has 80 beads. Each bag can hold 8 beads. How many
bags does she need?" (10). Each case is in our own words; an answer case fails when the shape is
no longer read, a refusal case when it is read without what makes it certain (one whole, all
of it grouped, every group holding the told count of those things, the question asking the
groups the count is told of)."""

from fractions import Fraction

from tests.outcomes import shape_tests
from wordproof.ledger.derivation import Quoted
from wordproof.ledger.groups import GroupsEntry
from wordproof.obligations.groups import prove_groups
from wordproof.proofs.gateway import gateway

ANSWERED = [
    ("Omar collected all 72 of his stamps. If every album can hold a maximum of 9 stamps, how many "
     "albums will be filled?", 8, "albums"),
    ("Rita has a big garden. She counted her tulip bulbs and found that she has 90 tulip bulbs which "
     "she will plant in pots. Every clay pot can take 6 tulip bulbs. How many clay pots does she "
     "need?", 15, "clay pots"),
    ("The baker made 144 rolls for the fair. If one tray is equal to 12 rolls, how many trays was "
     "the baker able to prepare?", 12, "trays"),
    ("Leo and his uncle dug up 63 carrots. If they pack 7 carrots in each crate, how many crates did "
     "they have?", 9, "crates"),
    ("A school needs to send letters. If an envelope can contain 5 letters, how many envelopes will "
     "the school need if there are 85 letters?", 17, "envelopes"),
    ("Nia has 48 shells. She puts them in stacks with 6 in each stack. How many stacks can she "
     "make?", 8, "stacks"),
    ("Omar found 72 stamps. If he can put 9 stamps in each album, how many albums will he need?", 8,
     "albums"),
    # the whole told in two counts of the same things, added
    ("Omar has 40 old stamps and 32 new stamps. If every album can hold 9 stamps, how many albums "
     "will be filled?", 8, "albums"),
    ("Nia was making bags of shells with 6 shells in each bag. If she had 20 white shells and 16 pink "
     "shells, how many bags could she make?", 6, "bags"),
    # a count told with the groups, no things of its own ("with 9 on each page"), of the things
    # the story groups; the whole told as things still to put in place
    ("Omar was putting his stamps in an album with 9 on each page. If he had 50 old stamps and 22 "
     "new stamps to put in the album, how many pages would he use?", 8, "pages"),
    # "<groups> of <N> <things> each"
    ("Nia picked 48 plums. She packed all of the plums in boxes of 6 plums each. How many boxes did "
     "she have?", 8, "boxes"),
    # a question closing on "in all": the groups all told, as without it
    ("30 hikers are riding a ferry to the island. They sit 3 hikers on every bench. How many benches "
     "will the hikers need in all?", 10, "benches"),
]

REFUSED = [
    # some of the things got before, how many untold
    "Omar had stamps. He bought 72 stamps. If every album can hold 9 stamps, how many albums will "
    "be filled?",
    # the count in each album is of other stamps
    "Omar has 72 old stamps. If every album can hold 9 new stamps, how many albums will be filled?",
    # the groups asked are not the ones the count is told of
    "Omar has 72 stamps. If every small album can hold 9 stamps, how many big albums will be filled?",
    "Omar has 72 stamps. If every album can hold 9 stamps, how many boxes will be filled?",
    # a capacity says how many are needed, not how many there are
    "Omar has 72 stamps. If every album can hold 9 stamps, how many albums does he have?",
    # the stamps are never told put in the albums: every album he has may hold some
    "Omar has 72 stamps. If every album has 9 stamps, how many albums does he have?",
    # the whole told after the stamps put away: what is left, or all?
    "Omar put 9 stamps in each album. He has 72 stamps. How many albums did he use?",
    # some left over: how many albums then is a rounding the text does not say
    "Omar has 75 stamps. If every album holds 9 stamps, how many albums are filled?",
    # a rough count
    "Omar has 72 stamps. If every album can hold about 9 stamps, how many albums will be filled?",
    # some of them given away first
    "Omar has 72 stamps. He gave some to Ben. If every album can hold 9 stamps, how many albums "
    "will he need?",
    # the stamps are Omar's, the question Ben's
    "Omar has 72 stamps. Ben has albums. If every album can hold 9 stamps, how many albums does Ben "
    "need?",
    # "she" stands for no one with stamps
    "Omar has 72 stamps. Nia has albums. If every album can hold 9 stamps, how many albums does "
    "she need?",
    # the whole is theirs, the albums asked of one of them
    "Omar and Nia found 72 stamps. If they put 9 stamps in each album, how many albums did Nia have?",
    # another time
    "Omar has 72 stamps. If every album can hold 9 stamps, how many albums did he fill last year?",
    # the whole is the pair's, "he" one of them
    "Omar and his dad found 72 stamps. If they put 9 stamps in each album, how many albums did he have?",
    # the most an album takes: how many albums there are is left open
    "Omar found 72 stamps. If he can put 9 stamps in each album, how many albums did he have?",
    "Omar found 72 stamps. If he put up to 9 stamps in each album, how many albums did he have?",
    # two counts of other things: the album holds stamps, not coins
    "Omar has 40 stamps and 32 coins. If every album can hold 9 stamps, how many albums will be "
    "filled?",
    # the second count counts nothing named: 32 of what?
    "Omar has 40 stamps and 32. If every album can hold 9 stamps, how many albums will be filled?",
    # the question asks of one of the two kinds only
    "Nia was making bags of shells with 6 shells in each bag. If she had 20 white shells and 16 pink "
    "shells, how many bags could she make with the pink shells?",
    # "she" of a story of one man: whose shells?
    "Omar was making bags of shells with 6 shells in each bag. If she had 20 white shells and 16 pink "
    "shells, how many bags could she make?",
    # 9 on each page of two kinds put in: 9 of which?
    "Omar was putting his stamps and coins in an album with 9 on each page. If he had 72 stamps to "
    "put in the album, how many pages would he use?",
    # 9 on each page of stamps; the coins are other things
    "Omar was putting his stamps in an album with 9 on each page. If he had 72 coins to put in the "
    "album, how many pages would he use?",
    # some put in already; the pages asked may be those too
    "Omar put 9 stamps on each page. If he had 72 stamps to put in the album, how many pages would "
    "he use?",
    # boxes of 6 plums bought, not filled with hers: how many is not told
    "Nia has 48 plums. She bought boxes of 6 plums each. How many boxes does she have?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


def _entry() -> GroupsEntry:
    return GroupsEntry("e1", Quoted(Fraction(72), "72", (0, 2)), "stamps", Quoted(Fraction(9), "9", (3, 4)),
                       "albums", "every album can hold", "How many albums will be filled?")


def test_groups_consistency_is_load_bearing() -> None:
    refused = prove_groups(_entry(), Fraction(7), gateway())
    assert not isinstance(refused, tuple) and refused.code.code == "inconsistent"
    both = frozenset({"groups_consistent", "groups_unique"})
    assert prove_groups(_entry(), Fraction(7), gateway(), both) == ()


def test_groups_uniqueness_is_load_bearing() -> None:
    empty = GroupsEntry("e1", Quoted(Fraction(0), "0", (0, 1)), "stamps", Quoted(Fraction(9), "9", (3, 4)),
                        "albums", "every album can hold", "How many albums?")
    assert isinstance(prove_groups(empty, Fraction(0), gateway()), tuple)
    unpinned = GroupsEntry("e1", Quoted(Fraction(0), "0", (0, 1)), "stamps", Quoted(Fraction(0), "0", (3, 4)),
                           "albums", "every album can hold", "How many albums?")
    refused = prove_groups(unpinned, Fraction(0), gateway(), frozenset({"groups_consistent"}))
    assert not isinstance(refused, tuple) and refused.code.code == "not_unique"
    both = frozenset({"groups_consistent", "groups_unique"})
    assert prove_groups(unpinned, Fraction(0), gateway(), both) == ()


def test_groups_count_every_part_of_the_whole() -> None:
    told = GroupsEntry("e1", Quoted(Fraction(40), "40", (0, 2)), "stamps", Quoted(Fraction(9), "9", (3, 4)),
                       "albums", "every album can hold", "How many albums?",
                       (Quoted(Fraction(32), "32", (5, 7)),))
    assert isinstance(prove_groups(told, Fraction(8), gateway()), tuple)
    refused = prove_groups(told, Fraction(40, 9), gateway())
    assert not isinstance(refused, tuple)
