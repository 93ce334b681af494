"""Replay of questions about prices: the price of one thing, and what a sum buys.

PRICE asks the variable of the one unknown price of the kind asked; every purchase of that
kind that states its sum already ties the sum to price × amount bought, so uniqueness
proves the price or refuses. BUDGET asks a new count of the kind: the count whose cost at
the kind's price is the whole sum — a sum the question names ("with $16", cited) or what
the buyer holds at the end ("with the money she has"). The count is whole and never below
zero, so integrality refuses a sum that does not buy a whole number of things.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import TYPE_CHECKING

import attrs

from wordproof.ledger.entries import Entry, Kind, KindMatcher, Ledger, Op, QuantityUse, Target, TargetWhat
from wordproof.ledger.paces import convert
from wordproof.lexicon.words import VerbClass, in_class, noun_form
from wordproof.refusals import Refusal, RefusalCode, Stage

if TYPE_CHECKING:
    from wordproof.ledger.replay import Scope, Term, _Builder

ONE = Fraction(1)


def _refuse(target: Target, expected: str) -> Refusal:
    return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                   expected=(expected,))


def price_terms(b: _Builder, target: Target) -> tuple[list[Term], str | None, Scope] | Refusal:
    """PRICE: the one price of the thing asked; BUDGET: how many of it the sum buys."""
    prices = [(e, var) for e, var in b.prices if e.per is not None and e.per.unit == target.per and (
        target.what is not TargetWhat.BUDGET or _priced_as_asked(e.per, target.matcher))]
    if len(prices) != 1:
        return _refuse(target, "one price of the thing asked")
    (entry, price), = prices
    from wordproof.ledger.replay import Equation, Given

    assert target.per is not None
    if any(d.per is not None and d.per.unit == target.per or d.subject in (target.holders or ())
           or d.per is None and d.subject == "world" for d in b.discounts):
        # "The bags are 10% off. How much do 3 bags cost?": at the price, or after the share off?
        return _refuse(target, "a price with no share off or on it")
    no_scope: Scope = ("", 0, (0,))
    unit = target.matcher.unit if not target.matcher.money else None
    if target.what is TargetWhat.PRICE:
        if target.goal is None:
            if entry.amount.value is not None and (entry.count is None or entry.count.value == 1):
                return _refuse(target, "a price the story does not state")  # ("4 pens cost $2": not told)
            return [(ONE, price)], unit, no_scope
        # "How much do 3 balls cost?": the price times the count the question names
        assert target.goal.value is not None
        if any(note.startswith("passed over") and target.per in {
                noun_form(w) for w in re.findall(r"[A-Za-z]+", note.split(":")[0])}
               for note in b.ledger.notes):
            # "Now cones cost more": a clause no frame reads that names the thing may change its price
            return _refuse(target, "a price nothing unread may change")
        if not whole_bundles(entry, target.goal.value):
            # "pears 3 for $2. How much do 10 pears cost?": the deal prices 9 or 12, not 10
            return _refuse(target, "a count the deal's bundles make up")
        # "How much do 3 pens and 2 pads cost?": each count priced has names of its own
        side = "" if "question.count" not in b.vars else f".{target.goal.span[0]}"
        count = b.new_var(f"question.count{side}", target.per, f"the {Kind(target.per).plural_label} asked")
        b.givens.append(Given.told("question", count, target.goal))
        cost = b.new_var(f"question.cost{side}", entry.kind.unit, "their cost")
        b.equations.append(Equation("question", ((ONE, cost),), Fraction(0), target.text,
                                    products=((-ONE, price, count),)))
        return [(ONE, cost)], unit, no_scope
    bundle = _bundle_count(entry)
    if bundle is not None and not (
            target.goal is not None and target.goal.value is not None
            and (target.goal_unit or entry.kind.unit) == entry.kind.unit
            and entry.amount.value is not None
            and whole_bundles(entry, target.goal.value / entry.amount.value * bundle)):
        # "pears 3 for $2. How many can you buy with $7?": 9 in bundles, or 10 at a third off?
        return _refuse(target, "a sum the deal's bundles use up")
    return _budget(b, target, entry.kind, price, no_scope)


def _priced_as_asked(priced: Kind, asked: KindMatcher) -> bool:
    """A price told of the things asked: "How many ink cartridges …" at the price of "one
    cartridge" (any cartridge), never "How many blue pens (packs of mints) …" at the price of
    red pens (packs of gum), nor "How many pens …" at the price of red pens (others may cost
    less)."""
    if asked.of is not None and priced.of is not None and priced.of != asked.of:
        return False
    return set(priced.modifiers) <= set(asked.modifiers)


_CENTS_IN = {"dollar": Fraction(100), "cent": Fraction(1)}


def _bundle_count(entry: Entry) -> Fraction | None:
    """The count a money price is told for when the deal prices no single thing: "3 for $2".

    "2 pairs for $23.10" prices a pair at $11.55, so any count is priced; 2/3 of a dollar is
    no sum a single pear can be sold at, so the deal prices its bundles only."""
    if entry.count is None or entry.count.value is None or entry.count.value == 1:
        return None
    cents = _CENTS_IN.get(entry.kind.unit)
    if cents is None or entry.amount.value is None:
        return None
    if (entry.amount.value * cents / entry.count.value).denominator == 1:
        return None
    return entry.count.value


def whole_bundles(entry: Entry, count: Fraction | None) -> bool:
    """Whether ``count`` things (None: a count not told) are priced by ``entry``: any count, or
    whole bundles of a deal."""
    bundle = _bundle_count(entry)
    return bundle is None or count is not None and (count / bundle).denominator == 1


def wants_besides(b: _Builder, buyer: str, thing: str) -> bool:
    """Whether the buyer is told needing or wanting something besides ``thing``: "She needs $8
    for lunch", "She wants to buy 2 pencils too" (a GOAL of another kind), "She also wants a
    pencil" (an amount-less wanting naming another noun; "wants to buy as many pens as she
    can" wants only the pens): what those leave of her money is not told."""
    needs = any(e.op is Op.GOAL and e.subject == buyer and e.kind.unit != thing for e in b.ledger.entries)
    return needs or any(
        buyer in doing.doers
        and (in_class(doing.verb, "wanting_verbs") or in_class(doing.verb, "needing_verbs"))
        and any(noun.clause == doing.span and noun.head != thing for noun in b.ledger.told.nouns)
        for doing in b.ledger.untold)


