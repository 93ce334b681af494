"""The arithmetic a replay emits: steps over operands, each operand citing where it came from."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

import attrs


def fraction_text(value: Fraction) -> str:
    """Exact decimal text when the value has one, else "n/d"."""
    if value.denominator == 1:
        return str(value.numerator)
    d = value.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    if d != 1:
        return f"{value.numerator}/{value.denominator}"
    digits = 0
    scaled = value
    while scaled.denominator != 1:
        scaled *= 10
        digits += 1
    sign = "-" if scaled < 0 else ""
    text = str(abs(scaled.numerator)).rjust(digits + 1, "0")
    return f"{sign}{text[:-digits]}.{text[-digits:]}"


@attrs.frozen
class Citation:
    """Where an operand comes from: a span of the problem text, a lexicon constant, or a step."""

    kind: str  # "text" | "lexicon" | "step"
    text: str  # the quoted span, the lexicon entry name, or the step's name
    span: tuple[int, int] | None = None

    def to_json(self) -> dict[str, object]:
        return {"kind": self.kind, "text": self.text, "span": list(self.span) if self.span else None}


@attrs.frozen
class Operand:
    value: Fraction
    unit: str
    citation: Citation

    def to_json(self) -> dict[str, object]:
        return {"value": fraction_text(self.value), "unit": self.unit,
                "citation": self.citation.to_json()}


@attrs.frozen
class Quoted:
    """A number read from the text: its exact value, the words quoted and their span."""

    value: Fraction
    text: str
    span: tuple[int, int]

    def operand(self, unit: str = "") -> Operand:
        return Operand(self.value, unit, Citation("text", self.text, self.span))


def _operands(items: Iterable[Operand]) -> tuple[Operand, ...]:
    return tuple(items)


@attrs.frozen
class Step:
    """``name = expression`` over operands, with its exact value and a plain-English line."""

    name: str
    expression: str  # "70 − 27", with the operands' values in order
    operands: tuple[Operand, ...] = attrs.field(converter=_operands)
    value: Fraction
    unit: str
    explanation: str
    # a rounded quotient: the words that say which way ("are needed": up; "full boxes": down)
    rounded_by: Citation | None = None

    @property
    def formula(self) -> str:
        return f"{self.expression} = {fraction_text(self.value)}"

    def to_json(self) -> dict[str, object]:
        return {
            "name": self.name,
            "expression": self.expression,
            "operands": [o.to_json() for o in self.operands],
            "value": fraction_text(self.value),
            "unit": self.unit,
            "formula": self.formula,
            "explanation": self.explanation,
            "rounded_by": self.rounded_by.to_json() if self.rounded_by is not None else None,
        }
