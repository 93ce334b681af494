""""How much money would you need (to buy 6 pens)?" asks what "How much would it cost (to buy 6
pens)?" asks: the cost of the purchase at the told price, with an `If you wanted to buy …` before
it moved in as for "it cost". Only of the "you" of anyone, with "would" or "will", and only when
no money is told held or got (else the money still lacking may be asked)."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Four mangoes were $6.40. If you wanted to buy 10 mangoes, how much money would you need?", 16,
     "dollars"),
    ("Each kite costs $7. How much money would you need to buy 3 kites?", 21, "dollars"),
    ("A jar of honey is $4. Each loaf costs $3. How much money will you need to buy 5 loaves?", 15,
     "dollars"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_money_needed_as_cost(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # money held: all of it, or what is still lacking?
    "Lotte has $9. Each kite costs $7. How much money would you need to buy 3 kites?",
    "Lotte has $9. Each kite costs $7. How much money would she need to buy 3 kites?",
    # nothing to buy named
    "Each kite costs $7. How much money would you need?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_money_needed_as_cost_refused(text: str) -> None:
    assert_refuses(text)
