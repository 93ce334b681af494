"""One thing cut into parts ("Each loaf is cut into 10 slices") says the parts it has."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ines baked 4 loaves. Each loaf is cut into 10 slices. How many slices does Ines have?", 40,
     "slices"),
    ("Ines baked 2 loaves. Each loaf was sliced into 12 slices. She ate 5 slices. How many slices "
     "are left?", 19, "slices"),
    ("Ines has 3 melons. Each melon can be cut into 6 wedges. How many wedges does Ines have?", 18,
     "wedges"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_cut_into_parts_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # plural things cut into parts: each, or all of them together?
    "The loaves were cut into 12 slices. Ines ate 5 slices. How many slices are left?",
    # people divided into teams are no thing cut
    "Ines has 3 friends. Each friend is divided into 2 teams. How many teams are there?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_cut_into_parts_refused(text: str) -> None:
    assert_refuses(text)
