"""solve(text) -> Answer | Refusal: the only place a refusal signal becomes a value."""

from __future__ import annotations

from wordproof.outcome import Answer, Outcome
from wordproof.refusals import Refusal, RefusalCode, Stage

MAX_CHARS = 20_000


def solve(text: str) -> Outcome:
    """Read ``text`` and return a proven Answer or a Refusal. Never raises on a ``str``."""
    if not text.strip():
        return Refusal(RefusalCode.EMPTY_INPUT, Stage.TEXT, "")
    if len(text) > MAX_CHARS:
        return Refusal(RefusalCode.INPUT_TOO_LARGE, Stage.TEXT, text[:40], limit=MAX_CHARS)
    return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER, text[:40])


__all__ = ["Answer", "Refusal", "solve"]
