"""From a replayed system to the steps a person can check, and a plain-English explanation.

Solving is by propagation: an equation with one unknown left is solved for it, exactly,
and becomes a step whose operands cite where each value came from (a span of the text, a
lexicon constant or an earlier step). Only the steps the answer needs are kept. Uniqueness
is proven separately by Z3; this module only shows the arithmetic.
"""

from __future__ import annotations

import math
from fractions import Fraction

from wordproof.ledger.derivation import Citation, Operand, Step, fraction_text
from wordproof.ledger.entries import Entry, Kind, Ledger, Op
from wordproof.ledger.paces import CONVERSION, TWO_UNITS, two_units_told
from wordproof.ledger.replay import Equation, Given, System


class ReplayMismatch(Exception):
    """A bug: the propagated value disagrees with the value the solver proved."""

    def __init__(self, expected: Fraction, actual: Fraction) -> None:
        super().__init__(f"replay gives {actual}, the solver proved {expected}")


def derive(system: System, value: Fraction) -> tuple[Step, ...]:
    known: dict[str, tuple[Fraction, Citation]] = {}
    steps: dict[str, Step] = {}
    for given in system.givens:
        kind = "lexicon" if given.constant else "text"
        known[given.var] = (given.value, Citation(kind, given.constant or given.quote, given.span))
        if given.constant == TWO_UNITS and (reckoned := _two_units_step(given)) is not None:
            steps[given.var] = reckoned  # "4 hours and 30 minutes": 4 × 60 + 30, the table's 60 shown
            known[given.var] = (reckoned.value, Citation("step", given.var))
    pending = list(system.equations)
    progress = True
    while progress:
        progress = False
        for equation in list(pending):
            open_factors = [(c, a, b) for c, a, b in equation.products if a not in known or b not in known]
            if open_factors and equation.rounded is not None:
                rounded_step = _solve_rounded(system, equation, known)
                if rounded_step is not None:
                    known[rounded_step.name] = (rounded_step.value, Citation("step", rounded_step.name))
                    steps[rounded_step.name] = rounded_step
                    progress = True  # the rest is then solved from the equation
                continue
            if open_factors:
                factor_step = _solve_factor(system, equation, open_factors, known)
                if factor_step is not None:
                    known[factor_step.name] = (factor_step.value, Citation("step", factor_step.name))
                    steps[factor_step.name] = factor_step
                    pending.remove(equation)
                    progress = True
                continue
            unknown = [v for _, v in equation.terms if v not in known]
            if len(set(unknown)) == 0:
                pending.remove(equation)
            elif len(set(unknown)) == 1:
                step = _solve(system, equation, unknown[0], known)
                known[step.name] = (step.value, Citation("step", step.name))
                steps[step.name] = step
                pending.remove(equation)
                progress = True
    needed = {v for _, v in system.target}
    if not needed <= known.keys():
        return (_solved_together(system, value),)
    total = sum((c * known[v][0] for c, v in system.target), Fraction(0))
    if total != value:
        raise ReplayMismatch(value, total)
    # a rounded quotient behind a rest ("44 − 8 × 5") is shown, though cited only by value
    kept = _needed_steps(steps, needed | {eq.rounded[1] for eq in system.equations
                                          if eq.rounded is not None and eq.rounded[1] in steps})
    if len(system.target) > 1 or system.target[0][0] != 1 or system.target[0][1] not in steps:
        kept.append(_target_step(system, known, total))
    return tuple(kept)


def _solved_together(system: System, value: Fraction) -> Step:
    """When no equation can be solved alone ("Ed had 22 more than Doug; Doug lost 8; how many
    more does Ed have now?"), the answer is the equations solved together — which the
    uniqueness certificate proves — citing every given they use."""
    operands = tuple(Operand(g.value, system.var(g.var).unit,
                             Citation("lexicon" if g.constant else "text", g.constant or g.quote,
                                      g.span)) for g in system.givens
                     if g.entry not in {entry for entry, _ in system.exclusions})
    numbers = ", ".join(fraction_text(o.value) for o in operands)
    unit = system.var(system.target[0][1]).unit
    explanation = (f"{system.target_label} = {fraction_text(value)}, from {numbers} by the "
                   f"equations above solved together")
    return Step("answer", f"solve({numbers})", operands, value, unit, explanation)


