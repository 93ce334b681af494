"""One thing's price told against another's, asked of a purchase of the two: "A pen costs $3
more than a pad. If a pad costs $2, what is the total cost of both items?" ($7); "A mug costs
twice as much as a cup. A cup costs $4. How much do 3 mugs cost?" ($24).

Replay finds the compared price from the told one (times the factor, or plus / less the sum),
then the cost of the counts asked of each; that this is the one cost is proven in Z3
(obligations/price_compared.py)."""

from __future__ import annotations

import enum
from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


class PriceTie(enum.Enum):
    TIMES = "times"  # compared = by × told
    MORE = "more"  # compared = told + by
    LESS = "less"  # compared = told − by


@attrs.frozen
class PriceComparedEntry:
    id: str
    compared: str  # the thing whose price is told against the other's: "pen"
    told: str  # the thing whose price is told: "pad"
    price: Quoted  # the told price of one
    tie: PriceTie
    by: Quoted  # the factor or the sum
    clause: str  # the comparison as told
    counts: tuple[Fraction, Fraction]  # how many of the compared and of the told are bought
    count_words: tuple[Quoted | None, Quoted | None]  # the counts as told (None: one, or none)
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        return (f"{self.id}: {self.told} ${fraction_text(self.price.value)}; {self.compared}: "
                f"{self.tie.value} {fraction_text(self.by.value)} ({self.clause!r}); bought: "
                f"{fraction_text(self.counts[0])} {self.compared}, {fraction_text(self.counts[1])} "
                f"{self.told}; asked: {self.asked_text}",)


def compared_price(tie: PriceTie, told: Fraction, by: Fraction) -> Fraction:
    if tie is PriceTie.TIMES:
        return by * told
    return told + by if tie is PriceTie.MORE else told - by


def replay_price_compared(entry: PriceComparedEntry) -> tuple[Step, ...]:
    """The compared price, then each count asked times its price, added."""
    told = entry.price.operand("dollars")
    by = entry.by.operand("" if entry.tie is PriceTie.TIMES else "dollars")
    value = compared_price(entry.tie, told.value, by.value)
    symbol = {PriceTie.TIMES: "×", PriceTie.MORE: "+", PriceTie.LESS: "−"}[entry.tie]
    left, right = (by, told) if entry.tie is PriceTie.TIMES else (told, by)
    name = f"one {entry.compared}"
    steps = [Step(name, f"{fraction_text(left.value)} {symbol} {fraction_text(right.value)}",
                  (left, right), value, "dollars", entry.clause)]
    prices = (Operand(value, "dollars", Citation("step", name)), told)
    parts: list[Operand] = []
    things = (entry.compared, entry.told)
    for thing, price, count, said in zip(things, prices, entry.counts, entry.count_words, strict=True):
        if count == 0:
            continue
        if said is None:
            parts.append(price)
            continue
        label = f"{fraction_text(count)} {thing}"
        steps.append(Step(label, f"{fraction_text(count)} × {fraction_text(price.value)}",
                          (said.operand(), price), count * price.value, "dollars",
                          f"{said.text} at one's price"))
        parts.append(Operand(count * price.value, "dollars", Citation("step", label)))
    if len(parts) > 1:
        steps.append(Step("together", " + ".join(fraction_text(p.value) for p in parts), parts,
                          sum((p.value for p in parts), Fraction(0)), "dollars", "the cost of all bought"))
    return tuple(steps)


__all__ = ["PriceComparedEntry", "PriceTie", "compared_price", "replay_price_compared"]
