"""A number puzzle's ledger: one unknown ("a number") and one told relation over it ("12 less
than twice a number is 20"), held as the operations the words apply to the number, innermost
first, and the result they are told to give.

Replay undoes the operations from the outside in, as a person works back from the result:
"12 less than twice a number is 20" is ×2 then −12, so the number is (20 + 12) ÷ 2. Each
operand cites the words that told it. That the relation pins the number (and only it) is
proven in Z3 (obligations/equations.py); an operation that loses the number (times 0)
leaves it unpinned and refuses there.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable
from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation, Operand, Quoted, Step, fraction_text


class Apply(enum.Enum):
    """What an operation does to the amount it is applied to (``by`` is its told number)."""

    TIMES = "×"
    DIVIDED = "÷"
    PLUS = "+"
    MINUS = "−"
    TAKEN_FROM = "from"  # "the number subtracted from 30": by − amount
    ITSELF = "+ itself ×"  # "plus twice itself": amount + by × the number


@attrs.frozen
class Operation:
    apply: Apply
    by: Quoted


def _operations(items: Iterable[Operation]) -> tuple[Operation, ...]:
    return tuple(items)


@attrs.frozen
class NumberEquation:
    """The operations applied to the unknown, innermost first, give ``result``."""

    id: str
    operations: tuple[Operation, ...] = attrs.field(converter=_operations)
    result: Quoted
    clause: str
    span: tuple[int, int]

    def loses_the_number(self) -> bool:
        """An operation after which every number gives the same amount ("0 times a number")."""
        return any(o.apply in (Apply.TIMES, Apply.DIVIDED) and o.by.value == 0
                   for o in self.operations)


@attrs.frozen
class NumberPuzzle:
    """One unknown number, the relation told of it, and how the question names it."""

    equation: NumberEquation
    unknown_text: str  # "a number", "a certain number"
    asked_text: str  # "What is the number?"
    # "consecutive (odd | even) numbers": the number is "whole", "odd" or "even"; "" any number
    # or "count": the number of things counted, whole and not below 0; "age": not below 0
    whole: str = ""
    unit: str = ""  # what the number counts ("birds"), when it counts things

    def describe(self) -> tuple[str, ...]:
        applied = " ".join(f"{o.apply.value} {fraction_text(o.by.value)}"
                           for o in self.equation.operations)
        kind = f" ({self.whole})" if self.whole else ""
        return (f"{self.equation.id}: the number{kind} {applied} = "
                f"{fraction_text(self.equation.result.value)} ({self.equation.clause!r})",
                f"asked: {self.unknown_text}")


def replay_puzzle(puzzle: NumberPuzzle) -> tuple[Step, ...]:
    """The steps that work back from the told result to the number, one per operation
    undone, outermost first. The number taken again ("plus twice itself") is gathered first:
    "a number plus itself, plus twice itself" is the number taken 1 + 1 + 2 times."""
    equation = puzzle.equation
    assert not equation.loses_the_number()
    steps: list[Step] = []
    operations = equation.operations
    undone = [(o.apply, o.by.operand(), o.by.text) for o in operations]
    gathered = [index for index, o in enumerate(operations) if o.apply is Apply.ITSELF]
    if gathered:
        head = operations[:gathered[-1] + 1]
        first = head[0].by.operand() if head[0].apply is Apply.TIMES else _ITSELF
        terms = (first, *(o.by.operand() for o in head if o.apply is Apply.ITSELF))
        name = "times the number is taken"
        total = sum((t.value for t in terms), Fraction(0))
        steps.append(Step(name, " + ".join(fraction_text(t.value) for t in terms), terms, total,
                          "", "the number and itself, gathered"))
        undone = [(Apply.TIMES, Operand(total, "", Citation("step", name)), name),
                  *undone[gathered[-1] + 1:]]
    current = equation.result.operand()
    for index, (apply, by, text) in enumerate(reversed(undone)):
        if apply is Apply.TIMES:
            value, symbol, operands = current.value / by.value, "÷", (current, by)
        elif apply is Apply.DIVIDED:
            value, symbol, operands = current.value * by.value, "×", (current, by)
        elif apply is Apply.PLUS:
            value, symbol, operands = current.value - by.value, "−", (current, by)
        elif apply is Apply.MINUS:
            value, symbol, operands = current.value + by.value, "+", (current, by)
        elif apply is Apply.TAKEN_FROM:
            value, symbol, operands = by.value - current.value, "−", (by, current)
        else:
            raise AssertionError(f"the number taken again after other operations: {equation}")
        name = "the number" if index == len(undone) - 1 else f"before {text!r}"
        steps.append(Step(name, f"{fraction_text(operands[0].value)} {symbol} "
                          f"{fraction_text(operands[1].value)}", operands, value, "",
                          f"undo {apply.value} {text!r}"))
        current = Operand(value, "", Citation("step", name))
    return tuple(steps)


class Tie(enum.Enum):
    """A relation told of two numbers: ``subject`` and ``other`` are the numbers' names."""

    SUM = "sum"  # the two add up to ``by``
    DIFFERENCE = "difference"  # the larger less the smaller is ``by``
    VALUE = "value"  # subject = by
    MULTIPLE = "multiple"  # subject = by × other
    MORE = "more"  # subject = other + by
    LESS = "less"  # subject = other − by
    WORTH = "worth"  # weights[0] × subject + weights[1] × other = by ("$5 each … $3 each")
    RATIO = "ratio"  # subject : other = weights[0] : weights[1] ("in the ratio 5:7")