def _solve_factor(system: System, equation: Equation, open_factors: list[tuple[Fraction, str, str]],
                  known: dict[str, tuple[Fraction, Citation]]) -> Step | None:
    """ "Kai has three times as many as Lu; Kai has 30": Lu's = 30 ÷ 3, once every other
    quantity of the equation is known and the open factor is the product's only unknown."""
    if len(open_factors) != 1 or any(v not in known for _, v in equation.terms):
        return None
    c, a, b = open_factors[0]
    if (a in known) == (b in known):
        return None
    unknown, factor = (b, a) if a in known else (a, b)
    rest = equation.constant - sum((k * known[v][0] for k, v in equation.terms), Fraction(0))
    rest -= sum((k * known[x][0] * known[y][0] for k, x, y in equation.products
                 if (k, x, y) != open_factors[0]), Fraction(0))
    divisor = c * known[factor][0]
    if divisor == 0:
        return None
    value = rest / divisor
    var = system.var(unknown)
    if len(equation.terms) == 1:  # "Kai has 30": the one known side, cited as it is
        value_, citation = known[equation.terms[0][1]]
        dividend = Operand(value_, var.unit, citation)
    else:
        dividend = Operand(-rest, var.unit, Citation("step", "the other side"))
    operands = [dividend, Operand(known[factor][0], system.var(factor).unit, known[factor][1])]
    expression = f"{fraction_text(operands[0].value)} ÷ {fraction_text(operands[1].value)}"
    explanation = f"{var.label} = {expression} = {fraction_text(value)}"
    return Step(unknown, expression, tuple(operands), value, var.unit, explanation)


def _solve_rounded(system: System, equation: Equation,
                   known: dict[str, tuple[Fraction, Citation]]) -> Step | None:
    """ "45 apples, 8 in each box": full boxes = ⌊45 ÷ 8⌋ = 5, boxes needed = ⌈45 ÷ 8⌉ = 6,
    once the whole and the size are known."""
    assert equation.rounded is not None
    rounding, parts, rest, size = equation.rounded
    wholes = [(c, v) for c, v in equation.terms if v != rest]
    if parts in known or size not in known or len(wholes) != 1 or wholes[0][1] not in known:
        return None
    whole = wholes[0][1]
    quotient = known[whole][0] / known[size][0]
    up = rounding in ("ceil", "short")  # ("partial" counts the full parts, as "floor" does)
    value = Fraction(math.ceil(quotient) if up else math.floor(quotient))
    var = system.var(parts)
    operands = (Operand(known[whole][0], system.var(whole).unit, known[whole][1]),
                Operand(known[size][0], system.var(size).unit, known[size][1]))
    left, right = ("⌈", "⌉") if up else ("⌊", "⌋")
    expression = f"{left}{fraction_text(operands[0].value)} ÷ {fraction_text(operands[1].value)}{right}"
    explanation = f"{var.label} = {expression} = {fraction_text(value)}"
    if equation.rounded_by is not None:
        explanation += f" (rounded {'up' if up else 'down'}: {equation.rounded_by.text!r})"
    return Step(parts, expression, operands, value, var.unit, explanation, rounded_by=equation.rounded_by)


def _solve(system: System, equation: Equation, unknown: str,
           known: dict[str, tuple[Fraction, Citation]]) -> Step:
    coef = sum((c for c, v in equation.terms if v == unknown), Fraction(0))
    parts: list[tuple[Fraction, Operand]] = []
    for c, v in equation.terms:
        if v == unknown:
            continue
        var = system.var(v)
        parts.append((-c / coef, Operand(known[v][0], var.unit, known[v][1])))
    for c, rate, count in equation.products:
        # shown as one operand: "8 × 2" computed from the two cited factors
        product = known[rate][0] * known[count][0]
        parts.append((-c / coef, Operand(product, system.var(unknown).unit, Citation(
            "step", f"{fraction_text(known[rate][0])} × {fraction_text(known[count][0])}"))))
    if equation.constant:
        parts.append((Fraction(1), Operand(equation.constant / coef, "",
                                           Citation("lexicon", "constant"))))
    parts.sort(key=lambda part: part[0] < 0)
    value = sum((k * o.value for k, o in parts), Fraction(0))
    var = system.var(unknown)
    expression = _expression(parts)
    if len(parts) == 1 and parts[0][0] == 1 and parts[0][1].citation.kind != "step":
        explanation = f"{var.label} = {fraction_text(value)}"
    else:
        explanation = f"{var.label} = {expression} = {fraction_text(value)}"
    return Step(unknown, expression, tuple(o for _, o in parts), value, var.unit, explanation)


