"""Ages at another time: "In 4 years, Tom will be 20", "5 years ago, Ann was twice as old as
Kim". Time moves every age alike: the age then is the age now plus (or minus) the offset, a
given citing its words. A statement at another time ties the ages then; the question's
ages are the ones now. Every holding counted in years is an age here: never below zero and
whole (the non-negativity and integrality obligations check it).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING

import attrs

from wordproof.ledger.entries import Entry, Kind, Op, Target
from wordproof.refusals import Refusal, RefusalCode, Stage

if TYPE_CHECKING:
    from wordproof.ledger.replay import _Builder

ONE = Fraction(1)


def at_offset(b: _Builder, entry: Entry, key: tuple[str, Kind], amount: str) -> Refusal | None:
    """The entry's ages at its time: now ± the offset."""
    from wordproof.ledger.replay import Equation

    then = _ages_then(b, entry)
    if entry.op is Op.OBSERVE:
        b.equation(entry, [(ONE, then(key)), (-ONE, amount)])
        return None
    if entry.op is Op.SCALE and entry.other is not None:
        other = b.key_for(entry.other, entry.kind)
        if isinstance(other, Refusal):
            return other
        b.vars[amount] = attrs.evolve(b.vars[amount], per="year", count=False)
        scaled = b.state(other) if entry.other_now else then(other)
        b.equations.append(Equation(entry.id, ((ONE, then(key)),), Fraction(0), b.clause(entry),
                                    products=((-ONE, amount, scaled),)))
        return None
    return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                   expected=("an age or a ratio of ages at another time",))


def _ages_then(b: _Builder, entry: Entry) -> Callable[[tuple[str, Kind]], str]:
    """The entry's offset, a given citing its words, and the age of a holder then: the age now
    moved by the offset, as every age is moved by it (never below zero then either)."""
    from wordproof.ledger.replay import Given

    assert entry.offset is not None and entry.offset.value is not None
    sign = Fraction(entry.offset_sign)
    offset = b.new_var(f"{entry.id}.offset", "year", f"the years of {entry.offset.text!r}")
    b.givens.append(Given.told(entry.id, offset, entry.offset))

    def then(holder_key: tuple[str, Kind]) -> str:
        now = b.state(holder_key)
        name = b.new_var(f"{entry.id}.{len(b.vars)}", "year",
                         f"{holder_key[0]}'s age {_when(entry)}")
        b.vars[name] = attrs.evolve(b.vars[name], count=True)
        b.equation(entry, [(ONE, name), (-ONE, now), (-sign, offset)])
        return name

    return then


def total_at_offset(b: _Builder, entry: Entry, held: list[tuple[str, Kind]], amount: str) -> None:
    """ "In 3 years, the sum of their ages will be 41": each member's age then, added."""
    then = _ages_then(b, entry)
    b.equation(entry, [(ONE, then(key)) for key in held] + [(-ONE, amount)])


def when_aged(b: _Builder, target: Target, keys: list[tuple[str, Kind]]) -> tuple[Fraction, str] | Refusal:
    """ "How old will Kim be when Lea is 20?": the years until then are unknown, whole and
    not below zero; Lea's age now moved by them is 20. The asked age moves by them too."""
    from wordproof.ledger.replay import Equation, Given

    assert target.when_of is not None and target.when_age is not None and target.when_age.value is not None
    if target.when_total:
        return _when_added(b, target, keys)
    if len(keys) != 1 or keys[0][1].unit != "year":
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("one age asked at the time another's age fixes",))
    whose = b.key_for(target.when_of, keys[0][1])
    if isinstance(whose, Refusal):
        return whose
    sign = Fraction(target.offset_sign)
    years = b.new_var("question.when", "year", f"the years until {target.when_age.text!r}")
    b.vars[years] = attrs.evolve(b.vars[years], count=True)
    now = b.state(whose)
    if target.when_than is not None:
        return _when_a_ratio(b, target, keys[0][1], (now, years, sign))
    age = b.new_var("question.when.age", "year", f"the age {target.when_age.text!r}")
    b.givens.append(Given.told("question", age, target.when_age))
    b.equations.append(Equation("question", ((ONE, now), (sign, years), (-ONE, age)), Fraction(0),
                                target.text))
    return sign, years


