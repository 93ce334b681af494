"""The proofs a common-measure reading must pass, each stating the defining property over
the integers:

- ``commons_property``: the value has the property (a greatest common divisor divides each
  told number; a least common multiple is a positive multiple of each): sat;
- ``commons_extreme``: no better value has it (no divisor of every told number is larger;
  no smaller positive number is a multiple of every one): unsat. A divisor larger than the
  value is bounded by the least told number, so the search is over a bounded range;
- ``commons_within``: of the first N ones, exactly k are multiples of the measure m:
  k·m ≤ N < (k + 1)·m holds of the count (sat) and of no other count (unsat).
"""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.commons import CommonsEntry, Measure
from wordproof.obligations.base import certify, pin_value
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway
from wordproof.refusals import Refusal, RefusalCode, Stage

OBLIGATIONS = ("commons_property", "commons_extreme", "commons_within")


def _has_property(entry: CommonsEntry, candidate: z3.ArithRef) -> list[tuple[str, z3.BoolRef]]:
    facts: list[tuple[str, z3.BoolRef]] = [("positive", candidate >= 1)]
    for index, told in enumerate(entry.told):
        number = int(told.value)
        times = z3.Int(f"times_{index}")
        if entry.measure is Measure.GREATEST_DIVISOR:
            facts += [(f"divides_{index}", candidate * times == number),
                      (f"bounded_{index}", z3.And(times >= 1, times <= number))]
        else:
            facts += [(f"multiple_{index}", candidate == number * times),
                      (f"bounded_{index}", times >= 1)]
    return facts


def prove_commons(entry: CommonsEntry, value: Fraction, solver: Gateway,
                  disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``value`` is the greatest common divisor or least common multiple
    of the told numbers; a refusal when it is not."""
    if value.denominator != 1:
        return Refusal(RefusalCode.NON_INTEGER_COUNT, Stage.OBLIGATIONS, entry.asked_text)
    candidate = z3.Int("measure")
    certificates: list[Certificate] = []
    if "commons_property" not in disabled:
        outcome = solver.check([*_has_property(entry, candidate),
                                ("value", candidate == int(value))])
        certificate = certify("commons_property", outcome, "sat",
                              f"{value} has the defining property of the {entry.measure.value}")
        if certificate.verdict != "discharged":
            return Refusal(RefusalCode.INCONSISTENT, Stage.OBLIGATIONS,
                           f"{value} is no common {entry.measure.value} of the numbers told")
        certificates.append(certificate)
    if "commons_extreme" not in disabled:
        if entry.measure is Measure.GREATEST_DIVISOR:
            least = min(int(t.value) for t in entry.told)
            better = z3.And(candidate > int(value), candidate <= least)
        else:
            better = candidate < int(value)
        outcome = solver.check([*_has_property(entry, candidate), ("better", better)])
        certificate = certify("commons_extreme", outcome, "unsat",
                              f"no value beyond {value} has the property")
        if certificate.verdict != "discharged":
            return Refusal(RefusalCode.NOT_UNIQUE, Stage.OBLIGATIONS,
                           f"{value} is not the {entry.measure.value} of the numbers told")
        certificates.append(certificate)
    return tuple(certificates)


def prove_within(entry: CommonsEntry, measure: Fraction, count: Fraction, solver: Gateway,
                 disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """Certificates that ``count`` of the first ``entry.within`` ones are multiples of
    ``measure``; a refusal when that count is not the one."""
    if "commons_within" in disabled or entry.within is None:
        return ()
    within, step = int(entry.within.value), int(measure)
    counted = z3.Int("counted")
    facts: list[tuple[str, z3.BoolRef]] = [
        ("not_past", counted * step <= within), ("next_past", (counted + 1) * step > within)]
    pinned = pin_value(solver, facts, counted, count, ("commons_within", "commons_within"), disabled,
                       f"{count} of the first {within} are multiples of {step}")
    return pinned if isinstance(pinned, Refusal) else pinned[0]
