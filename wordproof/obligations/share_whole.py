"""The proofs shares of an uncounted whole must pass (obligations.base.pin_value): a whole
number of things, each group told its share of them (the rest: the whole less the groups
listed, at least zero), every group a whole number, the counted group as told; with the asked
group (or the whole) at the replayed value (``share_whole_consistent``: sat; shares listed
beyond the whole, or a whole that is no whole number, are ``inconsistent``) and at no other
(``share_whole_unique``: unsat)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.share_whole import ShareWholeEntry
from wordproof.obligations.base import pin_value
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal

OBLIGATIONS = ("share_whole_consistent", "share_whole_unique")


def prove_share_whole(entry: ShareWholeEntry, value: Fraction, solver: Gateway,
                      disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` answers the asked group (or the whole), or a refusal."""
    whole = z3.Int("whole")
    groups = {said: z3.Real(f"group_{index}") for index, (said, _) in enumerate(entry.shares)}
    facts: list[tuple[str, z3.BoolRef]] = [("whole_at_least_zero", whole >= 0)]
    for index, (said, share) in enumerate(entry.shares):
        facts.append((f"share_{index}", groups[said] == real_value(share.value) * z3.ToReal(whole)))
    if entry.rest is not None:
        groups[entry.rest] = z3.Real("group_rest")
        facts.append(("rest", groups[entry.rest] == z3.ToReal(whole) - z3.Sum(
            [groups[said] for said, _ in entry.shares])))
    for index, group in enumerate(groups.values()):
        facts.append((f"whole_group_{index}", z3.And(z3.IsInt(group), group >= 0)))
    facts.append(("counted", groups[entry.counted] == real_value(entry.count.value)))
    asked = z3.ToReal(whole) if entry.asked is None else groups[entry.asked]
    pinned = pin_value(solver, facts, asked, value, OBLIGATIONS, disabled, entry.asked_text)
    return pinned if isinstance(pinned, Refusal) else pinned[0]


__all__ = ["OBLIGATIONS", "prove_share_whole"]
