"""Replay of questions about prices: the price of one thing, and what a sum buys.

PRICE asks the variable of the one unknown price of the kind asked; every purchase of that
kind that states its sum already ties the sum to price × amount bought, so uniqueness
proves the price or refuses. BUDGET asks a new count of the kind: the count whose cost at
the kind's price is the whole sum — a sum the question names ("with $16", cited) or what
the buyer holds at the end ("with the money she has"). The count is whole and never below
zero, so integrality refuses a sum that does not buy a whole number of things.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

import attrs

from wordproof.ledger.entries import Kind, Op, Target, TargetWhat
from wordproof.ledger.paces import convert
from wordproof.lexicon.words import in_class
from wordproof.refusals import Refusal, RefusalCode, Stage

if TYPE_CHECKING:
    from wordproof.ledger.replay import Scope, Term, _Builder

ONE = Fraction(1)


def _refuse(target: Target, expected: str) -> Refusal:
    return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                   expected=(expected,))


def price_terms(b: _Builder, target: Target) -> tuple[list[Term], str | None, Scope] | Refusal:
    """PRICE: the one price of the thing asked; BUDGET: how many of it the sum buys."""
    prices = [(e, var) for e, var in b.prices if e.per is not None and e.per.unit == target.per]
    if len(prices) != 1:
        return _refuse(target, "one price of the thing asked")
    (entry, price), = prices
    from wordproof.ledger.replay import Equation, Given

    assert target.per is not None
    no_scope: Scope = ("", 0, (0,))
    unit = target.matcher.unit if not target.matcher.money else None
    if target.what is TargetWhat.PRICE:
        if target.goal is None:
            if entry.amount.value is not None:
                return _refuse(target, "a price the story does not state")
            return [(ONE, price)], unit, no_scope
        # "How much do 3 balls cost?": the price times the count the question names
        assert target.goal.value is not None
        count = b.new_var("question.count", target.per, f"the {Kind(target.per).plural_label} asked")
        b.givens.append(Given("question", count, target.goal.value, target.goal.span,
                              target.goal.text, target.goal.constant))
        cost = b.new_var("question.cost", entry.kind.unit, "their cost")
        b.equations.append(Equation("question", ((ONE, cost),), Fraction(0), target.text,
                                    products=((-ONE, price, count),)))
        return [(ONE, cost)], unit, no_scope
    return _budget(b, target, entry.kind, price, no_scope)


def _budget(b: _Builder, target: Target, money: Kind, price: str,
            no_scope: Scope) -> tuple[list[Term], str | None, Scope] | Refusal:
    from wordproof.ledger.replay import Equation, Given, unpriced_purchase

    assert target.per is not None
    if target.goal is not None:
        assert target.goal.value is not None
        unit = target.goal_unit or money.unit
        total = b.new_var("question.money", unit, "the money the question names")
        b.givens.append(Given("question", total, target.goal.value, target.goal.span,
                              target.goal.text, target.goal.constant))
        if unit != money.unit:
            # "with $3" at a price in cents: the cents in $3, by the units table
            total = convert(b, total, unit, money.unit, target.goal.span, target.text) or total
    else:
        holders = target.holders or ()
        if len(holders) != 1:
            return _refuse(target, "one buyer")
        if any(e.op is Op.GAIN and e.actor == holders[0] and e.kind.unit == target.per
               and e.verb is not None and in_class(e.verb, "buying_verbs") for e in b.ledger.entries):
            # "She bought 2 pens. How many pens can she buy?": more, or in all? not read
            return _refuse(target, "a buyer who has not bought the thing yet")
        if unpriced_purchase(b, list(holders)):
            # "She bought a book": what it cost is not told, so what is left to spend is not known
            return _refuse(target, "a price or a sum for every purchase of the buyer's")
        keys = [key for key in b.timelines if key[0] == holders[0] and key[1].unit == money.unit]
        if len(keys) != 1:
            return _refuse(target, f"the buyer's {money.plural_label}")
        total = b.timelines[keys[0]][-1]
    count = b.new_var("question.bought", target.per, f"the {Kind(target.per).plural_label} bought")
    if target.rounding == "floor":
        # "How many can she buy?": whole things only; the change is less than one price
        change = b.new_var("question.change", b.vars[price].unit, "the money left over")
        b.equations.append(Equation("question", ((ONE, total), (-ONE, change)), Fraction(0),
                                    target.text, products=((-ONE, price, count),),
                                    rounded=("floor", count, change, price)))
    else:
        b.equations.append(Equation("question", ((ONE, total),), Fraction(0), target.text,
                                    products=((-ONE, price, count),)))
    b.vars[count] = attrs.evolve(b.vars[count], count=True)
    return [(ONE, count)], target.per, no_scope


__all__ = ["price_terms"]
