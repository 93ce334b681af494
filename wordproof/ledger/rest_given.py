"""What is left of a whole parted evenly, given elsewhere: "A farm packs 50 eggs. The eggs are
divided evenly among 8 cartons. The rest are given to a neighbor. How many eggs does the neighbor
get?" (each carton takes 6, 48 in all: 2 left).

Replay takes the most each part can take alike (the whole over the parts, rounded down), what the
parts take together, and the whole less that; that this is the one rest the told relations leave
(whole = parts × each + rest, each whole, 0 ≤ rest < parts) is proven in Z3
(obligations/rest_given.py).
"""

from __future__ import annotations

from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


@attrs.frozen
class RestGivenEntry:
    id: str
    whole: Quoted  # "50" of "50 eggs"
    parts: Quoted  # "8" of "among 8 cartons"
    things: str  # "eggs"
    part: str  # "cartons"
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        return (f"{self.id}: {fraction_text(self.whole.value)} {self.things} parted evenly among "
                f"{fraction_text(self.parts.value)} {self.part}, the rest given; asked: {self.asked_text}",)


def replay_rest_given(entry: RestGivenEntry) -> tuple[Step, ...]:
    """The most each part takes alike, what the parts take, and the rest."""
    whole, parts = entry.whole.value, entry.parts.value
    each_value = Fraction(whole // parts)
    each = Step("each_part", f"⌊{fraction_text(whole)} ÷ {fraction_text(parts)}⌋",
                (entry.whole.operand(entry.things), entry.parts.operand(entry.part)), each_value,
                entry.things, f"the most {entry.things} each of the {entry.part} takes alike")
    each_part = Operand(each_value, entry.things, Citation("step", "each_part"))
    taken = Step("parts_take", f"{fraction_text(each_value)} × {fraction_text(parts)}",
                 (each_part, entry.parts.operand(entry.part)),
                 each_value * parts, entry.things, f"the {entry.things} the {entry.part} take together")
    rest = Step("rest_given", f"{fraction_text(whole)} − {fraction_text(each_value * parts)}",
                (entry.whole.operand(entry.things), Operand(each_value * parts, entry.things,
                                                            Citation("step", "parts_take"))),
                whole - each_value * parts, entry.things, f"the {entry.things} left over, given elsewhere")
    return (each, taken, rest)


__all__ = ["RestGivenEntry", "replay_rest_given"]
