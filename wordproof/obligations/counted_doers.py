"""The proofs kinds of doers counted and asked by a category must pass
(obligations.base.pin_value): each kind did the doing in the number told, no thing is of two
kinds, and the category's doers are the kinds together, at the replayed value
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
    counted = [z3.Real(f"kind_{index}") for index in range(len(entry.parts))]
    facts: list[tuple[str, z3.BoolRef]] = []
    for index, (count, (_, part)) in enumerate(zip(counted, entry.parts, strict=True)):
        told = count == real_value(part.value)
        assert isinstance(told, z3.BoolRef)
        facts.append((f"kind_{index}_did_it", told))
    together = total == z3.Sum([*counted, real_value(Fraction(0))])
    assert isinstance(together, z3.BoolRef)
    facts.append(("kinds_apart_make_category", together))
    return pinned_certificates(solver, facts, total, value, OBLIGATIONS, disabled, entry.asked_text)


__all__ = ["OBLIGATIONS", "prove_counted_doers"]
