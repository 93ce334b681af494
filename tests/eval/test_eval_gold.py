"""Gold labels and claims read exactly; verdicts follow the table in verdicts.py."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordproof.eval.gold import NotANumber, number_from_json, parse_number
from wordproof.eval.verdicts import Dispute, claim_verdict, gold_verdict
from wordproof.ledger.derivation import fraction_text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("18", Fraction(18)),
        (" 18 ", Fraction(18)),
        ("-3", Fraction(-3)),
        ("0.25", Fraction(1, 4)),
        (".5", Fraction(1, 2)),
        ("1,000", Fraction(1000)),
        ("12,345,678.5", Fraction(24691357, 2)),
        ("5/2", Fraction(5, 2)),
        ("-1/3", Fraction(-1, 3)),
        ("$18", Fraction(18)),
        ("$1,200.50", Fraction(240100, 200)),
        ("2.50", Fraction(5, 2)),
        ("1e3", Fraction(1000)),
    ],
)
def test_parse_number(text: str, value: Fraction) -> None:
    assert parse_number(text) == value


@pytest.mark.parametrize(
    "text", ["", "seven", "1,00", "12,3456", "5/0", "1/2/3", "3 apples", "1.2.3", "$", "-", "1/2e3"]
)
def test_not_a_number(text: str) -> None:
    with pytest.raises(NotANumber):
        parse_number(text)


@given(st.fractions())
def test_fraction_text_reads_back_exactly(value: Fraction) -> None:
    assert parse_number(fraction_text(value)) == value


def test_json_numbers_are_read_as_written() -> None:
    assert number_from_json(Decimal("0.1")) == Fraction(1, 10)
    assert number_from_json(Decimal("27.0")) == 27
    assert number_from_json(0.1) == Fraction(1, 10)
    assert number_from_json(4) == 4
    for bad in (True, None, float("nan"), [1]):
        with pytest.raises(NotANumber):
            number_from_json(bad)


DISPUTE = Dispute("x", Fraction(10), Fraction(12), "the text says a dozen", "disputed.jsonl", 1)


@pytest.mark.parametrize(
    ("answer", "gold", "dispute", "verdict"),
    [
        (Fraction(9), Fraction(9), None, "correct"),
        (Fraction(9), Fraction(18, 2), None, "correct"),
        (Fraction(1, 3), Fraction("0.333333"), None, "wrong"),  # exact, never rounded
        (Fraction(8), Fraction(9), None, "wrong"),
        (None, Fraction(9), None, "refused"),
        (Fraction(9), None, None, "unlabeled"),
        (None, None, None, "unlabeled"),
        (Fraction(12), Fraction(10), DISPUTE, "disputed"),
        (Fraction(10), Fraction(10), DISPUTE, "wrong"),  # a disputed item is never correct
        (None, Fraction(10), DISPUTE, "refused"),
    ],
)
def test_gold_verdict(
    answer: Fraction | None, gold: Fraction | None, dispute: Dispute | None, verdict: str
) -> None:
    assert gold_verdict(answer, gold, dispute) == verdict


def test_claim_verdict() -> None:
    assert claim_verdict(Fraction(5), Fraction(10, 2)) == "confirmed"
    assert claim_verdict(Fraction(5), Fraction(6)) == "contradicted"
    assert claim_verdict(None, Fraction(6)) == "abstained"