def _budget(b: _Builder, target: Target, money: Kind, price: str,
            no_scope: Scope) -> tuple[list[Term], str | None, Scope] | Refusal:
    from wordproof.ledger.replay import Equation, Given, unpriced_purchase

    assert target.per is not None
    held = (Op.OBSERVE, Op.GAIN, Op.LOSS, Op.TRANSFER, Op.SCALE, Op.COMPARE)
    if any(e.op in held and e.kind.unit == target.per and e.subject not in (target.holders or ())
           for e in b.ledger.entries):
        # "A shop has 5 toys. … How many toys can she buy?": the shop's 5 may be fewer than the
        # sum buys (it was 7 of the 5); so may what one who sold some held ("Bo sold 3 toys")
        return _refuse(target, "no count of the things asked held by another than the buyer")
    if target.goal is not None:
        assert target.goal.value is not None
        unit = target.goal_unit or money.unit
        total = b.new_var("question.money", unit, "the money the question names")
        b.givens.append(Given.told("question", total, target.goal))
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
        if wants_besides(b, holders[0], target.per):
            return _refuse(target, "no other thing the buyer needs or wants")
        if unpriced_purchase(b, list(holders)):
            # "She bought a book": what it cost is not told, so what is left to spend is not known
            return _refuse(target, "a price or a sum for every purchase of the buyer's")
        keys = [key for key in b.timelines if key[0] == holders[0] and key[1].unit == money.unit]
        if len(keys) != 1:
            return _refuse(target, f"the buyer's {money.plural_label}")
        total = b.timelines[keys[0]][-1]
    bundles = [p for p, var in b.prices if var == price and p.count is not None and p.count.value != 1]
    sums = [e for e in b.ledger.entries if e.kind.unit == money.unit and e.op is not Op.PRICE
            and (e.subject in (target.holders or ()) or e.actor in (target.holders or ()))]
    told = target.goal.value if target.goal is not None and target.goal_unit in (None, money.unit) else (
        sums[0].amount.value if len(sums) == 1 and sums[0].op is Op.OBSERVE and target.goal is None else None)
    if target.rounding == "floor" and bundles and not (
        told is not None and bundles[0].amount.value and (told / bundles[0].amount.value).denominator == 1
    ):
        # "A bakery sells 4 muffins for $6. Joe has $20. How many can he buy?": is one muffin
        # sold at a quarter of $6 (13), or only the four together (12)? ("with $12": 8 either way)
        return _refuse(target, "a price of one thing when whole things are bought with a sum")
    count = b.new_var("question.bought", target.per, f"the {Kind(target.per).plural_label} bought")
    if target.rounding == "floor":
        # "How many can she buy?": whole things only; the change is less than one price
        change = b.new_var("question.change", b.vars[price].unit, "the money left over")
        b.equations.append(Equation("question", ((ONE, total), (-ONE, change)), Fraction(0),
                                    target.text, products=((-ONE, price, count),),
                                    rounded=("floor", count, change, price), rounded_by=target.rounded_by))
    else:
        b.equations.append(Equation("question", ((ONE, total),), Fraction(0), target.text,
                                    products=((-ONE, price, count),)))
    b.vars[count] = attrs.evolve(b.vars[count], count=True)
    return [(ONE, count)], target.per, no_scope


