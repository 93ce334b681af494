"""A doing's measure told as a multiple by its adjective ("swam for twice as long", "walked half
as far", "three times that long"): a time ("long") or a distance ("far") that is the factor
times the one measure the words point to — the quantity told just before (no "as"), the named
doer's doing of the same verb ("as Bo"), or a doing named by its own verb ("as she ran", "as he
played chess")."""

from fractions import Fraction

import pytest

from wordproof import Answer, Refusal, solve

ANSWERED = [
    # no "as": the quantity told just before, in the adjective's dimension
    ("Lia jogged for 3 hours. She rowed for twice as long. How many hours did she row?", 6, "hours"),
    ("Lia jogged for 3 hours. She rowed for twice that long. How many hours did she row?", 6, "hours"),
    ("Lia jogged for 40 minutes. Max rowed for half as long. How many minutes did Max row?", 20, "minutes"),
    ("Lia hiked 4 miles. Max hiked three times as far. How many miles did Max hike?", 12, "miles"),
    ("Lia hiked 4 miles on Monday and three times as far on Friday. How many miles did she hike?",
     16, "miles"),
    ("Lia read for 2 hours on Monday and three times as long on Friday. How many hours did she read?",
     8, "hours"),
    # the same with the doing in "-ing" after "spend"
    ("Tom spends 30 minutes cooking and half as long washing up. How many minutes does he spend?",
     45, "minutes"),
    # a doer named after "as": that one's doing of the verb
    ("Lia slept for 8 hours. Max slept half as long as Lia. How many hours did Max sleep?", 4, "hours"),
    # a doing named by its own verb, with or without its object
    ("Ned played chess for 2 hours. He ran for three times as long as he played chess. How many "
     "hours did he run?", 6, "hours"),
    ("Ned played 2 hours of chess. He ran for three times as long as he played. How many hours did "
     "he run?", 6, "hours"),
    ("Ned swam for 2 hours. Ada waited for twice as long as Ned swam. How many hours did Ada wait?",
     4, "hours"),
    # a time in another unit of the same dimension is converted as any amount is
    ("Lia jogged for 30 minutes. Max rowed for twice as long. How many hours did Max row?", 1, "hours"),
    # a multiple said with a day on each side of it
    ("Ivy sold 5 pies on Monday and twice as many on Friday. How many pies did she sell?", 15, "pies"),
    # a receiver named by a possessive, after "as he gave"
    ("Ron has 30 nuts. He gave his squirrel 8 nuts. He gave his parrot half as many as he gave his "
     "squirrel. How many nuts does he have left?", 18, "nuts"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_a_measure_of_a_doing_as_a_multiple(text: str, value: int, unit: str) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value), outcome.explanation
    assert outcome.unit == unit


REFUSED = [
    # two quantities told just before: which one?
    "Lia jogged for 3 hours and swam for 2 hours. She rowed for twice as long. How many hours did "
    "she row?",
    # the quantity told just before measures another dimension
    "Lia jogged 3 miles. She rowed for twice as long. How many hours did she row?",
    "Lia jogged for 3 hours. Max hiked twice as far. How far did Max hike?",
    # the doer's own earlier doing of the verb may be meant as well as the quantity just before
    "Lia rowed for 2 hours. Max jogged for 3 hours. Lia rowed for twice as long. How many hours did "
    "Lia row?",
    # the doing named after "as" was told twice, or was never told
    "Ned ran for 2 hours on Monday and 3 hours on Friday. He swam for twice as long as he ran. How "
    "many hours did he swim?",
    "Ned played 2 hours of chess. He ran for twice as long as he played golf. How many hours did he "
    "run?",
    # a doer named after "as" who did nothing told
    "Lia jogged for 3 hours. She rowed for twice as long as Max. How many hours did she row?",
    # a pace told before: twice as long each day, or in all?
    "Lia jogs for 3 hours a day. She rows for twice as long. How many hours does she row?",
    # what is not done tells no amount
    "Lia jogged for 3 hours. She did not row for twice as long. How many hours did she row?",
    # the receiver named after "as he gave" got nothing told, or two givers gave to a "his dog"
    "Ron has 30 nuts. He gave his squirrel 8 nuts. He gave his parrot half as many as he gave his "
    "rabbit. How many nuts does he have left?",
    "Ron has 30 nuts. He gave his squirrel 8 nuts. Al gave his squirrel 4 nuts. He gave his parrot "
    "half as many as he gave his squirrel. How many nuts does Ron have left?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_a_measure_multiple_with_no_one_basis_is_refused(text: str) -> None:
    assert isinstance(solve(text), Refusal)
