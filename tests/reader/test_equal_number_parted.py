"""A whole parted by "an equal number" or "the same number": "She put an equal number of pens in
4 boxes" (a verb of parting), "gave an equal number of them to her 5 friends", "gave the same
number of pens to each of her 5 friends" say what "put (gave) her pens equally …" says."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Ann has 32 paintings. She put an equal number of paintings in 4 rooms. How many paintings are "
     "in each room?", 8, "paintings"),
    ("Ann has 32 paintings. She placed the same number of paintings into 4 rooms. How many paintings "
     "are in each room?", 8, "paintings"),
    ("Ann has 32 pens. She put an equal number of them in 4 boxes. How many pens are in each box?", 8,
     "pens"),
    ("Ann has 45 cards. She gave an equal number of them to her 5 friends. How many cards did each "
     "friend get?", 9, "cards"),
    ("Ann has 45 cards. She gives the same number of cards to each of her 5 friends. How many cards "
     "does each friend get?", 9, "cards"),
    ("Ann has 45 cards. She wants to give the same number of cards to each of her 5 friends. How many "
     "cards will each friend get?", 9, "cards"),
    # "fill 10 boxes with the same number of tarts": the tarts put equally into 10 boxes
    ("Ann has 80 tarts. She fills 10 boxes with the same number of tarts. How many tarts are in each "
     "box?", 8, "tarts"),
    ("Ann made 85 tarts. She wants to fill 10 boxes with the same number of tarts. How many more tarts "
     "should she make?", 5, "tarts"),
])
def test_equal_number_parted_is_read(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # two kinds at once, or a comparison with another kind: no one whole
    "Ann has 32 pens and 8 pencils. She put an equal number of pens and pencils in 4 boxes. How many "
    "pens are in each box?",
    "Ann has 32 pens. She put the same number of pens as pencils in 4 boxes. How many pens are in "
    "each box?",
    # someone else's pens, named as a kind: which pens did Bo put?
    "Ann has 32 pens. Bo put an equal number of pens in 4 boxes. How many pens are in each box?",
    # "each of" a group not counted, or of a counted group told beside another
    "Ann has 45 cards. She gave the same number of cards to each of her friends. How many cards did "
    "each friend get?",
    "Ann has 45 cards. She gave the same number of cards to each of her 5 friends and 4 cousins. How "
    "many cards did each friend get?",
    # filled with a number, with no number, or with two kinds: not the same number of one whole
    "Ann made 80 tarts. She wants to fill 10 boxes with 8 tarts. How many tarts will she have left?",
    "Ann made 80 tarts. She wants to fill 10 boxes with tarts. How many tarts will be in each box?",
    "Ann has 80 tarts and 20 cakes. She fills 10 boxes with the same number of tarts and cakes. How "
    "many tarts are in each box?",
    "Ann has 80 tarts. She fills 10 boxes with the same number of tarts as cakes. How many tarts are "
    "in each box?",
    "Ann has 80 tarts. Bo fills 10 boxes with the same number of tarts. How many tarts are in each box?",
])
def test_equal_number_parted_refused(text: str) -> None:
    assert_refuses(text)
