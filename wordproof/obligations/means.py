"""The proofs a mean must pass (obligations.base.pin_value): the mean times how many numbers
were told is their sum, with the replayed value (``mean_consistent``: sat) and with no other
(``mean_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.means import MeanEntry
from wordproof.obligations.base import pin_value
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("mean_consistent", "mean_unique")


def prove_mean(entry: MeanEntry, value: Fraction, solver: Gateway,
               disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is the mean of the told numbers, or a refusal."""
    mean = z3.Real("mean")
    numbers = [z3.Real(f"number_{index}") for index in range(len(entry.told))]
    facts: list[tuple[str, z3.BoolRef]] = []
    for index, (number, told) in enumerate(zip(numbers, entry.told, strict=True)):
        given = number == real_value(told.value)
        assert isinstance(given, z3.BoolRef)
        facts.append((f"told_{index}", given))
    shared = real_value(entry.listed.value) * mean == z3.Sum([*numbers, real_value(Fraction(0))])
    assert isinstance(shared, z3.BoolRef)
    facts.append(("mean", shared))
    pinned = pin_value(solver, facts, mean, value, OBLIGATIONS, disabled,
                       f"the mean of {entry.listed.text}")
    return pinned if isinstance(pinned, Refusal) else pinned[0]


__all__ = ["OBLIGATIONS", "prove_mean"]
