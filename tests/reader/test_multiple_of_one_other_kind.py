"""A holding told as a multiple with no "as" ("It has 3 times as many girls") after a story that
has told only the subject's holding of one other kind of things: as many as those ("as boys")."""

from fractions import Fraction

import pytest

from wordproof import Answer, Refusal, solve

ANSWERED = [
    ("The club has 15 boys. It has twice as many girls. How many girls does the club have?", 30, "girls"),
    ("Una has 12 vases, and she has half as many plates. How many plates does she have?", 6, "plates"),
    ("Una has 12 vases. She has 3 times as many bowls. She lost 4 bowls. How many bowls does she "
     "have?", 32, "bowls"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_a_multiple_of_the_one_other_kind_held(text: str, value: int, unit: str) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value), outcome.explanation
    assert outcome.unit == unit


REFUSED = [
    # another holder told: as her vases, or as his bowls?
    "Una has 12 vases. Al has 5 vases. She has 3 times as many bowls. How many bowls does she have?",
    # two kinds held: as which?
    "Una has 12 vases and 4 dolls. She has 3 times as many bowls. How many bowls does she have?",
    # a kind with words of its own: as the red bowls never told?
    "Una has 12 vases. She has 3 times as many red bowls. How many red bowls does she have?",
    # money is no count of things one for one
    "Una has $12. She has 3 times as many bowls. How many bowls does she have?",
    # another subject: as many bowls as her vases, or as bowls of hers untold?
    "Una has 12 vases. Al has 3 times as many bowls. How many bowls does Al have?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_a_multiple_with_no_one_other_kind_is_refused(text: str) -> None:
    assert isinstance(solve(text), Refusal)
