"""The proofs a sequence reading must pass: for each documented family, whether the observed
terms satisfy it (sat) or break it (unsat, kept as a certificate that the family is excluded),
and for each family that fits, that the asked term is unique under it
(the term differing from the predicted value is unsat). Two fitting families that predict
different values refuse."""

from __future__ import annotations

from fractions import Fraction
from itertools import pairwise

import z3

from wordproof.ledger.derivation import fraction_text
from wordproof.ledger.sequences import Family, SequenceEntry, fits, predict
from wordproof.obligations.base import certify
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal, RefusalCode, Stage


def _rule(family: Family, entry: SequenceEntry) -> tuple[list[tuple[str, z3.BoolRef]], z3.ArithRef]:
    """The family's rule over terms at every position up to the asked one, the observed
    terms given; and the asked term."""
    first = entry.observed[0].position
    terms = [z3.Real(f"term_{p}") for p in range(first, entry.asked + 1)]
    facts: list[tuple[str, z3.BoolRef]] = [
        (f"observed_{o.position}", terms[o.position - first] == real_value(o.value))
        for o in entry.observed
    ]
    if family is Family.DIFFERENCE:
        step = z3.Real("difference")
        facts += [("rule", b - a == step) for a, b in pairwise(terms)]
    elif family is Family.RATIO:
        factor = z3.Real("ratio")
        facts += [("rule", b == factor * a) for a, b in pairwise(terms)]
    else:
        growth = z3.Real("growth")
        triples = zip(terms, terms[1:], terms[2:], strict=False)
        facts += [("rule", c - 2 * b + a == growth) for a, b, c in triples]
    return facts, terms[-1]


def prove_sequence(entry: SequenceEntry, solver: Gateway) -> tuple[
        Family, Fraction, tuple[Certificate, ...]] | Refusal:
    """The family the observed terms force and the asked term under it, with certificates."""
    certificates: list[Certificate] = []
    found: dict[Family, Fraction] = {}
    for family in Family:
        if len(entry.observed) < family.fewest:
            continue
        facts, asked = _rule(family, entry)
        outcome = solver.check(facts)
        if outcome.result == "unknown":
            return Refusal(RefusalCode.SOLVER_UNKNOWN, Stage.OBLIGATIONS, f"{family.label} fit")
        if outcome.result == "unsat":
            certificates.append(certify(f"sequence_excludes:{family.name.lower()}", outcome,
                                        "unsat", f"the observed terms break a {family.label}"))
            continue
        if not fits(family, entry.values):  # the solver and the arithmetic must agree
            return Refusal(RefusalCode.SOLVER_UNKNOWN, Stage.OBLIGATIONS, family.label)
        certificates.append(certify(f"sequence_fits:{family.name.lower()}", outcome, "sat",
                                    f"the observed terms satisfy a {family.label}"))
        value = predict(family, entry.values, entry.asked - entry.observed[-1].position)
        unique = solver.check([*facts, ("other_value", asked != real_value(value))])
        certificate = certify(f"sequence_unique:{family.name.lower()}", unique, "unsat",
                              f"under a {family.label} the asked term is {fraction_text(value)}")
        if certificate.verdict != "discharged":
            return Refusal(RefusalCode.NOT_UNIQUE, Stage.OBLIGATIONS, entry.asked_text)
        certificates.append(certificate)
        found[family] = value
    if not found:
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER,
                       "no documented sequence rule is forced by the values told")
    if len(set(found.values())) > 1:
        return Refusal(RefusalCode.NOT_UNIQUE, Stage.OBLIGATIONS, " vs ".join(
            f"{family.label}: {fraction_text(v)}" for family, v in found.items()))
    family = next(iter(found))
    return family, found[family], tuple(certificates)
