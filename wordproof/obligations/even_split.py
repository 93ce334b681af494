"""The proofs the shortfall of an even split must pass (obligations.base.pin_value), over the
integers: the whole and the more needed make a whole share for every part, the more needed at
least one (the question supposes some short) and fewer than the parts' number (the fewest
more): the replayed count can be it (``even_split_consistent``: sat; a whole already split
evenly is ``inconsistent``) and nothing else can (``even_split_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.even_split import EvenSplitEntry
from wordproof.obligations.base import pin_value
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway
from wordproof.refusals import Refusal

OBLIGATIONS = ("even_split_consistent", "even_split_unique")


def prove_even_split(entry: EvenSplitEntry, value: Fraction, solver: Gateway,
                     disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` more make the whole split evenly, fewest; a refusal otherwise."""
    more, share = z3.Int("more_needed"), z3.Int("share_each")
    whole, parts = int(entry.whole.value), int(entry.parts.value)
    facts: list[tuple[str, z3.BoolRef]] = [
        ("split_evenly", whole + more == parts * share),
        ("some_short", more >= 1),
        ("fewest_more", more < parts),
    ]
    pinned = pin_value(solver, facts, more, value, OBLIGATIONS, disabled, entry.asked_text)
    return pinned if isinstance(pinned, Refusal) else pinned[0]


__all__ = ["OBLIGATIONS", "prove_even_split"]
