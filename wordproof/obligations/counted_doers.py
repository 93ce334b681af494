"""The proofs doers counted in parts and asked together must pass (obligations.base.pin_value):
each part did the doing in the number told, no one is of two parts, and the doers are the
parts together, at the replayed value
(``counted_doers_consistent``: sat) and at no other (``counted_doers_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.counted_doers import CountedDoersEntry
from wordproof.obligations.base import pinned_certificates
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("counted_doers_consistent", "counted_doers_unique")


def prove_counted_doers(entry: CountedDoersEntry, value: Fraction, solver: Gateway,
                        disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is the number of the category's doers, or a refusal."""
    total = z3.Real("doers")
    counted = [z3.Real(f"part_{index}") for index in range(len(entry.parts))]
    facts: list[tuple[str, z3.BoolRef]] = []
    for index, (count, (_, part)) in enumerate(zip(counted, entry.parts, strict=True)):
        told = count == real_value(part.value)
        assert isinstance(told, z3.BoolRef)
        facts.append((f"part_{index}_did_it", told))
    together = total == z3.Sum([*counted, real_value(Fraction(0))])
    assert isinstance(together, z3.BoolRef)
    facts.append(("parts_make_the_doers", together))
    return pinned_certificates(solver, facts, total, value, OBLIGATIONS, disabled, entry.asked_text)


__all__ = ["OBLIGATIONS", "prove_counted_doers"]
