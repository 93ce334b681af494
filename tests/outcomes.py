"""The two checks most shape tests make: a text is answered with a value (and unit), every
certificate discharged; or it is refused (with a code)."""

from __future__ import annotations

from fractions import Fraction

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