def _two_units_step(given: Given) -> Step | None:
    """The time told in two units as its sum: the larger count times the units table's factor,
    plus the smaller count, each cited (the counts by the words, the factor by the table)."""
    told = two_units_told(given.quote)
    if told is None:
        return None
    words = Citation("text", given.quote, given.span)
    factor = Citation("lexicon", f"{CONVERSION}{told.small_unit} per {told.large_unit}")
    operands = (Operand(told.large, told.large_unit, words),
                Operand(told.factor, f"{told.small_unit} per {told.large_unit}", factor),
                Operand(told.small, told.small_unit, words))
    expression = f"{fraction_text(told.large)} × {fraction_text(told.factor)} + {fraction_text(told.small)}"
    return Step(given.var, expression, operands, given.value, told.small_unit,
                f"{given.quote} = {expression} = {fraction_text(given.value)} {told.small_unit}s")


def _expression(parts: list[tuple[Fraction, Operand]]) -> str:
    text = ""
    parts = sorted(parts, key=lambda part: part[0] < 0)  # "70 − 27", not "−27 + 70"
    for index, (k, operand) in enumerate(parts):
        number = fraction_text(operand.value)
        if operand.citation.kind == "step" and " × " in operand.citation.text:
            number = f"({operand.citation.text})" if len(parts) > 1 else operand.citation.text
        magnitude = abs(k)
        term = number if magnitude == 1 else f"{fraction_text(magnitude)} × {number}"
        if index == 0:
            text = term if k > 0 else f"−{term}"
        else:
            text += f" + {term}" if k > 0 else f" − {term}"
    return text or "0"


def _needed_steps(steps: dict[str, Step], needed: set[str]) -> list[Step]:
    wanted: set[str] = set()
    frontier = [n for n in needed if n in steps]
    while frontier:
        name = frontier.pop()
        if name in wanted:
            continue
        wanted.add(name)
        frontier += [o.citation.text for o in steps[name].operands
                     if o.citation.kind == "step" and o.citation.text in steps]
    return [step for name, step in steps.items() if name in wanted]


def _target_step(system: System, known: dict[str, tuple[Fraction, Citation]], total: Fraction) -> Step:
    parts = [(c, Operand(known[v][0], system.var(v).unit, known[v][1])) for c, v in system.target]
    expression = _expression(parts)
    unit = parts[0][1].unit
    return Step("answer", expression, tuple(o for _, o in parts), total, unit,
                f"{system.target_label} = {expression} = {fraction_text(total)}")


