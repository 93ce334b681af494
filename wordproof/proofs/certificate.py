"""What a discharged (or violated) obligation leaves behind, independent of the solver objects."""

from __future__ import annotations

from collections.abc import Iterable

import attrs


def _names(items: Iterable[str]) -> tuple[str, ...]:
    return tuple(items)


def _pairs(items: Iterable[tuple[str, str]]) -> tuple[tuple[str, str], ...]:
    return tuple(items)


@attrs.frozen
class Certificate:
    """One Z3 check: the query as SMT-LIB text and what the solver said about it.

    ``verdict`` is "discharged" when the obligation holds, "violated" when it does not and
    "unknown" when the solver could not decide (never a pass). ``core`` names the ledger
    entries that an unsat answer rests on; ``model`` is a satisfying assignment as exact
    fractions, when one was asked for.
    """

    obligation: str
    verdict: str
    query: str
    expect: str  # "unsat" or "sat": the solver answer that discharges the obligation
    result: str  # what the solver answered
    core: tuple[str, ...] = attrs.field(default=(), converter=_names)
    model: tuple[tuple[str, str], ...] = attrs.field(default=(), converter=_pairs)
    solver: str = ""
    detail: str = ""

    def to_json(self) -> dict[str, object]:
        return {
            "obligation": self.obligation,
            "verdict": self.verdict,
            "expect": self.expect,
            "result": self.result,
            "query": self.query,
            "core": list(self.core),
            "model": dict(self.model),
            "solver": self.solver,
            "detail": self.detail,
        }
