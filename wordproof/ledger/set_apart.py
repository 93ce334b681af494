"""One part of a whole put apart, the rest parted evenly: "Ivy had 40 shirts. She put 16 of them
in one box and split the rest into 3 boxes. How many shirts are in each of the 3 boxes?" (8).

Replay takes the part put apart from the whole, then parts the rest; that this is the one size
the told relations leave (apart + parts × each = whole) is proven in Z3 (obligations/set_apart.py).
"""

from __future__ import annotations

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


@attrs.frozen
class SetApartEntry:
    id: str
    whole: Quoted  # "40" of "had 40 shirts"
    apart: Quoted  # "16" of "put 16 of them in one box"
    parts: Quoted  # "3" of "into 3 boxes"
    things: str  # "shirts"
    part: str  # "boxes"
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        return (f"{self.id}: {fraction_text(self.whole.value)} {self.things}, "
                f"{fraction_text(self.apart.value)} put apart, the rest parted among "
                f"{fraction_text(self.parts.value)} {self.part}; asked: {self.asked_text}",)


def replay_set_apart(entry: SetApartEntry) -> tuple[Step, ...]:
    """The rest, then each part of it."""
    rest_value = entry.whole.value - entry.apart.value
    rest = Step("rest", f"{fraction_text(entry.whole.value)} − {fraction_text(entry.apart.value)}",
                (entry.whole.operand(entry.things), entry.apart.operand(entry.things)), rest_value,
                entry.things, f"the {entry.things} not put apart")
    rest_told = Operand(rest_value, entry.things, Citation("step", "rest"))
    each = Step("each_part", f"{fraction_text(rest_value)} ÷ {fraction_text(entry.parts.value)}",
                (rest_told, entry.parts.operand(entry.part)), rest_value / entry.parts.value, entry.things,
                f"the {entry.things} in each of the {entry.part}")
    return (rest, each)


__all__ = ["SetApartEntry", "replay_set_apart"]
