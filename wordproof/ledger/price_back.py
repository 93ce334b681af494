"""The price of each of some things bought, worked back from the sum spent on all of them: "Ivo
spent 90 cents. He bought a pen for 30 cents and 4 erasers. How much did each eraser cost?" (the
pen's 30 cents taken from the 90: 60 cents for the 4 erasers, 15 cents each).

Replay adds what the things of a told price cost, takes that from the sum spent, and parts the
rest among the things of the price asked; that this is the one price the told relations leave
is proven in Z3 (obligations/price_back.py).
"""

from __future__ import annotations

from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


def _priced(items: tuple[tuple[str, Quoted, Quoted], ...]) -> tuple[tuple[str, Quoted, Quoted], ...]:
    return tuple(items)


@attrs.frozen
class PriceBackEntry:
    id: str
    spent: Quoted  # "90 cents" of "spent 90 cents"
    priced: tuple[tuple[str, Quoted, Quoted], ...] = attrs.field(converter=_priced)  # thing, count, each
    count: Quoted  # "4" of "and 4 erasers": the things of the price asked
    thing: str  # "eraser"
    unit: str  # the unit of every sum: "cents", "dollars"
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        told = "; ".join(f"{fraction_text(count.value)} {thing} at {fraction_text(each.value)} {self.unit}"
                         for thing, count, each in self.priced)
        return (f"{self.id}: {fraction_text(self.spent.value)} {self.unit} spent on {told}; and "
                f"{fraction_text(self.count.value)} {self.thing} at a price untold; "
                f"asked: {self.asked_text}",)


def replay_price_back(entry: PriceBackEntry) -> tuple[Step, ...]:
    """What the priced things cost together, the rest of the sum spent, and the rest parted
    among the things of the price asked."""
    operands: list[Operand] = []
    terms: list[str] = []
    told = Fraction(0)
    for _, count, price in entry.priced:
        told += count.value * price.value
        operands += [count.operand(), price.operand(entry.unit)]
        terms.append(f"{fraction_text(count.value)} × {fraction_text(price.value)}")
    priced = Step("priced_things", " + ".join(terms), operands, told, entry.unit,
                  "what the things of a told price cost together")
    rest_value = entry.spent.value - told
    priced_sum = Operand(told, entry.unit, Citation("step", "priced_things"))
    rest = Step("rest_spent", f"{fraction_text(entry.spent.value)} − {fraction_text(told)}",
                (entry.spent.operand(entry.unit), priced_sum), rest_value, entry.unit,
                f"what the {entry.thing} things cost together: the sum spent less the priced ones")
    each = Step("each_price", f"{fraction_text(rest_value)} ÷ {fraction_text(entry.count.value)}",
                (Operand(rest_value, entry.unit, Citation("step", "rest_spent")), entry.count.operand()),
                rest_value / entry.count.value, entry.unit, f"the price of one {entry.thing}, each alike")
    return (priced, rest, each)


__all__ = ["PriceBackEntry", "replay_price_back"]
