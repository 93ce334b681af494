"""A measure asked to come ("How long will her hair be?") is a holding asked to come, as "How
many pens will she have?" is: the final measure when a change is supposed, told in the
question's sentence, or the story speaks from now; of a story told all in the past it refuses.
Only "will": "should" asks what is wanted, and an age to come ("How old will she be?") is the
ages' own."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ann's hair is 18 inches long. If her hair grows 4 more inches, how long will her hair be?",
     22, "inches"),
    ("Bo's plant is 12 inches tall. If his plant grows 5 more inches, how tall will his plant be?", 17,
     "inches"),
]

REFUSED = [
    # told all in the past: what it will be is not told
    "Ann's hair was 18 inches long. Her hair grew 4 inches. How long will her hair be?",
    # a measure wanted, not held
    "Ann's rope is 18 inches long. How long should her rope be?",
    # an age to come with no time named
    "Ann is 8 years old. How old will Ann be?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_measure_to_come_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_measure_to_come_refused(text: str) -> None:
    assert_refuses(text)
