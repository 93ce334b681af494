"""The jobs a sum earned pays for at a price for each: "Ivo made 20 dollars washing cars. If he
charged 5 dollars for each car, how many cars did he wash?" (4).

Replay divides the sum by the price of one; that this is the one count the told relation leaves
(count × price = sum) is proven in Z3 (obligations/jobs_paid.py).
"""

from __future__ import annotations

import attrs

from wordproof.ledger.derivation import Quoted, Step, fraction_text


@attrs.frozen
class JobsPaidEntry:
    id: str
    earned: Quoted  # "20" of "made 20 dollars"
    price: Quoted  # "5" of "5 dollars for each car"
    things: str  # "cars"
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        return (f"{self.id}: {fraction_text(self.earned.value)} dollars earned, "
                f"{fraction_text(self.price.value)} dollars for each of the {self.things}; "
                f"asked: {self.asked_text}",)


def replay_jobs_paid(entry: JobsPaidEntry) -> tuple[Step, ...]:
    """The sum over the price of one."""
    return (Step("jobs", f"{fraction_text(entry.earned.value)} ÷ {fraction_text(entry.price.value)}",
                 (entry.earned.operand("dollars"), entry.price.operand("dollars")),
                 entry.earned.value / entry.price.value, entry.things,
                 f"the {entry.things} the sum pays for"),)


__all__ = ["JobsPaidEntry", "replay_jobs_paid"]
