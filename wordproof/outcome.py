"""The two things ``solve`` returns: a proven Answer or a typed Refusal."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Step, fraction_text
from wordproof.proofs.certificate import Certificate
from wordproof.refusals import Refusal


def _steps(items: Iterable[Step]) -> tuple[Step, ...]:
    return tuple(items)


def _certificates(items: Iterable[Certificate]) -> tuple[Certificate, ...]:
    return tuple(items)


def _lines(items: Iterable[str]) -> tuple[str, ...]:
    return tuple(items)


@attrs.frozen
class Answer:
    """An exact value with its unit, the steps that derive it and the proofs it passed."""

    value: Fraction
    unit: str
    steps: tuple[Step, ...] = attrs.field(converter=_steps)
    explanation: str
    certificates: tuple[Certificate, ...] = attrs.field(converter=_certificates)
    ledger: tuple[str, ...] = attrs.field(default=(), converter=_lines)
    readings: int = 1

    @property
    def obligations(self) -> tuple[str, ...]:
        return tuple(c.obligation for c in self.certificates if c.verdict == "discharged")

    def to_json(self) -> dict[str, object]:
        return {
            "status": "answered",
            "answer": fraction_text(self.value),
            "unit": self.unit,
            "explanation": self.explanation,
            "steps": [s.to_json() for s in self.steps],
            "ledger": list(self.ledger),
            "readings": self.readings,
            "certificates": [c.to_json() for c in self.certificates],
        }


Outcome = Answer | Refusal


@attrs.frozen
class ObligationCheck:
    """One obligation checked on one reading, for audit counts. Timing is kept out of the
    certificate so that certificates stay byte-identical across runs."""

    obligation: str
    verdict: str  # "discharged" | "violated" | "unknown"
    solver_ms: float


def _checks(items: Iterable[ObligationCheck]) -> tuple[ObligationCheck, ...]:
    return tuple(items)


@attrs.frozen
class Trace:
    """``solve``'s outcome together with every obligation check made on the way."""

    outcome: Outcome
    checks: tuple[ObligationCheck, ...] = attrs.field(default=(), converter=_checks)
