"""Saving toward a price: "Ana wants to buy a bike that costs $60. She has $20 and saves $5 a
week. How many weeks will it take her to save enough?" ($40 still to save, $5 a week: 8 weeks).

Replay takes what is held from the price, then counts how many times the sum saved each period
goes into what is still to save; that this is the one count the told relations leave is proven in
Z3 (obligations/savings_goal.py).
"""

from __future__ import annotations

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


@attrs.frozen
class SavingsGoalEntry:
    id: str
    price: Quoted  # "$60" of "a bike that costs $60"
    held: Quoted | None  # "$20" of "She has $20", or None when nothing is held
    saved: Quoted  # "$5" of "saves $5 a week"
    period: str  # the period each sum is saved in, plural: "weeks"
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        held = "nothing" if self.held is None else f"{fraction_text(self.held.value)} dollars"
        return (f"{self.id}: a price of {fraction_text(self.price.value)} dollars, {held} held, "
                f"{fraction_text(self.saved.value)} dollars saved each of the {self.period}; "
                f"asked: {self.asked_text}",)


def replay_savings_goal(entry: SavingsGoalEntry) -> tuple[Step, ...]:
    """What is still to save, then the periods that saving takes."""
    steps: list[Step] = []
    rest = entry.price.operand("dollars")
    if entry.held is not None:
        rest_value = entry.price.value - entry.held.value
        worked = f"{fraction_text(entry.price.value)} − {fraction_text(entry.held.value)}"
        steps.append(Step("still_to_save", worked,
                          (entry.price.operand("dollars"), entry.held.operand("dollars")), rest_value,
                          "dollars", "the dollars still to save: the price less what is held"))
        rest = Operand(rest_value, "dollars", Citation("step", "still_to_save"))
    periods = rest.value / entry.saved.value
    steps.append(Step("periods_saving", f"{fraction_text(rest.value)} ÷ {fraction_text(entry.saved.value)}",
                      (rest, entry.saved.operand("dollars")), periods, entry.period,
                      f"the {entry.period} of saving: each one adds the same sum"))
    return tuple(steps)


__all__ = ["SavingsGoalEntry", "replay_savings_goal"]
