"""What the things still needed take: "Jo had 5 stamps, but needed 8 in all. If each one costs
$2, how much more money does she need?" (3 stamps still needed, $2 each: $6).

Replay takes the things held from the things needed, then takes the amount each one costs (or
uses) as many times as there are things still to get; that this is the one amount the told
relations leave is proven in Z3 (obligations/rest_cost.py).
"""

from __future__ import annotations

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


@attrs.frozen
class RestCostEntry:
    id: str
    held: Quoted  # "5" of "had 5 stamps"
    needed: Quoted  # "8" of "needed 8 in all"
    each: Quoted  # "$2" of "each one costs $2"
    things: str  # the things held and needed: "stamps"
    unit: str  # what each one costs or uses: "dollars", "cups"
    asked_text: str
    rest: str = "still needed"  # what the rest are: "still needed", "that did" (reader/did_not.py)
    rest_why: str = "those needed less those held"

    def describe(self) -> tuple[str, ...]:
        return (f"{self.id}: {fraction_text(self.held.value)} {self.things} held, "
                f"{fraction_text(self.needed.value)} needed, each one {fraction_text(self.each.value)} "
                f"{self.unit}; asked: {self.asked_text}",)


def replay_rest_cost(entry: RestCostEntry) -> tuple[Step, ...]:
    """The things still needed, then what they take together."""
    rest_value = entry.needed.value - entry.held.value
    rest = Step("still_needed", f"{fraction_text(entry.needed.value)} − {fraction_text(entry.held.value)}",
                (entry.needed.operand(entry.things), entry.held.operand(entry.things)), rest_value,
                entry.things, f"the {entry.things} {entry.rest}: {entry.rest_why}")
    still = Operand(rest_value, entry.things, Citation("step", "still_needed"))
    taken = Step("rest_takes", f"{fraction_text(entry.each.value)} × {fraction_text(rest_value)}",
                 (entry.each.operand(entry.unit), still),
                 entry.each.value * rest_value, entry.unit,
                 f"the {entry.unit} the {entry.things} {entry.rest} take, each one alike")
    return (rest, taken)


__all__ = ["RestCostEntry", "replay_rest_cost"]
