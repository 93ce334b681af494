"""A pace told over a count of its doers ("7 vans carry 56 chairs", "10 crates weigh 40 kilograms",
"36 guests fit into 4 tents"): by the reading rule that like things are alike, each one does as
much, so a question of another count of the same kind by the same verb asks the pace per one
times it. Anything that could make the things differ, or the pace another, refuses."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("7 vans carry 56 chairs. How many chairs do 3 vans carry?", 24, "chairs"),
    ("7 vans can carry 56 chairs. How many chairs can 3 vans carry?", 24, "chairs"),
    ("If 10 crates weigh 40 kilograms, how much do 6 crates weigh?", 24, "kilograms"),
    ("10 crates of melons weigh 40 kilograms. How many kilograms do 6 crates weigh?", 24, "kilograms"),
    ("36 guests fit into 4 tents. How many guests fit in 7 tents?", 63, "guests"),
    ("36 guests can fit in 4 tents. How many guests can fit into 7 tents?", 63, "guests"),
    # a measure need not come out whole: 5 kilograms in 2 crates is 2 1/2 in each
    ("2 crates weigh 5 kilograms. How much does 1 crate weigh?", Fraction(5, 2), "kilograms"),
])
def test_pace_told_over_a_count_is_asked_of_another(text: str, value: int | Fraction, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # another kind, or another verb, asked
    "7 vans carry 56 chairs. How many chairs do 3 trucks carry?",
    "7 vans carry 56 chairs. How many tables do 3 vans carry?",
    "7 vans carry 56 chairs. How many chairs do 3 vans hold?",
    "10 crates of melons weigh 40 kilograms. How much do 6 crates of plums weigh?",
    # things told apart from those asked, or pointed at
    "7 small vans carry 56 chairs. How many chairs do 3 vans carry?",
    "7 vans carry 56 chairs. How many chairs do 3 bigger vans carry?",
    "The 7 vans carry 56 chairs. How many chairs do 3 vans carry?",
    "Ola's 7 vans carry 56 chairs. How many chairs do 3 vans carry?",
    # two pairs told, or anything else told beside the pair
    "7 vans carry 56 chairs. 2 vans carry 10 chairs. How many chairs do 3 vans carry?",
    "7 vans carry 56 chairs. Ola has 5 vans. How many chairs do 3 vans carry?",
    # a count of whole things that would not come out whole
    "7 vans carry 50 chairs. How many chairs do 3 vans carry?",
    # more than one thing varies: the hours too
    "3 hens lay 6 eggs in 2 days. How many eggs do 5 hens lay in 4 days?",
    "3 hens lay 6 eggs. How many eggs do 5 hens lay in 4 days?",
    # told once in the past, more than once, or of a time: more doers may take less of it
    "7 vans carried 56 chairs. How many chairs do 3 vans carry?",
    "7 vans carry 56 more chairs. How many chairs do 3 vans carry?",
    "4 painters take 6 hours. How many hours do 2 painters take?",
])
def test_pace_told_over_a_count_refuses_otherwise(text: str) -> None:
    assert_refuses(text)
