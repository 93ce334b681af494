""""The rest of the pens are blue": "the rest" said with the noun of the whole it completes.
Read as "the rest are blue" only where the noun names the whole's kind and that kind has one
holder. Each case is in our own words; an answer case fails when the clause is dropped or
refused again, a refusal case when the noun is not checked against the whole."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Rui has 50 marbles. 12 of them are green and 20 are yellow. The rest of the marbles are "
     "clear. How many clear marbles does Rui have?", 18),
    ("There are 30 cups in the cupboard. 9 of them are tall. The rest of the cups are short. How "
     "many short cups are in the cupboard?", 21),
    # "of them": the whole itself
    ("Rui has 50 marbles. 12 of them are green. The rest of them are clear. How many clear "
     "marbles does Rui have?", 38),
]

REFUSED = [
    # the rest of another kind than the whole: no part of the marbles
    "Rui has 50 marbles. 12 of them are green. The rest of the beads are clear. How many clear "
    "marbles does Rui have?",
    # the rest of a narrower kind than the whole: of the green ones, or of all of them?
    "Rui has 50 marbles. 12 of them are green. The rest of the green marbles are small. How many "
    "small marbles does Rui have?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_rest_named_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_rest_named_refused(text: str) -> None:
    assert_refuses(text)
