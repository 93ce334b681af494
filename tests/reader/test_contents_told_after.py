"""Contents told after a count of containers with a participle or set apart by a comma: "2 packs
containing 20 pens each", "5 firms having 50 workers each", "3 boxes of pens, 9 pens each", "3
boxes, 9 pens in each (box)" say what "3 boxes with 9 pens each" says."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("He buys 2 packs of bread containing 20 slices each. How many slices does he buy?", 40, "slices"),
    ("Ava ordered 4 boxes containing 20 matches each. How many matches did Ava order?", 80, "matches"),
    ("He has 5 boxes holding 20 pens each. How many pens does he have?", 100, "pens"),
    ("Bo has 6 vans having 9 seats each. How many seats does Bo have?", 54, "seats"),
    ("He bought 3 boxes of pens, 9 pens each. How many pens did he buy?", 27, "pens"),
    ("Ann bought 3 boxes of pens, 9 pens in each. How many pens did Ann buy?", 27, "pens"),
    ("Ann bought 3 boxes, 9 pens in each box. How many pens did Ann buy?", 27, "pens"),
    ("There are 4 crates, 12 melons each. How many melons are there?", 48, "melons"),
])
def test_contents_told_after_are_read(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # "each" after a comma may be each buyer's: 9 pens a twin, not a box
    "The twins bought 3 boxes, 9 pens each. How many pens did they buy?",
    "Tom and Ann bought 3 boxes, 9 pens each. How many pens did they buy?",
    "They bought 3 boxes, 9 pens each. How many pens did they buy?",
    # the things counted again after the comma: each of whom?
    "Tom bought 3 pens, 2 pens each. How many pens did Tom buy?",
    # another count before the containers: each boy, or each box?
    "Tom gave 2 boys 3 boxes, 9 pens each. How many pens did Tom give?",
    # a participle with no "each": all of them together, or each?
    "He buys 2 packs containing 20 pens. How many pens does he buy?",
    # people the holder has hold their own things, never the holder's
    "He has 5 friends having 3 pens each. How many pens does he have?",
    "He has 5 friends with 3 pens each. How many pens does he have?",
    "She has 5 sons. Each son has 3 pens. How many pens does she have?",
])
def test_contents_told_after_refused(text: str) -> None:
    assert_refuses(text)
