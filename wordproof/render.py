"""Plain-text rendering of an outcome for people at a terminal."""

from __future__ import annotations

from wordproof.ledger.derivation import fraction_text
from wordproof.outcome import Answer, Outcome


def render_outcome(text: str, outcome: Outcome) -> str:
    lines = [f"Problem: {text}"]
    if isinstance(outcome, Answer):
        lines.append(f"Answer:  {fraction_text(outcome.value)} {outcome.unit}")
        lines.extend("  " + line for line in outcome.explanation.splitlines())
        proved = ", ".join(outcome.obligations)
        lines.append(f"  proved: {proved} (certificates: {len(outcome.certificates)})")
    else:
        lines.append(f"Refused: {outcome.code.code} at {outcome.stage.value}: {outcome.message}")
        if outcome.span:
            start, end = outcome.span
            lines.append(f"  at {start}-{end}: {text[start:end]!r}")
        if outcome.expected:
            lines.append("  would have accepted: " + ", ".join(outcome.expected))
    return "\n".join(lines)
