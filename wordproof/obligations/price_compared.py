"""The proofs a price told against another's must pass (obligations.base.pin_value): the told
price, the comparison and the counts bought give the cost asked at the replayed value
(``price_compared_consistent``: sat) and at no other (``price_compared_unique``: unsat); a
price less than nothing refuses."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.price_compared import PriceComparedEntry, PriceTie
from wordproof.obligations.base import pinned_certificates
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("price_compared_consistent", "price_compared_unique")


def prove_price_compared(entry: PriceComparedEntry, value: Fraction, solver: Gateway,
                         disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is the cost asked, or a refusal."""
    told, compared, cost = z3.Real("told_price"), z3.Real("compared_price"), z3.Real("cost")
    by = real_value(entry.by.value)
    tie = {PriceTie.TIMES: compared == by * told, PriceTie.MORE: compared == told + by,
           PriceTie.LESS: compared == told - by}[entry.tie]
    facts: list[tuple[str, object]] = [
        ("price_told", told == real_value(entry.price.value)),
        ("price_compared", tie),
        ("a_price_is_above_nothing", compared > 0),
        ("cost_of_those_bought", cost == real_value(entry.counts[0]) * compared
         + real_value(entry.counts[1]) * told),
    ]
    return pinned_certificates(solver, facts, cost, value, OBLIGATIONS, disabled, entry.asked_text)


__all__ = ["OBLIGATIONS", "prove_price_compared"]
