"""Shares: an amount that is a fraction of another amount the story states.

"She ate a third of them", "gave 25% of her cards to Tom", "spent half of his money": the
amount of the change is the fraction times the holding it is taken from, as it stands just
before the change. "Tom picked twice as many apples as Sam": the amount of Tom's picking is
the factor times the amount of Sam's (one earlier event of the same verb). The fraction is a
given citing its words ("25%" is 25/100); the product is one equation Z3 proves like a rate
(the factor is "kind per kind", so the unit obligation composes it). A basis that is not
exactly one stated quantity refuses: a share is bound only when what it is a share of is
unique.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

import attrs

from wordproof.ledger.datings import told_of_one_time
from wordproof.ledger.entries import Amount, EntityKind, Entry, Kind, KindMatcher, Ledger, Op, TargetWhat
from wordproof.lexicon.tables import measure_unit
from wordproof.lexicon.words import VerbClass
from wordproof.refusals import Refusal, RefusalCode, Stage
from wordproof.text.times import PLACING, told_with

if TYPE_CHECKING:
    from wordproof.ledger.replay import _Builder

ONE = Fraction(1)


def share(b: _Builder, entry: Entry, amount: str, later: bool = False) -> Refusal | None:
    """Tie ``amount`` (the entry's amount variable) to the share's basis: amount = f × basis.
    ``later``: the basis is an event told after the entry (tied once every entry is replayed)."""
    from wordproof.ledger.replay import Equation, Given

    if entry.share is None and entry.share_entry is not None:
        # "He found 17 cents. He found 24 cents more than that.": that amount ± the difference
        if entry.share_entry not in b.amount_var:
            return _refuse(b, entry, "a quantity told before to compare with")
        b.equation(entry, [(ONE, amount), (-ONE, b.amount_var[entry.share_entry]), *added(b, entry)])
        return None
    if entry.share is None:
        return _plus(b, entry, amount)
    assert entry.share.value is not None
    if entry.share_entry is not None:
        if entry.share_entry not in b.amount_var:
            return _refuse(b, entry, "a quantity told before to take the share of")
        basis: str | Refusal | None = b.amount_var[entry.share_entry]  # "half that amount"
    elif entry.whole is not None and entry.share_remaining:
        basis = _rest_of_whole(b, entry)  # "a third of the remaining are red": of the parts not told
    elif entry.whole is not None:
        basis = b.amount_var[entry.whole]  # "half of them are red": of the whole
    else:
        basis = _event_basis(b, entry, later) if entry.share_event else _holding_basis(b, entry)
    if basis is None:
        b.later_bases.append((entry, amount))  # the named actor's event is told later
        return None
    if isinstance(basis, Refusal):
        return basis
    factor = b.new_var(f"{entry.id}.share", entry.kind.unit,
                       f"the share {entry.share.text!r} of {b.vars[basis].label}")
    # a fraction of a count is "kind per kind": the unit obligation composes it like a rate
    b.vars[factor] = attrs.evolve(b.vars[factor], per=b.vars[basis].unit, count=False)
    b.givens.append(Given.told(entry.id, factor, entry.share))
    if entry.share_added and b.vars[basis].unit != b.vars[amount].unit:
        # "60% more hawks than crows": the difference is the share of the crows, counted in
        # hawks (the factor is hawks per crow), then the two counts compared one for one
        difference = b.new_var(f"{entry.id}.difference", entry.kind.unit,
                               f"the {entry.share.text} of {b.vars[basis].label}")
        b.equations.append(Equation(entry.id, ((ONE, difference),), Fraction(0), b.clause(entry),
                                    products=((-ONE, factor, basis),)))
        terms = ((ONE, amount), (-ONE, basis), (-Fraction(entry.sign), difference))
        b.equations.append(Equation(entry.id, terms, Fraction(0), b.clause(entry), counts_compared=True))
        return None
    if entry.share_added:
        # "50% more than Sam": Sam's amount and the share of it added (or, "less", taken)
        b.equations.append(Equation(entry.id, ((ONE, amount), (-ONE, basis)), Fraction(0), b.clause(entry),
                                    products=((-Fraction(entry.sign), factor, basis),)))
        return None
    # "4 more than five times as many as Mari": the multiple and the amount added (or taken)
    b.equations.append(Equation(entry.id, ((ONE, amount),) + added(b, entry), Fraction(0), b.clause(entry),
                                products=((-ONE, factor, basis),)))
    return None


def scaled(b: _Builder, entry: Entry, key: tuple[str, Kind], amount: str) -> Refusal | None:
    """ "She doubled her stamps": the holding after is the verb's factor times the holding
    before, and the entry's amount is what that added (or, "halved", took). Only of a holding
    told before: a scaling of things never told says nothing of how many there were."""
    from wordproof.ledger.replay import Equation, Given

    assert entry.scaled is not None
    if key not in b.timelines:
        return _refuse(b, entry, "a holding told before it is scaled")
    before = b.state(key)
    b.change(key, entry, ONE if entry.op is Op.GAIN else -ONE, amount)
    after = b.state(key)
    factor = b.new_var(f"{entry.id}.factor", entry.kind.unit, f"the factor {entry.scaled.text!r}")
    b.vars[factor] = attrs.evolve(b.vars[factor], per=entry.kind.unit, count=False)  # "kind per kind"
    b.givens.append(Given.told(entry.id, factor, entry.scaled))
    b.equations.append(Equation(entry.id, ((ONE, after),), Fraction(0), b.clause(entry),
                                products=((-ONE, factor, before),)))
    return None


def added(b: _Builder, entry: Entry) -> tuple[tuple[Fraction, str], ...]:
    """The term of a multiple's "6 more than" (sign +1) or "6 less than" (-1), moved to the
    left of "amount = …"; () when the entry adds nothing."""
    from wordproof.ledger.replay import Given

    if entry.plus is None or entry.plus.value is None:
        return ()
    plus = b.new_var(f"{entry.id}.plus", entry.kind.unit, f"the {entry.plus.text} more or less")
    if entry.op is Op.PACE and entry.per is not None:  # "5 more pages than Ana" of a pace: a day
        b.vars[plus] = attrs.evolve(b.vars[plus], per=entry.per.unit, count=False)
    b.givens.append(Given.told(entry.id, plus, entry.plus))
    return ((-Fraction(entry.sign), plus),)


def discounted(b: _Builder, discount: Entry, price: str, price_entry: Entry) -> str | Refusal:
    """ "gets a 20% discount": the price paid for one is the price less that share of it
    ("pays 8% tax", "adds a 15% tip": plus it).
    The share is one given however many kinds it is taken off ("on everything"); each kind's
    price after it is its own quantity."""
    from wordproof.ledger.replay import Equation, Given

    assert discount.amount.value is not None and price_entry.per is not None
    unit = b.vars[price].unit
    money = measure_unit(discount.kind.unit)
    if money is not None and money.dimension == "money":
        return _sum_off(b, discount, price, price_entry)
    factor = f"{discount.id}.share"
    if factor not in b.vars:
        b.new_var(factor, unit, f"the {discount.kind.label} {discount.amount.text!r}")
        b.vars[factor] = attrs.evolve(b.vars[factor], per=unit, count=False)
        b.givens.append(Given.told(discount.id, factor, discount.amount))
    elif b.vars[factor].unit != unit:
        return _refuse(b, discount, "one discount taken off prices in one unit")
    paid = f"{discount.id}.price"
    if paid in b.vars and b.vars[paid].per != price_entry.per.unit:
        paid = f"{discount.id}.price.{price_entry.per.unit}"
    b.new_var(paid, unit, f"the price of one {price_entry.per.label} after the {discount.kind.label}")
    b.vars[paid] = attrs.evolve(b.vars[paid], per=price_entry.per.unit)
    taken = -ONE if discount.raises else ONE  # paid = price ∓ share × price
    b.equations.append(Equation(discount.id, ((ONE, paid), (-ONE, price)), Fraction(0),
                                b.clause(discount), products=((taken, factor, price),)))
    return paid


def _sum_off(b: _Builder, discount: Entry, price: str, price_entry: Entry) -> str | Refusal:
    """ "was given a discount of $2 each": the price paid for one is the price less that sum,
    in the discount's own unit (the unit obligation refuses cents taken off dollars)."""
    from wordproof.ledger.replay import Equation, Given

    assert discount.amount.value is not None and price_entry.per is not None
    if price_entry.amount.value is not None and price_entry.kind.unit == discount.kind.unit and (
        discount.amount.value > price_entry.amount.value
    ):
        return _refuse(b, discount, "a sum off each no greater than the price")
    off = f"{discount.id}.off"
    if off not in b.vars:
        b.new_var(off, discount.kind.unit, f"the {discount.amount.text} off each")
        b.vars[off] = attrs.evolve(b.vars[off], per=price_entry.per.unit, count=False)
        b.givens.append(Given.told(discount.id, off, discount.amount))
    paid = b.new_var(f"{discount.id}.price", b.vars[price].unit,
                     f"the price of one {price_entry.per.label} after the discount")
    b.vars[paid] = attrs.evolve(b.vars[paid], per=price_entry.per.unit)
    b.equations.append(Equation(discount.id, ((ONE, paid), (-ONE, price), (ONE, off)), Fraction(0),
                                b.clause(discount)))
    return paid


def compared_price(b: _Builder, entry: Entry, price: str, basis: str) -> None:
    """ "A pad is 50% more expensive than a pen": the price of one pad is the pen's price plus
    (``sign`` -1: less) the share of it; "twice as much as a pen" (no ``share_added``): the
    share of it alone."""
    from wordproof.ledger.replay import Equation, Given

    assert entry.share is not None and entry.share.value is not None
    unit = b.vars[basis].unit
    factor = b.new_var(f"{entry.id}.share", unit, f"the share {entry.share.text!r} of the other price")
    b.vars[factor] = attrs.evolve(b.vars[factor], per=unit, count=False)
    b.givens.append(Given.told(entry.id, factor, entry.share))
    if not entry.share_added:
        # "A pad costs twice as much as a pen": the factor times the pen's price
        b.equations.append(Equation(entry.id, ((ONE, price),), Fraction(0), b.clause(entry),
                                    products=((-ONE, factor, basis),)))
        return
    b.equations.append(Equation(entry.id, ((ONE, price), (-ONE, basis)), Fraction(0), b.clause(entry),
                                products=((-Fraction(entry.sign), factor, basis),)))


def price_more_by_a_sum(b: _Builder, entry: Entry, price: str, basis: str) -> None:
    """ "A pad costs $3 more than a pen": the price of one pad is the pen's price plus (``sign``
    -1: less) the sum, each of one thing; a price at or below nothing is no price."""
    from wordproof.ledger.replay import Equation, Given

    assert entry.plus is not None and entry.plus.value is not None
    plus = b.new_var(f"{entry.id}.plus", b.vars[basis].unit, f"the {entry.plus.text} more or less")
    b.vars[plus] = attrs.evolve(b.vars[plus], per=b.vars[basis].per)
    b.givens.append(Given.told(entry.id, plus, entry.plus))
    b.equations.append(Equation(entry.id, ((ONE, price), (-ONE, basis), (-Fraction(entry.sign), plus)),
                                Fraction(0), b.clause(entry)))


def _plus(b: _Builder, entry: Entry, amount: str) -> Refusal | None:
    """ "Tom read 5 more pages than Sam": amount = Sam's amount ± 5."""
    basis = _event_basis(b, entry)
    if basis is None or isinstance(basis, Refusal):
        return basis or _refuse(b, entry, "one earlier event of the same verb to compare with")
    if entry.plus is None or entry.plus.value is None:
        return _refuse(b, entry, "the difference of the two events")
    b.equation(entry, [(ONE, amount), (-ONE, basis), *added(b, entry)])
    return None


def _rest_of_whole(b: _Builder, entry: Entry) -> str:
    """ "12 are red; a third of the remaining are blue": the whole less the parts told before."""
    assert entry.whole is not None
    order = [e.id for e in b.ledger.entries]
    before = b.ledger.entries[:order.index(entry.id)]
    parts = [b.amount_var[e.id] for e in before if e.whole == entry.whole]
    rest = b.new_var(f"{entry.id}.rest", entry.kind.unit, "what the parts told before leave of the whole")
    b.equation(entry, [(ONE, rest), (-ONE, b.amount_var[entry.whole])] + [(ONE, p) for p in parts])
    return rest


def _refuse(b: _Builder, entry: Entry, expected: str) -> Refusal:
    cited = entry.share or entry.scaled
    return Refusal(RefusalCode.UNSUPPORTED_QUANTITY, Stage.LEDGER, b.clause(entry),
                   span=cited.span if cited is not None else entry.clause,
                   expected=(expected,))


def _holding_basis(b: _Builder, entry: Entry) -> str | Refusal:
    """A share of a holding is taken from it: the holder that loses or gives the things is
    the one whose holding the fraction is of, and that holding must already be stated."""
    if entry.op is Op.COMPARE and entry.other is not None:
        # "20% more boxes than Jules": a share of what Jules has, as the comparison says, now
        other = b.key_for(entry.other, entry.other_kind or entry.kind)
        return other if isinstance(other, Refusal) else b.state(other)
    if entry.op not in (Op.LOSS, Op.TRANSFER) and not entry.grown or entry.share_of != entry.subject:
        return _refuse(b, entry, "a share of the holding it is taken from")
    key = b.key_for(entry.subject, entry.kind)
    if isinstance(key, Refusal):
        return key
    if entry.grown and key not in b.timelines:
        return _refuse(b, entry, "a holding told before it grows by a share of itself")
    if not key[1].modifiers and key not in b.merged.values() and any(
        e.subject == entry.subject and e.kind.unit == key[1].unit and e.kind.modifiers and e.whole is None
        and (e.op is Op.OBSERVE or e.op is Op.GAIN and e.clause[0] < entry.clause[0])
        for e in b.ledger.entries
    ):
        # "3 boxes of 10 pens each. She also has 5 loose pens. She gave 20% of the pens …": of
        # the pens in the boxes, or of all her pens? (no sorts merged: "30 blue pens and 5 red";
        # things got after the share, "Then he buys 8 new pens", are not among those shared)
        return _refuse(b, entry, "a share of a holding beside no other sort of the things")
    if any(e.op is Op.LOSS and e.subject != entry.subject and e.kind.unit == entry.kind.unit and not any(
        o.subject == e.subject and o.kind.unit == e.kind.unit and o.op in (Op.OBSERVE, Op.GAIN)
        for o in b.ledger.entries
    ) for e in b.ledger.entries):
        # "Ben ate 2 of them. She sold them": a loss from a holding never told may be from hers
        return _refuse(b, entry, "a share of a holding no untold loss may have come from")
    b.state(key)  # "Benny sold half of his comic books": a holding of unknown size
    line = b.timelines[key]
    # a holding never told is first known after its first change ("baked 20 cookies"), unless
    # that change was itself a share of it ("spent 1/5 of his money"): then only its start is
    told = [i for i, state in enumerate(line) if state in b.observed or _told_by_contents(b, state)] or [
        0 if len(line) > 1 and _share_of_holder(b, line[1], entry) else min(1, len(line) - 1)]
    changed = told[-1] != len(line) - 1
    if changed and not entry.share_remaining and not _held_now(b, entry, line[told[-1] + 1:]):
        # "She spent 1/4 of the money … then 1/2 of the money": of what she had at first, or
        # of what was left? Once the holding has changed since it was told, either may be
        # meant; "of the remaining money", "of the rest" says which
        return _refuse(b, entry, "a share of a holding that has not changed since it was told")
    return b.state(key)


def _told_by_contents(b: _Builder, state: str) -> bool:
    """ "Ann has 5 boxes. Each box has 8 pens": the holding a RATE of contents makes (the rate
    times the containers) is told as an observation is, so a share of it after a change ("She
    bought 4 more pens. She gave half of the pens …": of the 40 or of the 44?) refuses alike."""
    rates = {e.id for e in b.ledger.entries if e.op is Op.RATE and e.per is not None}
    return any(eq.entry in rates and any(name == state for _, name in eq.terms) for eq in b.equations)


def _share_of_holder(b: _Builder, state: str, entry: Entry) -> bool:
    """Whether the change that made ``state`` was a share of the entry's holder's holding."""
    made = next((e for e in b.ledger.entries if e.id == b.creator.get(state)), None)
    return made is not None and made.share is not None and made.share_of == entry.subject


def _held_now(b: _Builder, entry: Entry, since: list[str]) -> bool:
    """ "Kylie has 5 daisies. Her sister gave her 9. Kylie then gave half her daisies to her
    mother": "her daisies" are the ones she has now — when the changes since the holding was
    told were told in clauses of their own (not "spent $10 and a third of her money", a
    list where the share may be of the money at first) and none was itself a share of this
    holding ("gave 1/4 of her money …, 1/8 of her money …": each of the money at first)."""
    if not entry.share_possessed:
        return False
    by_id = {e.id: e for e in b.ledger.entries}
    changes = [by_id[b.creator[state]] for state in since if state in b.creator]
    return len(changes) == len(since) and all(
        e.clause != entry.clause and not (e.share is not None and e.share_of == entry.subject)
        for e in changes)


def _event_basis(b: _Builder, entry: Entry, later: bool = False) -> str | Refusal | None:
    """ "twice as many as Sam": the one event of the same verb and kind by the named actor
    (never the entry's own), told before or after; "half as many in May": the one earlier
    event of the verb and kind. Never one of two. None: Sam's event is told later, and is
    looked for again (``later``) once every entry is replayed."""
    order = [e.id for e in b.ledger.entries]
    index = order.index(entry.id)
    told = b.ledger.entries if later else b.ledger.entries[:index]
    if entry.other_kind is not None:
        return _other_kind_basis(b, entry, told, later)
    group = b.ledger.entity(entry.share_of) if entry.share_of is not None else None
    if group is not None and group.kind is EntityKind.GROUP and not group.implicit:
        return _members_events_basis(b, entry, told, group.members, later)
    # a comparison's amount is a difference, no event; a pace is compared only by a pace
    found = [e for e in told if e.id in b.amount_var and e.verb == entry.verb and e.id != entry.id
             and _of_the_kind(e, entry) and e.op not in (Op.START_EMPTY, Op.COMPARE)
             and entry.share_of in (None, e.actor)] if entry.op is not Op.PACE else [
        e for e in told if e.id in b.paces and e.verb == entry.verb and e.id != entry.id
        and _of_the_kind(e, entry) and e.actor == entry.share_of and e.per == entry.per]
    if entry.share_of == entry.actor:
        return _refuse(b, entry, "an event of someone else to compare with")
    if not found and not later and entry.share_of is not None and entry.share is not None and any(
        e.verb == entry.verb and _of_the_kind(e, entry) and e.actor == entry.share_of
        and e.op is not Op.START_EMPTY for e in b.ledger.entries[index + 1:]
    ):
        return None
    if not found and entry.share_of is None and entry.share is not None:
        # "James buys 10 shirts and half as many pants": of the one other kind the clause's
        # doing counted before it
        found = [e for e in told if e.id in b.amount_var and e.verb == entry.verb and e.clause == entry.clause
                 and e.actor == entry.actor and e.op not in (Op.START_EMPTY, Op.COMPARE)]
    if len(found) != 1:
        return _refuse(b, entry, "one event of the same verb to compare with")
    if entry.share_of is not None and not told_of_one_time(b.ledger, b.text, found[0].clause, entry.clause):
        # "On Monday Adam picked twice as many as Kay. On Tuesday Kay picked 10.": Monday's?
        return _refuse(b, entry, "the other's doing told of the comparison's time")
    return b.amount_var.get(found[0].id) or b.paces[found[0].id]


def _members_events_basis(b: _Builder, entry: Entry, told: Sequence[Entry], members: Sequence[str],
                          later: bool) -> str | Refusal | None:
    """ "twice as many as Sam and Bo combined": the one event of the same verb and kind by
    each member named, added; a member with none told, or two, refuses (None: look again once
    every entry is replayed)."""
    from wordproof.ledger.replay import Equation

    if entry.actor in members:
        return _refuse(b, entry, "events of others to compare with")
    events = [[e for e in told if e.id in b.amount_var and e.verb == entry.verb and e.actor == member
               and _of_the_kind(e, entry) and e.op not in (Op.START_EMPTY, Op.COMPARE)]
              for member in members]
    if any(not found for found in events) and not later:
        return None
    if any(len(found) != 1 for found in events):
        return _refuse(b, entry, "one event of the same verb by each member to add")
    if any(not told_of_one_time(b.ledger, b.text, found[0].clause, entry.clause) for found in events):
        return _refuse(b, entry, "the members' doings told of the comparison's time")
    together = b.new_var(f"{entry.id}.together", entry.kind.unit,
                         f"what {' and '.join(members)} {entry.verb} together")
    b.equations.append(Equation(entry.id, ((ONE, together),) + tuple(
        (-ONE, b.amount_var[found[0].id]) for found in events), Fraction(0), b.clause(entry)))
    return together


def _of_the_kind(told: Entry, entry: Entry) -> bool:
    """``told`` counts the kind ``entry`` compares: "five times as many painted cups as Lea" is
    of Lea's cups told with that word or with none ("Lea made 3 cups"), never of her plain ones."""
    return told.kind.base == entry.kind.base and (
        not told.kind.modifiers or set(entry.kind.modifiers) <= set(told.kind.modifiers))


def _other_kind_basis(b: _Builder, entry: Entry, told: tuple[Entry, ...],
                      later: bool) -> str | Refusal | None:
    """ "She baked 15 green cakes and twice as many red cakes as green cakes": the doer's one
    event of the same verb and the other kind, told before or after (None: look again later)."""
    assert entry.other_kind is not None
    other = KindMatcher(entry.other_kind.unit, entry.other_kind.of, entry.other_kind.modifiers)
    own = KindMatcher(entry.kind.unit, entry.kind.of, entry.kind.modifiers)
    if other.matches(entry.kind) or own.matches(entry.other_kind):
        return _refuse(b, entry, "two kinds apart")  # "twice as many red cakes as cakes"
    found = [e for e in told if e.id in b.amount_var and e.verb == entry.verb and e.id != entry.id
             and e.actor == entry.actor and other.matches(e.kind)
             and e.op not in (Op.START_EMPTY, Op.COMPARE, Op.PRICE, Op.PACE)]
    if not found and not later:
        return None
    if len(found) != 1:
        return _refuse(b, entry, "one event of the same verb and the other kind")
    return b.amount_var[found[0].id]


_DOINGS = (Op.GAIN, Op.LOSS, Op.EVENT)


def implied_events(ledger: Ledger, text: str) -> Ledger:
    """The events a comparison of doings implies, and the amounts a supposition tells of them.

    "Zig wrote four times as many books as Flo" (or "5 more books than Flo") says Flo wrote
    books too: when the story tells nothing else of Flo and that kind, Flo's writing is an
    event of unknown amount, told where the comparison is. "If Zig wrote 60 books, …" (an
    "If" clause of one plain amount, nothing else) names the amount of Zig's one writing of
    books the story told without one; it is no second writing."""
    entries = list(ledger.entries)
    quantities = ledger.quantities
    for supposed in [e for e in entries if e.restates and e.op in _DOINGS]:
        told = [e for e in entries if e is not supposed and e.actor == supposed.actor and (
            e.verb == supposed.verb and e.kind.unit == supposed.kind.unit and e.op is not Op.COMPARE)]
        if len(told) != 1 or not (told[0].share_event or _compared(entries, told[0])) or (
            told[0].amount.value is not None or told[0].op is not supposed.op
            or told[0].subject != supposed.subject or told[0].kind != supposed.kind
            or not _restated_in_order(ledger, text, entries, told[0], supposed)
        ):
            continue
        entries[entries.index(told[0])] = attrs.evolve(told[0], amount=supposed.amount,
                                                       supposed=supposed.supposed)
        entries.remove(supposed)
        quantities = tuple(attrs.evolve(q, entry=told[0].id) if q.entry == supposed.id else q
                           for q in quantities)
    implied: dict[str, Entry] = {}
    with_implied: list[Entry] = []
    for index, entry in enumerate(entries):
        basis = _untold_basis(ledger, entries, index)
        if basis is not None and basis.subject not in implied:
            implied[basis.subject] = basis
            with_implied.insert(len(with_implied) - (entry.op is Op.COMPARE), basis)  # before the doing
        for member in _asked_members_of_total(ledger, entries, entry):
            if member.subject not in implied:
                implied[member.subject] = member
                with_implied.append(member)
        with_implied.append(entry)
    entries = with_implied
    if not implied and quantities is ledger.quantities:
        return ledger
    return attrs.evolve(ledger, entries=tuple(entries), quantities=quantities,
                        notes=ledger.notes + tuple(f"{e.id}: {e.subject} did {e.verb!r} too (implied)"
                                                   for e in implied.values()))


def _restated_in_order(ledger: Ledger, text: str, entries: list[Entry], doing: Entry, amount: Entry) -> bool:
    """Whether ``amount`` (a clause of one plain amount) may tell the amount of ``doing`` (told
    by a comparison or a share, with none): after it ("She ran 5 miles more than Kay. If she
    ran 35 miles, …", "… She ran 35 miles."), or, said plainly, before it with nothing of that
    kind told between, no time placing the comparison and no "also" ("Ann saved $60. She saved
    $25 more than Lee."; not "Then she saved $25 more than Lee": a second saving); "also" or
    "too" in either telling tells one more doing besides ("She also ran 35 miles")."""
    at, told_at = entries.index(doing), entries.index(amount)
    if amount.supposed:
        return told_at > at
    compared = entries[at + 1] if at + 1 < len(entries) else doing
    # after it, the amount told with no time of its own goes on at the comparison's ("Last
    # week Adam ran 25 miles more than Kay. Adam ran 35 miles."); before it, any time placing
    # the comparison may tell a second doing ("Ann saved $60. Then she saved $25 more …")
    placed = told_with(ledger.times, compared.clause, PLACING) if told_at < at else ()
    if doing.besides or amount.besides or placed or not told_of_one_time(ledger, text, compared.clause,
                                                                         amount.clause):
        return False
    between = entries[at + 1:told_at] if told_at > at else entries[told_at + 1:at]
    return not any(e.kind.unit == doing.kind.unit and e is not compared for e in between)


def _compared(entries: list[Entry], doing: Entry) -> bool:
    """ "Ana found 5 more shells than Bo": Ana's finding, told by its difference from Bo's."""
    after = entries.index(doing) + 1
    return after < len(entries) and entries[after].op is Op.COMPARE and (
        entries[after].verb == doing.verb and entries[after].subject == doing.actor)


def _untold_basis(ledger: Ledger, entries: list[Entry], index: int) -> Entry | None:
    """The other side's event a comparison of doings implies, when the story tells none."""
    entry = entries[index]
    if entry.other_kind is not None or entry.verb is None:
        return None
    if entry.share_event and entry.share is not None and entry.op in _DOINGS and entry.subject == entry.actor:
        other, doing = entry.share_of, entry
    elif entry.op is Op.COMPARE and index > 0 and entries[index - 1].op in _DOINGS and (
        _compared(entries, entries[index - 1])
    ):
        other, doing = entry.other, entries[index - 1]
    else:
        return None
    if other is None or other == entry.subject or not any(
        e.id == other and e.kind in (EntityKind.PERSON, EntityKind.ROLE) and not e.plural
        for e in ledger.entities
    ):
        return None
    if any(e.kind.unit == entry.kind.unit and (other in (e.subject, e.actor) or e.op is Op.TRANSFER and (
        e.other == other)) for e in entries):
        return None  # the other's own doing or holding of the kind is told: that is the basis
    return Entry(f"{entry.id}i", doing.op, other, doing.kind, Amount(None, entry.clause, "some"),
                 entry.clause, actor=other, verb=doing.verb, verb_class=doing.verb_class, cues=doing.cues,
                 effect_known=doing.effect_known)


def _asked_members_of_total(ledger: Ledger, entries: list[Entry], total: Entry) -> list[Entry]:
    """ "Together Ann and Bo found 95 apples. Ann found 46. How many did Bo find?": the question
    asks the doing of a named member the story tells nothing of, so that member did it too, an
    untold amount (none among the amounts), told where the total is. Each member untold must be
    asked ("How much more does Ann weigh than Cy?") or tied by another total of the doing ("Ann and
    Bo weigh 95 pounds together. Bo and Cy weigh 87 pounds together."); asked anything else, it
    refuses as before."""
    target = ledger.target
    asked = [target] if target.what is TargetWhat.EVENTS else list(target.parts) if (
        target.what is TargetWhat.DIFFERENCE) else []
    if total.op is not Op.TOTAL or total.verb is None or not asked or any(
        part.what is not TargetWhat.EVENTS or part.verb != total.verb or part.holders is None
        or len(part.holders) != 1 or not (part.matcher.unit is None or part.matcher.matches(total.kind))
        for part in asked
    ):
        return []
    group = next((e for e in ledger.entities if e.id == total.subject), None)
    if group is None or group.kind is not EntityKind.GROUP or group.implicit or len(group.members) < 2:
        return []
    untold = [m for m in group.members if not any(
        m in (e.subject, e.actor, e.other) for e in entries
        if e.kind.base == total.kind.base and e.op is not Op.TOTAL
    )]
    holders = {part.holders[0] for part in asked if part.holders}
    tied = {m for e in entries if e is not total and e.op is Op.TOTAL and e.verb == total.verb
            and e.kind.base == total.kind.base for m in ledger.entity(e.subject).members}
    people = {e.id for e in ledger.entities
              if e.kind in (EntityKind.PERSON, EntityKind.ROLE) and not e.plural}
    if not untold or not holders & set(untold) or any(
        m not in holders | tied or m not in people for m in untold
    ):
        return []
    told = [e for e in entries if e.verb == total.verb and e.actor in group.members and e.op in _DOINGS
            and e.kind.base == total.kind.base]
    if any(e.op is not (told or [total])[0].op for e in told) or not told and total.verb_class not in (
        None, VerbClass.ACTIVITY
    ):
        return []
    op = told[0].op if told else Op.EVENT
    return [Entry(f"{total.id}m{index}", op, member, total.kind, Amount(None, total.clause, "some"),
                  total.clause, actor=member, verb=total.verb,
                  verb_class=told[0].verb_class if told else total.verb_class,
                  cues=told[0].cues if told else (), effect_known=told[0].effect_known if told else (
                      total.verb_class is not None))
            for index, member in enumerate(untold, 1)]


__all__ = ["added", "discounted", "implied_events", "share"]
