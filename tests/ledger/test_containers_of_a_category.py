"""Containers of a category ("crates of fruit") count the containers of the things the table
places in it ("crates of figs", "crates of plums"), asked as a holding, a doing or a want;
containers of a thing it does not place (a tomato, a stone) refuse. Each case is in our own
words; an answer case fails when the shape is no longer read, a refusal case when it is read
without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Rui filled 6 crates of figs and 5 crates of plums. How many crates of fruit did Rui fill?",
     11, "crates"),
    ("Rui has 6 crates of figs and 5 crates of plums. Lia has 2 crates of pears. How many crates "
     "of fruit does Rui have?", 11, "crates"),
    ("Rui wants 20 baskets of berries. He has 6 baskets of raspberries and 5 baskets of "
     "cranberries. How many more baskets of berries does he need?", 9, "baskets"),
    # a crate of a thing the table places out of the category is set aside
    ("Rui filled 6 crates of figs and 5 crates of carrots. How many crates of fruit did Rui "
     "fill?", 6, "crates"),
    # the berries are a category of their own
    ("Lia picked 12 blackberries and 30 blueberries. How many berries did Lia pick?", 42, "berries"),
]

REFUSED = [
    # a thing whose category is disputed: is a tomato a fruit?
    "Rui filled 6 crates of figs and 5 crates of tomatoes. How many crates of fruit did Rui fill?",
    "Rui has 6 crates of figs and 5 crates of tomatoes. How many crates of fruit does Rui have?",
    # a thing the table does not know: a fruit or not?
    "Rui filled 6 crates of figs and 5 crates of bricks. How many crates of fruit did Rui fill?",
    # a want of berries beside containers of a fruit that is no berry
    "Rui wants 20 baskets of berries. He has 6 baskets of raspberries and 5 baskets of apples. How "
    "many more baskets of berries does he need?",
    # another container: the want is of baskets
    "Rui wants 20 baskets of berries. He has 6 baskets of raspberries and 5 bowls of cranberries. "
    "How many more baskets of berries does he need?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_containers_of_a_category_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_containers_of_a_category_refused(text: str) -> None:
    assert_refuses(text)
