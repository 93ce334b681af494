"""Holdings, measures, totals, keepings, ways, stretches and doings "with" someone: told so that
one reading holds, or so that two do (review rev3)."""

from fractions import Fraction

import pytest

from wordproof import Answer, Refusal, solve

ANSWERED = [
    # a keeping told after the giving it is kept back from; each leg of a way asked whole; every
    # stretch told; a doing of taking part "with" someone; a doing the day before a goal
    ("Nia made some tarts. She sold 4 tarts. She kept 6 tarts for herself. How many tarts did Nia "
     "make?", 10, "tarts"),
    ("Ola rode 80 meters to the gate and 150 meters to the barn. How many meters did Ola ride?", 230,
     "meters"),
    ("Eli scored 11 goals in the first half and 4 goals in the second half. How many goals did Eli "
     "score?", 15, "goals"),
    ("Zoe played 7 games with Max. How many games did Zoe play?", 7, "games"),
    ("Ivy has to file 30 forms. She filed 9 forms yesterday. How many more forms does she have to "
     "file?", 21, "forms"),
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
    # a story told in the past and asked in the present is told of one time, as tales are told
    ("Kit had 7 more shells than Dan. Dan had 6 shells. How many shells does Kit have?", 13, "shells"),
]

REFUSED = [
    "Nia made some tarts. She kept 6 tarts for herself. She sold 4 tarts. How many tarts did Nia make?",
    "Ola rode 80 meters to the gate and 150 meters to the barn. How far did Ola ride to the barn?",
    "Eli scored 11 goals in the first period. How many goals did Eli score?",
    "Zoe caught 7 crabs with Max. How many crabs did Zoe catch?",
    "Ivy has to file 30 forms. She filed 9 forms last month. How many more forms does she have to file?",
    "Lin weighed 40 kilograms in March. How much does Lin weigh?",
    "Tao had 9 marbles on Friday. How many marbles does Tao have?",
    "Mia owns 4 cats. Each cat has 2 ears. How many ears does Mia have?",
    "The total weight of Rex and Fido was 50 pounds. Rex weighs 20 pounds. How much does "
    "Fido weigh?",
    "Omar and Pia have 40 cards in all. Omar had 25 cards. How many cards does Pia have?",
    "Rae had 8 photos in each album. She has 7 albums. How many photos does she have?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_one_time_answered(text: str, value: int, unit: str) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert (outcome.value, outcome.unit) == (Fraction(value), unit)


@pytest.mark.parametrize("text", REFUSED)
def test_two_times_refused(text: str) -> None:
    assert isinstance(solve(text), Refusal)
