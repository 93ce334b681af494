"""Things counted in pairs (or another unit that counts things, "dozen") of a noun told with
describing words: "22 pairs of large-size shoes" are among "pairs of shoes", as "22 large shoes"
are among "shoes"; the hyphened words of the complement are its own ("medium-size"); "sold some
of the shoes" of a holder who counts shoes only in pairs is some pairs of them. Each case is in
our own words; an answer fails when the shape is no longer read, a refusal when pairs are taken
for the things paired or a part for the whole."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ann has 22 pairs of red shoes and 24 pairs of blue shoes. How many pairs of shoes does Ann "
     "have?", 46),
    ("Ann has 12 pairs of medium-size socks. How many pairs of socks does Ann have?", 12),
    ("Ann has 36 ounces of chocolate milk. How many ounces of milk does Ann have?", 36),
    ("A store had 30 pairs of wool gloves and 12 pairs of leather gloves. It sold some pairs of "
     "gloves and had 10 pairs of gloves left. How many pairs of gloves did the store sell?", 32),
    ("A store had 30 pairs of small-size gloves, 20 pairs of medium-size gloves and 12 pairs of "
     "large-size gloves. After selling some of the gloves, it had 10 pairs of gloves left. How many "
     "pairs of gloves did the store sell?", 52),
    ("Ann had 20 kilograms of red apples and 10 kilograms of green apples. She sold some of the "
     "apples and had 12 kilograms of apples left. How many kilograms of apples did she sell?", 18),
    ("Ann had 22 pairs of red socks and 24 pairs of blue socks. She lost 6 pairs of socks. How many "
     "pairs of socks does she have?", 40),
    # another stuff held in another unit is no part of the one asked
    ("Ann has 22 pairs of socks and 10 shoes. How many pairs of socks does Ann have?", 22),
]

REFUSED = [
    # pairs are not the things paired: 3 pairs of shoes are 6 shoes
    "A store had 30 pairs of wool gloves and 12 pairs of leather gloves. It sold some of the gloves "
    "and had 10 pairs of gloves left. How many gloves did the store sell?",
    "A store had 30 pairs of gloves. It sold 6 of the gloves. How many pairs of gloves does it have?",
    # a part asked after a change of the whole: which pairs went?
    "Ann had 22 pairs of red socks and 24 pairs of blue socks. She lost 6 pairs of socks. How many "
    "pairs of red socks does she have?",
    # a stuff named by another word than its last ("milk shake" is no milk told)
    "Ann has 36 ounces of milk shake. How many ounces of milk does Ann have?",
    # a number told of the things themselves: socks or pairs?
    "Ann had 12 pairs of red socks. She lost 4 of the socks. How many pairs of socks does she have?",
    # the things asked also held one by one: how many pairs are they?
    "Ann has 22 pairs of large shoes and 10 shoes. How many pairs of shoes does Ann have?",
    "Ann has 22 pairs of shoes and 10 small shoes. How many pairs of shoes does Ann have?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_counted_in_pairs_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_counted_in_pairs_refused(text: str) -> None:
    assert_refuses(text)
