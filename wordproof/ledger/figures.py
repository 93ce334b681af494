"""A figure entry: one plane figure, a rectangle, a square or a regular polygon, the measures
the text tells of it (its sides, named length, width or height; its area; its perimeter) and
the one measure a question asks.

A rectangle has two sides, ``first`` and ``second``: the first side name told is the first
side, any other side name the second (three side names are a solid, never read). A square has
one side. The relations are the plane figure's: area = first × second, perimeter =
2 × (first + second), and for a square first = second. Replay emits the arithmetic that
reaches the asked measure from exactly two told measures of a rectangle (one of a square), every
told number used; the obligations (obligations/figures.py) prove in Z3 that the relations and
the told measures leave the asked one a single value. A side may be told by the other, in
place of a measure: side = factor × other + offset ("the length is twice the width", "4 feet
longer than it is wide"); the replay solves the relation with the one measure told. A regular
polygon (its sides said equal: "an equilateral triangle", "a regular pentagon") has one side
and its perimeter, the side times the count of sides; nothing else of it is read.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text
from wordproof.lexicon.tables import MeasureUnit, measure_unit
from wordproof.refusals import Refusal, RefusalCode, Stage


class Measure(enum.Enum):
    LENGTH = "length"
    WIDTH = "width"
    HEIGHT = "height"
    SIDE = "side"
    AREA = "area"
    PERIMETER = "perimeter"
    BASE = "base"

    @property
    def is_side(self) -> bool:
        return self in _SIDES


_SIDES = frozenset({Measure.LENGTH, Measure.WIDTH, Measure.HEIGHT, Measure.SIDE})


class Shape(enum.Enum):
    RECTANGLE = "rectangle"
    SQUARE = "square"
    UNSAID = "figure told long and wide"  # read as a rectangle: its sides are named, no more
    REGULAR = "regular polygon"  # "an equilateral triangle", "a regular pentagon": sides equal
    TRIANGLE = "triangle"  # its area is half its base times its height
    PARALLELOGRAM = "parallelogram"  # its area is its base times its height

    @property
    def by_base(self) -> bool:
        """Whether the figure is measured by a base and the height to it."""
        return self in (Shape.TRIANGLE, Shape.PARALLELOGRAM)

    @property
    def area_share(self) -> Fraction:
        """The share of base × height the area is."""
        return Fraction(1, 2) if self is Shape.TRIANGLE else Fraction(1)


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
class SideRelation:
    """One side told by the other: side = factor × other + offset ("the length is twice the
    width": factor 2; "the width is 3 feet less than the length": offset −3; "1 meter less than
    twice its width"). No factor said is 1, no offset 0; ``lower`` says the offset is taken off."""

    side: Measure
    other: Measure
    factor: Quoted | None
    offset: Quoted | None
    offset_unit: MeasureUnit | None
    lower: bool
    text: str

    @property
    def times(self) -> Fraction:
        return self.factor.value if self.factor is not None else Fraction(1)

    @property
    def plus(self) -> Fraction:
        value = self.offset.value if self.offset is not None else Fraction(0)
        return -value if self.lower else value


def _relations(items: tuple[SideRelation, ...] | list[SideRelation]) -> tuple[SideRelation, ...]:
    return tuple(items)


@attrs.frozen
class FigureEntry:
    id: str
    figure: str  # the figure as the text names it ("garden", "square")
    shape: Shape
    told: tuple[ToldMeasure, ...] = attrs.field(converter=_told)
    asked: Measure
    asked_text: str
    # the unit the question names: "How many square feet", "…, in feet?"
    asked_unit: MeasureUnit | None = None
    by: bool = False  # the sides told "12 feet by 10 feet": which is the length is not said
    sides: int = 4  # how many equal sides a regular polygon has
    relations: tuple[SideRelation, ...] = attrs.field(default=(), converter=_relations)

    def side_names(self) -> tuple[Measure, ...]:
        """The side names in the order told; a square's every side is its one side."""
        if self.shape in (Shape.SQUARE, Shape.REGULAR):
            return (Measure.SIDE,)
        names: list[Measure] = []
        for told in self.told:
            if told.measure.is_side and told.measure not in names:
                names.append(told.measure)
        for relation in self.relations:
            names += [m for m in (relation.side, relation.other) if m not in names]
        if self.asked.is_side and self.asked not in names:
            names.append(self.asked)
        return tuple(names)

    def describe(self) -> tuple[str, ...]:
        told = ", ".join(f"{t.measure.value} {fraction_text(t.value)} {t.unit.plural}"
                         for t in self.told)
        told = "; ".join([told, *(r.text for r in self.relations)]) if self.relations else told
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
    if entry.shape.by_base:
        return "first" if measure is Measure.BASE else "second"
    return "second" if entry.side_names().index(measure) else "first"


def units_of(entry: FigureEntry) -> tuple[MeasureUnit, MeasureUnit] | Refusal:
    """The one unit of length every side and perimeter is told in, and its square, which the
    area must be told (and asked) in; a refusal when they differ (feet beside inches are
    never multiplied)."""
    lengths = {t.unit.name for t in entry.told if t.measure is not Measure.AREA} | {
        r.offset_unit.name for r in entry.relations if r.offset_unit is not None}
    areas = {t.unit.name for t in entry.told if t.measure is Measure.AREA}
    if entry.asked_unit is not None:
        (areas if entry.asked_unit.dimension == "area" else lengths).add(entry.asked_unit.name)
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
    if entry.shape.by_base:
        return _replay_by_base(entry, length.plural, area.plural)
    if len(entry.side_names()) > 2:
        return _unread(entry, "three sides named: a solid")
    needed = 1 if entry.shape in (Shape.SQUARE, Shape.REGULAR) else 2
    if len(entry.told) + len(entry.relations) != needed:
        return _unread(entry, f"{len(entry.told)} measures told of a {entry.shape.value}")
    if entry.relations and (needed == 1 or entry.by):
        return _unread(entry, f"a side told by another of a {entry.shape.value}")
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
        if entry.relations:
            solved = _solve_relation(entry.relations[0], role(entry, entry.relations[0].side),
                                     role(entry, entry.relations[0].other), asked, known, add,
                                     length.plural)
            if solved is not None:
                return _unread(entry, solved)
        elif len(sides) == 1:
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


def _replay_by_base(entry: FigureEntry, length: str, area: str) -> tuple[tuple[Step, ...], str] | Refusal:
    """A triangle's or a parallelogram's base, height or area from the other two: area = share
    × base × height (a triangle's share ½, a parallelogram's 1)."""
    read = (Measure.BASE, Measure.HEIGHT, Measure.AREA)
    told = {t.measure: t for t in entry.told}
    if entry.relations or len(told) != 2 or len(entry.told) != 2 or entry.asked in told or not (
            {entry.asked, *told} <= set(read)):
        return _unread(entry, f"a {entry.shape.value} is read by its base, height and area only")
    operand = {m: Operand(t.value, area if m is Measure.AREA else length,
                          Citation("text", t.text, t.span)) for m, t in told.items()}
    share = entry.shape.area_share
    rule = Operand(share if entry.asked is Measure.AREA else 1 / share, "", Citation(*_SHAPE_RULE))
    if entry.asked is Measure.AREA:
        base, height = operand[Measure.BASE], operand[Measure.HEIGHT]
        value = share * base.value * height.value
        shown = f"{fraction_text(base.value)} × {fraction_text(height.value)}"
        expression = f"{fraction_text(share)} × {shown}" if share != 1 else shown
        operands = (rule, base, height) if share != 1 else (base, height)
    else:
        known = operand[Measure.HEIGHT if entry.asked is Measure.BASE else Measure.BASE]
        whole = operand[Measure.AREA]
        value = whole.value / share / known.value
        shown = f"{fraction_text(whole.value)} ÷ {fraction_text(known.value)}"
        expression = f"{fraction_text(1 / share)} × {shown}" if share != 1 else shown
        operands = (rule, whole, known) if share != 1 else (whole, known)
    why = f"a {entry.shape.value}'s area is {'half ' if share != 1 else ''}its base times its height"
    if value <= 0:
        return _unread(entry, f"the {entry.asked.value} would be no length")
    unit = area if entry.asked is Measure.AREA else length
    return (Step(entry.asked.value, expression, operands, value, unit, why),), unit


def _solve_relation(relation: SideRelation, side: str, other: str, asked: str,
                    known: dict[str, Operand],
                    add: Callable[[str, str, tuple[Operand, ...], Fraction, str], Operand],
                    unit: str) -> str | None:
    """Both sides from a side told by the other (side = factor × other ± offset) and the one
    measure told: a side, the perimeter, or the area (the positive root of factor × other² +
    offset × other = area, when it is exact), the asked one last; why not, when they cannot be
    reached."""
    rule = Citation(*_SHAPE_RULE)
    times, plus = relation.times, relation.plus
    factor = relation.factor.operand() if relation.factor is not None else None
    offset = relation.offset.operand(unit) if relation.offset is not None else None
    sign = "−" if relation.lower else "+"
    undo = "+" if relation.lower else "−"
    ft = fraction_text(times)
    off = fraction_text(abs(plus))

    def operands(*items: Operand | None) -> tuple[Operand, ...]:
        return tuple(item for item in items if item is not None)

    def shifted(text: str) -> str:
        return f"{text} {undo} {off}" if offset is not None else text

    def divided(text: str, by: str) -> str:
        if factor is None and by == ft:
            return text
        return f"({text}) ÷ {by}" if offset is not None else f"{text} ÷ {by}"

    why = f"{relation.text!r}"
    if other not in known and side in known:
        add(other, divided(shifted(fraction_text(known[side].value)), ft),
            operands(known[side], offset, factor), (known[side].value - plus) / times, why)
    elif other not in known and "perimeter" in known:
        two = Operand(Fraction(2), "", rule)
        half = add("half perimeter", f"{fraction_text(known['perimeter'].value)} ÷ 2",
                   (known["perimeter"], two), known["perimeter"].value / 2,
                   "a rectangle's perimeter goes round each side twice")
        one = Operand(Fraction(1), "", rule)
        add(other, divided(shifted(fraction_text(half.value)), f"({ft} + 1)"),
            operands(half, offset, factor, one), (half.value - plus) / (times + 1),
            f"half the perimeter is one of each side, and {why}")
    elif other not in known and "area" in known:
        area = known["area"].value
        if plus == 0:
            root = exact_root(area / times)
            expression = f"√({fraction_text(area)} ÷ {ft})"
        else:
            discriminant = exact_root(plus * plus + 4 * times * area)
            root = None if discriminant is None else (discriminant - plus) / (2 * times)
            expression = (f"(√({off}² + 4 × {ft} × {fraction_text(area)}) {undo} {off}) ÷ "
                          f"(2 × {ft})")
        if root is None:
            return "the side of that area is no exact number"
        add(other, expression, operands(known["area"], factor, offset), root,
            f"the area is one side times the other, and {why}")
    if other not in known:
        return "no measure is told beside the relation"
    if side not in known and asked != other:
        multiplied = f"{ft} × {fraction_text(known[other].value)}" if factor is not None \
            else fraction_text(known[other].value)
        add(side, f"{multiplied} {sign} {off}" if offset is not None else multiplied,
            operands(factor, known[other], offset), times * known[other].value + plus, why)
    return None


def _step_names(entry: FigureEntry) -> dict[str, str]:
    if entry.shape in (Shape.SQUARE, Shape.REGULAR):
        return {"first": "side", "second": "side"}
    sides = [m.value for m in entry.side_names()] + ["other side", "other side"]
    return {"first": sides[0], "second": sides[1]}


def _unread(entry: FigureEntry, why: str) -> Refusal:
    return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, f"{entry.asked_text!r}: {why}")
