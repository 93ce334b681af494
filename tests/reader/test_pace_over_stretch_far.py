"""A distance asked by "How far did she <verb>?" when a pace of length per time and one stretch
of time of the same doing are told apart ("walks 3 miles an hour … walked for 4 hours"): the pace
over the stretch, as "How many miles did she walk?" reads it. A doing of the verb told by a length
beside it, another doer's stretch or a stretch with another doing inside it refuse."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Odile rows 5 kilometers every hour. She rowed for 3 hours. How far did she row?", 15, "kilometers"),
    ("Piet cycles 14 miles an hour. He cycled for 2 hours. How far did Piet cycle?", 28, "miles"),
    ("Odile rows 5 kilometers every hour. She swam 2 kilometers. She rowed for 3 hours. How far did "
     "she row?", 15, "kilometers"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_far_over_a_stretch(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # a second rowing told by its length: is it within the 3 hours?
    "Odile rows 5 kilometers every hour. She rowed for 3 hours. She rowed 2 kilometers to the dock. "
    "How far did she row?",
    # the stretch is another's
    "Odile rows 5 kilometers every hour. Piet rowed for 3 hours. How far did Piet row?",
    # a pace of pages is no distance
    "Odile reads 5 pages every hour. She read for 3 hours. How far did she read?",
    # the time is asked, and only the length is told
    "Odile rows 5 kilometers every hour. She rowed 15 kilometers. How long did she row?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_far_over_a_stretch_refused(text: str) -> None:
    assert_refuses(text)
