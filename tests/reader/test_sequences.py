"""Sequences: values told at consecutive places, "if this (pattern) continues", and a question
about a later place. The rule is one of a few documented families, forced by the data."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof import Answer, Refusal, solve
from wordproof.ledger.sequences import Family, Observed, SequenceEntry, fits, replay_sequence
from wordproof.obligations.sequences import prove_sequence
from wordproof.proofs.gateway import gateway

ANSWERED = [
    # constant difference, ordinal places with a noun, asked several places on
    ("Nia stacked 4 blocks in the first tower, 7 blocks in the second tower and 10 blocks in the "
     "third tower. If this pattern continues, how many blocks will Nia stack in the sixth tower?", 19,
     "blocks"),
    # constant ratio over days of the week that wrap past Sunday
    ("Omar swam 2 laps on Friday, 6 laps on Saturday, 18 laps on Sunday and 54 laps on Monday. If "
     "this continues, how many laps will Omar swim on Tuesday?", 162, "laps"),
    # constant ratio below one, months
    ("Ivy sold 80 cups in February, 40 cups in March, 20 cups in April and 10 cups in May. If this "
     "pattern continues, how many cups will Ivy sell in June?", 5, "cups"),
    # constant second difference across the turn of the year, two months on
    ("Ivy sold 2 cups in November, 4 cups in December, 7 cups in January and 11 cups in "
     "February. If this pattern continues, how many cups will Ivy sell in April?", 22, "cups"),
    # "the next" place; a noun left out after the first value is the same noun
    ("Lee planted 2 bulbs in the first bed, 4 in the second bed and 6 in the third bed. If this "
     "pattern continues, how many bulbs will Lee plant in the next bed?", 8, "bulbs"),
    # a hyphened noun, and a singular after "1"
    ("Kim did 1 push-up on Monday, 3 push-ups on Tuesday and 5 push-ups on Wednesday. If this "
     "pattern continues, how many push-ups will Kim do on Friday?", 9, "push-ups"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_sequence_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # three terms do not force a second difference, and no other family fits 2, 3, 5
    "Lee planted 2 bulbs in the first bed, 3 bulbs in the second bed and 5 bulbs in the third "
    "bed. If this pattern continues, how many bulbs will Lee plant in the fourth bed?",
    # places that skip one are not consecutive
    "Lee planted 2 bulbs in the first bed, 4 bulbs in the second bed and 8 bulbs in the fourth "
    "bed. If this pattern continues, how many bulbs will Lee plant in the fifth bed?",
    # a total over places is no one place
    "Lee planted 2 bulbs in the first bed, 4 bulbs in the second bed and 6 bulbs in the third "
    "bed. If this pattern continues, how many bulbs will Lee plant in total in the fifth bed?",
    # a number that is no value of the sequence
    "Lee planted 2 bulbs in the first bed, 4 bulbs in the second bed and 6 bulbs in the third "
    "bed. He gave away 3 bulbs. If this pattern continues, how many bulbs will Lee plant in the "
    "fifth bed?",
    # a place already told is no continuation
    "Lee planted 2 bulbs in the first bed, 4 bulbs in the second bed and 6 bulbs in the third "
    "bed. If this pattern continues, how many bulbs will Lee plant in the second bed?",
    # three terms a ratio fits (2, 6, 18) fit a growing difference too (next 38, not 54)
    "Omar swam 2 laps on Friday, 6 laps on Saturday, 18 laps on Sunday. If this continues, how "
    "many laps will Omar swim on Monday?",
    # which Saturday: the one told, or the next
    "Omar swam 2 laps on Friday, 6 laps on Saturday, 18 laps on Sunday. If this continues, how "
    "many laps will Omar swim on Saturday?",
    # another noun, or another kind of place, in the list
    "Lee planted 2 bulbs in the first bed, 4 seeds in the second bed and 6 bulbs in the third "
    "bed. If this pattern continues, how many bulbs will Lee plant in the fifth bed?",
    "Lee planted 2 bulbs in the first bed, 4 bulbs in the second pot and 6 bulbs in the third "
    "bed. If this pattern continues, how many bulbs will Lee plant in the fifth bed?",
    # another act than the one the list tells of
    "Sam bought 2 pears on Monday, 4 pears on Tuesday and 6 pears on Wednesday. If this pattern "
    "continues, how many pears will Sam eat on Thursday?",
    # someone the list does not speak of
    "Sam bought 2 pears on Monday, 4 pears on Tuesday and 6 pears on Wednesday. If this pattern "
    "continues, how many pears will Ann buy on Thursday?",
    # a number in the question besides the place
    "Sam bought 2 pears on Monday, 4 pears on Tuesday and 6 pears on Wednesday. If this pattern "
    "continues, how many pears will Sam and 2 friends buy on Thursday?",
    # two lists, not one
    "Sam bought 2 pears on Monday. Ann bought 4 pears on Tuesday, 6 pears on Wednesday. If this "
    "pattern continues, how many pears will Ann buy on Thursday?",
    # a count carried below zero
    "Ivy sold 9 cups in March, 6 cups in April and 3 cups in May. If this pattern continues, how "
    "many cups will Ivy sell in July?",
    # a ratio that leaves part of a thing
    "Ivy sold 4 cups in March, 6 cups in April and 9 cups in May. If this pattern continues, how "
    "many cups will Ivy sell in June?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_sequence_refused(text: str) -> None:
    assert_refuses(text)


def _entry(values: list[int], asked: int) -> SequenceEntry:
    observed = [Observed(Fraction(v), i + 1, str(v), (0, 1)) for i, v in enumerate(values)]
    return SequenceEntry("s1", "things", observed, asked, "the place asked")


def test_families_need_enough_terms() -> None:
    assert fits(Family.DIFFERENCE, (Fraction(1), Fraction(3), Fraction(5)))
    assert not fits(Family.DIFFERENCE, (Fraction(1), Fraction(3)))
    assert not fits(Family.SECOND_DIFFERENCE, (Fraction(2), Fraction(3), Fraction(5)))
    assert fits(Family.SECOND_DIFFERENCE, (Fraction(2), Fraction(3), Fraction(5), Fraction(8)))
    assert not fits(Family.RATIO, (Fraction(0), Fraction(0), Fraction(0)))
    assert not fits(Family.RATIO, (Fraction(1), Fraction(2), Fraction(4)))  # also 1, 2, 4, 7
    assert fits(Family.RATIO, (Fraction(1), Fraction(2), Fraction(4), Fraction(8)))


def test_every_fitting_family_is_proven_and_agrees() -> None:
    # 5, 5, 5, 5 is a constant difference, a constant ratio and a constant second difference
    proven = prove_sequence(_entry([5, 5, 5, 5], 6), gateway())
    assert not isinstance(proven, Refusal), proven
    _, value, certificates = proven
    assert value == 5
    names = {c.obligation for c in certificates}
    assert {"sequence_unique:difference", "sequence_unique:ratio",
            "sequence_unique:second_difference"} <= names


def test_replay_steps_end_at_the_asked_term() -> None:
    entry = _entry([3, 4, 6, 9], 6)
    steps = replay_sequence(entry, Family.SECOND_DIFFERENCE)
    assert steps[-1].value == 18  # 9 + 4 = 13, 13 + 5 = 18
    outcome = solve("Ada put 3 pins in the first row, 4 pins in the second row, 6 pins in the "
                    "third row and 9 pins in the fourth row. If this pattern continues, how many "
                    "pins will Ada put in the sixth row?")
    assert isinstance(outcome, Answer) and outcome.value == 18
    assert "sequence_excludes:ratio" in outcome.obligations
