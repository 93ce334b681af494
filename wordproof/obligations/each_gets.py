"""The proofs each guest's share must pass (obligations.base.pinned_certificates), over the
integers: so many guests each getting the share make up the whole, at the replayed share
(``each_gets_consistent``: sat; a whole that does not part into whole shares is ``inconsistent``)
and at no other (``each_gets_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.each_gets import EachGetsEntry
from wordproof.obligations.base import pinned_certificates
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway
from wordproof.refusals import Refusal

OBLIGATIONS = ("each_gets_consistent", "each_gets_unique")


def prove_each_gets(entry: EachGetsEntry, value: Fraction, solver: Gateway,
                    disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is each guest's whole share of the whole, or a refusal."""
    share = z3.Int("each_share")
    facts: list[tuple[str, z3.BoolRef]] = [
        ("guests_share_the_whole", share * int(entry.parts.value) == int(entry.whole.value)),
        ("some_share", share >= 0),
    ]
    return pinned_certificates(solver, facts, share, value, OBLIGATIONS, disabled, entry.asked_text)


__all__ = ["OBLIGATIONS", "prove_each_gets"]
