"""A unit weight's entry: the weight of some things of one kind told ("The weight of 4 cakes is
800 g"), the total weight of some of them with some things of another kind ("The total weight of
3 cakes and 5 buns is 1 kg 100 g"), and the question how much heavier one thing of one kind is
than one of the other.

Replay finds one of the first kind (the weight over the count), takes the first kind's share
out of the total, shares the rest over the other kind's count, and takes the lighter from the
heavier; that the told relations pin that difference is proven in Z3 (obligations/weights.py).
"""

from __future__ import annotations

from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


def _parts(items: tuple[tuple[Quoted, Fraction, str], ...]) -> tuple[tuple[Quoted, Fraction, str], ...]:
    return tuple(items)


@attrs.frozen
class Mass:
    """A mass told as one or more numbers with units ("1 kg 100 g"): each number, its unit's
    size in the unit of the answer, and the unit's name."""

    parts: tuple[tuple[Quoted, Fraction, str], ...] = attrs.field(converter=_parts)
    text: str

    @property
    def value(self) -> Fraction:
        return sum((number.value * factor for number, factor, _ in self.parts), Fraction(0))


@attrs.frozen
class UnitWeightEntry:
    id: str
    known: str  # the kind whose weight is told alone: "cakes"
    other: str  # the kind told only in the total: "buns"
    known_count: Quoted  # "4" of "The weight of 4 cakes"
    known_mass: Mass  # "800 g"
    total_known: Quoted  # "3" cakes in the total
    total_other: Quoted  # "5" buns in the total
    total_mass: Mass  # "1 kg 100 g"
    known_heavier: bool  # the question asks how much heavier one of the known kind is
    unit: str  # the unit of the answer: the smallest told ("grams")
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        return (f"{self.id}: {fraction_text(self.known_count.value)} {self.known} weigh "
                f"{self.known_mass.text}; {fraction_text(self.total_known.value)} {self.known} and "
                f"{fraction_text(self.total_other.value)} {self.other} weigh {self.total_mass.text}; "
                f"asked: {self.asked_text}",)


def _in_unit(name: str, mass: Mass, unit: str) -> tuple[Step | None, Operand]:
    """The mass as one number in the answer's unit: a step when it took a conversion."""
    if len(mass.parts) == 1 and mass.parts[0][1] == 1:
        return None, mass.parts[0][0].operand(unit)
    operands: list[Operand] = []
    for number, factor, written in mass.parts:
        operands.append(number.operand(written))
        if factor != 1:
            operands.append(Operand(factor, unit, Citation("lexicon", f"1 {written} = {factor} {unit}")))
    expression = " + ".join(f"{fraction_text(n.value)} × {fraction_text(f)}" for n, f, _ in mass.parts)
    step = Step(name, expression, operands, mass.value, unit, f"{mass.text} in {unit}")
    return step, Operand(mass.value, unit, Citation("step", name))


def replay_unit_weight(entry: UnitWeightEntry) -> tuple[Step, ...]:
    """One of each kind, then the difference asked."""
    unit = entry.unit
    steps: list[Step] = []
    known_step, known_mass = _in_unit("known_mass", entry.known_mass, unit)
    total_step, total_mass = _in_unit("total_mass", entry.total_mass, unit)
    steps += [s for s in (known_step, total_step) if s is not None]
    one_known = entry.known_mass.value / entry.known_count.value
    steps.append(Step("one_known", f"{fraction_text(entry.known_mass.value)} ÷ "
                      f"{fraction_text(entry.known_count.value)}",
                      (known_mass, entry.known_count.operand()), one_known, unit,
                      f"one of the {entry.known}: their weight over how many they are"))
    known_share = one_known * entry.total_known.value
    steps.append(Step("known_share", f"{fraction_text(one_known)} × {fraction_text(entry.total_known.value)}",
                      (Operand(one_known, unit, Citation("step", "one_known")), entry.total_known.operand()),
                      known_share, unit, f"the {entry.known} in the total"))
    others = entry.total_mass.value - known_share
    steps.append(Step("other_share",
                      f"{fraction_text(entry.total_mass.value)} − {fraction_text(known_share)}",
                      (total_mass, Operand(known_share, unit, Citation("step", "known_share"))),
                      others, unit, f"the {entry.other} in the total"))
    one_other = others / entry.total_other.value
    steps.append(Step("one_other", f"{fraction_text(others)} ÷ {fraction_text(entry.total_other.value)}",
                      (Operand(others, unit, Citation("step", "other_share")), entry.total_other.operand()),
                      one_other, unit, f"one of the {entry.other}"))
    heavier, lighter = ("one_known", "one_other") if entry.known_heavier else ("one_other", "one_known")
    values = {"one_known": one_known, "one_other": one_other}
    steps.append(Step("heavier_by", f"{fraction_text(values[heavier])} − {fraction_text(values[lighter])}",
                      (Operand(values[heavier], unit, Citation("step", heavier)),
                       Operand(values[lighter], unit, Citation("step", lighter))),
                      values[heavier] - values[lighter], unit, "how much heavier one is than the other"))
    return tuple(steps)


__all__ = ["Mass", "UnitWeightEntry", "replay_unit_weight"]
