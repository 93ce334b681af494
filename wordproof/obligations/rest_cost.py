"""The proofs what the things still needed take must pass (obligations.base.pin_value): the
things held and the things still to get make the things needed, none still to get below zero,
and each thing still to get takes the amount told, with the asked total at the replayed value
(``rest_cost_consistent``: sat) and at no other (``rest_cost_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.rest_cost import RestCostEntry
from wordproof.obligations.base import pinned_certificates
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("rest_cost_consistent", "rest_cost_unique")


def prove_rest_cost(entry: RestCostEntry, value: Fraction, solver: Gateway,
                    disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is what the things still needed take, or a refusal."""
    held, rest, total = z3.Real("held"), z3.Real("still_needed"), z3.Real("rest_takes")
    relations: list[tuple[str, object]] = [
        ("held", held == real_value(entry.held.value)),
        ("held_and_rest_make_needed", held + rest == real_value(entry.needed.value)),
        ("rest_at_least_zero", rest >= 0),
        ("each_takes_alike", total == rest * real_value(entry.each.value)),
    ]
    return pinned_certificates(solver, relations, total, value, OBLIGATIONS, disabled, entry.asked_text)


__all__ = ["OBLIGATIONS", "prove_rest_cost"]