@attrs.frozen
class PairRelation:
    id: str
    tie: Tie
    by: Quoted
    clause: str
    span: tuple[int, int]
    subject: str = ""
    other: str = ""
    weights: tuple[Operand, ...] = ()  # WORTH: what one of the subject and one of the other add;
    # RATIO: the ratio's terms of the subject and of the other


def _relations(items: Iterable[PairRelation]) -> tuple[PairRelation, ...]:
    return tuple(items)


@attrs.frozen
class NumberPair:
    """Two unknown numbers named as ``names`` (the larger and the smaller when ``ordered``),
    two relations told of them, and the one asked. When ``counted``, the two are counts of
    two kinds of thing that make up a told whole ("650 students": girls and boys), named by
    the kinds' words: whole and never below zero."""

    names: tuple[str, str]
    ordered: bool
    relations: tuple[PairRelation, ...] = attrs.field(converter=_relations)
    asked: str
    asked_text: str
    counted: bool = False
    unit: str = ""  # the unit of two amounts of one measure ("dollars": two prices), each above zero

    def called(self, name: str) -> str:
        """How a step names one of the two: "the larger number", "the boys", "the lamp"."""
        return f"the {name}" if self.counted or self.unit else f"the {name} number"

    def describe(self) -> tuple[str, ...]:
        return (*(f"{r.id}: {r.tie.value} {r.subject} {r.other} {fraction_text(r.by.value)} "
                  f"({r.clause!r})" for r in self.relations), f"asked: {self.called(self.asked)}")

    def partner(self, name: str) -> str:
        return self.names[1] if name == self.names[0] else self.names[0]


_TWO = Operand(Fraction(2), "", Citation("lexicon", "two numbers: two equal parts"))
_ITSELF = Operand(Fraction(1), "", Citation("lexicon", "the number itself, once"))


