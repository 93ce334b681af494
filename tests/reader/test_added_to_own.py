"""A getting whose purpose names the getter's own counted holding ("bought 23 gallons to add to
his 36 gallons of paint"): the holding and the getting, both read. In our own words; an answer
fails when the shape is no longer read, a refusal when it is read beside what makes it unsure."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ben needs 50 liters of water. He bought 12 liters to add to his 30 liters of water. How much "
     "more water does he need?", 8),
    ("Ben needs 50 liters of water. If he buys 12 liters to add to his existing 30 liters of water, "
     "how much more water will he need?", 8),
    ("Sue needs 40 shells. She collected 14 shells to add to her 20 shells. How many more shells "
     "does she need?", 6),
]

REFUSED = [
    # another's holding, another unit, another stuff got
    "Ben needs 50 liters of water. Amy has 30 liters of water. He bought 12 liters to add to her 30 "
    "liters of water. How much more water does he need?",
    "Ben needs 50 liters of water. He bought 12 gallons to add to his 30 liters of water. How much "
    "more water does he need?",
    "Ben needs 50 liters of water. He bought 12 liters of juice to add to his 30 liters of water. "
    "How much more water does he need?",
    # a name, whose "her" may be another's
    "Sue needs 40 shells. Sue collected 14 shells to add to her 20 shells. How many more shells "
    "does she need?",
    # the holding told before at another count
    "Ben had 10 liters of water. He bought 12 liters to add to his 30 liters of water. How much "
    "water does he have?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_added_to_own_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_added_to_own_refused(text: str) -> None:
    assert_refuses(text)