def wishes_done(ledger: Ledger) -> Ledger:
    """A purchase only wished ("He wanted to buy as many folders as he could") is done for a
    question asked after it ("How much is left after he bought the folders?"); for any other it
    is no doing at all, as a wish is not ("How much money does he have?": what he has)."""
    asked_after = ledger.target.time
    entries = tuple(e for e in ledger.entries if not e.wished or asked_after == f"after:{e.id}")
    return ledger if entries == ledger.entries else attrs.evolve(ledger, entries=entries)


def sum_before_discount(ledger: Ledger) -> Ledger:
    """ "Tim buys a lamp for $300 and gets a 20% discount": one thing bought for a sum, and a
    share (or a sum) off told of the buyer in a clause after it: the sum is what the thing is
    priced at, before the discount, as "buys 1 lamp for $300 each" tells it, and the discount is
    taken off that price (``replay._cost``). Only one such purchase of the buyer's and one
    discount, no other purchase or spending of the buyer's, no price of that thing told besides
    and no other discount in the story; any other ledger is as it was ("bought a lamp for $240
    with a 20% discount": the sum after it, the discount in the purchase's own clause)."""
    discounts = [e for e in ledger.entries if e.op is Op.DISCOUNT]
    if len(discounts) != 1:
        return ledger
    off = discounts[0]
    if off.per is not None or off.raises or off.every_purchase:
        return ledger
    spent = [e for e in ledger.entries if e.actor == off.actor and (
        e.op is Op.LOSS and e.verb is not None and in_class(e.verb, "spending_verbs")
        or e.op is Op.GAIN and e.verb is not None and in_class(e.verb, "buying_verbs"))]
    if len(spent) != 1 or spent[0].op is not Op.LOSS:
        return ledger
    paid, kind = spent[0], spent[0].paid_for_kind
    if paid.paid_for is None or kind is None or paid.amount.value is None or (
        off.clause[0] < paid.clause[1]
    ) or any(
        e.op in (Op.PRICE, Op.SALE_PRICE) and e.per is not None and e.per.covers(kind) for e in ledger.entries
    ):
        return ledger
    bought = attrs.evolve(paid, op=Op.GAIN, kind=kind, amount=paid.paid_for, verb="buy",
                          verb_class=VerbClass.GAIN, cues=("gain",), paid_for=None, paid_for_kind=None)
    price = Entry(f"{paid.id}p", Op.PRICE, "world", paid.kind, paid.amount, paid.clause, actor="world",
                  per=kind)
    at = ledger.entries.index(paid)
    entries = ledger.entries[:at] + (bought, price) + ledger.entries[at + 1:]
    uses = tuple(attrs.evolve(u, entry=price.id) if u.entry == paid.id else u for u in ledger.quantities)
    one = QuantityUse(paid.paid_for.span, paid.paid_for.text, paid.id)
    return attrs.evolve(ledger, entries=entries, quantities=uses + (one,))


