"""The proofs a count of periods saving toward a price must pass (obligations.base.pin_value):
what is held and the sum saved each period, as many times as the periods, make the price, the
periods a whole count of at least one, with the asked count at the replayed value
(``savings_goal_consistent``: sat) and at no other (``savings_goal_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.savings_goal import SavingsGoalEntry
from wordproof.obligations.base import pinned_certificates
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("savings_goal_consistent", "savings_goal_unique")


def prove_savings_goal(entry: SavingsGoalEntry, value: Fraction, solver: Gateway,
                       disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is the count of periods saving takes, or a refusal."""
    held, periods = z3.Real("held"), z3.Real("periods_saving")
    held_value = Fraction(0) if entry.held is None else entry.held.value
    relations: list[tuple[str, object]] = [
        ("held", held == real_value(held_value)),
        ("held_and_savings_make_price",
         held + periods * real_value(entry.saved.value) == real_value(entry.price.value)),
        ("periods_whole", z3.IsInt(periods)),
        ("periods_at_least_one", periods >= 1),
    ]
    return pinned_certificates(solver, relations, periods, value, OBLIGATIONS, disabled, entry.asked_text)


__all__ = ["OBLIGATIONS", "prove_savings_goal"]
