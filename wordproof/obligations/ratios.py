"""The proofs a ratio reading must pass: the ratio and the told amount are consistent (sat, with
each kind's count read back), and they determine the asked amount (the asked amount differing
from the replayed value is unsat). Each kind's count must be a whole number of things
(``non_integer_count``)."""

from __future__ import annotations

from fractions import Fraction

import z3

from wordproof.ledger.derivation import fraction_text
from wordproof.ledger.ratios import Amount, RatioEntry
from wordproof.obligations.base import pin_value
from wordproof.proofs.certificate import Certificate
from wordproof.proofs.gateway import Gateway, real_value
from wordproof.refusals import Refusal, RefusalCode, Stage


def prove_ratio(entry: RatioEntry, solver: Gateway, disabled: frozenset[str] = frozenset()
                ) -> tuple[Fraction, tuple[Certificate, ...]] | Refusal:
    """The asked amount, proven unique, with certificates; or a refusal."""
    first, second, share = z3.Real("first"), z3.Real("second"), z3.Real("share")
    terms = {Amount.FIRST: first, Amount.SECOND: second, Amount.BOTH: first + second,
             Amount.FIRST_OVER_SECOND: first - second, Amount.SECOND_OVER_FIRST: second - first}
    if entry.told_against_ratio():
        # "4 more girls than boys" beside boys to girls 5:3: no share of things makes both true
        return Refusal(RefusalCode.INCONSISTENT, Stage.OBLIGATIONS,
                       f"{entry.told.value} told as {fraction_text(entry.told_value.value)} "
                       f"against the ratio {entry.terms[0].text}:{entry.terms[1].text}")
    facts: list[tuple[str, z3.BoolRef]] = [
        ("ratio_first", first == real_value(entry.terms[0].value) * share),
        ("ratio_second", second == real_value(entry.terms[1].value) * share),
        ("told", terms[entry.told] == real_value(entry.told_value.value)),
    ]
    counts = entry.counts()
    for kind, count in zip(entry.kinds, counts, strict=True):
        if count.denominator != 1 and not entry.measured:
            return Refusal(RefusalCode.NON_INTEGER_COUNT, Stage.OBLIGATIONS,
                           f"{kind} would be {fraction_text(count)}")
    value = entry.value()
    pinned = pin_value(solver, facts, terms[entry.asked], value, ("ratio_consistent", "ratio_unique"),
                       disabled, entry.describe()[0], (("first", first), ("second", second)))
    if isinstance(pinned, Refusal):
        return pinned
    certificates, consistent = pinned
    if consistent is not None and dict(consistent.model) != {"first": counts[0], "second": counts[1]}:
        return Refusal(RefusalCode.SOLVER_UNKNOWN, Stage.OBLIGATIONS, "ratio counts")
    if value < 0 or value == 0 and entry.asked in (Amount.FIRST_OVER_SECOND,
                                                   Amount.SECOND_OVER_FIRST):
        # "how many more girls than boys" presupposes more girls
        return Refusal(RefusalCode.NEGATIVE_COUNT, Stage.OBLIGATIONS,
                       f"{entry.unit} would be {fraction_text(value)}")
    return value, certificates
