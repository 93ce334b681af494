"""A total told with no place: "There are 9 boys and some girls in the yard. There are 30
children in all." counts what the sentence right before put in one place, when that sentence
told two kinds or more there; a total of one kind told may count more than that place. Each
case is in our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("There are 12 boys and some girls in the gym. There are 31 children altogether. How many "
     "girls are in the gym?", 19, "girls"),
    ("There are 8 red cups and some blue cups on the shelf. There are 20 cups in all. How many "
     "blue cups are on the shelf?", 12, "blue cups"),
    ("There are 6 goats and some sheep in the pen. There are 15 animals in total. How many sheep "
     "are in the pen?", 9, "sheep"),
]

REFUSED = [
    # one kind told: the total may count a whole farm, not the pen alone
    "There are 6 goats in the pen. There are 15 animals in total. How many animals are in the pen?",
    # a person's holding: whose are the 31?
    "Ann has 12 boys and some girls in her class. There are 31 children altogether. How many "
    "girls are in her class?",
    # a sentence between: which scene?
    "There are 12 boys and some girls in the gym. Ann has 4 pens. There are 31 children altogether. "
    "How many girls are in the gym?",
    # two places told before
    "There are 12 boys in the gym and some girls in the hall. There are 31 children altogether. "
    "How many girls are in the hall?",
    # no word of a total: not said to be in the gym
    "There are 12 boys and some girls in the gym. There are 31 children. How many girls are in the "
    "gym?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_total_in_the_scene(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_total_not_placed(text: str) -> None:
    assert_refuses(text)
