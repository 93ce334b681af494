"""A mean's entry: the numbers of one list told ("He counted: 13, 8, 21 and 23") and the
question asking their mean (average).

Replay adds the numbers and divides the sum by how many the list holds; that the mean is
the one value whose count-fold is the sum is proven in Z3 (obligations/means.py).
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


def _told(items: Iterable[Quoted]) -> tuple[Quoted, ...]:
    return tuple(items)


@attrs.frozen
class MeanEntry:
    id: str
    told: tuple[Quoted, ...] = attrs.field(converter=_told)
    listed: Quoted  # the list's words: how many numbers it holds, and where it is told
    unit: str  # "dollars" when every number is money, else ""
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        numbers = ", ".join(fraction_text(t.value) for t in self.told)
        return (f"{self.id}: mean of {numbers} ({self.listed.text!r}); asked: {self.asked_text}",)


def replay_mean(entry: MeanEntry) -> tuple[Step, ...]:
    """The sum of the told numbers, then that sum over how many were told."""
    operands = tuple(t.operand(entry.unit) for t in entry.told)
    total = sum((t.value for t in entry.told), Fraction(0))
    added = Step("sum", " + ".join(fraction_text(t.value) for t in entry.told), operands, total,
                 entry.unit, "every number of the list added")
    count = entry.listed.operand()
    mean = Step("mean", f"{fraction_text(total)} ÷ {fraction_text(count.value)}",
                (Operand(total, entry.unit, Citation("step", "sum")), count), total / count.value,
                entry.unit, "the sum shared equally over the numbers told")
    return (added, mean)


__all__ = ["MeanEntry", "replay_mean"]
