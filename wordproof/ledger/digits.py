"""A two-digit number told by relations of its digits: "In a two digit number, the sum of the
digits is 9. If the digits are reversed, the number is increased by 9. Find the number."

Each side of a relation is a sum of the tens digit, the units digit, their product and a
constant, each times a coefficient (``DigitTerm``): the number is 10 × tens + units, the number
with its digits reversed 10 × units + tens. Replay tries the ninety two-digit numbers and keeps
the one every relation holds of (none or several: no answer); Z3 proves over whole digits that
the relations hold of it and of no other (obligations/digits.py).
"""

from __future__ import annotations

from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step


@attrs.frozen
class DigitTerm:
    """tens × t + units × u + product × t·u + constant."""

    tens: Fraction = Fraction(0)
    units: Fraction = Fraction(0)
    product: Fraction = Fraction(0)
    constant: Fraction = Fraction(0)

    def plus(self, other: DigitTerm, sign: int = 1) -> DigitTerm:
        return DigitTerm(self.tens + sign * other.tens, self.units + sign * other.units,
                         self.product + sign * other.product, self.constant + sign * other.constant)

    def times(self, factor: Fraction) -> DigitTerm:
        return DigitTerm(self.tens * factor, self.units * factor, self.product * factor,
                         self.constant * factor)

    def at(self, tens: int, units: int) -> Fraction:
        return (self.tens * tens + self.units * units + self.product * tens * units
                + self.constant)


NUMBER = DigitTerm(tens=Fraction(10), units=Fraction(1))
REVERSED = DigitTerm(tens=Fraction(1), units=Fraction(10))
DIGIT_SUM = DigitTerm(tens=Fraction(1), units=Fraction(1))
DIGIT_PRODUCT = DigitTerm(product=Fraction(1))
TENS = DigitTerm(tens=Fraction(1))
UNITS = DigitTerm(units=Fraction(1))


@attrs.frozen
class DigitRelation:
    id: str
    left: DigitTerm
    right: DigitTerm
    clause: str
    span: tuple[int, int]
    quoted: tuple[Quoted, ...]  # the numbers of the text the relation uses

    def holds(self, tens: int, units: int) -> bool:
        return self.left.at(tens, units) == self.right.at(tens, units)


def _relations(items: tuple[DigitRelation, ...] | list[DigitRelation]) -> tuple[DigitRelation, ...]:
    return tuple(items)


@attrs.frozen
class DigitsEntry:
    relations: tuple[DigitRelation, ...] = attrs.field(converter=_relations)
    asked_text: str

    def describe(self) -> tuple[str, ...]:
        return (*(f"{r.id}: {r.clause!r}" for r in self.relations),
                f"asked: {self.asked_text}")

    def numbers_meeting(self) -> list[tuple[int, int]]:
        """The (tens, units) digits of every two-digit number all the relations hold of."""
        return [(tens, units) for tens in range(1, 10) for units in range(10)
                if all(r.holds(tens, units) for r in self.relations)]


_TEN = Operand(Fraction(10), "", Citation("lexicon", "a tens digit counts ten"))


def replay_digits(entry: DigitsEntry) -> tuple[Step, ...] | None:
    """The digits of the one two-digit number the relations hold of, and the number they
    make; None when no number or more than one meets them."""
    found = entry.numbers_meeting()
    if len(found) != 1:
        return None
    (tens, units), = found
    tried = "; ".join(r.clause for r in entry.relations)
    tens_step = Step("tens digit", f"{tens}", (), Fraction(tens), "",
                     f"of the two-digit numbers 10 to 99, the one that {tried!r} holds of")
    units_step = Step("units digit", f"{units}", (), Fraction(units), "", "its units digit")
    number = Step("the number", f"10 × {tens} + {units}",
                  (_TEN, Operand(Fraction(tens), "", Citation("step", "tens digit")),
                   Operand(Fraction(units), "", Citation("step", "units digit"))),
                  Fraction(10 * tens + units), "", "ten for each tens and one for each unit")
    return (tens_step, units_step, number)


__all__ = ["DIGIT_PRODUCT", "DIGIT_SUM", "NUMBER", "REVERSED", "TENS", "UNITS", "DigitRelation",
           "DigitTerm", "DigitsEntry", "replay_digits"]