def most_bought(b: _Builder, entry: Entry, price_entry: Entry, price: str, amount: str) -> Refusal | None:
    """ "He bought as many pens as he could": the count bought is whole and the money left after
    it is less than one price (before = price × count + left, 0 ≤ left < price), stated beside
    the cost and citing the words, as a budget asked with "can" is rounded down."""
    from wordproof.ledger.replay import Equation, unpriced_purchase, unpriced_sale

    if unpriced_purchase(b, [entry.actor], before=entry) or unpriced_sale(b, {entry.actor}, before=entry):
        # "He bought 2 pens (sold a pen). He bought as many folders as he could": money untold
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("a price for every purchase or sale before the most bought",))
    if price_entry.count is not None and price_entry.count.value != 1:
        # "4 muffins for $6 … bought as many muffins as he could": singles, or fours only?
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("a price of one thing when the most bought is asked",))
    if wants_besides(b, entry.actor, entry.kind.unit):
        # "She needs $5 for the bus": the most she could buy may leave that aside
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("no other thing the buyer needs or wants",))
    if entry.wished and any(
        e.op in (Op.GAIN, Op.LOSS, Op.TRANSFER, Op.OBSERVE, Op.EVENT)
        and entry.actor in (e.subject, e.other, e.actor)
        for e in b.ledger.entries[b.ledger.entries.index(entry) + 1:]
    ):
        # "wanted to buy as many folders as he could. … His sister gave him $5. How much is left
        # after he bought the folders?": a wish has no time; the buying before the gift or after?
        return Refusal(RefusalCode.UNBOUND_TEMPORAL_SCOPE, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("nothing told of the buyer after a purchase only wished",))
    money = b.key_for(entry.actor, price_entry.kind)
    if isinstance(money, Refusal):
        return money
    states = b.timelines.get(money, [])
    if len(states) < 2:
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("the buyer's money before the purchase",))
    before, left = states[-2], states[-1]
    b.equations.append(Equation(entry.id, ((ONE, before), (-ONE, left)), Fraction(0), b.clause(entry),
                                products=((-ONE, price, amount),),
                                rounded=("floor", amount, left, price), rounded_by=entry.most_bought))
    b.vars[amount] = attrs.evolve(b.vars[amount], count=True)
    return None


def proceeds(b: _Builder, entry: Entry, amount: str) -> Refusal | None:
    """A sale of a kind with a sale price ("sold 6 cakes for $3 each") brings the seller the
    price times the amount sold: money into the seller's holding, and what "How much did she
    make / earn?" counts."""
    from wordproof.ledger.replay import _event, dated_apart, priced_money

    if entry.verb is None or not in_class(entry.verb, "selling_verbs"):
        return None
    kinds = [e.kind for e in b.ledger.entries]  # "sold card decks for $2 each … had 5 decks"
    told = [(p, var) for p, var in b.sale_prices if p.per is not None and p.per.covers_in(entry.kind, kinds)]
    prices = [(p, var) for p, var in told if p.other in (None, entry.actor)]  # Vera's is not Bo's
    if not told and not any(e.op is Op.GAIN and e.actor == entry.actor and e.kind.unit == entry.kind.unit
                              for e in b.ledger.entries):
        # "Each cupcake costs $2. She sold 10 cupcakes.": the price it costs is what it sells for,
        # when the seller never gets the kind herself (at which price did she buy it?); never a
        # price one buyer pays ("Ann buys pens for $2 each"): hers to pay, not to sell at; nor
        # a price one seller asks ("A market sells 5 limes for $2. Ivo sold 10 limes."): Ivo's?
        prices = [(p, var) for p, var in b.prices if p.per is not None and p.per.covers_in(entry.kind, kinds)
                  and p.payer is None and p.other in (None, entry.actor)]
    if not prices:
        return None
    if len(prices) > 1:
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry),
                       span=entry.clause, expected=(f"one sale price for {entry.kind.label}",))
    (price_entry, price), = prices
    sold_by = {e.actor for e in b.ledger.entries if e.clause == price_entry.clause and e.op in (
        Op.LOSS, Op.TRANSFER) and e.verb is not None and in_class(e.verb, "selling_verbs")}
    if sold_by and entry.actor not in sold_by:
        # "Lola sold 5 mugs for $16 each and Seth sold 2 mugs.": what Lola sold at, not a
        # price told of Seth's sale (as a price one buyer paid is not another's)
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("a price told of this seller's sale or of the thing",))
    if sold_by and entry.clause != price_entry.clause:
        # "Lola sold 5 mugs for $16 each. She sold 3 more mugs.": the price of that sale; the
        # later one's is not told
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("a price told of this sale or of the thing",))
    if sold_by and dated_apart(b, entry, price_entry):
        return Refusal(RefusalCode.UNBOUND_TEMPORAL_SCOPE, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("a price told of a sale at the time of this one",))
    stated = [e for e in b.ledger.entries if e.clause == entry.clause and e.op is Op.GAIN
              and e.actor == entry.actor and e.kind.unit == price_entry.kind.unit]
    if len(stated) > 1:
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry),
                       span=entry.clause, expected=("one sum for one sale",))
    if stated:
        b.paid.append((stated[0].id, price, amount))  # "sold 6 cakes for $18": $18 = price × 6
        return None
    brought = priced_money(b, entry, price_entry, price, amount, ONE,
                           f"the money {_event(entry)} brought")
    if isinstance(brought, Refusal):
        return brought
    b.proceeds.append((entry, brought))
    return None


