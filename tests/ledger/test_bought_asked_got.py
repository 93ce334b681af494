""""get" asked of holders whose only doing told is a purchase: what they got is what they
bought, the things in the containers bought included."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Rui bought 5 crates of plums with 9 plums in each crate. How many plums did Rui get?", 45, "plums"),
    ("Rui purchased 3 boxes of pens. Each box holds 12 pens. How many pens did he get?", 36, "pens"),
    ("Rui bought 8 kites. How many kites did he get?", 8, "kites"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_bought_asked_got_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # a giving to him is a getting too: the 45 bought, or 48?
    "Rui bought 5 crates of plums with 9 plums in each crate. Lia gave him 3 plums. How many plums "
    "did Rui get?",
    # "got" told: the getting asked is that one, not the purchase
    "Rui bought 5 crates of plums with 9 plums in each crate. He got 3 plums from Lia. How many "
    "plums did Rui get?",
    # what he gave away: got the crates, but the question's getter is another
    "Rui bought 5 crates of plums with 9 plums in each crate. He gave Lia 2 crates. How many plums "
    "did Lia get?",
    # someone else's purchase, its crates' contents untold
    "Rui bought 5 crates of plums with 9 plums in each crate. Lia bought 2 crates. How many plums "
    "did Lia get?",
    # a sale is no getting of the things sold
    "Rui sold 5 crates of plums with 9 plums in each crate. How many plums did Rui get?",
    # how many of what: the crates or the plums?
    "Rui bought 5 crates of plums with 9 plums in each crate. How many did he get?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_bought_asked_got_refused(text: str) -> None:
    assert_refuses(text)
