"""Parts asked of the beasts a person keeps: "How many legs do the animals have?", "How many
animal legs are there?" name the things by a category that counts no people (lexicon
``peopleless_categories``), so the keeper's own legs are left out; refused when a kind counted
is not surely of the category, when the things changed, or when the category is one people
may stand in."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Oren keeps 4 goats and 3 geese. How many legs do the animals have?", 22, "legs"),
    ("Tia owns 2 ponies and 5 hens. How many animal legs are there in all?", 18, "animal legs"),
    ("Oren keeps 4 cats and 3 ducks. How many eyes do the animals have?", 14, "eyes"),
    ("Uma has 3 cars and 2 bicycles. How many wheels do the vehicles have?", 16, "wheels"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_parts_of_the_beasts_kept(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # the keeper's legs: "legs" alone may count them too
    "Oren keeps 4 goats and 3 geese. How many legs are there?",
    # a bat is not surely of the table's animals with legs told
    "Oren keeps 4 goats and 3 bats. How many legs do the animals have?",
    # the goats changed: which are still there?
    "Oren keeps 4 goats and 3 geese. He sold 1 goat. How many legs do the animals have?",
    # toy geese are no geese of the table
    "Oren keeps 4 goats and 3 toy geese. How many legs do the animals have?",
    # "the pets": a goose kept on a farm is not surely a pet
    "Oren keeps 4 goats and 3 geese. How many legs do the pets have?",
    # the animals do something: a role of their own, not the things counted
    "Oren keeps 4 goats and 3 geese. The animals eat 9 pounds of hay. How many legs do the animals have?",
    # geese are birds, goats are not: "the birds" are not every kind counted
    "Oren keeps 4 goats and 3 geese. How many legs do the birds have?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_parts_of_beasts_refused(text: str) -> None:
    assert_refuses(text)
