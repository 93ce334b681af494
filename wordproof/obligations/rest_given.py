"""The proofs the rest of an even parting must pass (obligations.base.pin_value): the whole is
the parts times what each takes, a whole number, and the rest, at least zero and fewer than the
parts (else each part could take one more), with the rest at the replayed value
(``rest_given_consistent``: sat) and at no other (``rest_given_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.rest_given import RestGivenEntry
from wordproof.obligations.base import pinned_certificates
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("rest_given_consistent", "rest_given_unique")


def prove_rest_given(entry: RestGivenEntry, value: Fraction, solver: Gateway,
                     disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is what is left of the even parting, or a refusal."""
    each, rest = z3.Int("each_part"), z3.Int("rest_given")
    parts = real_value(entry.parts.value)
    relations: list[tuple[str, object]] = [
        ("whole_is_parts_and_rest",
         z3.ToReal(each) * parts + z3.ToReal(rest) == real_value(entry.whole.value)),
        ("each_at_least_zero", each >= 0),
        ("rest_at_least_zero", rest >= 0),
        ("rest_fewer_than_parts", z3.ToReal(rest) < parts),
    ]
    return pinned_certificates(solver, relations, z3.ToReal(rest), value, OBLIGATIONS, disabled,
                               entry.asked_text)


__all__ = ["OBLIGATIONS", "prove_rest_given"]