def _when_added(b: _Builder, target: Target, keys: list[tuple[str, Kind]]) -> tuple[Fraction, str] | Refusal:
    """ "In how many years will their combined age be 44?": the years until then are unknown,
    whole and not below zero; each member's age now, moved by them, added, is 44."""
    from wordproof.ledger.replay import Equation, Given

    assert target.when_age is not None
    members = b.ledger.entity(target.when_of).members if target.when_of is not None else ()
    if len(keys) < 2 or len(keys) != len(members) or any(kind.unit != "year" for _, kind in keys) or (
        {holder for holder, _ in keys} != set(members)
    ):
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("the ages of every member of the group asked",))
    years = b.new_var("question.when", "year", f"the years until {target.when_age.text!r}")
    b.vars[years] = attrs.evolve(b.vars[years], count=True)
    total = b.new_var("question.when.age", "year", f"the ages added {target.when_age.text!r}")
    b.givens.append(Given.told("question", total, target.when_age))
    nows = tuple((ONE, b.state(key)) for key in keys)
    b.equations.append(Equation("question", (*nows, (Fraction(len(keys)), years), (-ONE, total)), Fraction(0),
                                target.text))
    return ONE, years


def _when_a_ratio(b: _Builder, target: Target, kind: Kind,
                  moved: tuple[str, str, Fraction]) -> tuple[Fraction, str] | Refusal:
    """ "How old will Kim be when Lea is twice as old as Kim?": Lea's age now moved by the
    unknown years is the factor (a given citing its words) times the other's age moved by the
    same years, or times the other's age now ("as Kim is now")."""
    from wordproof.ledger.replay import Equation, Given

    assert target.when_than is not None and target.when_age is not None
    now, years, sign = moved
    other = b.key_for(target.when_than, kind)
    if isinstance(other, Refusal):
        return other
    if other == (target.when_of, kind) and not target.when_than_now:
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("the ages of two people at the time asked",))
    factor = b.new_var("question.when.factor", "year", f"the factor {target.when_age.text!r}")
    b.vars[factor] = attrs.evolve(b.vars[factor], per="year", count=False)
    b.givens.append(Given.told("question", factor, target.when_age))
    scaled = ((-ONE, factor, b.state(other)),) + (() if target.when_than_now else ((-sign, factor, years),))
    b.equations.append(Equation("question", ((ONE, now), (sign, years)), Fraction(0), target.text,
                                products=scaled))
    return sign, years


def aged_when(b: _Builder, entry: Entry, key: tuple[str, Kind], amount: str) -> Refusal | None:
    """ "Ann was 20 when Bo was 8": some years back, unknown, whole and never below zero, Ann's
    age now less them was 20 and Bo's less the same years was 8 (a given citing its words)."""
    from wordproof.ledger.replay import Given

    assert entry.other is not None and entry.other_then is not None
    other = b.key_for(entry.other, entry.kind)
    if isinstance(other, Refusal):
        return other
    if other == key:
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("the ages of two people at one time",))
    back = b.new_var(f"{entry.id}.back", "year", f"the years back to {b.clause(entry)!r}")
    b.vars[back] = attrs.evolve(b.vars[back], count=True)
    other_then = b.new_var(f"{entry.id}.other", "year", f"{other[0]}'s age then")
    b.givens.append(Given.told(entry.id, other_then, entry.other_then))
    b.equation(entry, [(ONE, b.state(key)), (-ONE, back), (-ONE, amount)])
    b.equation(entry, [(ONE, b.state(other)), (-ONE, back), (-ONE, other_then)])
    return None


def ages_are_counts(b: _Builder) -> None:
    """Ages are never below zero and whole: their variables are checked as counts are."""
    for (_, kind), line in b.timelines.items():
        if kind.unit == "year":
            for name in line:
                b.vars[name] = attrs.evolve(b.vars[name], count=True)


def _when(entry: Entry) -> str:
    assert entry.offset is not None
    return f"in {entry.offset.text} years" if entry.offset_sign > 0 else f"{entry.offset.text} years ago"


__all__ = ["aged_when", "ages_are_counts", "at_offset", "total_at_offset"]
