"""A bare measure held ("He has 25 pounds") after one stuff told in that unit ("needs 60
pounds of flour") is of that stuff; a need to come ("He will need 60 pounds of flour") is a need.
Each case is in our own words; an answer case fails when the bare measure is left unbound
again or "will need" is refused again, a refusal case when the measure is bound with two
stuffs told in the unit, to another holder or time, or as "more", or when another modal, a
second need, a condition or "need to" is read as a need."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("He needs 60 pounds of flour. He has 25 pounds. How much more flour does he need?", 35),
    ("Ida needs 7 cups of milk. She has 3 cups in the fridge. How many more cups of milk does she "
     "need?", 4),
    ("He will need 60 pounds of flour. He has 25 pounds of flour. How much more flour does he "
     "need?", 35),
    ("Ida will need 9 cups of milk. She has 4 cups. How many more cups of milk does she need?", 5),
]

REFUSED = [
    # two stuffs told in the unit: which?
    "He needs 60 pounds of flour. He has 10 pounds of sugar and 25 pounds. How much more flour "
    "does he need?",
    # another holder, another time, "more" with no "than", another thing measured
    "Tom needs 60 pounds of flour. Sam has 25 pounds. How much more flour does Tom need?",
    "Tom needs 50 gallons of paint. The tank has 12 gallons. How many more gallons of paint does "
    "Tom need?",
    "He needs 60 pounds of flour. He had 25 pounds last year. How much more flour does he need?",
    "He needs 60 pounds of flour. He has 25 more pounds. How much more flour does he need?",
    "He needs 60 pounds of flour. Each bag has 25 pounds. How much more flour does he need?",
    "He needs 60 pounds of flour. He weighs 150 pounds. How much more flour does he need?",
    # a need to come: only "will" before "need" itself, of one need, with no condition
    "He would need 60 pounds of flour. He has 25 pounds. How much more flour does he need?",
    "He might need 60 pounds of flour. He has 25 pounds. How much more flour does he need?",
    "He will need to buy 60 pounds of flour. He has 25 pounds. How much more flour does he need "
    "to buy?",
    "He will not need 60 pounds of flour. He has 25 pounds. How much more flour does he need?",
    "He will need 60 pounds of flour. He needs 40 pounds of flour. He has 25 pounds. How much more "
    "flour does he need?",
    "If he bakes a cake, he will need 60 pounds of flour. He has 25 pounds. How much more flour "
    "does he need?",
    "He will need 60 more pounds of flour. He has 25 pounds. How much more flour does he need?",
    "Tom has 25 pounds of flour. Sam will need 60 pounds of flour. How much more flour does Tom "
    "need?",
    "Ann has 25 pounds of flour. Eve has 10 pounds of flour. She will need 60 pounds of flour. How "
    "much more flour does Ann need?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_measure_ellipsis_read(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_measure_ellipsis_refused(text: str) -> None:
    assert_refuses(text)
