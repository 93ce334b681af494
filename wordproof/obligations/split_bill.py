"""The proofs a sum split evenly must pass (obligations.base.pin_value): every member's share is
the one told and the shares make the sum, with the replayed value (``split_bill_consistent``:
sat) and with no other (``split_bill_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.split_bill import SplitBillEntry
from wordproof.obligations.base import pinned_certificates
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("split_bill_consistent", "split_bill_unique")


def prove_split_bill(entry: SplitBillEntry, value: Fraction, solver: Gateway,
                     disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is the sum the equal shares make, or a refusal."""
    whole = z3.Real("whole")
    shares = [z3.Real(f"share_{index}") for index in range(int(entry.members.value))]
    facts: list[tuple[str, z3.BoolRef]] = []
    for index, share in enumerate(shares):
        told = share == real_value(entry.share.value)
        assert isinstance(told, z3.BoolRef)
        facts.append((f"share_{index}", told))
    summed = whole == z3.Sum([*shares, real_value(Fraction(0))])
    assert isinstance(summed, z3.BoolRef)
    facts.append(("shares_make_whole", summed))
    return pinned_certificates(solver, facts, whole, value, OBLIGATIONS, disabled, entry.asked_text)


__all__ = ["OBLIGATIONS", "prove_split_bill"]
