"""Parts being made, or meant to be made, with their size told ("She was making bouquets with 5
flowers in each one", "He wants to make bags with 6 figs in each bag") say what making any one
takes, as "Each bouquet takes 5 flowers" does; how many are made is untold, so only the parts
the maker's own holding can make are asked. A size said of parts holds nothing, so things of the
kind that change by themselves after it ("48 of the flowers wilted") are the one holder's."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ivo had 45 beads. He was making bracelets with 6 beads in each bracelet. How many bracelets "
     "could he make?", 7),
    ("Ivo has 48 shells. He is making strings with eight shells in each one. How many strings can "
     "he make?", 6),
    ("Ivo has 40 figs. He wants to make bags with 5 figs in each bag. How many bags can he make?", 8),
    ("Ivo has 40 figs. He plans to make bags with 5 figs in each one. How many bags can he make?", 8),
    # what is lost after the size is told is no longer there to make parts of
    ("Ivo picked 70 tulips. He was making bunches with 6 tulips in each one. If 16 of the tulips "
     "wilted, how many bunches could he still make?", 9),
    ("Ivo had 70 tulips. A vase holds 6 tulips. 16 tulips wilted. How many vases could he fill?", 9),
]

REFUSED = [
    # how many were made, and what they took, is not told
    "Ivo had 45 beads. He was making bracelets with 6 beads in each bracelet. How many beads does "
    "he have?",
    "Ivo had 45 beads. He was making bracelets with 6 beads in each bracelet. How many bracelets "
    "did he make?",
    "Ivo had 45 beads. He was making bracelets with 6 beads in each bracelet. How many beads are "
    "left over?",
    # parts made, how many untold: what is left to make them of?
    "Ivo had 45 beads. He made bracelets with 6 beads in each bracelet. How many bracelets could "
    "he make?",
    # another maker, another kind, another part, two holders, a holding changed by another
    "Ivo had 45 beads. Una was making bracelets with 6 beads in each bracelet. How many bracelets "
    "could Ivo make?",
    "Ivo had 45 beads. He was making bracelets with 6 shells in each bracelet. How many bracelets "
    "could he make?",
    "Ivo had 45 beads. He was making bracelets with 6 beads in each necklace. How many bracelets "
    "could he make?",
    "Ivo had 45 beads and Una had 12 beads. He was making bracelets with 6 beads in each bracelet. "
    "How many bracelets could he make?",
    "Ivo had 45 beads. He was making bracelets with 6 beads in each bracelet. Una gave him 9 more "
    "beads. How many bracelets could he make?",
    # a hedge, or the parts counted: which beads go where?
    "Ivo had 45 beads. He was making bracelets with about 6 beads in each bracelet. How many "
    "bracelets could he make?",
    "Ivo had 45 beads. He was making 3 bracelets with 6 beads in each bracelet. How many bracelets "
    "could he make?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_making_sized_parts_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_making_sized_parts_refused(text: str) -> None:
    assert_refuses(text)
