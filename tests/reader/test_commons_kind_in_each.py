"""The share of one kind in each of the greatest number of identical groups: "If she makes the
greatest number of kits possible, how many pencils will be in each kit?" asks the kind's count
over the greatest common divisor. Our own words; an answer case fails when the question is
refused again, a refusal case when a kind or a group not told, or both kinds at once, are read."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

_KITS = ("Ada has 18 pens, 24 pencils and 30 erasers. She wants to make identical kits with no items "
         "left over. If she makes the greatest number of kits possible, how many {} will be in each {}?")

ANSWERED = [
    (_KITS.format("erasers", "kit"), 5, "erasers"),
    (_KITS.format("pens", "kit"), 3, "pens"),
    ("Omar has 16 red beads and 40 blue beads. He wants to string identical bracelets, and he must use "
     "all of them. If Omar strings the greatest number of bracelets possible, how many blue beads will "
     "there be on each bracelet?", 5, "beads"),
    # the place the counts are told in, parted whole: nothing is left over
    ("Mr. Toma has 14 violinists and 21 drummers in his band. He wants to split the band into groups, "
     "where each group has the same number of violinists and the same number of drummers. If he makes "
     "the greatest number of groups possible, how many drummers will be in each group?", 3, "drummers"),
]

REFUSED = [
    # a kind not counted, both kinds at once, a group not told
    _KITS.format("markers", "kit"),
    _KITS.format("pens and pencils", "kit"),
    _KITS.format("pens", "box"),
    # "beads" names both kinds counted
    "Omar has 16 red beads and 40 blue beads. He wants to string identical bracelets, and he must use "
    "all of them. If Omar strings the greatest number of bracelets possible, how many beads will there "
    "be on each bracelet?",
    # the least number of groups is one: no common measure asked
    _KITS.format("pens", "kit").replace("greatest", "least"),
    # the groups not told identical: the kinds may be mixed in any way
    _KITS.format("pens", "kit").replace("identical kits", "kits"),
    # only one kind parted, or another place than the counts': a leftover is not ruled out
    "Mr. Toma has 14 violinists and 21 drummers in his band. He wants to split the drummers into groups, "
    "where each group has the same number of violinists and the same number of drummers. If he makes "
    "the greatest number of groups possible, how many drummers will be in each group?",
    "Mr. Toma has 14 violinists and 21 drummers in his band. He wants to split the school into groups, "
    "where each group has the same number of violinists and the same number of drummers. If he makes "
    "the greatest number of groups possible, how many drummers will be in each group?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_kind_in_each_group_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_kind_in_each_group_refused(text: str) -> None:
    assert_refuses(text)