def replay_pair(pair: NumberPair) -> tuple[Step, ...] | None:
    """The steps a person takes to the asked number: from a number told, the other through
    the relation tying them; from a sum, the parts a difference or a multiple splits it into.
    None when no such steps are known for the relations told."""
    if len(pair.relations) != 2:
        return None
    steps: list[Step] = []

    def step(name: str, left: Operand, symbol: str, right: Operand, value: Fraction,
             why: str) -> Operand:
        steps.append(Step(name, f"{fraction_text(left.value)} {symbol} {fraction_text(right.value)}",
                          (left, right), value, "", why))
        return Operand(value, "", Citation("step", name))

    ratios = [r for r in pair.relations if r.tie is Tie.RATIO]
    if ratios:
        (other_tie,) = [r for r in pair.relations if r is not ratios[0]]
        return tuple(steps) if _split_by_ratio(pair, ratios[0], other_tie, step) else None
    values = [r for r in pair.relations if r.tie is Tie.VALUE]
    ties = [r for r in pair.relations if r.tie is not Tie.VALUE]
    if len(values) == 1:
        known, (tie,) = values[0], ties
        told, by = known.by.operand(), tie.by.operand()
        name = pair.partner(known.subject)
        if pair.asked != name:
            return None
        label = pair.called(name)
        found = _from_known(tie, known.subject, told, by, pair)
        if found is None:
            return None
        symbol, left, right, value = found
        step(label, left, symbol, right, value, f"{tie.clause!r} with {known.clause!r}")
        return tuple(steps)
    sums = [r for r in pair.relations if r.tie is Tie.SUM]
    if len(sums) != 1 or len(ties) != 2:
        differences = [r for r in ties if r.tie is Tie.DIFFERENCE]
        multiple = [r for r in ties if r.tie is Tie.MULTIPLE]
        if len(differences) == 1 and len(multiple) == 1 and pair.ordered and multiple[0].by.value > 1:
            # larger = K × smaller and larger − smaller = D: the smaller is D ÷ (K − 1)
            k, d = multiple[0].by.operand(), differences[0].by.operand()
            less = step("times over one", k, "−", _ITSELF, k.value - 1,
                        "the difference is that many times the smaller")
            smaller = step("the smaller number", d, "÷", less, d.value / less.value,
                           f"{differences[0].clause!r} split by the times")
            if pair.asked == multiple[0].other:
                return tuple(steps)
            step("the larger number", k, "×", smaller, k.value * smaller.value, multiple[0].clause)
            return tuple(steps)
        return None
    total = sums[0].by.operand()
    (tie,) = [r for r in ties if r.tie is not Tie.SUM]
    if tie.tie is Tie.WORTH:
        return tuple(steps) if _split_by_worth(pair, tie, total, step) else None
    if tie.tie is Tie.SUM or (tie.tie is Tie.DIFFERENCE and not pair.ordered):
        return None
    by = tie.by.operand()
    if tie.tie is Tie.DIFFERENCE:
        if pair.asked == pair.names[0]:
            more = step("the sum and the difference", total, "+", by, total.value + by.value,
                        "the larger twice over")
            step("the larger number", more, "÷", _TWO, more.value / 2, "half of it")
        else:
            less = step("the sum less the difference", total, "−", by, total.value - by.value,
                        "the smaller twice over")
            step("the smaller number", less, "÷", _TWO, less.value / 2, "half of it")
        return tuple(steps)
    other_label = pair.called(tie.other)
    if tie.tie is Tie.MULTIPLE:
        parts = step("parts in the sum", by, "+", _ITSELF, by.value + 1,
                     f"{other_label} and {tie.by.text!r} it")
        other = step(other_label, total, "÷", parts, total.value / parts.value, "one part")
        if pair.asked == tie.other:
            return tuple(steps)
        step(pair.called(tie.subject), by, "×", other, by.value * other.value, tie.clause)
        return tuple(steps)
    sign = Fraction(1) if tie.tie is Tie.MORE else Fraction(-1)
    twice = step(f"{other_label} twice over", total, "−" if sign > 0 else "+", by,
                 total.value - sign * by.value, f"the sum without the {tie.by.text!r}")
    other = step(other_label, twice, "÷", _TWO, twice.value / 2, "half of it")
    if pair.asked == tie.other:
        return tuple(steps)
    step(pair.called(tie.subject), other, "+" if sign > 0 else "−", by,
         other.value + sign * by.value, tie.clause)
    return tuple(steps)


