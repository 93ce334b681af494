"""The proofs a profit on things bought and sold at a price each must pass
(obligations.base.pin_value): what the things sold for less what they cost, each one alike, with
the asked profit at the replayed value (``profit_consistent``: sat) and at no other
(``profit_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.profit import ProfitEntry
from wordproof.obligations.base import pinned_certificates
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("profit_consistent", "profit_unique")


def prove_profit(entry: ProfitEntry, value: Fraction, solver: Gateway,
                 disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is the profit on the things, or a refusal."""
    paid, brought, profit = z3.Real("paid"), z3.Real("brought"), z3.Real("profit")
    count = real_value(entry.count.value)
    relations: list[tuple[str, object]] = [
        ("paid_each_alike", paid == count * real_value(entry.cost.value)),
        ("sold_each_alike", brought == count * real_value(entry.price.value)),
        ("profit_is_sales_less_cost", profit == brought - paid),
    ]
    return pinned_certificates(solver, relations, profit, value, OBLIGATIONS, disabled, entry.asked_text)


__all__ = ["OBLIGATIONS", "prove_profit"]