def proceeds_terms(b: _Builder, target: Target, holders: list[str],
                   counted: list[Term]) -> list[Term] | Refusal:
    """ "How much (money) did she make / earn?" of a seller: what her priced sales brought.
    Only when the sales are all she is told to have earned: with any other money coming in
    or going out (a wage, a gift, what she spent on the cakes: is it her profit?) or a sale
    with no price, the question is refused. "How much money did she get / receive?" of a seller
    asks the same, and refuses as it does beside any other getting of money ("She got $3 as a
    tip": the sales brought her money too)."""
    if target.verb is None or target.counterparty is not None or not (
        in_class(target.verb, "wage_verbs") or in_class(target.verb, "receiving_verbs")
    ):
        return []
    sold = [(e, v) for e, v in b.proceeds
            if e.actor in holders and target.matcher.matches(Kind(b.vars[v].unit))]
    if not sold:
        return []
    refusal = _refuse(target, "sales with a price each, and no other money in or out")
    money = {Kind(b.vars[v].unit).unit for _, v in sold}
    sales = {e.id for e, _ in sold}
    unpriced = [e for e in b.ledger.entries if e.op in (Op.LOSS, Op.TRANSFER) and e.actor in holders
                and e.verb is not None and in_class(e.verb, "selling_verbs") and e.id not in sales]
    touched = [e for e in b.ledger.entries if e.kind.unit in money and e.op not in (
        Op.OBSERVE, Op.START_EMPTY, Op.SALE_PRICE, Op.PRICE) and (
        e.subject in holders or e.other in holders or e.actor in holders)]
    spent = [e for e, _ in b.costs if e.actor in holders]
    # "started with 9 kites and had 4 left. Then he sold 2 more": the 5 gone untold may be sold too
    gone_untold = [key for key, found in b.untold.items() if found and key[0] in holders
                   and any(e.kind.unit == key[1].unit for e, _ in sold)]
    # "sold 8 stones for $5 each. He got 2 stones back": returned, and the money with them?
    entries = list(b.ledger.entries)
    first = min(entries.index(e) for e, _ in sold)
    back = [e for e in entries[first:] if e.kind.unit in {s.kind.unit for s, _ in sold} and (
        e.op is Op.GAIN and e.subject in holders or e.op is Op.TRANSFER and e.other in holders)]
    if counted or unpriced or touched or spent or gone_untold or back:
        return refusal
    return [(ONE, v) for _, v in sold]


def untold_sale_terms(b: _Builder, target: Target, holders: list[str]) -> list[Term] | None:
    """ "Ivo was selling kites for $3 each. He started with 9 kites and had 4 left. How much
    money did he make?": the one untold change of the seller's kites is what he sold, as "How
    many kites did he sell?" reads it, and it brought him his own sale price times it. Only when
    the price is the asked one's own (told of his selling, not what a kite costs), one price of
    one kind, one untold change of his and of that kind, and nothing else told of him: no doing,
    no money, no other kind changed (a gift or a loss of kites: were all sold?)."""
    from wordproof.ledger.replay import Equation

    if target.verb is None or not in_class(target.verb, "wage_verbs") or target.counterparty is not None or (
        len(holders) != 1
    ):
        return None
    seller = holders[0]
    prices = [(p, var) for p, var in b.sale_prices if p.other == seller and p.per is not None]
    changes = [(key, var) for key, found in b.untold.items() if key[0] == seller for var in found]
    if len(prices) != 1 or len(changes) != 1 or b.proceeds or b.costs:
        return None
    (price_entry, price), ((_, kind), change) = prices[0], changes[0]
    assert price_entry.per is not None
    kinds = [e.kind for e in b.ledger.entries]  # "selling magic decks for $2 each … had 5 decks"
    if not price_entry.per.covers_in(kind, kinds) or not target.matcher.matches(price_entry.kind) or any(
        e.op not in (Op.OBSERVE, Op.PRICE, Op.SALE_PRICE) or e.op is Op.OBSERVE and e.kind != kind
        for e in b.ledger.entries if seller in (e.subject, e.actor, e.other)
    ):
        return None
    amount = b.new_var(f"{price_entry.id}.untold_sale", price_entry.kind.unit,
                       f"the money the {kind.plural_label} sold brought")
    # amount + price × change = 0: the change is the kites gone, below zero
    b.equations.append(Equation(price_entry.id, ((ONE, amount),), Fraction(0), b.clause(price_entry),
                                products=((ONE, price, change),)))
    b.nonnegative_target = True
    return [(ONE, amount)]


