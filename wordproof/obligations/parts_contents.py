"""The proofs a sum over the parts of a counted whole must pass (obligations.base.
pinned_certificates): the parts told and the rest make the whole, and each part's items with
their told contents make the sum, at the replayed sum (``parts_contents_consistent``: sat) and at
no other (``parts_contents_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.parts_contents import PartsContentsEntry
from wordproof.obligations.base import pinned_certificates
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("parts_contents_consistent", "parts_contents_unique")


def prove_parts_contents(entry: PartsContentsEntry, value: Fraction, solver: Gateway,
                         disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is the sum of every part's contents, or a refusal."""
    whole, rest, total = z3.Real("whole"), z3.Real("rest"), z3.Real("sum")
    counts = [z3.Real(f"part_{i}") for i in range(1, len(entry.parts) + 1)]
    facts: list[tuple[str, object]] = [("whole_told", whole == real_value(entry.whole.value))]
    for i, (count, part) in enumerate(zip(counts, entry.parts, strict=True), start=1):
        told = real_value(part.share.value)
        facts.append((f"part_{i}_told", count == (told * whole if part.of_whole else told)))
    facts.append(("rest_is_the_whole_less_the_parts", rest == whole - z3.Sum(*counts)))
    made = [c * real_value(p.each.value) for c, p in zip(counts, entry.parts, strict=True)]
    made.append(rest * real_value(entry.rest_each.value))
    facts.append(("parts_contents_make_the_sum", total == z3.Sum(*made)))
    return pinned_certificates(solver, facts, total, value, OBLIGATIONS, disabled, entry.asked_text)


__all__ = ["OBLIGATIONS", "prove_parts_contents"]
