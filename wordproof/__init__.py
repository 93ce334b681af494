"""wordproof: a proof-carrying reader of English arithmetic word problems.

``solve(text)`` returns an :class:`Answer` (exact value, unit, derivation citing the text,
explanation, Z3 certificates) or a :class:`Refusal` (closed code, stage, span, evidence).
"""

from wordproof.outcome import Answer, Outcome
from wordproof.pipeline import solve
from wordproof.refusals import Refusal, RefusalCode, Stage

__all__ = ["Answer", "Outcome", "Refusal", "RefusalCode", "Stage", "solve"]
