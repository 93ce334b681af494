"""Questions whose condition trails them, and GSM8K-style question openings, in our own words."""

from fractions import Fraction

import pytest

from wordproof import Answer, solve

ANSWERED = [
    # a comma before a trailing "if": the condition is a statement, the question ends at the comma
    ("Ivo has 3 times as many mugs as Ana. How many more mugs does Ivo have than Ana, if Ana has "
     "7 mugs?", 14),
    ("Lea has 4 more kites than Tom. How many kites does Lea have, if Tom has 9 kites?", 13),
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value)
