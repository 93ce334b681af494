"""The proofs things put into a row of containers must pass (obligations.base.pin_value): every
container told holds the count put in it, the containers are as many as told, and together
they hold the total, at the replayed value (``container_sum_consistent``: sat) and at no other
(``container_sum_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.container_sum import ContainerSumEntry
from wordproof.obligations.base import pinned_certificates
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("container_sum_consistent", "container_sum_unique")


def prove_container_sum(entry: ContainerSumEntry, value: Fraction, solver: Gateway,
                        disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is the total the containers hold, or a refusal."""
    total = z3.Real("total")
    held = [z3.Real(f"container_{index}") for index in range(int(entry.containers.value))]
    facts: list[tuple[str, z3.BoolRef]] = []
    for index, (count, part) in enumerate(zip(held, entry.parts, strict=False)):
        told = count == real_value(part.value)
        assert isinstance(told, z3.BoolRef)
        facts.append((f"put_in_{index}", told))
    together = total == z3.Sum([*held, real_value(Fraction(0))])
    assert isinstance(together, z3.BoolRef)
    facts.append(("containers_make_total", together))
    return pinned_certificates(solver, facts, total, value, OBLIGATIONS, disabled, entry.asked_text)


__all__ = ["OBLIGATIONS", "prove_container_sum"]
