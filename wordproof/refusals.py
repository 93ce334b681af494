"""The closed set of reasons wordproof gives when it will not answer.

A refusal is a value, never an exception: a stable code, the stage that refused, the span of
text it concerns, the evidence, and what would have been accepted. When several readings
refuse for different reasons, the one with the lowest ``precedence`` is reported: the most
specific, most actionable reason wins.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable

import attrs


class Stage(enum.Enum):
    TEXT = "text"
    READER = "reader"
    LEDGER = "ledger"
    OBLIGATIONS = "obligations"
    POOL = "pool"


class RefusalCode(enum.Enum):
    """Each member: (stable code, precedence, message template)."""

    EMPTY_INPUT = ("empty_input", 1, "the text has no words")
    INPUT_TOO_LARGE = ("input_too_large", 2, "the text is longer than {limit} characters")
    NUMERAL_UNREADABLE = ("numeral_unreadable", 10, "cannot read the number {evidence!r}")
    NUMBER_OUT_OF_RANGE = ("number_out_of_range", 11, "the number {evidence!r} is out of range")
    NO_QUESTION = ("no_question", 12, "the text asks no question")
    UNKNOWN_WORD = ("unknown_word", 30, "no word class for {evidence!r} here")
    UNEXPECTED_TOKEN = ("unexpected_token", 31, "{evidence!r} cannot stand here")
    UNSUPPORTED_QUANTITY = (
        "unsupported_quantity", 32, "the quantity {evidence!r} is of a kind not read yet",
    )
    UNSUPPORTED_FRAME = ("unsupported_frame", 33, "no frame reads the clause {evidence!r}")
    UNSUPPORTED_QUESTION = ("unsupported_question", 34, "no frame reads the question {evidence!r}")
    TOO_MANY_READINGS = ("too_many_readings", 35, "more than {limit} readings are held")
    AMBIGUOUS_REFERENT = (
        "ambiguous_referent", 20, "{evidence!r} has more than one possible antecedent",
    )
    UNBOUND_REFERENT = ("unbound_referent", 21, "{evidence!r} has no possible antecedent")
    NEW_ACTOR = ("new_actor", 22, "a change is applied by an actor {evidence!r} who holds nothing")
    AMBIGUOUS_POLARITY = (
        "ambiguous_polarity", 23, "the change {evidence!r} reads both as a gain and as a loss",
    )
    UNBOUND_TEMPORAL_SCOPE = (
        "unbound_temporal_scope", 24, "the time the question asks about ({evidence!r}) is not bound",
    )
    UNUSED_QUANTITY = (
        "unused_quantity", 25, "the quantity {evidence!r} is neither used nor excluded by a rule",
    )
    UNIT_MISMATCH = ("unit_mismatch", 26, "units do not agree: {evidence}")
    UNGROUNDED_OPERAND = ("ungrounded_operand", 27, "the operand {evidence} cites no text")
    NOT_UNIQUE = ("not_unique", 40, "the text does not determine the answer: {evidence}")
    INCONSISTENT = ("inconsistent", 41, "the statements contradict each other: {evidence}")
    NEGATIVE_COUNT = ("negative_count", 42, "a count would go below zero: {evidence}")
    NON_INTEGER_COUNT = ("non_integer_count", 43, "a count of things would not be whole: {evidence}")
    READINGS_DISAGREE = ("readings_disagree", 50, "readings give different answers: {evidence}")
    SOLVER_UNKNOWN = ("solver_unknown", 60, "the solver could not decide {evidence}")

    def __init__(self, code: str, precedence: int, template: str) -> None:
        self.code = code
        self.precedence = precedence
        self.template = template

    @property
    def eliminates_reading(self) -> bool:
        """A reading refused for this reason is impossible or says nothing determinate (the
        question presupposes an answer), so it drops out of the pool; a reading refused for
        any other reason blocks every answer, since it might be the one meant."""
        return self in _ELIMINATING

    @classmethod
    def from_code(cls, code: str) -> RefusalCode:
        for member in cls:
            if member.code == code:
                return member
        raise KeyError(code)


def _texts(items: Iterable[str]) -> tuple[str, ...]:
    return tuple(items)


@attrs.frozen
class Refusal:
    """Why no answer was given. ``span`` is a (start, end) character range or None."""

    code: RefusalCode
    stage: Stage
    evidence: str
    span: tuple[int, int] | None = None
    expected: tuple[str, ...] = attrs.field(default=(), converter=_texts)
    limit: int | None = None

    @property
    def message(self) -> str:
        return self.code.template.format(evidence=self.evidence, limit=self.limit)

    def to_json(self) -> dict[str, object]:
        return {
            "status": "refused",
            "code": self.code.code,
            "stage": self.stage.value,
            "message": self.message,
            "evidence": self.evidence,
            "span": list(self.span) if self.span else None,
            "expected": list(self.expected),
        }


_ELIMINATING = frozenset({
    RefusalCode.INCONSISTENT, RefusalCode.NEGATIVE_COUNT, RefusalCode.NON_INTEGER_COUNT,
    RefusalCode.NOT_UNIQUE, RefusalCode.UNBOUND_REFERENT,
})


def most_specific(refusals: list[Refusal] | tuple[Refusal, ...]) -> Refusal:
    """The refusal to report among several: lowest precedence, then earliest span."""
    return min(
        refusals,
        key=lambda r: (r.code.precedence, r.span or (1 << 62, 0), r.evidence),
    )
