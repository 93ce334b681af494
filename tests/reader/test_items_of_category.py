"""A category counted by its single things ("pieces of furniture", "items of clothing",
"articles of clothing", "pieces of fruit"): the kinds of the category the story told, summed as
the category's plural would sum them. Each case is in our own words; an answer case fails when
the counting noun is read as a unit of its own again, a refusal case when a kind the category
may not hold is summed, or when the parts of things cut are counted as the things."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ugo packed 6 shirts and 3 skirts. How many pieces of clothing did Ugo pack?", 9),
    ("Ugo has 4 jackets and 7 socks. How many articles of clothing does Ugo have?", 11),
    ("A room has 8 chairs, 2 desks and 3 beds. How many pieces of furniture are in the room?", 13),
    ("Ugo bought 5 pears and 6 plums. How many pieces of fruit did Ugo buy?", 11),
    # pieces the story counts are its own unit: the parts of the pears cut
    ("Ugo has 5 pears. Each pear is cut into 4 pieces. How many pieces of fruit does Ugo have?",
     20),
    # another's things of the category are not his
    ("Ugo has 4 jackets and 7 socks. Ada has 3 dresses. How many items of clothing does Ugo "
     "have?", 11),
]

REFUSED = [
    # a kind the category may or may not hold: is a hat clothing?
    "Ugo has 4 jackets and 7 hats. How many pieces of clothing does Ugo have?",
    # slices of cut things are parts, not fruits
    "Ugo has 5 pears and 3 plums. Each pear is cut into 4 slices. How many pieces of fruit does "
    "Ugo have?",
    # a counting noun with no category after it
    "Ugo has 4 pens and 7 pencils. How many pieces of stationery does Ugo have?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_items_of_category_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_items_of_category_refused(text: str) -> None:
    assert_refuses(text)
