""""How much candy …?" of candy the story counts only in portions ("pieces of candy", or pieces
inside boxes of candy): the pieces are counted; a stuff told otherwise, or pieces that may be of
another stuff, refuse."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ivo has 7 sticks of gum. He chewed 3 sticks. How much gum does he have?", 4, "gum"),
    ("Ivo has 7 slices of bread and Ana has 2 slices of bread. How much bread do they have?", 9, "bread"),
    ("Ana bought 3 bags of toffee. Each bag has 8 pieces. How much toffee did she buy?", 24, "toffee"),
    ("Ana bought 3 bags of mint toffee and 2 bags of nut toffee. Each bag has 8 pieces. How much "
     "toffee did she buy?", 40, "toffee"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_portions_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # two portions of one stuff: how much is a bar, in pieces?
    "Ivo has 7 pieces of toffee and 2 bars of toffee. How much toffee does he have?",
    # the stuff told by itself as well
    "Ivo has 7 pieces of toffee and 3 toffees. How much toffee does he have?",
    # a measure of the stuff told: pounds, or pieces?
    "Ivo has 2 pounds of toffee and 7 pieces of toffee. How much toffee does he have?",
    # pieces inside bags of two stuffs: some are no toffee
    "Ana bought 3 bags of toffee and 2 bags of fudge. Each bag has 8 pieces. How much toffee did "
    "she buy?",
    "Ana bought 3 bags of toffee and 2 bags of fudge. Each bag has 8 pieces. How many pieces of "
    "toffee did she buy?",
    # portions of another stuff only
    "Ivo has 7 pieces of fudge. How much toffee does he have?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_portions_refused(text: str) -> None:
    assert_refuses(text)
