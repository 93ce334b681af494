"""A doing told as a number fewer (or less) with no "than" after it ("Rua baked 30 buns. Tia
baked 8 fewer.") is compared with the one other who did that verb to the kind, as "Tia has 8
fewer" is with the one other holder. "more" is not read so ("Tia baked 8 more" may be 8 besides).
In our own words; an answer fails when the shape is no longer read, a refusal when it is read
with no one doing to compare with."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Rua baked 30 buns. Tia baked 8 fewer buns. How many buns did Tia bake?", 22, "buns"),
    ("Rua baked 30 buns. Tia baked 8 fewer. How many buns did they bake in all?", 52, "buns"),
    ("Rua earned $45. Tia earned $9 less. How much money did Tia earn?", 36, "dollars"),
]

REFUSED = [
    # two others did it: fewer than which?
    "Rua baked 30 buns and Oli baked 12 buns. Tia baked 8 fewer buns. How many buns did Tia bake?",
    # another verb: the other's baking is no selling
    "Rua baked 30 buns. Tia sold 8 fewer buns. How many buns did Tia sell?",
    # the other only holds them
    "Rua has 30 buns. Tia baked 8 fewer buns. How many buns did Tia bake?",
    # another holder told beside the doer
    "Rua baked 30 buns. Oli has 50 buns. Tia baked 8 fewer buns. How many buns did Tia bake?",
    # another kind than the one done
    "Rua baked 30 buns. Tia baked 8 fewer pies. How many pies did Tia bake?",
    # "more" may be more besides
    "Rua baked 30 buns. Tia baked 8 more buns. How many buns did Tia bake?",
    # the doer compared with her own doing
    "Rua baked 30 buns in the morning. She baked 8 fewer buns. How many buns did she bake?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_fewer_done_than_left_out_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_fewer_done_than_left_out_refused(text: str) -> None:
    assert_refuses(text)
