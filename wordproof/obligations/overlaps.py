"""The proofs two overlapping groups must pass. Over the four parts (only the first, only the
second, both, neither) the whole, each group and the told part are asserted:

- ``overlap_consistent`` / ``overlap_unique`` (obligations.base.pin_value): the relations hold
  with the asked part at the replayed value, and with no other;
- ``overlap_parts``: no part is below zero or not whole ("18 play soccer and 15 play chess of
  30, 2 play both" leaves -1 in neither: refused).
"""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.overlaps import OverlapEntry, Part
from wordproof.obligations.base import certify, pin_value
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal, RefusalCode, Stage

OBLIGATIONS = ("overlap_consistent", "overlap_unique", "overlap_parts")


def prove_overlap(entry: OverlapEntry, value: Fraction, solver: Gateway,
                  disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that the asked part is ``value`` and every part a whole count, or a refusal."""
    parts: dict[Part, z3.ArithRef] = {part: z3.Real(part.name.lower()) for part in Part
                                       if part is not Part.EITHER}
    only_first, only_second = parts[Part.ONLY_FIRST], parts[Part.ONLY_SECOND]
    both, neither = parts[Part.BOTH], parts[Part.NEITHER]
    either = only_first + only_second + both
    asked = either if entry.asked is Part.EITHER else parts[entry.asked]
    relations = (
        ("whole", either + neither == real_value(entry.whole.value)),
        ("first", only_first + both == real_value(entry.first.value)),
        ("second", only_second + both == real_value(entry.second.value)),
        ("told", parts[entry.told] == real_value(entry.told_count.value)),
    )
    facts: list[tuple[str, z3.BoolRef]] = []
    for name, relation in relations:
        assert isinstance(relation, z3.BoolRef)
        facts.append((name, relation))
    evidence = f"{entry.asked.value} of {entry.whole.text} {entry.noun}"
    pinned = pin_value(solver, facts, asked, value, OBLIGATIONS[:2], disabled, evidence)
    if isinstance(pinned, Refusal):
        return pinned
    certificates = pinned[0]
    if "overlap_parts" in disabled:
        return certificates
    broken = z3.Or([z3.Or(p < 0, z3.Not(z3.IsInt(p))) for p in parts.values()])
    checked = solver.check([*facts, ("a_part_not_a_count", broken)])
    certificate = certify("overlap_parts", checked, "unsat", "every part is a whole count, none below zero")
    if certificate.verdict != "discharged":
        return Refusal(RefusalCode.NEGATIVE_COUNT, Stage.OBLIGATIONS, evidence)
    return (*certificates, certificate)


__all__ = ["OBLIGATIONS", "prove_overlap"]
