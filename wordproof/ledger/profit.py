"""The profit on things bought and sold at a price each: "Ben buys cups for $2 each and sells them
for $5 each. How much profit does he make by selling 20 cups?" ($3 on each cup, 20 cups: $60).

Replay takes what each thing cost from what it sold for, then takes that margin as many times as
there are things; that this is the one profit the told relations leave is proven in Z3
(obligations/profit.py).
"""

from __future__ import annotations

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


@attrs.frozen
class ProfitEntry:
    id: str
    count: Quoted  # "20" of "20 cups"
    cost: Quoted  # "$2" of "buys cups for $2 each"
    price: Quoted  # "$5" of "sells them for $5 each"
    things: str  # "cups"
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        return (f"{self.id}: {fraction_text(self.count.value)} {self.things} bought at "
                f"{fraction_text(self.cost.value)} dollars each and sold at "
                f"{fraction_text(self.price.value)} dollars each; asked: {self.asked_text}",)


def replay_profit(entry: ProfitEntry) -> tuple[Step, ...]:
    """The margin on one thing, then on all of them."""
    margin_value = entry.price.value - entry.cost.value
    margin = Step("margin_each", f"{fraction_text(entry.price.value)} − {fraction_text(entry.cost.value)}",
                  (entry.price.operand("dollars"), entry.cost.operand("dollars")), margin_value, "dollars",
                  "the profit on one thing: what it sold for less what it cost")
    profit = Step("profit", f"{fraction_text(margin_value)} × {fraction_text(entry.count.value)}",
                  (Operand(margin_value, "dollars", Citation("step", "margin_each")),
                   entry.count.operand(entry.things)),
                  margin_value * entry.count.value, "dollars",
                  f"the profit on the {entry.things}, each one alike")
    return (margin, profit)


__all__ = ["ProfitEntry", "replay_profit"]