def describe_entry(entry: Entry) -> str:
    """One entry in plain English."""
    amount = entry.amount.text if entry.amount.value is not None else "some"
    kind = entry.kind.plural_label
    if entry.share is None and entry.share_event and entry.plus is not None:
        relation = "more" if entry.sign > 0 else "fewer"  # "5 more than Sam"
        amount = f"{entry.plus.text} {relation} than {entry.share_of or 'before'}"
    elif entry.share is not None and entry.op is Op.COMPARE:
        amount = entry.share.text  # "20% more boxes than Jules"
    elif entry.share is not None:
        # "a third of Sam's", "twice Ugo's": the share and what it is of
        amount = f"{entry.share.text} × {_owner(entry.share_of) if entry.share_of else 'the earlier'}"
    if entry.op is Op.OBSERVE:
        return f"{entry.subject} has {amount} {kind}"
    if entry.op is Op.START_EMPTY:
        return f"{entry.subject} starts with no {kind} (the reading in which the story begins here)"
    if entry.op is Op.GAIN:
        return f"{entry.subject} gains {amount} {kind} ({entry.verb})"
    if entry.op is Op.LOSS:
        return f"{entry.subject} loses {amount} {kind} ({entry.verb})"
    if entry.op is Op.TRANSFER:
        return f"{entry.subject} gives {amount} {kind} to {entry.other} ({entry.verb})"
    if entry.op is Op.SCALE:
        factor = amount if entry.amount.constant else f"{amount} times"  # "twice", "3 times"
        other = entry.other_kind.plural_label if entry.other_kind is not None else entry.other
        if entry.other_kinds:  # "as cats and dogs combined"
            summed = (entry.other_kind, *entry.other_kinds)
            other = " and ".join(k.plural_label for k in summed if k is not None) + " together"
        if entry.plus is not None:  # "6 more than twice as many"
            factor = f"{entry.plus.text} {'more' if entry.sign > 0 else 'less'} than {factor}"
        return f"{entry.subject} has {factor} as many {kind} as {other}"
    if entry.op is Op.RATE and entry.per is not None:
        return f"each of {_owner(entry.subject)} {entry.per.plural_label} has {amount} {kind}"
    if entry.op is Op.PRICE and entry.per is not None and entry.count is not None and entry.count.value != 1:
        return f"{entry.count.text} {entry.per.plural_label} cost {amount} {kind}"  # "4 pens cost $2"
    if entry.op is Op.PRICE and entry.per is not None:
        return f"one {entry.per.label} costs {amount} {kind}"
    if entry.op is Op.SALE_PRICE and entry.per is not None:
        return f"one {entry.per.label} sells for {amount} {kind}"
    if entry.op is Op.CONVERSION and entry.per is not None:
        return f"one {entry.per.label} is {amount} {kind}"
    if entry.op is Op.PACE and entry.per is not None and entry.count is not None and "alike" in entry.cues:
        done = f"{entry.verb} {amount} {kind}" if entry.verb is not None else (
            f"weigh {amount} {Kind(entry.kind.unit).plural_label}")  # "pounds", never "pounds of bag"
        return (f"{entry.count.text} {entry.per.plural_label} {done}, each as much"
                " (reading: like things are alike)")
    if entry.op is Op.PACE and entry.per is not None and entry.verb is None:
        return f"each {entry.per.label} has {amount} {kind}"
    if entry.op is Op.PACE and entry.per is not None and entry.each_of is not None:
        members = f"{_owner(entry.other or entry.subject)} {entry.each_of.plural_label}"
        each = f"for each {entry.per.label}"
        if entry.other is not None:  # "Each dog eats 2 cups a day"
            return f"each of {members} does {amount} {kind} {each} ({entry.verb})"
        return f"each of {members} yields {amount} {kind} {each}, which {entry.subject} gets"
    if entry.op is Op.PACE and entry.per is not None:
        return f"{entry.subject} does {amount} {kind} for each {entry.per.label} ({entry.verb})"
    if entry.op is Op.SHARE and entry.per is not None:
        return _describe_share(entry)
    if entry.op is Op.COMPARE:
        relation = "more" if entry.sign > 0 else "fewer"
        if entry.verb is not None:
            return f"{entry.subject}'s {entry.verb} counts {amount} {relation} {kind} than {entry.other}'s"
        other = entry.other_kind.plural_label if entry.other_kind is not None else entry.other
        return f"{entry.subject} has {amount} {relation} {kind} than {other}"
    return f"{entry.actor or entry.subject}: {entry.verb} {amount} {kind}"


def _describe_share(entry: Entry) -> str:
    assert entry.per is not None and entry.count is not None
    kind, parts = entry.kind.plural_label, entry.per.plural_label
    whole = f"{entry.shared.text} {kind}" if entry.shared is not None else f"{_owner(entry.subject)} {kind}"
    if entry.capacity:
        return f"each {entry.per.label} takes {entry.amount.text} {kind}"
    if entry.amount.value is not None:
        return f"{whole} are put into {parts} of {entry.amount.text} each"
    return f"{whole} are shared equally into {entry.count.text} {parts}"


def _owner(holder: str) -> str:
    return f"{holder}'"  if holder.endswith("s") else f"{holder}'s"


def explain(ledger: Ledger, system: System, steps: tuple[Step, ...], text: str,
            used: tuple[str, ...], value: Fraction, unit: str) -> str:
    """Quote each clause the answer rests on with what it says, then the arithmetic."""
    lines: list[str] = []
    quoted: set[tuple[int, int]] = set()
    for entry in ledger.entries:
        if entry.id not in used:
            continue
        clause = text[entry.clause[0]:entry.clause[1]].strip()
        prefix = f'"{clause}"' if entry.clause not in quoted else " " * (len(clause) + 2)
        quoted.add(entry.clause)
        lines.append(f"{prefix} — {describe_entry(entry)}")
    for step in steps:
        lines.append(f"so {step.explanation}")
    lines.append(f"answer: {fraction_text(value)} {unit}")
    return "\n".join(lines)
