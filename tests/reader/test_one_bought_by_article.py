"""Things bought each told by its article ("bought a kettle", "buys a rug and a bowl") are one of
each, as "bought 1 kettle" says."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Rhea had $70. She bought a kettle. A kettle costs $25. How much money does she have left?", 45),
    ("A rug costs $12. Oskar buys a rug. How much does he pay?", 12),
    ("Oskar bought a rug and a bowl at the market. A rug costs $12 and a bowl costs $5. How much did "
     "he spend?", 17),
    ("A rug costs $80. Oskar buys a rug and gets a 25% discount. How much does he pay?", 60),
    ("Rhea has 2 kettles. She bought a kettle. How many kettles does she have now?", 3),
    ("Oskar and Rhea each bought a rug. A rug costs $12. How much did they spend?", 24),
]

REFUSED = [
    # one for each of some, or one for all of them?
    "Rhea has 4 cousins. She bought a kettle for each cousin. A kettle costs $25. How much did she "
    "spend?",
    # a thing bought whose price is never told
    "Oskar bought a rug and a bowl. A rug costs $12. How much did he spend?",
    # a thing of two kinds said twice
    "Oskar bought a rug and a rug. A rug costs $12. How much did he spend?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
