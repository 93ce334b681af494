"""The room left in one container: "How many more books can the shelf hold?", "… can be put on
the shelf?", "… will fit in the box?" ask the one capacity told of the container's noun ("A
shelf can hold 40 books", "Each box holds 12 eggs") less what the container named by "the"
holds now. Refused when the story counts several such containers (which one is "the shelf"?),
tells the capacity of another kind or by a verb that is no room ("A van uses 4 liters"), or
never tells what the container holds. Each case is in our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("A rack can hold 30 hats. There are 18 hats on the rack. How many more hats can the rack "
     "hold?", 12),
    ("Each crate holds 24 melons. The crate has 9 melons. How many more melons can be put in the "
     "crate?", 15),
    ("A tin can hold 50 buttons. There are 20 buttons in the tin. Ada put 6 more buttons in the "
     "tin. How many more buttons will fit in the tin?", 24),
    # another place's things are not in the container
    ("A rack can hold 30 hats. There are 18 hats on the rack and 7 hats on the bed. How many more "
     "hats can the rack hold?", 12),
]

REFUSED = [
    # which rack is "the rack"?
    "A hall has 4 racks. A rack can hold 30 hats. There are 18 hats on the rack. How many more "
    "hats can the rack hold?",
    # a use is no room
    "A van uses 4 liters of gas. There are 25 liters in the van. How many more liters can the van "
    "hold?",
    # what the rack holds now is never told
    "A rack can hold 30 hats. Ada has 18 hats. How many more hats can the rack hold?",
    # a capacity of another kind
    "A rack can hold 30 hats. There are 18 caps on the rack. How many more caps can the rack hold?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
