"""A figure entry: one plane figure, a rectangle, a square or a regular polygon, the measures
the text tells of it (its sides, named length, width or height; its area; its perimeter) and
the one measure a question asks.

A rectangle has two sides, ``first`` and ``second``: the first side name told is the first
side, any other side name the second (three side names are a solid, never read). A square has
one side. The relations are the plane figure's: area = first × second, perimeter =
2 × (first + second), and for a square first = second. Replay emits the arithmetic that
reaches the asked measure from exactly two told measures of a rectangle (one of a square), every
told number used; the obligations (obligations/figures.py) prove in Z3 that the relations and
the told measures leave the asked one a single value. A regular polygon (its sides said equal:
"an equilateral triangle", "a regular pentagon") has one side and its perimeter, the side
times the count of sides; nothing else of it is read.
"""

from __future__ import annotations

import enum
from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Step, fraction_text
from wordproof.lexicon.tables import MeasureUnit, measure_unit
from wordproof.refusals import Refusal, RefusalCode, Stage


class Measure(enum.Enum):
    LENGTH = "length"
    WIDTH = "width"
    HEIGHT = "height"
    SIDE = "side"
    AREA = "area"
    PERIMETER = "perimeter"

    @property
    def is_side(self) -> bool:
        return self in _SIDES


_SIDES = frozenset({Measure.LENGTH, Measure.WIDTH, Measure.HEIGHT, Measure.SIDE})


class Shape(enum.Enum):
    RECTANGLE = "rectangle"
    SQUARE = "square"
    UNSAID = "figure told long and wide"  # read as a rectangle: its sides are named, no more
    REGULAR = "regular polygon"  # "an equilateral triangle", "a regular pentagon": sides equal


@attrs.frozen
class ToldMeasure:
    """One measure told of the figure: "12 feet long", "an area of 35 square yards"."""

    measure: Measure
    value: Fraction
    unit: MeasureUnit
    text: str  # the quoted number
    span: tuple[int, int]


def _told(items: tuple[ToldMeasure, ...] | list[ToldMeasure]) -> tuple[ToldMeasure, ...]:
    return tuple(items)


@attrs.frozen
class FigureEntry:
    id: str
    figure: str  # the figure as the text names it ("garden", "square")
    shape: Shape
    told: tuple[ToldMeasure, ...] = attrs.field(converter=_told)
    asked: Measure
    asked_text: str
    asked_unit: MeasureUnit | None = None  # "How many square feet": the unit the question names
    by: bool = False  # the sides told "12 feet by 10 feet": which is the length is not said
    sides: int = 4  # how many equal sides a regular polygon has

    def side_names(self) -> tuple[Measure, ...]:
        """The side names in the order told; a square's every side is its one side."""
        if self.shape in (Shape.SQUARE, Shape.REGULAR):
            return (Measure.SIDE,)
        names: list[Measure] = []
        for told in self.told:
            if told.measure.is_side and told.measure not in names:
                names.append(told.measure)
        if self.asked.is_side and self.asked not in names:
            names.append(self.asked)
        return tuple(names)

    def describe(self) -> tuple[str, ...]:
        told = ", ".join(f"{t.measure.value} {fraction_text(t.value)} {t.unit.plural}"
                         for t in self.told)
        return (f"{self.id}: {self.shape.value} ({self.figure}): {told}; asked: "
                f"{self.asked.value} ({self.asked_text})",)


def role(entry: FigureEntry, measure: Measure) -> str:
    """The variable a measure names: "first", "second", "area" or "perimeter"."""
    if measure is Measure.AREA:
        return "area"
    if measure is Measure.PERIMETER:
        return "perimeter"
    if entry.shape in (Shape.SQUARE, Shape.REGULAR):
        return "first"
    return "second" if entry.side_names().index(measure) else "first"


def units_of(entry: FigureEntry) -> tuple[MeasureUnit, MeasureUnit] | Refusal:
    """The one unit of length every side and perimeter is told in, and its square, which the
    area must be told (and asked) in; a refusal when they differ (feet beside inches are
    never multiplied)."""
    lengths = {t.unit.name for t in entry.told if t.measure is not Measure.AREA}
    areas = {t.unit.name for t in entry.told if t.measure is Measure.AREA}
    if entry.asked_unit is not None:
        areas.add(entry.asked_unit.name)
    lengths |= {name.removeprefix("square ") for name in areas}
    if len(lengths) != 1:
        return Refusal(RefusalCode.UNIT_MISMATCH, Stage.LEDGER, " and ".join(sorted(lengths)))
    length = measure_unit(lengths.pop())
    area = measure_unit(f"square {length.name}") if length is not None else None
    if length is None or length.dimension != "length" or area is None or area.dimension != "area":
        return Refusal(RefusalCode.UNIT_MISMATCH, Stage.LEDGER, "no unit of length")
    return length, area


def exact_root(value: Fraction) -> Fraction | None:
    """The positive square root when it is rational."""
    if value <= 0:
        return None
    num, den = _isqrt(value.numerator), _isqrt(value.denominator)
    if num is None or den is None:
        return None
    return Fraction(num, den)


def _isqrt(n: int) -> int | None:
    root = int(n ** 0.5)
    for candidate in (root - 1, root, root + 1):
        if candidate >= 0 and candidate * candidate == n:
            return candidate
    return None


