"""A requirement told of each part ("Each cage needs 4 perches") beside the parts one holder
has ("Nell has 6 cages"), asked as what that holder needs of the kind, is the size times the
parts held. Some of the kind held already, another holder's need, the parts changed, a time or
a sort of the parts keeps it refused. Our own words throughout."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Nell has 6 cages. Each cage needs 4 perches. How many perches does Nell need?", 24, "perches"),
    ("Each window needs 2 hooks. The shed has 5 windows. How many hooks does the shed need?", 10, "hooks"),
    ("Nell had 6 cages. Each cage needed 4 perches. How many perches did Nell need?", 24, "perches"),
])
def test_need_of_parts_held_is_read(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # some held already: all she needs, or more?
    "Nell has 6 cages and 5 perches. Each cage needs 4 perches. How many perches does Nell need?",
    # another's need, or two holders of the parts
    "Nell has 6 cages. Each cage needs 4 perches. How many perches does Otto need?",
    "Nell has 6 cages. Otto has 2 cages. Each cage needs 4 perches. How many perches does Nell need?",
    "Nell and Otto have 6 cages. Each cage needs 4 perches. How many perches does Nell need?",
    # the parts changed, told at another time, or of a sort
    "Nell had 6 cages. She sold 2 cages. Each cage needs 4 perches. How many perches does Nell need?",
    "Last year Nell had 6 cages. Each cage needs 4 perches. How many perches does Nell need?",
    "Nell has 6 big cages. Each cage needs 4 perches. How many perches does Nell need?",
    # a need per time, or asked over a time, or asked as used
    "Nell has 6 cages. Each cage needs 4 perches a year. How many perches does Nell need?",
    "Nell has 6 cages. Each cage needs 4 perches. How many perches does Nell need in 2 years?",
    "Nell has 6 cages. Each cage needs 4 perches. How many perches did Nell use?",
    # parts wanted, not held
    "Nell wants 6 cages. Each cage needs 4 perches. How many perches does Nell need?",
])
def test_need_of_parts_beside_anything_else_refuses(text: str) -> None:
    assert_refuses(text)
