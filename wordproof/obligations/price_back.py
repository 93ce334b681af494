"""The proofs a price worked back from a sum spent must pass (obligations.base.pin_value): the sum
spent is what every thing bought cost, the things of a told price at that price and the things
of the price asked each at one price, at least zero, with that price at the replayed value
(``price_back_consistent``: sat) and at no other (``price_back_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.price_back import PriceBackEntry
from wordproof.obligations.base import pinned_certificates
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("price_back_consistent", "price_back_unique")


def prove_price_back(entry: PriceBackEntry, value: Fraction, solver: Gateway,
                     disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is the price of each thing of the price asked, or a refusal."""
    each = z3.Real("each_price")
    prices = [z3.Real(f"price_{index}") for index in range(len(entry.priced))]
    spent = z3.Sum([price * real_value(count.value) for price, (_, count, _) in zip(prices, entry.priced,
                                                                                       strict=True)]
                   + [each * real_value(entry.count.value)])
    relations: list[tuple[str, object]] = [
        *((f"told_price_{index}", price == real_value(told.value))
          for index, (price, (_, _, told)) in enumerate(zip(prices, entry.priced, strict=True))),
        ("all_bought_make_the_sum_spent", spent == real_value(entry.spent.value)),
        ("price_at_least_zero", each >= 0),
    ]
    return pinned_certificates(solver, relations, each, value, OBLIGATIONS, disabled, entry.asked_text)


__all__ = ["OBLIGATIONS", "prove_price_back"]
