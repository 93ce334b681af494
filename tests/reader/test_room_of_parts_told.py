"""The room of every part told by what someone can put in one ("She can place 12 buns on a
tray", "He could pack 5 cups in each box") or by what a thing holds in each of its parts ("His
van holds 9 crates on each rack"): read as "Each tray can hold 12 buns", so a question that
says how the parts are rounded is answered."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # someone able to put so many on any one part: the room of every part
    ("Nia baked 100 buns. If she can place 12 buns on a tray at a time, how many trays will she "
     "need?", 9, "trays"),
    ("Nia baked 100 buns. She can set 12 buns on a tray. How many full trays can she make?", 8,
     "full trays"),
    ("Omar has 45 cups. He could pack 5 cups in each box. How many boxes does he need?", 9, "boxes"),
    # a thing holding so many in each of its parts: the room of each part
    ("Omar bought 20 red crates and 7 blue crates. His van holds 9 crates on each rack. How many "
     "racks would he fill?", 3, "racks"),
    ("Omar bought 29 crates. If his van would only hold 9 crates on each rack, how many racks "
     "does he need?", 4, "racks"),
    ("Omar bought 29 crates. His van will hold 9 crates on each rack. How many full racks can he "
     "fill?", 3, "full racks"),
]

REFUSED = [
    # one tray told done, no room of every tray
    "Nia baked 100 buns. She placed 12 buns on a tray. How many trays will she need?",
    # "the tray": one tray, not any
    "Nia baked 100 buns. She can place 12 buns on the tray. How many trays will she need?",
    # another's room, or another kind's
    "Nia baked 100 buns. Bo can place 12 buns on a tray. How many trays will she need?",
    "Nia baked 100 buns. She can place 12 rolls on a tray. How many trays will she need?",
    # the last tray may be part full: neither way said
    "Nia baked 100 buns. She can place 12 buns on a tray. How many trays did she fill?",
    # someone else's van: its racks may not be the ones filled
    "Omar bought 29 crates. Ann's van holds 9 crates on each rack. How many racks does he need?",
    # vans of any number: each one's racks, or all together?
    "Omar bought 29 crates. The vans hold 9 crates on each rack. How many racks does he need?",
    # the room said of another kind than what is held
    "Omar bought 29 crates. His van holds 9 boxes on each rack. How many racks does he need?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_room_of_parts_told_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_room_of_parts_told_refused(text: str) -> None:
    assert_refuses(text)

