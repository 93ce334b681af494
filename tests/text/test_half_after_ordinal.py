""""The first half", "the second half": "half" after "the" and an ordinal is a noun, the part of
a whole so placed (of a match, a season, a show), as "the first round" is; it takes no share of
anything. "half" anywhere else stays the fraction."""

import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof.text.tokens import tokenize


def _counts(text: str) -> list[str]:
    tokens = tokenize(text)
    assert isinstance(tokens, tuple)
    return [t.text for t in tokens if t.numeral is not None]


@pytest.mark.parametrize(("text", "counts"), [
    ("In the first half Rosa made 6 baskets.", ["first", "6"]),
    ("She ran 2 miles in the second half of the race.", ["2", "second"]),
    # a fraction everywhere else: no article before the ordinal, or no ordinal before "half"
    ("She ate half of the 8 plums.", ["half", "8"]),
    ("Bo gave away half and kept the rest.", ["half"]),
    ("the half of the pie", ["half"]),
])
def test_half_after_the_and_an_ordinal_is_no_share(text: str, counts: list[str]) -> None:
    assert _counts(text) == counts


ANSWERED = [
    ("In the first half of the match Rosa made 6 baskets. In the second half she made 5 baskets. "
     "How many baskets did Rosa make in all?", 11),
    ("Dev sold 14 programs in the first half of the show and 9 programs in the second half. How "
     "many programs did Dev sell?", 23),
]

REFUSED = [
    # the second half's baskets are someone else's
    "In the first half Rosa made 6 baskets. In the second half Lin made 5 baskets. How many "
    "baskets did Rosa make in the second half?",
    # the other team's points are not Rosa's
    "In the first half Rosa made 6 baskets. In the second half the other team made 5 baskets. "
    "How many baskets did Rosa make in all?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_halves_of_a_time_add_up(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_halves_of_a_time_of_another_doer_refuse(text: str) -> None:
    assert_refuses(text)
