"""What an obligation is: a named Z3 check over one reading, leaving a certificate."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from fractions import Fraction

import attrs
import z3

from wordproof.ledger.derivation import fraction_text
from wordproof.ledger.entries import Ledger
from wordproof.ledger.replay import System
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import CheckResult, Gateway, real_value, solver_description
from wordproof.refusals import Refusal, RefusalCode, Stage


@attrs.frozen
class Reading:
    """One reading under proof: its ledger, the replayed system and the problem text."""

    ledger: Ledger
    system: System  # empty for the obligations that run before replay
    text: str


@attrs.frozen
class Verdict:
    certificate: Certificate
    refusal: Refusal | None
    solver_ms: float
    value: Fraction | None = None  # uniqueness: the value the text determines


Check = Callable[[Reading, Gateway], Verdict]


def certify(
    obligation: str, outcome: CheckResult, expect: str, detail: str = ""
) -> Certificate:
    verdict = "unknown" if outcome.result == "unknown" else (
        "discharged" if outcome.result == expect else "violated")
    return Certificate(
        obligation=obligation,
        verdict=verdict,
        query=outcome.query,
        expect=expect,
        result=outcome.result,
        core=outcome.core,
        model=tuple((name, fraction_text(value)) for name, value in outcome.model),
        solver=solver_description(),
        detail=detail,
    )


def verdict(
    obligation: str,
    outcome: CheckResult,
    expect: str,
    code: RefusalCode,
    evidence: str,
    span: tuple[int, int] | None = None,
    detail: str = "",
    value: Fraction | None = None,
) -> Verdict:
    """A Verdict from a solver outcome: a refusal with ``code`` unless the outcome is the
    expected one; ``unknown`` refuses as SOLVER_UNKNOWN."""
    certificate = certify(obligation, outcome, expect, detail)
    refusal = None
    if certificate.verdict == "unknown":
        refusal = Refusal(RefusalCode.SOLVER_UNKNOWN, Stage.OBLIGATIONS, obligation)
    elif certificate.verdict == "violated":
        refusal = Refusal(code, Stage.OBLIGATIONS, evidence, span=span)
    return Verdict(certificate, refusal, outcome.solver_ms, value)


def pinned_certificates(
    solver: Gateway,
    relations: Sequence[tuple[str, object]],
    asked: z3.ArithRef,
    value: Fraction,
    names: tuple[str, str],
    disabled: frozenset[str],
    evidence: str,
) -> tuple[Certificate, ...] | Refusal:
    """``pin_value`` over told relations, each a Z3 Boolean (``==`` of Z3 terms is typed as a
    plain bool, so each is checked here): only the certificates, or the refusal."""
    facts: list[tuple[str, z3.BoolRef]] = []
    for name, relation in relations:
        assert isinstance(relation, z3.BoolRef)
        facts.append((name, relation))
    pinned = pin_value(solver, facts, asked, value, names, disabled, evidence)
    return pinned if isinstance(pinned, Refusal) else pinned[0]


def pin_value(
    solver: Gateway,
    facts: list[tuple[str, z3.BoolRef]],
    asked: z3.ArithRef,
    value: Fraction,
    names: tuple[str, str],
    disabled: frozenset[str],
    evidence: str,
    read_back: tuple[tuple[str, z3.ExprRef], ...] = (),
) -> tuple[tuple[Certificate, ...], CheckResult | None] | Refusal:
    """The two obligations of a value worked out from told relations: ``names[0]``, the
    relations hold with the asked term at ``value`` (sat, ``inconsistent`` otherwise), and
    ``names[1]``, no other value of the asked term satisfies them (unsat, ``not_unique``
    otherwise). An obligation named in ``disabled`` is not checked. Returns the certificates
    and the consistency outcome (its model reads back ``read_back``)."""
    consistency, uniqueness = names
    certificates: list[Certificate] = []
    holds: CheckResult | None = None
    if consistency not in disabled:
        holds = solver.check([*facts, ("derived", asked == real_value(value))], read_back)
        if holds.result == "unknown":
            return Refusal(RefusalCode.SOLVER_UNKNOWN, Stage.OBLIGATIONS, evidence)
        if holds.result != "sat":  # the arithmetic and the relations told must agree
            return Refusal(RefusalCode.INCONSISTENT, Stage.OBLIGATIONS, evidence)
        certificates.append(certify(consistency, holds, "sat", f"{evidence!r} can hold"))
    if uniqueness not in disabled:
        unique = solver.check([*facts, ("other_value", asked != real_value(value))])
        certificate = certify(uniqueness, unique, "unsat",
                              f"{evidence!r} gives {fraction_text(value)} and nothing else")
        if certificate.verdict != "discharged":
            return Refusal(RefusalCode.NOT_UNIQUE, Stage.OBLIGATIONS, evidence)
        certificates.append(certificate)
    return tuple(certificates), holds


EMPTY_SYSTEM = System((), (), (), (), None, "", (), ("", 0, (0,)))


class Variables:
    """Z3 reals for a system's named quantities, and the system's facts stated over them."""

    def __init__(self, system: System) -> None:
        self.reals = {v.name: z3.Real(v.name) for v in system.vars}
        self._facts = self._stated(system)

    def linear(self, terms: tuple[tuple[Fraction, str], ...],
               products: tuple[tuple[Fraction, str, str], ...] = ()) -> z3.ArithRef:
        parts = [real_value(c) * self.reals[v] for c, v in terms]
        parts += [real_value(c) * self.reals[a] * self.reals[b] for c, a, b in products]
        return z3.Sum(parts) if parts else real_value(Fraction(0))

    def facts(self) -> list[tuple[str, z3.BoolRef]]:
        """The system's equations and givens, each labelled by the ledger entry it states
        (a new list: an obligation adds its own facts to it)."""
        return list(self._facts)

    def _stated(self, system: System) -> tuple[tuple[str, z3.BoolRef], ...]:
        facts = [
            (eq.entry, self.linear(eq.terms, eq.products) == real_value(eq.constant))
            for eq in system.equations
        ]
        facts += [(g.entry, self.reals[g.var] == real_value(g.value)) for g in system.givens]
        for eq in system.equations:
            if eq.rounded is not None:
                parts, rest, size = (self.reals[name] for name in eq.rounded[1:])
                # a part that is not full is asked about: it holds something
                above = rest > 0 if eq.rounded[0] in ("partial", "short") else rest >= 0
                facts += [(eq.entry, z3.IsInt(parts)), (eq.entry, above), (eq.entry, rest < size)]
        return tuple(facts)


@functools.lru_cache(maxsize=1)
def variables_of(system: System) -> Variables:
    """The system's Variables, made once for the obligations that assert its facts in turn
    (uniqueness, non-negativity and integrality of one reading)."""
    return Variables(system)
