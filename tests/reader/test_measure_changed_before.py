"""A measure told held by the copula ("Ann is 50 inches tall") is a holding told as now for a
change of a measure: one the text places in the past after it ("She grew 3 inches last year")
may be inside the 50, and the clause refuses, as "Sid has 12 pens. He lost 4 pens yesterday."
does. Told in the order of the story, with no time placing it before, the change comes after."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ann is 50 inches tall. She grew 3 inches. How tall is she now?", 53, "inches"),
    # a doing of a measure after a copula that tells no measure
    ("Ann is a runner. She ran 3 miles yesterday and 4 miles today. How many miles did she run?", 7,
     "miles"),
]

REFUSED = [
    "Ann is 50 inches tall. She grew 3 inches last year. How tall is she now?",
    "The tree is 50 feet tall. Last year it grew 3 feet. How tall is the tree?",
    "Ann was 50 inches tall. Last year she grew 3 inches. How tall is she?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_measure_changed_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_measure_changed_before_refused(text: str) -> None:
    assert_refuses(text)
