"""A word of vague amount after a describing noun names a thing of its own: "in a parking lot"
is a place, where "a lot" and "a whole lot" stay an amount of nothing told."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("There are 44 vans in a parking lot. A quarter of them are white. The rest are grey. How many grey "
     "vans are there?", 33, "grey vans"),
    ("There are 70 trucks in the car lot. 25 trucks drive away. How many trucks are in the car lot?",
     45, "trucks"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_lot_named_by_a_noun_is_a_place(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    "Rhea had 30 plums. She ate a whole lot. How many plums does she have?",
    "Rhea had 30 plums. She sold a lot. How many plums does she have?",
    "Rhea had 30 plums. She gave a huge bunch to Ivo. How many plums does she have?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_lot_as_amount_refused(text: str) -> None:
    assert_refuses(text)
