"""The time a wage told for a stretch of work takes to earn another sum: "Ana earns $30 for 5
hours of work. How many hours does she have to work to earn $48?" ($6 an hour: 8 hours).

Replay takes the rate (the sum earned over the time told), then the time the sum wanted takes at
that rate; that this is the one time the told relations leave is proven in Z3
(obligations/wage_time.py).
"""

from __future__ import annotations

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


@attrs.frozen
class WageTimeEntry:
    id: str
    earned: Quoted  # "$30" of "earns $30 for 5 hours"
    time: Quoted  # "5" of "for 5 hours"
    wanted: Quoted  # "$48" of "to earn $48"
    unit: str  # the unit of time, plural: "hours"
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        return (f"{self.id}: {fraction_text(self.earned.value)} dollars earned for "
                f"{fraction_text(self.time.value)} {self.unit}, {fraction_text(self.wanted.value)} "
                f"dollars wanted at the same rate; asked: {self.asked_text}",)


def replay_wage_time(entry: WageTimeEntry) -> tuple[Step, ...]:
    """The rate per unit of time, then the time the sum wanted takes."""
    one = entry.unit[:-1]
    rate = entry.earned.value / entry.time.value
    rate_step = Step("rate", f"{fraction_text(entry.earned.value)} ÷ {fraction_text(entry.time.value)}",
                     (entry.earned.operand("dollars"), entry.time.operand(entry.unit)), rate,
                     f"dollars per {one}", f"the dollars earned each {one}")
    needed = entry.wanted.value / rate
    needed_step = Step("time_needed", f"{fraction_text(entry.wanted.value)} ÷ {fraction_text(rate)}",
                       (entry.wanted.operand("dollars"),
                        Operand(rate, f"dollars per {one}", Citation("step", "rate"))), needed,
                       entry.unit, f"the {entry.unit} that earn the sum wanted at the same rate")
    return (rate_step, needed_step)


__all__ = ["WageTimeEntry", "replay_wage_time"]
