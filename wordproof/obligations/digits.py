"""The proofs a two-digit number told by its digits must pass (obligations.base.pin_value):
over whole digits (tens 1 to 9, units 0 to 9) the relations told hold with the number at the
replayed value (``digits_consistent``: sat) and at no other (``digits_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.digits import DigitsEntry, DigitTerm
from wordproof.obligations.base import pin_value
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("digits_consistent", "digits_unique")


def _term(term: DigitTerm, tens: z3.ArithRef, units: z3.ArithRef) -> z3.ArithRef:
    value = (real_value(term.tens) * tens + real_value(term.units) * units
             + real_value(term.product) * tens * units + real_value(term.constant))
    assert isinstance(value, z3.ArithRef)
    return value


def prove_digits(entry: DigitsEntry, value: Fraction, solver: Gateway,
                 disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is the one two-digit number the relations hold of."""
    tens, units = z3.Int("tens_digit"), z3.Int("units_digit")
    t, u = z3.ToReal(tens), z3.ToReal(units)
    facts: list[tuple[str, z3.BoolRef]] = [
        ("tens_digit", z3.And(tens >= 1, tens <= 9)),
        ("units_digit", z3.And(units >= 0, units <= 9)),
        *((r.id, _term(r.left, t, u) == _term(r.right, t, u)) for r in entry.relations),
    ]
    number = 10 * t + u
    pinned = pin_value(solver, facts, number, value, OBLIGATIONS, disabled, entry.asked_text)
    return pinned if isinstance(pinned, Refusal) else pinned[0]


__all__ = ["OBLIGATIONS", "prove_digits"]
