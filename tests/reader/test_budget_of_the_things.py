"""What a sum buys, asked "How many of the toys could she buy?": what "How many toys could she
buy?" asks, of the toys priced. A count of the things asked held by another than the buyer (a
shop's stock, "There are 5 toys in the shop") may bound what can be bought, so either question
then refuses (it once answered 7 of the shop's 5). Every case is in our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ann has 14 dollars. Toys cost 2 dollars each. How many of the toys could she buy?", 7),
    ("Each pen costs 3 dollars. Bo has 12 dollars. How many of the pens can he buy?", 4),
    # the buyer's own toys bound nothing
    ("Ann has 3 toys. Each toy costs 2 dollars. Ann has 14 dollars. How many toys can she buy?", 7),
]

REFUSED = [
    "A shop has 5 toys. Each toy costs 2 dollars. Ann has 14 dollars. How many toys can she buy?",
    "There are 5 toys in the shop. Each toy costs 2 dollars. Ann has 14 dollars. How many toys can "
    "she buy?",
    "A shop has 5 toys. Each toy costs 2 dollars. Ann has 14 dollars. How many of the toys can she "
    "buy?",
    "A shop has 5 toys. Each toy costs 2 dollars. How many toys can Ann buy with 14 dollars?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
