"""The proofs money held as bills must pass (obligations.base.pin_value): each count of bills
is as told (or as many more or fewer than the count before it), and the money is each count
times its bill's sum, added, at the replayed value (``bills_held_consistent``: sat) and at no
other (``bills_held_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.bills_held import BillsHeldEntry, BillsHolding
from wordproof.obligations.base import pinned_certificates
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("bills_held_consistent", "bills_held_unique")


def prove_bills_held(entry: BillsHeldEntry, value: Fraction, solver: Gateway,
                     disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is the money asked of the bills, or a refusal."""
    facts: list[tuple[str, object]] = []
    moneys = [_money(index, holding, facts) for index, holding in enumerate(entry.holdings)]
    asked = z3.Real("asked")
    than = real_value(Fraction(0)) if entry.than is None else moneys[entry.than]
    facts.append(("money_asked", asked == moneys[entry.asked] - than))
    if entry.than is not None:
        facts.append(("asked_has_more", asked > 0))  # "how much more" of one who has no more refuses
    return pinned_certificates(solver, facts, asked, value, OBLIGATIONS, disabled, entry.asked_text)


def _money(at: int, holding: BillsHolding, facts: list[tuple[str, object]]) -> z3.ArithRef:
    """The money of one holder's bills, its relations added to ``facts``."""
    money = z3.Real(f"money_{at}")
    counts = [z3.Real(f"bills_{at}_{index}") for index in range(len(holding.items))]
    for index, item in enumerate(holding.items):
        if item.than:
            facts.append((f"bills_{at}_{index}_against_before",
                          counts[index] == counts[index - 1] + real_value(item.sign * item.count.value)))
        else:
            facts.append((f"bills_{at}_{index}_told", counts[index] == real_value(item.count.value)))
    facts.append((f"bills_{at}_make_money", money == z3.Sum(
        [count * real_value(item.worth.value) for count, item in zip(counts, holding.items, strict=True)]
        + [real_value(Fraction(0))])))
    return money


__all__ = ["OBLIGATIONS", "prove_bills_held"]
