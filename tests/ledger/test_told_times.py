"""Holdings, measures, totals and comparisons told of one time or of two (review rev3)."""

from fractions import Fraction

import pytest

from wordproof import Answer, Refusal, solve

ANSWERED = [
    # one time throughout: the story's own time
    ("Lin weighed 40 kilograms in March. How much did Lin weigh?", 40, "kilograms"),
    ("Tao had 9 marbles on Friday. On Saturday he bought 4 more marbles. How many marbles does Tao "
     "have now?", 13, "marbles"),
    ("Tao had 9 marbles. How many marbles does Tao have?", 9, "marbles"),
    ("Mia owns 4 cats. Each cat has 2 ears. How many ears do the cats have?", 8, "ears"),
    ("The total weight of Rex and Fido is 50 pounds. Rex weighs 20 pounds. How much does "
     "Fido weigh?", 30, "pounds"),
    ("Omar and Pia have 40 cards in all. Omar has 25 cards. How many cards does Pia have?", 15, "cards"),
    ("Rae had 8 photos in each album. She had 7 albums. How many photos did she have?", 56, "photos"),
    ("Kit had 7 more shells than Dan. Dan had 6 shells. How many shells did Kit have?", 13, "shells"),
]

REFUSED = [
    "Lin weighed 40 kilograms in March. How much does Lin weigh?",
    "Tao had 9 marbles on Friday. How many marbles does Tao have?",
    "Mia owns 4 cats. Each cat has 2 ears. How many ears does Mia have?",
    "The total weight of Rex and Fido was 50 pounds. Rex weighs 20 pounds. How much does "
    "Fido weigh?",
    "Omar and Pia have 40 cards in all. Omar had 25 cards. How many cards does Pia have?",
    "Rae had 8 photos in each album. She has 7 albums. How many photos does she have?",
    "Kit had 7 more shells than Dan. Dan had 6 shells. How many shells does Kit have?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_one_time_answered(text: str, value: int, unit: str) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert (outcome.value, outcome.unit) == (Fraction(value), unit)


@pytest.mark.parametrize("text", REFUSED)
def test_two_times_refused(text: str) -> None:
    assert isinstance(solve(text), Refusal)
