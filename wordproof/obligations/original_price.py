"""The proofs a price worked back from the sum paid must pass (obligations.base.pin_value): the sum
paid is the original price less the share taken off it (or is the share of it told), with the
asked original price at the replayed value (``original_price_consistent``: sat) and at no other
(``original_price_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.original_price import OriginalPriceEntry
from wordproof.obligations.base import pinned_certificates
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("original_price_consistent", "original_price_unique")


def prove_original_price(entry: OriginalPriceEntry, value: Fraction, solver: Gateway,
                         disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is the original price, or a refusal."""
    original, paid = z3.Real("original"), z3.Real("paid")
    share = real_value(entry.share.value)
    relations: list[tuple[str, object]] = [
        ("paid_told", paid == real_value(entry.paid.value)),
        ("paid_is_share_of_original" if entry.share_paid else "paid_is_original_less_share",
         paid == (original * share if entry.share_paid else original - original * share)),
    ]
    return pinned_certificates(solver, relations, original, value, OBLIGATIONS, disabled, entry.asked_text)


__all__ = ["OBLIGATIONS", "prove_original_price"]
