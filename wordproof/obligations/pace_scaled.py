"""The proofs a pace scaled to another stretch or amount must pass (obligations.base.pin_value):
one pace that over the stretch told does the amount told, and over the stretch asked does the
amount asked, or is the pace asked (each in the units told through the units table's factors),
at the replayed value (``pace_scaled_consistent``: sat) and at no other (``pace_scaled_unique``:
unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.pace_scaled import Asked, PaceScaledEntry
from wordproof.obligations.base import pinned_certificates
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("pace_scaled_consistent", "pace_scaled_unique")


def prove_pace_scaled(entry: PaceScaledEntry, value: Fraction, solver: Gateway,
                      disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is the amount, the time or the pace asked, or a refusal."""
    pace, asked = z3.Real("pace"), z3.Real("asked")
    time_factor, things_factor = real_value(entry.time_factor), real_value(entry.things_factor)
    relations: list[tuple[str, object]] = [
        ("pace_over_stretch_told_does_amount_told",
         pace * real_value(entry.stretch.value) == real_value(entry.done.value)),
        ("asked_positive", asked > 0),
    ]
    if entry.asks is Asked.PACE:
        relations.append(("pace_asked_is_pace_told_in_units_asked",
                          asked == pace * things_factor * time_factor))
    else:
        assert entry.asked is not None
        told = real_value(entry.asked.value)
        if entry.asks is Asked.TIME and entry.groups is not None:  # the groups times the things in each
            whole = z3.Real("amount_asked")
            relations.append(("amount_asked_is_groups_times_each",
                              whole == real_value(entry.groups.value) * real_value(entry.asked.value)))
            told = whole
        relations.append(
            ("pace_over_time_asked_does_amount_asked", pace * asked * time_factor * things_factor == told)
            if entry.asks is Asked.TIME else
            ("pace_over_stretch_asked_does_amount_asked", asked == pace * told * time_factor * things_factor))
    return pinned_certificates(solver, relations, asked, value, OBLIGATIONS, disabled, entry.asked_text)


__all__ = ["OBLIGATIONS", "prove_pace_scaled"]