def profit_terms(b: _Builder, target: Target) -> tuple[list[Term], str | None, Scope] | Refusal:
    """ "How much profit did she make?": what her priced sales brought (and sums she earned
    selling) less what she paid — her priced purchases and the sums she spent. Only when that is
    all her money did: another gain or loss of it (a gift, a wage), a sale or a purchase with no
    price, no sale or nothing paid, or two units refuse."""
    from wordproof.ledger.replay import unpriced_purchase

    holders = list(target.holders or ())
    refusal = _refuse(target, "priced sales and priced costs, and no other money in or out")
    if not holders:
        return refusal
    brought = [(e, v) for e, v in b.proceeds if e.actor in holders]
    sales = {e.id for e, _ in brought}
    costs = [(e, v) for e, v in b.costs if e.actor in holders]
    earned: list[tuple[Entry, str]] = []
    spent: list[tuple[Entry, str]] = []
    for e in b.ledger.entries:
        mine = e.actor in holders or e.subject in holders or e.other in holders
        if not mine or e.id in sales or e.op in (Op.OBSERVE, Op.START_EMPTY, Op.PRICE, Op.SALE_PRICE):
            continue
        if e.op is Op.LOSS and e.verb is not None and in_class(e.verb, "selling_verbs") or (
            e.op is Op.GAIN and e.verb is not None and in_class(e.verb, "buying_verbs")
        ):
            continue  # the things sold or bought: their money is told below, or unpriced
        if e.op is Op.GAIN and e.verb is not None and in_class(e.verb, "wage_verbs") and e.id in b.amount_var:
            earned.append((e, b.amount_var[e.id]))
        elif e.op is Op.LOSS and e.verb is not None and in_class(e.verb, "spending_verbs") and (
            e.id in b.amount_var
        ):
            spent.append((e, b.amount_var[e.id]))
        elif e.op is not Op.EVENT:
            return refusal  # a gift, a wage, money lent: is it profit?
    unpriced_sale = any(e.op is Op.LOSS and e.actor in holders and e.verb is not None
                        and in_class(e.verb, "selling_verbs") and e.id not in sales
                        and not any(g.clause == e.clause for g, _ in earned) for e in b.ledger.entries)
    if _some_left_unsold(b, [e for e, _ in costs], [e for e, _ in brought]):
        return refusal
    order = [e.id for e in b.ledger.entries]
    if brought and any(order.index(e.id) > min(order.index(s.id) for s, _ in brought) for e, _ in spent):
        return refusal  # "sold 12 cupcakes … She spent $5 on a toy": spent what the sales brought?
    terms = [(ONE, v) for _, v in brought + earned] + [(-ONE, v) for _, v in costs + spent]
    units = {b.vars[v].unit for _, v in terms}
    if not (brought or earned) or not (costs or spent) or unpriced_sale or len(units) != 1 or (
        unpriced_purchase(b, holders)
    ):
        return refusal
    return terms, next(iter(units)), ("", 0, (0,))


def _some_left_unsold(b: _Builder, bought: list[Entry], sold: list[Entry]) -> bool:
    """ "bought 5 pens for $2 each and sold 3 of them for $3 each": a kind bought and sold, not
    all of it told sold (a share, or fewer told): is the profit on the 3 sold, or all money out
    and in?"""
    for unit in {e.kind.unit for e in bought} & {e.kind.unit for e in sold}:
        if any(e.share is not None and e.share.value != 1 for e in sold if e.kind.unit == unit):
            return True
        counts = [[e.amount.value for e in side if e.kind.unit == unit] for side in (bought, sold)]
        known = [[v for v in side if v is not None] for side in counts]
        told = all(len(k) == len(c) for k, c in zip(known, counts, strict=True))
        if told and sum(known[0]) != sum(known[1]):
            return True
    return False


__all__ = ["most_bought", "price_terms", "proceeds", "proceeds_terms", "profit_terms", "wishes_done"]
