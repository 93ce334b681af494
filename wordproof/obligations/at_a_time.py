"""The proofs the goings of a task must pass (obligations.base.pin_value), over the integers: the
goings, each with at most the room told, carry all the things, and one fewer could not: the
replayed count can be it (``at_a_time_consistent``: sat) and nothing else can
(``at_a_time_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.at_a_time import AtATimeEntry
from wordproof.obligations.base import pin_value
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway
from wordproof.refusals import Refusal

OBLIGATIONS = ("at_a_time_consistent", "at_a_time_unique")


def prove_at_a_time(entry: AtATimeEntry, value: Fraction, solver: Gateway,
                    disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` goings are needed, fewest; a refusal otherwise."""
    goings = z3.Int("goings")
    total, size = int(entry.total), int(entry.size.value)
    facts: list[tuple[str, z3.BoolRef]] = [
        ("all_carried", goings * size >= total),
        ("fewest_goings", (goings - 1) * size < total),
    ]
    pinned = pin_value(solver, facts, goings, value, OBLIGATIONS, disabled, entry.asked_text)
    return pinned if isinstance(pinned, Refusal) else pinned[0]


__all__ = ["OBLIGATIONS", "prove_at_a_time"]