_SHAPE_RULE = "lexicon", "plane figures"


def replay_figure(entry: FigureEntry) -> tuple[tuple[Step, ...], str] | Refusal:
    """The steps from the told measures to the asked one, and the answer's unit."""
    units = units_of(entry)
    if isinstance(units, Refusal):
        return units
    length, area = units
    unit_of = {"first": length.plural, "second": length.plural, "area": area.plural,
               "perimeter": length.plural, "half perimeter": length.plural}
    if len(entry.side_names()) > 2:
        return _unread(entry, "three sides named: a solid")
    needed = 1 if entry.shape in (Shape.SQUARE, Shape.REGULAR) else 2
    if len(entry.told) != needed:
        return _unread(entry, f"{len(entry.told)} measures told of a {entry.shape.value}")
    known: dict[str, Operand] = {}
    for told in entry.told:
        name = role(entry, told.measure)
        if name in known:
            return _unread(entry, f"the {name} side is told twice")
        known[name] = Operand(told.value, unit_of[name], Citation("text", told.text, told.span))
    asked = role(entry, entry.asked)
    if asked in known:
        return _unread(entry, f"the {entry.asked.value} asked is told")
    steps: list[Step] = []
    names = _step_names(entry)

    def add(name: str, expression: str, operands: tuple[Operand, ...], value: Fraction,
            why: str) -> Operand:
        steps.append(Step(names.get(name, name), expression, operands, value, unit_of[name], why))
        known[name] = Operand(value, unit_of[name], Citation("step", names.get(name, name)))
        return known[name]

    rule = Citation(*_SHAPE_RULE)
    if entry.shape is Shape.REGULAR:
        count = Operand(Fraction(entry.sides), "", rule)
        if asked == "perimeter" and "first" in known:
            add("perimeter", f"{entry.sides} × {fraction_text(known['first'].value)}",
                (count, known["first"]), entry.sides * known["first"].value,
                "the perimeter goes once round each of the equal sides")
        elif asked == "first" and "perimeter" in known:
            add("first", f"{fraction_text(known['perimeter'].value)} ÷ {entry.sides}",
                (known["perimeter"], count), known["perimeter"].value / entry.sides,
                "the perimeter is the equal sides together")
        else:
            return _unread(entry, f"the {entry.asked.value} of a regular polygon is not read")
        return tuple(steps), unit_of[asked]
    if entry.shape is Shape.SQUARE:
        if "area" in known:
            root = exact_root(known["area"].value)
            if root is None:
                return _unread(entry, "the side of that area is no exact number")
            add("first", f"√{fraction_text(known['area'].value)}", (known["area"],), root,
                "a square's side times itself is its area")
        elif "perimeter" in known:
            four = Operand(Fraction(4), "", rule)
            add("first", f"{fraction_text(known['perimeter'].value)} ÷ 4", (known["perimeter"], four),
                known["perimeter"].value / 4, "a square's four sides are equal")
        known["second"] = known["first"]
    else:
        if entry.by and asked in ("first", "second"):
            return _unread(entry, "which side is the length is not said")
        sides = [name for name in ("first", "second") if name in known]
        if len(sides) == 1:
            given, other = sides[0], "second" if sides[0] == "first" else "first"
            if "area" in known:
                add(other, f"{fraction_text(known['area'].value)} ÷ "
                    f"{fraction_text(known[given].value)}", (known["area"], known[given]),
                    known["area"].value / known[given].value,
                    "a rectangle's area is one side times the other")
            elif "perimeter" in known:
                two = Operand(Fraction(2), "", rule)
                half = add("half perimeter", f"{fraction_text(known['perimeter'].value)} ÷ 2",
                           (known["perimeter"], two), known["perimeter"].value / 2,
                           "a rectangle's perimeter goes round each side twice")
                add(other, f"{fraction_text(half.value)} − {fraction_text(known[given].value)}",
                    (half, known[given]), half.value - known[given].value,
                    "half the perimeter is one of each side")
        elif not sides:
            return _unread(entry, "no side is told")
    if asked in known:
        pass  # a square's side
    elif asked == "area":
        add("area", f"{fraction_text(known['first'].value)} × {fraction_text(known['second'].value)}",
            (known["first"], known["second"]), known["first"].value * known["second"].value,
            "the area is one side times the other")
    elif asked == "perimeter":
        two = Operand(Fraction(2), "", rule)
        add("perimeter", f"2 × ({fraction_text(known['first'].value)} + "
            f"{fraction_text(known['second'].value)})", (two, known["first"], known["second"]),
            2 * (known["first"].value + known["second"].value),
            "the perimeter goes round each side twice")
    else:
        return _unread(entry, f"the {entry.asked.value} cannot be reached")
    if not steps or known[asked].value <= 0:
        return _unread(entry, f"the {entry.asked.value} would be no length")
    return tuple(steps), unit_of[asked]


def _step_names(entry: FigureEntry) -> dict[str, str]:
    if entry.shape in (Shape.SQUARE, Shape.REGULAR):
        return {"first": "side", "second": "side"}
    sides = [m.value for m in entry.side_names()] + ["other side", "other side"]
    return {"first": sides[0], "second": sides[1]}


def _unread(entry: FigureEntry, why: str) -> Refusal:
    return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, f"{entry.asked_text!r}: {why}")