def _split_by_worth(pair: NumberPair, tie: PairRelation, total: Operand,
                    step: Callable[[str, Operand, str, Operand, Fraction, str], Operand]) -> bool:
    """A count S of two kinds worth W all told, one of the first worth a and one of the second
    b: were all S of the second kind they would be worth b × S; each of the first adds a − b
    to that, so the first are (W − b × S) ÷ (a − b)."""
    first, second = tie.weights
    if first.value == second.value:
        return False
    all_second = step(f"all {total.value} as {tie.other}", second, "×", total,
                      second.value * total.value, f"every one worth what one of {tie.other} is")
    beyond = step("worth beyond that", tie.by.operand(), "−", all_second,
                  tie.by.value - all_second.value, tie.clause)
    each = step(f"each of {tie.subject} adds", first, "−", second, first.value - second.value,
                f"one of {tie.subject} against one of {tie.other}")
    found = step(pair.called(tie.subject), beyond, "÷", each, beyond.value / each.value,
                 "the worth beyond, one per each added")
    if pair.asked != tie.subject:
        step(pair.called(tie.other), total, "−", found, total.value - found.value,
             "the rest of the whole")
    return True


def _split_by_ratio(pair: NumberPair, ratio: PairRelation, tie: PairRelation,
                    step: Callable[[str, Operand, str, Operand, Fraction, str], Operand]) -> bool:
    """Two numbers in the ratio a:b are a and b equal parts: their sum is a + b parts, the
    larger less the smaller |a − b| parts, a number told its term's parts; the asked number
    is its term's parts."""
    first, second = ratio.weights
    if tie.tie is Tie.SUM:
        parts = step("parts in the sum", first, "+", second, first.value + second.value,
                     ratio.clause)
    elif tie.tie is Tie.DIFFERENCE and pair.ordered and first.value != second.value:
        more, less = (first, second) if first.value > second.value else (second, first)
        parts = step("parts in the difference", more, "−", less, more.value - less.value,
                     ratio.clause)
    elif tie.tie is Tie.VALUE and tie.subject in (ratio.subject, ratio.other) and (
            tie.subject != pair.asked):
        parts = first if tie.subject == ratio.subject else second
    else:
        return False
    part = step("one part", tie.by.operand(), "÷", parts, tie.by.value / parts.value, tie.clause)
    term = first if pair.asked == ratio.subject else second
    step(pair.called(pair.asked), term, "×", part, term.value * part.value,
         f"its term of the ratio {ratio.clause!r}")
    return True


def _from_known(tie: PairRelation, known: str, told: Operand, by: Operand,
                pair: NumberPair) -> tuple[str, Operand, Operand, Fraction] | None:
    """(symbol, left, right, value) giving the partner of the number ``known``."""
    if tie.tie is Tie.SUM:
        return "−", by, told, by.value - told.value
    if tie.tie is Tie.DIFFERENCE:
        if not pair.ordered:
            return None
        if known == pair.names[1]:
            return "+", told, by, told.value + by.value
        return "−", told, by, told.value - by.value
    if tie.tie is Tie.MULTIPLE:
        if known == tie.other:
            return "×", by, told, by.value * told.value
        if by.value == 0:
            return None
        return "÷", told, by, told.value / by.value
    sign = Fraction(1) if tie.tie is Tie.MORE else Fraction(-1)
    if known == tie.other:
        return ("+" if sign > 0 else "−"), told, by, told.value + sign * by.value
    return ("−" if sign > 0 else "+"), told, by, told.value - sign * by.value


__all__ = ["Apply", "NumberEquation", "NumberPair", "NumberPuzzle", "Operation", "PairRelation",
           "Tie", "Quoted", "replay_pair", "replay_puzzle"]
