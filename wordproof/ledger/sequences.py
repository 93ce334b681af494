"""A sequence entry: values told at consecutive places ("3 on the first page, 6 on the
second …"), and the place a question asks about. A rule is read only from a small documented
set of families, and only when it is forced by the observed terms:

- constant difference (each term adds the same amount), at least 3 terms;
- constant ratio (each term is the same multiple of the one before, no term zero), at least
  4 terms: three terms that a ratio fits (1, 2, 4) also fit a growing difference (1, 2, 4, 7),
  which three terms cannot rule out;
- constant second difference (the amount added grows by the same amount each time), at
  least 4 terms, so that at least two second differences are observed.

Replay emits the arithmetic that carries the last observed term forward to the asked place.
Which families fit is proven in Z3 (obligations/sequences.py); a family that fits but
predicts another value makes the reading refuse.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from fractions import Fraction
from itertools import pairwise

import attrs

from wordproof.ledger.derivation import Citation, Operand, Step, fraction_text


class Family(enum.Enum):
    """(name, fewest observed terms that force it)"""

    DIFFERENCE = ("constant difference", 3)
    RATIO = ("constant ratio", 4)
    SECOND_DIFFERENCE = ("constant second difference", 4)

    def __init__(self, label: str, fewest: int) -> None:
        self.label = label
        self.fewest = fewest


@attrs.frozen
class Observed:
    """One value told at one place: its position counts from 1 at the first place told."""

    value: Fraction
    position: int
    text: str  # the quoted number
    span: tuple[int, int]


def _observed(items: Iterable[Observed]) -> tuple[Observed, ...]:
    return tuple(items)


@attrs.frozen
class SequenceEntry:
    """Values at consecutive places and the later place asked about."""

    id: str
    unit: str  # what is counted, as the question names it
    observed: tuple[Observed, ...] = attrs.field(converter=_observed)
    asked: int  # position of the asked place, in the observed positions' count
    asked_text: str  # "the sixth page", "Monday"

    @property
    def values(self) -> tuple[Fraction, ...]:
        return tuple(o.value for o in self.observed)

    def describe(self) -> tuple[str, ...]:
        told = ", ".join(f"{fraction_text(o.value)} at place {o.position}" for o in self.observed)
        return (f"{self.id}: sequence of {self.unit}: {told}; asked: place {self.asked} "
                f"({self.asked_text})",)


def fits(family: Family, values: tuple[Fraction, ...]) -> bool:
    """Whether the observed values force ``family`` (enough terms, and they obey it)."""
    if len(values) < family.fewest:
        return False
    if family is Family.DIFFERENCE:
        return len(set(_differences(values))) == 1
    if family is Family.RATIO:
        return all(values) and len({b / a for a, b in pairwise(values)}) == 1
    return len(set(_differences(_differences(values)))) == 1


def predict(family: Family, values: tuple[Fraction, ...], steps_ahead: int) -> Fraction:
    """The term ``steps_ahead`` places after the last observed one, under ``family``."""
    return _carry(family, values, steps_ahead)[-1][0]


def replay_sequence(entry: SequenceEntry, family: Family) -> tuple[Step, ...]:
    """The steps that carry the last observed term to the asked place under ``family``."""
    observed = entry.observed
    unit = entry.unit

    def told(index: int) -> Operand:
        o = observed[index]
        return Operand(o.value, unit, Citation("text", o.text, o.span))

    steps: list[Step] = []
    if family is Family.RATIO:
        rule = observed[1].value / observed[0].value
        steps.append(Step("ratio", f"{fraction_text(observed[1].value)} ÷ "
                          f"{fraction_text(observed[0].value)}", (told(1), told(0)), rule, "",
                          "each term is the same multiple of the one before"))
    else:
        rule = observed[1].value - observed[0].value
        steps.append(Step("difference", f"{fraction_text(observed[1].value)} − "
                          f"{fraction_text(observed[0].value)}", (told(1), told(0)), rule, unit,
                          "the amount added from the first place to the second"))
    if family is Family.SECOND_DIFFERENCE:
        growth = (observed[2].value - observed[1].value) - rule
        steps.append(Step("growth", f"({fraction_text(observed[2].value)} − "
                          f"{fraction_text(observed[1].value)}) − {fraction_text(rule)}",
                          (told(2), told(1), _step_operand(steps[-1], unit)), growth, unit,
                          "how much the amount added grows each time"))
        rule = observed[-1].value - observed[-2].value
        steps.append(Step("last difference", f"{fraction_text(observed[-1].value)} − "
                          f"{fraction_text(observed[-2].value)}", (told(-1), told(-2)), rule,
                          unit, "the amount added at the last place told"))
    previous = told(-1)
    added_before = _step_operand(steps[-1], unit)
    for index, (value, added) in enumerate(_carry(family, entry.values,
                                                  entry.asked - observed[-1].position)):
        position = observed[-1].position + index + 1
        name = f"place {position}"
        if family is Family.SECOND_DIFFERENCE:
            grown = Step(f"added at place {position}", f"{fraction_text(added_before.value)} + "
                         f"{fraction_text(growth)}", (added_before, _step_operand(steps[1], unit)),
                         added, unit, f"the amount added at place {position}")
            steps.append(grown)
            increment = added_before = _step_operand(grown, unit)
            symbol = "+"
        elif family is Family.RATIO:
            increment = _step_operand(steps[0], "")
            symbol = "×"
        else:
            increment = _step_operand(steps[0], unit)
            symbol = "+"
        steps.append(Step(name, f"{fraction_text(previous.value)} {symbol} "
                          f"{fraction_text(increment.value)}", (previous, increment), value, unit,
                          f"{entry.unit} at place {position}"))
        previous = _step_operand(steps[-1], unit)
    return tuple(steps)


def _step_operand(step: Step, unit: str) -> Operand:
    return Operand(step.value, unit, Citation("step", step.name))


def _differences(values: tuple[Fraction, ...]) -> tuple[Fraction, ...]:
    return tuple(b - a for a, b in pairwise(values))


def _carry(family: Family, values: tuple[Fraction, ...],
           steps_ahead: int) -> list[tuple[Fraction, Fraction]]:
    """(term, what was added or the factor) for each place after the last observed one."""
    assert steps_ahead >= 1 and fits(family, values)
    last = values[-1]
    added = values[-1] - values[-2]
    growth = _differences(_differences(values))[0] if len(values) >= 3 else Fraction(0)
    out: list[tuple[Fraction, Fraction]] = []
    for _ in range(steps_ahead):
        if family is Family.RATIO:
            factor = values[1] / values[0]
            last = last * factor
            out.append((last, factor))
            continue
        if family is Family.SECOND_DIFFERENCE:
            added = added + growth
        last = last + added
        out.append((last, added))
    return out
