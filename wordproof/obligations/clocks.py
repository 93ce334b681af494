"""The proofs a time between two moments must pass (obligations.base.pin_value): each moment
at its told time of day or its told minutes after another, and the gap asked the second
less the first, in the unit asked, with the replayed value (``clock_gap_consistent``: sat)
and with no other (``clock_gap_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.clocks import ClockEntry
from wordproof.obligations.base import pin_value
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("clock_gap_consistent", "clock_gap_unique")


def prove_clocks(entry: ClockEntry, value: Fraction, solver: Gateway,
                 disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is the time asked between the two moments, or a refusal."""
    moments = {m.id: z3.Real(m.id) for m in entry.moments}
    facts: list[tuple[str, z3.BoolRef]] = []
    for moment in entry.moments:
        if moment.clock is not None:
            told = moments[moment.id] == real_value(moment.clock.value)
        elif moment.after is not None and moment.span is not None:
            told = moments[moment.id] == moments[moment.after] + real_value(moment.span.value)
        else:
            continue  # a moment whose time nothing tells: free
        assert isinstance(told, z3.BoolRef)
        facts.append((moment.id, told))
    gap = z3.Real("gap")
    asked = gap * real_value(entry.per_unit) == moments[entry.second] - moments[entry.first]
    assert isinstance(asked, z3.BoolRef)
    facts.append(("asked", asked))
    pinned = pin_value(solver, facts, gap, value, OBLIGATIONS, disabled, entry.asked_text)
    return pinned if isinstance(pinned, Refusal) else pinned[0]


__all__ = ["OBLIGATIONS", "prove_clocks"]
