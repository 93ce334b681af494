"""The room of every one of a kind told with "each" after it: "The drawers can hold 2 shirts
each" says what "Each drawer can hold 2 shirts" says (a modal and a verb of holding)."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("The drawers can hold 2 shirts each. She has 4 drawers. How many shirts can the drawers hold?", 8,
     "shirts"),
    ("She has 4 drawers. The drawers can hold 2 shirts each. How many shirts can the drawers hold?", 8,
     "shirts"),
    ("Vans can carry 7 people each. There are 42 people. How many vans are needed?", 6, "vans"),
    ("The drawers can hold 2 shirts each. She has 8 shirts. How many drawers does she need?", 4,
     "drawers"),
])
def test_room_each_after_is_read(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # room is not what is held: the drawers may not be full
    "The drawers can hold 2 shirts each. She has 4 drawers. How many shirts are in the drawers?",
    "The drawers can hold 2 shirts each. She has 4 drawers. How many shirts does she have?",
    # someone's drawers may not be the drawers counted
    "Tom's drawers can hold 2 shirts each. Ann has 4 drawers. How many shirts can Ann's drawers hold?",
    "Her drawers can hold 2 shirts each. Bo has 4 drawers. How many shirts can Bo's drawers hold?",
])
def test_room_each_after_refused(text: str) -> None:
    assert_refuses(text)
