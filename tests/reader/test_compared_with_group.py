"""A comparison with people added together: "How many more X does Ann have than Bo and Cy
combined?", "… than both Bo and Cy together?". The other side is the group named, its members'
amounts summed; without the word that adds them ("than Bo and Cy") the comparison may be with
each, and it is not read."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Wren has 40 shells. Omar has 12 shells and Lise has 9 shells. How many more shells does Wren "
     "have than Omar and Lise combined?", 19),
    ("Wren has 40 shells. Omar has 12 shells and Lise has 9 shells. How many more shells does Wren "
     "have than both Omar and Lise together?", 19),
    ("Wren found 40 shells. Omar found 12 shells, Tam found 3 shells, and Lise found 9 shells. How "
     "many more shells did Wren find than Omar, Tam, and Lise combined?", 16),
]

REFUSED = [
    # than each of them, or than the two together?
    "Wren has 40 shells. Omar has 12 shells and Lise has 9 shells. How many more shells does Wren "
    "have than Omar and Lise?",
    # "both" names two, and three are named
    "Wren has 40 shells. Omar has 12 shells, Tam has 3 shells, and Lise has 9 shells. How many more "
    "shells does Wren have than both Omar, Tam, and Lise combined?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_compared_with_group_answered(text: str, value: int) -> None:
    assert_answers(text, value, "shells")


@pytest.mark.parametrize("text", REFUSED)
def test_compared_with_group_refused(text: str) -> None:
    assert_refuses(text)
