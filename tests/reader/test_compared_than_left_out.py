""""Ellie has 8 pens. Riley has 3 fewer.": a holding told as a number more or fewer with no
"than" after it is compared with the one other holder of the kind the story told, as "Chad has
twice as many" is; counted as that holder's amount is ("8 bags of rice … 3 fewer": bags). Each
case is in our own words; an answer case fails when the left-out "than" is not read, a
refusal case when it is read with no one holder to compare with."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Oda owns 14 stamps. Pim owns 5 fewer. How many stamps does Pim own?", 9, "stamps"),
    ("Oda has 14 stamps. Pim has 5 more. How many stamps do they have altogether?", 33, "stamps"),
    ("Oda has 6 crates of pears. Pim has 2 fewer. How many crates of pears do they have in all?",
     10, "crates"),
    ("Oda has $30. Pim has $12 less. How much money does Pim have?", 18, "dollars"),
]

REFUSED = [
    # two holders told: fewer than which?
    "Oda has 14 stamps and Lu has 9 stamps. Pim has 5 fewer. How many stamps does Pim have?",
    # the subject itself is the one holder: no one has fewer than they have
    "Oda has 14 stamps. She has 5 fewer. How many stamps does Oda have?",
    # two kinds held by the one holder: fewer of which?
    "Oda has 14 stamps and 6 coins. Pim has 5 fewer. How many stamps does Pim have?",
    # a kind no one holds: fewer than whose?
    "Oda has 14 stamps. Pim has 5 fewer coins. How many coins does Pim have?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_compared_than_left_out_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_compared_than_left_out_refused(text: str) -> None:
    assert_refuses(text)
