"""A room verb told as a fact ("Each pan held 12 muffins", "A rack holds 6 plates") says the
most each part takes, as "can hold" does: asked what the parts the story counts can make, each
is read full. "has" tells what a part has, not its room, and any other telling of
the things made, another holder of the parts or a time keeps the question refused. Our own
words throughout."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Each pan held 12 muffins. If Omar had 3 pans, how many muffins could he make?", 36, "muffins"),
    ("Each tin holds 8 candles. Omar has 3 tins. How many candles can he make?", 24, "candles"),
])
def test_room_told_as_fact_is_read_when_asked_what_parts_can_make(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # what each has is no room
    "Each pan has 12 muffins. If Omar had 3 pans, how many muffins could he make?",
    # asked what was made, not what could be
    "Each pan held 12 muffins. Omar had 3 pans. How many muffins did he make?",
    # some made already, another's pans, pans given away, another asked, a time asked
    "Each pan held 12 muffins. Omar had 3 pans. He already made 5 muffins. How many muffins could he make?",
    "Each pan held 12 muffins. Omar had 3 pans. Lea had 2 pans. How many muffins could he make?",
    "Each pan held 12 muffins. Omar had 3 pans. He gave 1 pan to Lea. How many muffins could he make?",
    "Each pan held 12 muffins. Omar had 3 pans. How many muffins could Lea make?",
    "Each pan held 12 muffins. Omar had 3 pans. How many muffins could he make in 2 hours?",
    # what each carried once may be less than it can carry
    "Each van carried 7 kids. The club has 3 vans. How many kids can the vans carry?",
    # the room of one sort of pans only
    "Each small pan held 12 muffins. Omar had 3 pans. How many muffins could he make?",
])
def test_room_told_as_fact_beside_anything_else_refuses(text: str) -> None:
    assert_refuses(text)
