"""Shapes that refused only after every statement read: a question naming the unit of a
measure ("How many inches tall is Ted?") or asking a measure by its noun ("What is Ted's
height?"), a counted group of people the question names by a noun whose gender the names do
not tell ("the three girls"), a noun's "of" said before it ("gold bars" of "bars of gold"), two
sub-kinds asked together ("How many tulips are red or white?"),
and what is left, asked with the purpose it is kept for ("left to buy more toys", "left for
the party")."""

from fractions import Fraction

import pytest

from wordproof import Answer, Refusal, solve

ANSWERED = [
    # "How many UNIT ADJ is X?" asks what "How ADJ is X?" asks, in the unit named
    ("Pip is 50 inches tall. Dot is 4 inches taller than Pip. How many inches tall is Dot?", 54,
     "inches"),
    ("The red rope is 9 feet long. The blue rope is 2 feet shorter than the red rope. How many feet "
     "long is the blue rope?", 7, "feet"),
    # "What is Bo's height / the weight of Ed?": how tall Bo is, how much Ed weighs
    ("Pip is 50 inches tall. Dot is 4 inches taller than Pip. What is Dot's height?", 54, "inches"),
    ("Pip is 50 inches tall. Dot is 4 inches taller than Pip. What is the height of Dot?", 54, "inches"),
    ("Cy weighs 90 pounds. Ed weighs 15 pounds more than Cy. What is the weight of Ed?", 105, "pounds"),
    ("The red rope is 9 feet long. The blue rope is 2 feet shorter than the red rope. What is the "
     "length of the blue rope?", 7, "feet"),
    # "the three girls": the three people named, none known to be a boy
    ("Zuri has 5 shells. Kelo has 3 more shells than Zuri. Tavi has 2 shells. How many shells do "
     "the three girls have in all?", 15, "shells"),
    # "gold bars" asked of "bars of gold" told: the same bars
    ("Ivo has 40 bars of gold. He sells 15 bars of gold. How many gold bars does he have left?", 25,
     "gold bars"),
    ("Ivo has 40 bars of gold and 9 bars of soap. He sells 15 bars of gold. How many gold bars does "
     "he have left?", 25, "gold bars"),
    # "red or white": the two sub-kinds told apart, counted together
    ("Lia has 30 tulips. 8 of them are red and 9 of them are white. The rest are pink. How many "
     "tulips are red or white?", 17, None),
    ("Lia has 30 tulips. 8 of them are red and 9 of them are white. The rest are pink. How many "
     "tulips are either red or white?", 17, None),
    # what is left is what is left, whatever it is kept for
    ("Rosa had $20. She bought 3 pens for $2 each. How much money does she have left to buy more "
     "pens?", 14, "dollars"),
    ("Rosa baked 30 muffins. She sold 12 muffins. How many muffins does she have left for the fair?",
     18, "muffins"),
]

REFUSED = [
    # told in feet, asked in inches: not converted here, so the unit obligation refuses
    "Pip is 5 feet tall. How many inches tall is Pip?",
    # "red and white" may be tulips of two colours; "blue" is not told
    "Lia has 30 tulips. 8 of them are red and 9 of them are white. How many tulips are red and white?",
    "Lia has 30 tulips. 8 of them are red and 9 of them are white. How many tulips are red or blue?",
    # "gold bars" are no bars of silver
    "Ivo has 40 bars of silver. How many gold bars does he have?",
    # the rope's width is told, its length asked
    "The rope is 6 feet wide. How many feet long is the rope?",
    "The rope is 6 feet wide. What is the length of the rope?",
    # a height of two is no one's height
    "Pip is 50 inches tall. Dot is 4 inches taller than Pip. What is the height of the two?",
    "Pip is 50 inches tall. Dot is 4 inches taller than Pip. What is their height?",
    # a boy among them: "the two girls" are not the two people named
    "Zuri has 5 shells. Tom has 3 shells. How many shells do the two girls have?",
    # three people named, "the two girls" are not all of them
    "Zuri has 5 shells. Kelo has 3 shells. Tavi has 2 shells. How many shells do the two girls "
    "have?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_answered(text: str, value: int, unit: str | None) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value)
    assert unit is None or outcome.unit == unit


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert isinstance(solve(text), Refusal)
