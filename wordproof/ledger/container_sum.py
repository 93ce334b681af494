"""Things put into a row of containers, asked together: "Ivo has 3 jars. He puts 12 buttons in
the first jar, 8 buttons in the second jar and 5 buttons in the third jar. How many buttons does
Ivo have?" (25 buttons).

Replay adds the counts put into the containers; that this is the one total the containers
hold is proven in Z3 (obligations/container_sum.py)."""

from __future__ import annotations

from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Quoted, Step, fraction_text


def _parts(items: tuple[Quoted, ...] | list[Quoted]) -> tuple[Quoted, ...]:
    return tuple(items)


@attrs.frozen
class ContainerSumEntry:
    id: str
    containers: Quoted  # "3" of "Ivo has 3 jars"
    container: str  # the containers' noun: "jars"
    parts: tuple[Quoted, ...] = attrs.field(converter=_parts)  # the count put in each, in row order
    unit: str  # the things counted: "buttons"
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        told = "; ".join(f"container {index + 1}: {fraction_text(part.value)}"
                         for index, part in enumerate(self.parts))
        return (f"{self.id}: {fraction_text(self.containers.value)} {self.container}, {self.unit} "
                f"put in each: {told}; asked: {self.asked_text}",)


def replay_container_sum(entry: ContainerSumEntry) -> tuple[Step, ...]:
    """The counts put into the containers, added."""
    total = sum((part.value for part in entry.parts), Fraction(0))
    containers = f"{fraction_text(entry.containers.value)} {entry.container}"
    return (Step("together", " + ".join(fraction_text(part.value) for part in entry.parts),
                 tuple(part.operand() for part in entry.parts), total, "",
                 f"the {entry.unit} in the {containers}, together"),)


__all__ = ["ContainerSumEntry", "replay_container_sum"]
