"""Shares of a whole never counted, one part counted: the whole, or another group, asked."""

from __future__ import annotations

from fractions import Fraction

import attrs

from tests.outcomes import shape_tests
from wordproof.ledger.derivation import Quoted
from wordproof.ledger.share_whole import ShareWholeEntry, replay_share_whole
from wordproof.obligations.share_whole import prove_share_whole
from wordproof.proofs.gateway import gateway

ANSWERED = [
    ("30% of the beads are white, 50% are black and the rest are green. If 12 beads are white, how "
     "many beads are green?", 8, "beads"),
    ("Two-fifths of the guests are boys and the rest are girls. 18 guests are girls. How many "
     "guests are boys?", 12, "guests"),
    ("Kai looks at the birds in the park. 25% of the birds have red wings and the rest have black "
     "wings. If 6 birds have red wings, how many birds are there in all?", 24, "birds"),
    ("One-third of the cars are new and 10% are rented. 9 of them are rented. How many cars are "
     "new?", 30, "cars"),
]

REFUSED = [
    # the count is of another group than any share told
    "30% of the beads are white and the rest are green. If 12 beads are black, how many beads are green?",
    # of other things
    "30% of the beads are white and the rest are green. If 12 buttons are white, how many beads are green?",
    # told at another time than the shares
    "30% of the beads were white and the rest were green. If 12 beads are white, how many beads are green?",
    # "the rest" of doings that one may share: a child may play chess and golf
    "40% of the kids play chess, 20% play golf and the rest play tennis. 20 kids play chess. How "
    "many kids play tennis?",
    # "the rest" of what things are made of: a bead may be glass and wood
    "30% of the beads are glass, 50% are wood and the rest are clay. If 12 beads are glass, how "
    "many beads are clay?",
    # "the rest" of things had: a kid may have dogs and cats
    "40% of the kids have dogs and the rest have cats. If 20 kids have dogs, how many kids have cats?",
    # shares beyond the whole
    "60% of the beads are white, 50% are black and the rest are green. If 12 beads are white, how "
    "many beads are green?",
    # a whole that is no whole number of beads
    "30% of the beads are white and the rest are green. If 10 beads are white, how many beads are green?",
    # the question asks the count told
    "30% of the beads are white and the rest are green. If 12 beads are white, how many beads are white?",
    # a change in the scene
    "Ana lost her beads. 30% of the beads are white and the rest are green. If 12 beads are white, "
    "how many beads are green?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


def _entry() -> ShareWholeEntry:
    return ShareWholeEntry("w1", "beads", (("glass", Quoted(Fraction(3, 10), "30%", (0, 3))),),
                           "clay", "glass", Quoted(Fraction(12), "12", (10, 12)), "clay", "how many clay?")


def test_replay_finds_the_whole_then_the_rest() -> None:
    assert [s.value for s in replay_share_whole(_entry())] == [40, Fraction(7, 10), 28]


def test_share_consistency_is_load_bearing() -> None:
    refused = prove_share_whole(_entry(), Fraction(27), gateway())
    assert not isinstance(refused, tuple) and refused.code.code == "inconsistent"
    both = frozenset({"share_whole_consistent", "share_whole_unique"})
    assert prove_share_whole(_entry(), Fraction(27), gateway(), both) == ()


def test_share_uniqueness_is_load_bearing() -> None:
    # a share of none counted as none: any whole of beads, any clay ones
    unpinned = attrs.evolve(_entry(), shares=(("glass", Quoted(Fraction(0), "0%", (0, 2))),),
                            count=Quoted(Fraction(0), "0", (10, 11)))
    refused = prove_share_whole(unpinned, Fraction(0), gateway(), frozenset({"share_whole_consistent"}))
    assert not isinstance(refused, tuple) and refused.code.code == "not_unique"
