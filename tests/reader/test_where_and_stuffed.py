"""A relative clause opened by "where" is a whole clause, its subject first ("a fair where
tickets were $2 each": tickets were $2 each), and "each stuffed with 9" is a participle of
filling as "each filled with 9" is."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Tom went to a store where pens were four dollars each. He bought three pens. How much did he "
     "spend?", 12, "dollars"),
    ("A band held a concert where tickets were 5 dollars each. Ann bought 2 tickets and 3 more "
     "tickets. How much did she spend?", 25, "dollars"),
    ("There are 5 vans, each stuffed with 28 clowns. How many clowns are there?", 140, "clowns"),
    ("Tom has 5 boxes, each stuffed with 28 pens. How many pens does Tom have?", 140, "pens"),
])
def test_read(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # the price told at one place, the things bought at another
    "Tom went to a store where pens were four dollars each. Ann bought three pens at another store. "
    "How much did Ann spend?",
    # things bought before the place whose price is told
    "Tom bought 3 pens. Then he went to a shop where pens were four dollars each. How much did he "
    "spend on pens?",
    # some of them only
    "Tom went to a shop where some pens were four dollars each. He bought 3 pens. How much did he "
    "spend?",
    # "stuffed" describing a noun after "each" is no filling
    "Tom has 5 boxes, each stuffed animal with 28 pens. How many pens does Tom have?",
])
def test_refused(text: str) -> None:
    assert_refuses(text)
