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


# "the total number of X Ann and Bo VERB": the people named after the noun, as one group
TOTALS = [
    ("Wren found 40 shells and Omar found 12 shells. What is the total number of shells Wren and "
     "Omar found?", 52),
    ("Wren keeps 40 shells and Omar keeps 12 shells. What is the combined total number of shells "
     "Wren and Omar keep?", 52),
    ("Wren keeps 4 shells, Omar keeps 12 shells, and Lise keeps 9 shells. What is the total number "
     "of shells Wren, Omar, and Lise keep?", 25),
]


@pytest.mark.parametrize(("text", "value"), TOTALS)
def test_total_number_of_named_group(text: str, value: int) -> None:
    assert_answers(text, value, "shells")
