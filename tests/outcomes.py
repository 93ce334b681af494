"""The two checks most shape tests make: a text is answered with a value (and unit), every
certificate discharged; or it is refused (with a code)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

import pytest

from wordproof import Answer, Refusal, solve


def assert_answers(text: str, value: int | Fraction, unit: str | None = None) -> Answer:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value), outcome.explanation
    if unit is not None:
        assert outcome.unit == unit
    assert {c.verdict for c in outcome.certificates} == {"discharged"}
    return outcome


def assert_refuses(text: str, code: str | None = None) -> Refusal:
    outcome = solve(text)
    assert not isinstance(outcome, Answer), outcome.explanation
    if code is not None:
        assert outcome.code.code == code, outcome
    return outcome


def shape_tests(answered: Sequence[tuple[str, int | Fraction, str]],
                refused: Sequence[str]) -> tuple[Callable[..., None], Callable[..., None]]:
    """The pair of tests a shape file makes of its tables: each answered text gives its value
    and unit, each refused text is refused. Bound in the module as ``test_answered,
    test_refused = shape_tests(ANSWERED, REFUSED)``."""

    @pytest.mark.parametrize(("text", "value", "unit"), answered)
    def test_answered(text: str, value: int | Fraction, unit: str) -> None:
        assert_answers(text, value, unit)

    @pytest.mark.parametrize("text", refused)
    def test_refused(text: str) -> None:
        assert_refuses(text)

    return test_answered, test_refused
