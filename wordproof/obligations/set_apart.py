"""The proofs a rest parted after a part put apart must pass (obligations.base.pin_value): the part
put apart and the parts of the rest, each of one size, make the whole, with that size at the
replayed value (``set_apart_consistent``: sat) and at no other (``set_apart_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.set_apart import SetApartEntry
from wordproof.obligations.base import pinned_certificates
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("set_apart_consistent", "set_apart_unique")


def prove_set_apart(entry: SetApartEntry, value: Fraction, solver: Gateway,
                    disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is the size of each part of the rest, or a refusal."""
    each = z3.Real("each_part")
    relations: list[tuple[str, object]] = [
        ("apart_and_parts_make_the_whole",
         real_value(entry.apart.value) + real_value(entry.parts.value) * each
         == real_value(entry.whole.value)),
    ]
    return pinned_certificates(solver, relations, each, value, OBLIGATIONS, disabled, entry.asked_text)


__all__ = ["OBLIGATIONS", "prove_set_apart"]
