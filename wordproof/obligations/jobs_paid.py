"""The proofs the jobs a sum pays for must pass (obligations.base.pinned_certificates): so many
jobs at the price of one make the sum, at the replayed count (``jobs_paid_consistent``: sat) and
at no other (``jobs_paid_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.jobs_paid import JobsPaidEntry
from wordproof.obligations.base import pinned_certificates
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("jobs_paid_consistent", "jobs_paid_unique")


def prove_jobs_paid(entry: JobsPaidEntry, value: Fraction, solver: Gateway,
                    disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` jobs are paid for by the sum, or a refusal."""
    jobs = z3.Real("jobs")
    relations: list[tuple[str, object]] = [
        ("jobs_at_the_price_make_the_sum",
         jobs * real_value(entry.price.value) == real_value(entry.earned.value)),
    ]
    return pinned_certificates(solver, relations, jobs, value, OBLIGATIONS, disabled, entry.asked_text)


__all__ = ["OBLIGATIONS", "prove_jobs_paid"]
