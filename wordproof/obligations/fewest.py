"""The proofs the fewest parts of two sizes must pass, over the integers (larger and smaller
parts, none below nothing, holding the whole exactly):

- ``fewest_parts_hold``: the counts replayed hold the whole with at least one part of each sort
  (so "some large and some small" is met however it is read): sat;
- ``fewest_parts_least``: no counts hold it with fewer parts in all: unsat;
- ``fewest_parts_unique``: no counts with as few parts give the count asked another value:
  unsat.
"""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.fewest import FewestPartsEntry
from wordproof.obligations.base import certify
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway
from wordproof.refusals import Refusal, RefusalCode, Stage

OBLIGATIONS = ("fewest_parts_hold", "fewest_parts_least", "fewest_parts_unique")


def prove_fewest(entry: FewestPartsEntry, counts: tuple[int, int], value: Fraction, solver: Gateway,
                 disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``counts`` are the fewest parts holding the whole and ``value`` the
    count asked among every such fewest; a refusal otherwise."""
    larger, smaller = z3.Int("larger_parts"), z3.Int("smaller_parts")
    asked = {None: larger + smaller, entry.larger.word: larger, entry.smaller.word: smaller}[entry.asked]
    fewest = sum(counts)
    holds: list[tuple[str, z3.BoolRef]] = [
        ("none_below_nothing", z3.And(larger >= 0, smaller >= 0)),
        ("whole_held", larger * int(entry.larger.size.value) + smaller * int(entry.smaller.size.value)
         == int(entry.whole.value)),
    ]
    checks = (
        ("fewest_parts_hold", [("replayed", z3.And(larger == counts[0], smaller == counts[1],
                                                   larger >= 1, smaller >= 1, asked == int(value)))], "sat",
         f"{counts[0]} {entry.larger.word} and {counts[1]} {entry.smaller.word} hold the whole",
         RefusalCode.INCONSISTENT),
        ("fewest_parts_least", [("fewer", larger + smaller < fewest)], "unsat",
         f"no fewer than {fewest} {entry.part} hold the whole", RefusalCode.NOT_UNIQUE),
        ("fewest_parts_unique", [("as_few", larger + smaller <= fewest), ("other", asked != int(value))],
         "unsat", f"every {fewest} {entry.part} holding the whole give {value}", RefusalCode.NOT_UNIQUE),
    )
    certificates: list[Certificate] = []
    for name, facts, expected, claim, code in checks:
        if name in disabled:
            continue
        certificate = certify(name, solver.check([*holds, *facts]), expected, claim)
        if certificate.verdict != "discharged":
            return Refusal(code, Stage.OBLIGATIONS, entry.asked_text)
        certificates.append(certificate)
    return tuple(certificates)


__all__ = ["OBLIGATIONS", "prove_fewest"]
