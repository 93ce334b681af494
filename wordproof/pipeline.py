"""solve(text) -> Answer | Refusal: the only place a refusal signal becomes a value."""

from __future__ import annotations

from wordproof.outcome import Answer, Outcome, Trace
from wordproof.refusals import Refusal, RefusalCode, Stage

MAX_CHARS = 20_000


def solve(text: str) -> Outcome:
    """Read ``text`` and return a proven Answer or a Refusal. Never raises on a ``str``."""
    return solve_traced(text).outcome


def solve_traced(text: str) -> Trace:
    """``solve`` that also returns every obligation check it made (for audit reports)."""
    if not text.strip():
        return Trace(Refusal(RefusalCode.EMPTY_INPUT, Stage.TEXT, ""))
    if len(text) > MAX_CHARS:
        return Trace(Refusal(RefusalCode.INPUT_TOO_LARGE, Stage.TEXT, text[:40], limit=MAX_CHARS))
    return Trace(Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER, text[:40]))


__all__ = ["Answer", "Refusal", "solve", "solve_traced"]
