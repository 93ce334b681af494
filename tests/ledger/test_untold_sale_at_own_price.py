"""A seller's own sale price ("Ivo was selling kites for $3 each") and his holding before and
after with nothing told between ("He started with 9 kites and had 4 left") make the one untold
change his sale, as "How many kites did he sell?" already reads it; asked what he made, it is
the price times the things gone. Anything else told of him, a price that is not his, a price of
a sort of the things, or more held after, refuses. Our own words throughout."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Ivo was selling kites for $3 each. He started with 9 kites and had 4 left. How much money did he "
     "make?", 15, "dollars"),
    ("Rosa sells mugs for 5 dollars each. She had 12 mugs. At the end of the day she had 7 mugs left. How "
     "much money did she earn?", 25, "dollars"),
])
def test_untold_sale_at_own_price_is_read(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # more after than before: nothing was sold
    "Ivo was selling kites for $3 each. He started with 4 kites and had 9 left. How much money did he make?",
    # another doing of the kites told: were all the others sold?
    "Ivo was selling kites for $3 each. He started with 9 kites. He gave 1 kite to Ann. He had 4 left. How "
    "much money did he make?",
    # money of his own besides
    "Ivo was selling kites for $3 each. He started with 9 kites and had 4 left. He also had $5. How much "
    "money did he make?",
    # a price of the thing, or another seller's, is not what he sold at
    "Each kite costs $3. Ivo started with 9 kites and had 4 left. How much money did he make?",
    "Ann was selling kites for $3 each. Ivo started with 9 kites and had 4 left. How much money did he make?",
    # a price of a sort of them: were all 9 red?
    "Ivo was selling red kites for $3 each. He started with 9 kites and had 4 left. How much money did he "
    "make?",
    # two prices, or two changes
    "Ivo was selling kites for $3 each and balls for $2 each. He started with 9 kites and had 4 left. How "
    "much money did he make?",
    "Ivo was selling kites for $3 each. He started with 9 kites. He had 4 left. Then he had 2 left. How much "
    "money did he make?",
    # asked what he spent
    "Ivo was selling kites for $3 each. He started with 9 kites and had 4 left. How much money did he spend?",
])
def test_untold_sale_beside_anything_else_refuses(text: str) -> None:
    assert_refuses(text)
