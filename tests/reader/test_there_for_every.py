"""Contents told with "for each / every" after "there are" ("There are 40 cows for every herd"),
read as "There are 40 cows per herd" is: what any one of the things has. Never of people or
animals ("3 girls for every boy" is a ratio in the world, not what a holder of boys has), nor "for
every 2 herds". Every case is in our own words; an answer fails when the shape is no longer read,
a refusal when it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("There are 40 cows for every herd. There are 8 herds. How many cows are there?", 320),
    ("There are 40 cows for every herd. How many cows are there in 8 herds?", 320),
    ("There were 40 cows for every herd. There are 8 herds. How many cows are there?", 320),
    ("There are 40 cows for every herd. Tom has 8 herds. How many cows does Tom have?", 320),
    ("There are 12 eggs for each tray. How many eggs are there in 5 trays?", 60),
    # a ratio of counts, read by the ratio reader (tests/reader/test_ratios.py)
    ("There are 3 girls for every 2 boys. There are 8 boys. How many girls are there?", 12),
]

REFUSED = [
    # a ratio of people or animals, not contents a holder has
    "There are 3 girls for every boy. Ann has 4 boys. How many girls does Ann have?",
    "There are 3 girls for every boy. There are 8 boys. How many children are there?",
    "There are 3 apples for every child. Ann has 4 children. How many apples does Ann have?",
    # things of another sort than the ones counted
    "There are 40 cows for every big herd. There are 8 herds. How many cows are there?",
    # other things held beside them
    "There are 40 cows for every herd. Tom has 8 herds and 5 goats. How many animals does Tom have?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
