"""Contents of contents: "Tom has 6 boxes. Each box has 7 bags. Each bag has 30 pens." The
bags are told only as what each box holds, so they are the boxes' holder's, and what each bag
holds is his too (30 × 7 × 6). The containers may be asked as the holder ("How many leaves do
the ferns have?") as they may be asked as the place ("… are on the ferns?")."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Tom has 6 boxes. Each box has 7 bags. Each bag has 30 pens. How many pens does Tom have?", 1260,
     "pens"),
    ("Karen has 6 ferns. Each fern has 7 fronds, and each frond has 30 leaves. How many leaves does "
     "Karen have?", 1260, "leaves"),
    ("Karen has 6 ferns. Each fern has 7 fronds, and each frond has 30 leaves. How many leaves are on "
     "the ferns?", 1260, "leaves"),
    ("Karen has 6 ferns. Each fern has 7 fronds, and each frond has 30 leaves. How many leaves do the "
     "ferns have?", 1260, "leaves"),
    ("Karen has 6 ferns. Each fern has 7 fronds. How many fronds do the ferns have?", 42, "fronds"),
    ("There are 6 boxes. Each box has 7 bags. Each bag has 30 pens. How many pens are there?", 1260, "pens"),
    # the pens in the bags hold no bags: the bags are still counted
    ("Tom has 6 boxes. Each box has 7 bags. Each bag has 30 pens. How many bags does Tom have?", 42, "bags"),
])
def test_contents_in_turn_are_read(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # bags of another holder told: which bags does "each bag" say?
    "Tom has 6 boxes. Each box has 7 bags. Ann has 4 bags. Each bag has 30 pens. How many pens does Tom "
    "have?",
    # crates that may hold bags too
    "Tom has 6 boxes and 2 crates. Each box has 7 bags. Each bag has 30 pens. How many pens does Tom have?",
    # only some bags are said to hold pens
    "Tom has 6 boxes. Each box has 7 bags. Each red bag has 30 pens. How many pens does Tom have?",
    # people counted as contents hold their own things, never the school's
    "A school has 6 classes. Each class has 20 students. Each student has 3 pens. How many pens does the "
    "school have?",
    # boxes that left: were they full?
    "Tom has 6 boxes. Each box has 7 bags. Each bag has 30 pens. He gave 2 boxes to Ann. How many pens "
    "does Tom have?",
    # fronds held elsewhere are not on the ferns
    "Karen has 6 ferns. Each fern has 7 fronds. Ann has 4 fronds. How many fronds do the ferns have?",
])
def test_contents_in_turn_refused(text: str) -> None:
    assert_refuses(text)
