"""Sums of money are whole cents. No price, pay or sum held is a part of a cent, so an answer in
a unit of money that is not a whole number of cents (``$30.50`` paid after 25 % off: an original
price of 122/3 dollars), or a step of money on the way that is not, means the text was misread or
is ill-posed (``money_whole_cents``: sat, ``non_integer_count`` otherwise). A price per thing is
in a unit per thing ("dollars per pound") and may be a part of a cent; it is never checked here."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

import z3

from wordproof.ledger.derivation import fraction_text
from wordproof.lexicon.tables import conversion_factor, measure_unit
from wordproof.obligations.base import certify
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal, RefusalCode, Stage

OBLIGATION = "money_whole_cents"


def cents_in(unit: str) -> Fraction | None:
    """How many cents make one ``unit`` of money ("dollar": 100); None for any other unit."""
    measure, cent = measure_unit(unit), measure_unit("cent")
    if measure is None or cent is None or measure.dimension != "money":
        return None
    return conversion_factor(measure, cent)


def prove_whole_cents(sums: Sequence[tuple[str, Fraction, str]], solver: Gateway,
                      disabled: frozenset[str] = frozenset()) -> tuple[Certificate, ...] | Refusal:
    """A certificate that every (name, value, unit) in a unit of money is whole cents (none when
    no sum is of money), or the refusal naming the first that is not."""
    facts: list[tuple[str, z3.BoolRef]] = []
    for index, (name, value, unit) in enumerate(sums):
        cents = cents_in(unit)
        if cents is None:
            continue
        money = z3.Real(f"money_{index}")
        facts.append((f"{name} = {fraction_text(value)} {unit}", money == real_value(value)))
        facts.append((f"{name} in whole cents", z3.IsInt(money * real_value(cents))))
    if not facts or OBLIGATION in disabled:
        return ()
    outcome = solver.check(facts)
    certificate = certify(OBLIGATION, outcome, "sat", "every sum of money is whole cents")
    if certificate.verdict == "unknown":
        return Refusal(RefusalCode.SOLVER_UNKNOWN, Stage.OBLIGATIONS, OBLIGATION)
    if certificate.verdict == "violated":
        broken = next(f"{name} would be {fraction_text(value)} {unit}, not whole cents"
                      for name, value, unit in sums
                      if (cents := cents_in(unit)) is not None and (value * cents).denominator != 1)
        return Refusal(RefusalCode.NON_INTEGER_COUNT, Stage.OBLIGATIONS, broken)
    return (certificate,)


__all__ = ["OBLIGATION", "cents_in", "prove_whole_cents"]
