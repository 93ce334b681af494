"""The proofs a price with a share off or added must pass (obligations.base.pin_value): the
price is the one told (a rate times the time hired), the share (0 when none) is the percentage
of it, and the sum paid is the price with the share added (a tax, a tip) or taken off (a
discount), with the replayed value (``price_share_consistent``: sat) and with no other
(``price_share_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.price_share import PriceShareEntry
from wordproof.obligations.base import pinned_certificates
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("price_share_consistent", "price_share_unique")


def prove_price_share(entry: PriceShareEntry, value: Fraction, solver: Gateway,
                      disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is the sum paid, or a refusal."""
    price, share, paid = z3.Real("price"), z3.Real("share"), z3.Real("paid")
    told = real_value(entry.price.value)
    relations = [
        ("price_told", price == z3.Product(told, *(real_value(t.value) for t in entry.times))),
        ("share_of_price", share == _share_term(entry, price)),
        ("paid", paid == (price + share if entry.added else price - share)),
    ]
    return pinned_certificates(solver, relations, paid, value, OBLIGATIONS, disabled, entry.asked_text)


def _share_term(entry: PriceShareEntry, price: z3.ArithRef) -> z3.ArithRef:
    """The share: a sum off as told, a percentage of the price, or 0 when none is told."""
    if entry.share is None:
        return real_value(Fraction(0))
    told = real_value(entry.share.value)
    return told if entry.share_is_sum else price * told


__all__ = ["OBLIGATIONS", "prove_price_share"]
