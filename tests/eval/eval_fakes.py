"""Stand-in solvers for the eval tests: module-level, so worker processes can import them."""

from __future__ import annotations

import re
from fractions import Fraction

from wordproof.ledger.derivation import Citation, Operand, Step
from wordproof.outcome import Answer, ObligationCheck, Trace
from wordproof.proofs.certificate import Certificate
from wordproof.refusals import Refusal, RefusalCode, Stage


def echo_solver(text: str) -> Trace:
    """Answers the last number in the text (in apples); refuses when the text says "refuse"
    (not_unique) or "mystery" (unknown_word)."""
    if "refuse" in text:
        return Trace(
            Refusal(RefusalCode.NOT_UNIQUE, Stage.OBLIGATIONS, "two values fit"),
            checks=(ObligationCheck("uniqueness", "violated", 2.0),),
        )
    if "mystery" in text:
        return Trace(Refusal(RefusalCode.UNKNOWN_WORD, Stage.READER, "mystery", span=(0, 7)))
    numbers = re.findall(r"-?\d+(?:\.\d+)?", text)
    value = Fraction(numbers[-1])
    operand = Operand(value, "apples", Citation("text", numbers[-1]))
    zero = Operand(Fraction(0), "apples", Citation("lexicon", "zero"))
    step = Step(
        "total", f"{numbers[-1]} + 0", (operand, zero), value, "apples",
        f"{numbers[-1]} apples and none more",
    )
    certificate = Certificate("uniqueness", "discharged", "(assert false)", "unsat", "unsat")
    answer = Answer(
        value, "apples", (step,), f"The text says {numbers[-1]} apples.", (certificate,)
    )
    return Trace(
        answer,
        checks=(
            ObligationCheck("uniqueness", "discharged", 1.25),
            ObligationCheck("grounding", "discharged", 0.5),
        ),
    )


def crashing_solver(text: str) -> Trace:
    raise ZeroDivisionError("a bug in the reader")
