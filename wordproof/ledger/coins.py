"""Coins told as money: "has 3 quarters and 2 dimes. How many cents does she have?".

A coin is a countable thing with a worth, not a unit of money: a holding of coins counts
coins. A question about money (``How many cents``, ``How much money, in dollars,``) counts
the coins too (``KindMatcher``), and each term that counts coins is turned into money here:
the coins times the coin's worth in the money unit answered, a rate (cents per dime) whose
Given cites the coin table (``coins: cent per dime``) and which grounding re-reads from the
table, so the unit obligation composes it like any rate. The unit is the one the question
names; a bare ``How much money …`` is answered only in the one unit the story itself counts
money in (``$5``, ``40 cents``), since a count of coins alone does not say whether the
answer is wanted in cents or in dollars. A coin kind told with words of its own (``iron
nickels``, ``state quarters``) or with a worth the story states is not taken at the table's
worth.
"""

from __future__ import annotations

from collections.abc import Collection
from fractions import Fraction
from typing import TYPE_CHECKING

import attrs

from wordproof.ledger.entries import Entry, Kind, Op, Target, TargetWhat, is_money_measure
from wordproof.lexicon.tables import coin_value, conversion_factor, hypernyms_of, measure_unit
from wordproof.lexicon.words import in_class
from wordproof.refusals import Refusal, RefusalCode, Stage

if TYPE_CHECKING:
    from wordproof.ledger.replay import Term, _Builder

ONE = Fraction(1)
COIN_WORTH = "coins: "
MONEY_UNITS = ("dollar", "cent")
# entries that tell a coin kind's own worth or trade, not a holding of it
_WORTH_TOLD = (Op.PRICE, Op.CONVERSION, Op.TENDER)
# entries that tell what someone holds or got
_HELD = (Op.OBSERVE, Op.GAIN, Op.TRANSFER, Op.START_EMPTY)


def money_of_untold_worth(b: _Builder, holders: Collection[str] | None) -> bool:
    """ "had $18. She found a bill (a coin, a check)", "has $2 and 2 dollar bills", "$18 and 3
    coins", "has some coins (her savings)", "lost a coin", "gave him a coin": money held (with a
    count told or none), got or given up by one of ``holders`` (None: anyone) whose worth
    neither the coin table nor the story tells (not "had some pocket money": that is money
    itself), or a keeper of money held ("a tip jar", "a piggy bank": money in it, of no worth
    told)."""
    return any(
        (holders is None or e.subject in holders or e.op is Op.TRANSFER and e.other in holders)
        and e.op in (Op.GAIN, Op.LOSS, Op.TRANSFER, Op.OBSERVE)
        and not is_money_measure(e.kind.unit) and coin_value(e.kind.unit) is None
        and (in_class(e.kind.unit, "money_nouns") and e.kind.unit != "money"
             or "coin" in hypernyms_of(e.kind.unit) or in_class(e.kind.unit, "money_keepers")
             or in_class(" ".join((*e.kind.modifiers[-1:], e.kind.unit)), "money_keepers")
             or any(is_money_measure(m) or in_class(m, "money_nouns") for m in e.kind.modifiers))
        for e in b.ledger.entries)


def worth(constant: str) -> Fraction | None:
    """The worth a coin constant names ("coins: cent per dime" -> 10), read again from the
    tables: the coin's worth in dollars, in the money unit named."""
    if not constant.startswith(COIN_WORTH):
        return None
    unit, _, coin = constant[len(COIN_WORTH):].partition(" per ")
    value, money, dollar = coin_value(coin), measure_unit(unit), measure_unit("dollar")
    if value is None or money is None or dollar is None or money.dimension != "money":
        return None
    factor = conversion_factor(dollar, money)
    return None if factor is None else value * factor


def is_coin(unit: str) -> bool:
    return coin_value(unit) is not None


def coins_as_money(b: _Builder, terms: list[Term], target: Target) -> tuple[list[Term], str] | Refusal | None:
    """The terms of a money question with every count of coins turned into money, and the
    money unit answered; None when no term counts coins."""
    coined = [name for _, name in terms if is_coin(b.vars[name].unit)]
    asks_money = target.matcher.money or target.matcher.unit in MONEY_UNITS or (
        target.unit_asked in MONEY_UNITS)
    refused = Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                      expected=("coins counted as money in a unit the question or the story names",))
    holders = target.holders
    held = [e.kind for e in b.ledger.entries if e.op in _HELD and (holders is None or e.subject in holders)
            and not is_money_measure(e.kind.unit)]
    if asks_money and money_of_untold_worth(b, holders):
        return refused  # "has $2 and 2 dollar bills. How many dollars …": the bills are money too
    if not coined or not asks_money:
        return None  # ("How many quarters …" counts the coins themselves)
    answered = _money_unit(b, target)
    if answered is None or target.matcher.category is not None or target.what is TargetWhat.PERCENT:
        return refused
    coins = {b.vars[name].unit for name in coined}
    if any(kind.unit in coins and (kind.modifiers or kind.of or kind.part or entry.op in _WORTH_TOLD)
           for entry in b.ledger.entries for kind in entry_kinds(entry)):
        return refused  # "iron nickels worth $3 each": not the table's worth
    if any(not is_coin(kind.unit) for kind in held):
        return refused  # "3 quarters and 2 loonies": held things of a worth the table does not know
    money: list[Term] = []
    for coefficient, name in terms:
        source = b.vars[name].unit
        if not is_coin(source):
            money.append((coefficient, name))
            continue
        money.append((coefficient, _in_money(b, name, source, answered, target)))
    return money, answered


def entry_kinds(entry: Entry) -> tuple[Kind, ...]:
    """Every kind an entry tells of."""
    return tuple(k for k in (entry.kind, entry.other_kind, entry.per, *entry.within_per) if k is not None)


def _money_unit(b: _Builder, target: Target) -> str | None:
    """The money unit the question names ("How many cents", "in dollars"), else the one unit
    the story counts money in."""
    if target.unit_asked is not None:
        return target.unit_asked if target.unit_asked in MONEY_UNITS else None
    if target.matcher.unit in MONEY_UNITS:
        return target.matcher.unit
    if not target.matcher.money:
        return None
    told = {kind.unit for e in b.ledger.entries for kind in entry_kinds(e) if kind.unit in MONEY_UNITS}
    return next(iter(told)) if len(told) == 1 else None


def _in_money(b: _Builder, var: str, coin: str, unit: str, target: Target) -> str:
    """``var`` coins as money: the coins times the coin's worth (money per coin), the worth a
    given citing the coin table."""
    from wordproof.ledger.replay import Equation, Given

    constant = f"{COIN_WORTH}{unit} per {coin}"
    value = worth(constant)
    assert value is not None
    rate = b.new_var(f"{var}.worth", unit, f"the {Kind(unit).plural_label} a {coin} is worth")
    b.vars[rate] = attrs.evolve(b.vars[rate], per=coin, count=False)
    b.givens.append(Given("question", rate, value, target.span, str(value), constant))
    money = b.new_var(f"{var}.in_{unit}", unit, f"{b.vars[var].label} in {Kind(unit).plural_label}")
    b.equations.append(Equation("question", ((ONE, money),), Fraction(0), target.text,
                                products=((-ONE, rate, var),)))
    return money
