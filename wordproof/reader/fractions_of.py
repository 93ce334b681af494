"""Shares and scaled events: an amount told as a fraction or a multiple of another.

A share of a holding is a fraction or a percentage "of" something: "She ate a third of
them", "gave 25% of her cards to Tom", "spent half of his money". A scaled event is
"twice / three times / half as many (apples) as Sam (did)" with a verb of change or
activity: the amount is a multiple of an earlier event of the same verb. Each clause is read
by the ordinary frames with an unknown amount in the share's place, and that amount is then
tagged with the share; binding says whose holding (or event) the share is of — one reading
per candidate, so a reference that is not unique never settles on one quietly — and replay
ties the amount to it (``ledger/fractions_of.py``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from fractions import Fraction

import attrs

from wordproof.ledger.entries import Amount, Op, Setting
from wordproof.lexicon.tables import name_gender
from wordproof.lexicon.words import (
    VerbClass,
    in_class,
    measured_dimension,
    named_dimension,
    time_vocabulary,
    verb_lemma,
)
from wordproof.reader.ages import unread_after
from wordproof.reader.chunks import (
    AuxChunk,
    Chunk,
    ConjChunk,
    CueChunk,
    EntityChunk,
    Noun,
    NounChunk,
    PrepChunk,
    QtyChunk,
    VerbChunk,
    WhChunk,
    is_factor,
    join,
)
from wordproof.reader.classes import aggregate_words
from wordproof.reader.clauses import Clause
from wordproof.reader.frames import (
    Proto,
    Ref,
    a_setting,
    amount_of_measure,
    doer_again,
    gapped_segments,
    gerund_after,
    group_totalled,
    is_the_rest,
    read_gapped,
    setting_of,
    there_is,
)
from wordproof.refusals import Refusal, RefusalCode, Stage
from wordproof.text.numerals import NumeralKind, number_said

Frames = Callable[[Clause, str], "tuple[Proto, ...] | Refusal"]

THAN_THAT = re.compile(r"\s+that\b", re.IGNORECASE)  # "24 cents more than that"

_SHARED_OPS = (Op.LOSS, Op.TRANSFER, Op.GAIN)  # a gain "of" someone's things is taken from them
_SCALED_OPS = (Op.LOSS, Op.TRANSFER, Op.GAIN, Op.EVENT)


def read_share(clause: Clause, text: str, frames: Frames) -> tuple[Proto, ...] | Refusal | None:
    """The protos of a clause whose amount is a share of a holding or a scaled event; None
    when the clause tells neither (the caller then reads, or refuses, it as before)."""
    bought = _bought_at_discount(clause)
    if bought is not None:
        purchase, taken = bought
        protos = frames(purchase, text)
        if isinstance(protos, Refusal):
            return protos
        return protos + (Proto(Op.DISCOUNT, taken.buyer, taken.qty, clause.span, price_share=taken.name),)
    discount = _discount(_surcharge_owed(clause))
    if discount is not None:
        return (Proto(Op.DISCOUNT, discount.buyer, discount.qty, clause.span,
                      every_purchase=discount.every_purchase, price_share=discount.name),)
    sale = _on_sale(clause) or _tax_told(clause)
    if sale is not None:
        return (sale,)
    dearer = _compared_price(clause) or _price_multiple(clause) or _price_more_by_a_sum(clause)
    if dearer is not None:
        return (dearer,)
    fronted = _share_of_what_remains_first(clause)
    if fronted is not None:
        # "Of the rest, she gave half to Bo": "she gave half of the rest to Bo"
        return frames(fronted, text)
    rest = list(clause.rest)
    compared = [i for i, c in enumerate(rest) if isinstance(c, QtyChunk) and _share_more(c)]
    if len(compared) == 1:
        return _read_share_more(clause, rest, compared[0], text, frames)
    halved = _half_the_subject(clause)
    if halved is not None:
        return frames(halved, text)
    subject = clause.subject
    if isinstance(subject, QtyChunk) and _bare_share_lost(clause, subject):
        # "20% sank", "Half were eaten": as "20% of them sank", of the one kind the story counts
        return _read_subject_share(clause, attrs.evolve(subject, of_them=True), text, frames)
    if isinstance(subject, QtyChunk) and _partitive(subject, text):
        read = _read_subject_share(clause, subject, text, frames)
        if read is not None or not subject.remaining or clause.verb is None:
            return read  # "half of the remaining are green": a part, for ``frames._part``
    if there_is(clause) and not clause.negated and len(rest) > 1 and _that_amount(rest, 0, text):
        # "There are twice that many in the yard": so many there as the quantity told just before
        return _read_that(clause, rest, 0, text, frames, (Op.OBSERVE,))
    if _holds_that_many(clause, rest, text):
        # "She has three times that many red beads": so many held as the quantity told just before
        return _read_that(clause, rest, 0, text, frames, (Op.OBSERVE,))
    if clause.verb is None or clause.verb.verb_class is VerbClass.POSSESS or clause.negated:
        return _refuse(clause, text) if _remaining(clause) else None
    rest = _half_the(rest)
    if clause.verb.verb_class in _GIVING_UP:
        rest = _the_rest_given_up(_all_of(rest), text)
    shares = [i for i, c in enumerate(rest) if isinstance(c, QtyChunk) and _partitive(c, text)]
    segments = gapped_segments(rest) if shares or any(is_the_rest(c) for c in rest) else None
    if len(shares) == 1 and (segments is None or not is_the_rest(segments[-1][0])):
        return _read_share(clause, rest, shares[0], text, frames)
    if segments is not None:
        return read_gapped(clause, segments, text, frames)
    if _remaining(clause):
        return _refuse(clause, text)
    measured = _measure_of_doing(clause, rest)
    if measured is not None:
        # "swam for twice as long (as Bo)", "walked half as far", "twice that long": a multiple of
        # a doing's measure, read as "twice as much" is and kept to the adjective's dimension
        said, dimension = measured
        read = _read_measured_doing(clause, said, text, frames)
        return _measured_in(read or _read_multiple(clause, said, text, frames), dimension)
    return _read_multiple(clause, rest, text, frames)


def _read_multiple(clause: Clause, rest: list[Chunk], text: str, frames: Frames,
                   ) -> tuple[Proto, ...] | Refusal | None:
    """The protos of a doing whose amount is a multiple (or a difference) of another amount,
    told by one of the shapes below; None when it tells none."""
    for i in range(len(rest)):
        if _that_amount(rest, i, text):
            return _read_that(clause, rest, i, text, frames)
        if share_of_that(rest[i], text):
            # "half of that", "half of this amount", "a third of that number"
            number = i + 1 < len(rest) and isinstance(rest[i + 1], CueChunk) and (
                rest[i + 1].kind == "number"  # type: ignore[union-attr]  # a CueChunk, checked just before
                and not text[rest[i].span[1]:rest[i + 1].span[0]].strip())
            return _read_that(clause, rest, i, text, frames, width=2 if number else 1)
        that = _more_than_that(rest, i, text)
        if that is not None:
            return _read_more_than_that(clause, rest, i, that, text, frames)
        then = more_than_then(rest, i, text)
        if then is not None:
            return _read_more_than_that(clause, rest, i, then[0], text, frames, then=then[1])
        as_then = as_many_then(clause, rest, i, text)
        if as_then is not None:
            return _read_as_many_then(clause, rest, i, as_then, text, frames)
        named = _as_done_named(clause, rest, i, text)
        if named is not None:
            return _read_done_named(clause, rest, i, named, text, frames)
        scaled = _scaled(clause, rest, i, text)
        if scaled is not None:
            return _read_scaled(clause, rest, i, scaled, text, frames)
    return None


def _measure_of_doing(clause: Clause, rest: list[Chunk]) -> tuple[list[Chunk], str] | None:
    """ "twice as long", "half as far", "three times that long" in a doing's clause: the rest with
    the adjective read as "much", and the dimension it measures — "far" a distance (lexicon
    ``distance_adjectives``), "long" a time (``duration_adjectives``: a doing is long in time, not
    in length). A doing in "-ing" the machine joined to the adjective ("half as long writing") is
    its own verb again. None when the clause says no such multiple, or two."""
    found: list[tuple[NounChunk, str, VerbChunk | None]] = []
    for k in range(1, len(rest)):
        word, before = rest[k], rest[k - 1]
        as_said = k >= 2 and isinstance(before, PrepChunk) and before.word == "as"
        factor = rest[k - 2] if as_said else before
        if not (isinstance(factor, QtyChunk) and is_factor(factor) and isinstance(word, NounChunk)) or (
            word.possessor is not None or word.noun.plural or word.noun.of is not None
            or word.determiner not in ((None,) if as_said else ("that", "this"))
        ):
            continue
        match word.noun.modifiers:
            case ():
                dimension, doing = _dimension_of_doing(word.noun.head), None
            case (adjective,):
                dimension, doing = _dimension_of_doing(adjective), gerund_after(word)
                if doing is None:
                    continue
            case _:
                continue
        if dimension is not None:
            found.append((word, dimension, doing))
    if len(found) != 1 or clause.verb is None:
        return None
    word, dimension, doing = found[0]
    k = rest.index(word)
    start = word.noun.span[0]  # after "that", which stays between the factor and "much"
    end = start + len(word.noun.modifiers[0]) if doing is not None else word.span[1]
    said: list[Chunk] = [CueChunk("much", "much", (start, end))]
    if doing is not None:
        said.append(doing)
    return rest[:k] + said + rest[k + 1:], dimension


def _read_measured_doing(clause: Clause, rest: list[Chunk], text: str,
                         frames: Frames) -> tuple[Proto, ...] | Refusal | None:
    """ "ran for twice as long as he played (chess)", "swam half as far as Bo walked": the
    multiple closing the clause is of another doing, of the verb named after the second "as", by
    its doer (with its object, when one is named); None for any other clause."""
    for i in range(len(rest)):
        match rest[i:]:
            case [QtyChunk() as factor, PrepChunk(word="as"), CueChunk(kind="much"), PrepChunk(word="as"),
                  EntityChunk() as doer, VerbChunk(particle=None, auxiliary=None, negated=False) as done,
                  *told] if is_factor(factor) and doer.members == () and not doer.plural:
                break
    else:
        return None
    match told:
        case []:
            thing = None
        case [NounChunk(determiner=None, possessor=None) as named] if not named.noun.modifiers and (
            named.noun.of is None
        ):
            thing = setting_of("", named)  # "as he played chess"
        case _:
            return None
    if unread_after(clause, text, doer.span[0], rest):
        return None  # "as he played on Monday": a word no chunk took may say which doing
    amount = QtyChunk(None, None, factor.value_span, join(factor.span, rest[-1].span))
    read = frames(attrs.evolve(clause, rest=tuple(rest[:i] + [amount])), text)
    tagged = _tag(read, amount, attrs.evolve(factor, noun=None), None, False, (Op.EVENT,))
    if tagged is None or isinstance(tagged, Refusal):
        return tagged
    return tuple(attrs.evolve(p, measured_doing=(doer, done.lemma, thing)) if p.qty is amount else p
                 for p in tagged)


def _dimension_of_doing(adjective: str) -> str | None:
    """The dimension a doing's measure adjective names ("far": length, "long": time)."""
    if in_class(adjective, "distance_adjectives"):
        return measured_dimension(adjective)
    if in_class(adjective, "duration_adjectives") and measured_dimension(adjective) is not None:
        # ("short" is of the lesser end: "twice as short" names no measure)
        return "time"
    return None


def _measured_in(read: tuple[Proto, ...] | Refusal | None,
                 dimension: str) -> tuple[Proto, ...] | Refusal | None:
    """The protos of a multiple of a doing's measure, each share kept to ``dimension``; a
    multiple with no "as" after it ("swam twice as long") is of the quantity told just before, as
    "twice that long" is (``Proto.share_unsaid``: unless the doer's own earlier doing of the verb
    may be meant). None when no proto took the multiple."""
    if read is None or isinstance(read, Refusal):
        return read
    scaled = [p for p in read if p.share is not None and (
        p.share_event or p.share_last or p.measured_doing is not None)]
    if len(scaled) != 1:
        return None
    unsaid = scaled[0].share_event and scaled[0].basis is None and scaled[0].other_kind is None
    return tuple(attrs.evolve(p, share_dimensions=(dimension,), share_last=p.share_last or unsaid,
                              share_event=p.share_event and not unsaid, share_unsaid=unsaid)
                 if p is scaled[0] else p for p in read)


# prepositions of where a thing was done or held ("at the mall", "in his collection"); "to" and
# "from" name a party ("gave twice as many to Ann as Sam": as Sam gave, or as he gave Sam?)
_WHERE_DONE = frozenset({"at", "in", "into", "on"})
_GIVING_VERB = "give"
_WHOLE_PURCHASE = frozenset({"everything"})  # "a discount on everything"
_PURCHASED_THINGS = frozenset({"item", "purchase", "thing"})  # "on all (the) items"
_ONE_PURCHASE = frozenset({"order", "bill", "meal"})  # "tax on the order": all that was bought


@attrs.frozen
class Discount:
    """A percentage off the prices a buyer pays (or, for a tax or a tip, on top of them): the
    buyer, the percentage, and whether the clause says it is on every purchase ("on
    everything")."""

    buyer: EntityChunk
    qty: QtyChunk
    name: str  # the noun that names the share: "discount", "tax", "tip"
    every_purchase: bool = False


def _discount(clause: Clause) -> Discount | None:
    """ "Tim gets a 20% discount", "received a discount of 15%", "gets 20% off", "is given a
    10% discount", "The clerk gave him a discount of 10%": the buyer pays each price less
    that share of it; "pays 8% tax", "adds a 20% tip", "gives the waiter a 15% tip": each price
    plus that share of it. "on everything", "on all the items (she bought)", "on the order"
    put it on every purchase of the buyer. Any other complement ("a discount on the pens",
    "for each ticket over 10") or "can get" says which purchases, or whether, and is not read.
    A discount given by a named giver is not read ("Ravi gave him": may "him" be Ravi?)."""
    verb = clause.verb
    if verb is None or verb.particle is not None or clause.negated or clause.hedged:
        return None
    groups = {a.group for a in clause.auxiliaries}
    active = not verb.auxiliary and not groups
    subject, rest = clause.subject, list(clause.rest)
    if active and verb.lemma == _GIVING_VERB and isinstance(subject, NounChunk) and rest and isinstance(
        rest[0], EntityChunk
    ) and not rest[0].plural:
        return _discounted_for(rest[0], rest[1:], "discount_nouns")  # "The clerk gave him …"
    if not isinstance(subject, EntityChunk):
        return None
    if active and in_class(verb.lemma, "surcharge_verbs"):
        if len(rest) > 1 and isinstance(rest[0], NounChunk | EntityChunk) and not isinstance(
            rest[1], PrepChunk
        ):
            rest = rest[1:]  # the one paid it: "gives the waiter a 15% tip"
        surcharge = _discounted_for(subject, rest, "surcharge_nouns")
        if surcharge is not None:
            return surcharge
    passive = verb.lemma == _GIVING_VERB and groups == {"be"} and verb.participle
    if passive or (active and in_class(verb.lemma, "receiving_verbs")):
        return _discounted_for(subject, clause.rest, "discount_nouns")  # "was given", "gets"
    return None


def _surcharge_owed(clause: Clause) -> Clause:
    """ "He has to pay 10% tax on everything": what he must pay on top of each price is what he
    pays, as "He pays 10% tax on everything" tells it; only "has (had) to" before a verb of the
    lexicon's ``surcharge_verbs`` and a share named by a ``surcharge_nouns`` noun after it (any
    other clause as it is)."""
    match clause.rest:
        case (PrepChunk(word="to"), VerbChunk(particle=None) as verb, QtyChunk(
                kind=NumeralKind.PERCENT, noun=Noun(head=head)), *_) if (
            clause.verb is None and [a.group for a in clause.auxiliaries] == ["have"]
            and in_class(verb.lemma, "surcharge_verbs") and in_class(head, "surcharge_nouns")
            and verb.word.lower() == verb.lemma
        ):
            return attrs.evolve(clause, verb=verb, auxiliaries=(), rest=clause.rest[2:])
    return clause


_DISCOUNT_TAKEN = frozenset({"with", "at", "for"})  # "bought 3 pens with (at) a 20% discount", "for 20% off"


def _bought_at_discount(clause: Clause) -> tuple[Clause, Discount] | None:
    """ "Jo bought 3 pens at a 20% discount", "… with a discount of 20%", "… for 20% off": the
    purchase as its own clause ("Jo bought 3 pens") and the buyer's discount, as "She got a 20%
    discount" tells it (so a second priced kind, or a sum the purchase states, refuses as there)."""
    verb, subject, rest = clause.verb, clause.subject, list(clause.rest)
    if verb is None or verb.particle is not None or verb.auxiliary or clause.auxiliaries or (
        clause.negated or clause.hedged or not isinstance(subject, EntityChunk)
        or not in_class(verb.lemma, "buying_verbs")
    ):
        return None
    for k in range(1, len(rest) - 1):
        taken = rest[k]
        if not (isinstance(taken, PrepChunk) and taken.word in _DISCOUNT_TAKEN):
            continue
        share = _discount_share(rest[k + 1:], "discount_nouns")
        if share is None or share[1] != "discount" or share[0].kind is not NumeralKind.PERCENT:
            return None
        purchase = attrs.evolve(clause, rest=tuple(rest[:k]), span=(clause.span[0], rest[k - 1].span[1]))
        return purchase, Discount(subject, share[0], share[1])
    return None


def _discounted_for(buyer: EntityChunk, rest: Sequence[Chunk], nouns: str) -> Discount | None:
    """The share a clause's rest tells, named by a noun of the lexicon class ``nouns``, and
    whether it closes with "on everything" (or the like)."""
    every_purchase = _on_every_purchase(list(rest), buyer)
    share = _discount_share(list(rest) if every_purchase is None else every_purchase, nouns)
    return None if share is None else Discount(buyer, share[0], share[1], every_purchase is not None)


def _discount_share(rest: list[Chunk], nouns: str) -> tuple[QtyChunk, str] | None:
    """ "a 20% discount", "20% off", "a discount of 20%", "8% tax", "a tip of 15%": the
    percentage and the noun that names it, when that noun is of the lexicon class ``nouns``
    ("20% off" is a discount)."""
    match rest:
        case [QtyChunk(kind=NumeralKind.PERCENT, value=value, noun=noun, comparative=None) as qty] if (
            value is not None and 0 < value < 100 and noun is not None and in_class(noun.head, nouns)
            and not noun.modifiers and noun.of is None and not noun.plural
        ):
            return qty, noun.head
        case [QtyChunk(kind=NumeralKind.PERCENT, value=value, noun=None, comparative=None) as qty,
              PrepChunk(word="off")] if nouns == "discount_nouns" and value is not None and 0 < value < 100:
            return qty, "discount"  # "gets 20% off"
        case [NounChunk(noun=noun, determiner="a", possessor=None), PrepChunk(word="of"),
              QtyChunk(kind=NumeralKind.PERCENT, value=value, noun=None, comparative=None) as qty] if (
            value is not None and 0 < value < 100 and in_class(noun.head, nouns) and not noun.modifiers
            and not noun.plural and noun.of is None
        ):
            return qty, noun.head  # "gets a discount of 20%", "pays a tax of 8%"
        case [NounChunk(noun=noun, determiner="a", possessor=None), PrepChunk(word="of"),
              QtyChunk(kind=NumeralKind.CARDINAL, value=value, comparative=None) as qty,
              CueChunk(kind="each", text=each)] if (
            value is not None and value > 0 and _money(qty) and each.lower() == "each"
            and in_class(noun.head, nouns) and not noun.modifiers and not noun.plural and noun.of is None
        ):
            return qty, noun.head  # "was given a discount of $2 each": a sum off each price
    return None


def _money(qty: QtyChunk) -> bool:
    """ "$2", "50 cents": a sum of money."""
    return qty.currency is not None and qty.noun is None or (
        qty.currency is None and qty.noun is not None and qty.noun.head in ("dollar", "cent")
        and not qty.noun.modifiers and qty.noun.of is None)


def _on_sale(clause: Clause) -> Proto | None:
    """ "The bags are 10% off", "Each bag was 75% off", "Bags are on sale for 20% off": every
    purchase of bags, by anyone, pays the bag's price less that share of it."""
    subject = clause.subject
    if not isinstance(subject, NounChunk) or subject.possessor is not None or clause.verb is not None or (
        clause.negated or clause.hedged or [a.group for a in clause.auxiliaries] != ["be"]
    ):
        return None
    match clause.rest:
        case [QtyChunk(kind=NumeralKind.PERCENT, value=value, noun=None, comparative=None) as qty,
              PrepChunk(word="off")] | [
            PrepChunk(word="on"), NounChunk(noun=Noun(head="sale", modifiers=()), determiner=None),
            PrepChunk(word="for" | "at"),
            QtyChunk(kind=NumeralKind.PERCENT, value=value, noun=None, comparative=None) as qty,
            PrepChunk(word="off")] if value is not None and 0 < value < 100:
            return Proto(Op.DISCOUNT, attrs.evolve(subject, determiner=None), qty, clause.span)
    return None


def _tax_told(clause: Clause) -> Proto | None:
    """ "The sales tax is 8%", "Tax is 10%": a tax on every purchase told, by anyone (a
    DISCOUNT that raises each price, held by no buyer). Only a tax on what is bought (lexicon
    `purchase_tax_words`: not "income tax") and told of no place or time of its own."""
    subject, verb, rest = clause.subject, clause.verb, list(clause.rest)
    if isinstance(subject, NounChunk) and verb is not None and not clause.auxiliaries and rest and isinstance(
        be := rest[0], AuxChunk
    ) and be.group == "be" and verb.word.lower() == "tax" and subject.noun.surface.lower() == "sales":
        # "The sales tax is 8%": the chunker took "tax" for the verb after a plural noun
        noun = Noun("tax", "tax", False, ("sales",), span=join(subject.noun.span, verb.span))
        subject, verb = attrs.evolve(subject, noun=noun, span=join(subject.span, verb.span)), None
        clause = attrs.evolve(clause, subject=subject, verb=None, auxiliaries=(be,), rest=tuple(rest[1:]))
    if not isinstance(subject, NounChunk) or subject.possessor is not None or verb is not None or (
        clause.negated or clause.hedged or [a.group for a in clause.auxiliaries] != ["be"]
        or subject.determiner not in (None, "the") or subject.noun.plural or subject.noun.of is not None
        or subject.noun.head != "tax"
        or not all(in_class(m, "purchase_tax_words") for m in subject.noun.modifiers)
    ):
        return None
    match clause.rest:
        case [QtyChunk(kind=NumeralKind.PERCENT, value=value, noun=None, comparative=None) as qty] if (
            value is not None and 0 < value < 100
        ):
            return Proto(Op.DISCOUNT, subject, qty, clause.span, every_purchase=True, price_share="tax")
    return None


_DEARER = "expensive"  # "50% more expensive"
_CHEAPER = "cheaper"  # "20% cheaper"


def _compared_price(clause: Clause) -> Proto | None:
    """ "A pad is 50% more expensive (than a pen)", "A pad is 20% cheaper than a pen", "A pad
    costs 50% more (20% less) than a pen": the price of one pad is the price of one pen plus
    (less) that share of it. With no "than", the one other thing the story has priced
    (``state._bind_compared_price``), only after "is … expensive (cheaper)"."""
    subject = clause.subject
    if not isinstance(subject, NounChunk) or subject.possessor is not None or subject.noun.plural or (
        subject.determiner not in ("a", "an", "the", "each", "every")
    ) or clause.negated or clause.hedged:
        return None
    verb = clause.verb
    is_ = verb is None and [a.group for a in clause.auxiliaries] == ["be"]
    costs = verb is not None and verb.lemma == "cost" and verb.particle is None and not clause.auxiliaries
    match clause.rest:
        case [QtyChunk(kind=NumeralKind.PERCENT, value=value, noun=Noun(head=head), comparative=more) as qty,
              *than] if is_ and value is not None and value > 0 and (
            (head, more) == (_DEARER, "more") or (head, more) == (_CHEAPER, None) and value < 100
        ):
            dearer = head == _DEARER
        case [QtyChunk(kind=NumeralKind.PERCENT, value=value, noun=None,
                       comparative="more" | "less" as more) as qty, *than] if (
            costs and bool(than) and value is not None and value > 0 and (more == "more" or value < 100)
        ):  # with no "than" ("A pad costs 20% more"), more than a pen, or than all spent?
            dearer = more == "more"
        case _:
            return None
    compared, other = _one_thing_compared(than, lambda c: isinstance(c, CueChunk) and c.kind == "than")
    if not compared:
        return None
    # the share keeps its comparative: it is added to the other's price, never a multiple of it
    return Proto(Op.PRICE, attrs.evolve(subject, determiner=None), attrs.evolve(qty, comparative=None),
                 clause.span, share=qty, other_kind=None if other is None else other.noun,
                 sign=1 if dearer else -1)


def _price_more_by_a_sum(clause: Clause) -> Proto | None:
    """ "A pad costs $3 more (less) than a pen": the price of one pad is the price of one pen
    plus (less) that sum (``state._bind_compared_price``). Only with "than" and one thing after
    it: "A pad costs $3 more" may be more than all spent before."""
    subject = clause.subject
    verb = clause.verb
    if not isinstance(subject, NounChunk) or subject.possessor is not None or subject.noun.plural or (
        subject.determiner not in ("a", "an", "the", "each", "every")
    ) or clause.negated or clause.hedged or clause.each or verb is None or verb.lemma != "cost" or (
        verb.particle is not None or clause.auxiliaries
    ):
        return None
    match clause.rest:
        case [QtyChunk(kind=NumeralKind.CARDINAL, value=value, measure=None, of_entity=None,
                       comparative="more" | "less" as more) as qty, *than] if (
            bool(than) and value is not None and value > 0 and _money(qty)
        ):
            if qty.noun is not None:  # "4 dollars more", "50 cents less": the unit said as a noun
                qty = attrs.evolve(qty, noun=None, currency=qty.noun.head)
        case _:
            return None
    compared, other = _one_thing_compared(than, lambda c: isinstance(c, CueChunk) and c.kind == "than")
    if not compared or other is None:
        return None
    return Proto(Op.PRICE, attrs.evolve(subject, determiner=None), attrs.evolve(qty, comparative=None),
                 clause.span, plus=attrs.evolve(qty, comparative=None), other_kind=other.noun,
                 sign=1 if more == "more" else -1)


def _price_multiple(clause: Clause) -> Proto | None:
    """ "A pad costs twice as much (as a pen)", "A pad is half as expensive as a pen", "A pad
    costs three times the price of a pen": the price of one pad is the factor times the price
    of one pen (``state._bind_compared_price``, as a price compared by a percentage is)."""
    subject = clause.subject
    if not isinstance(subject, NounChunk) or subject.possessor is not None or subject.noun.plural or (
        subject.determiner not in ("a", "an", "the", "each", "every")
    ) or clause.negated or clause.hedged or clause.each:
        return None
    verb = clause.verb
    costs = verb is not None and verb.lemma == "cost" and verb.particle is None and not clause.auxiliaries
    is_ = verb is None and [a.word.lower() for a in clause.auxiliaries] == ["is"]
    than: list[Chunk]
    match clause.rest:
        case [QtyChunk() as factor, PrepChunk(word="as"), CueChunk(kind="much"), *than] if costs:
            pass
        case [QtyChunk() as factor, PrepChunk(word="as"), NounChunk(noun=Noun(head=head, modifiers=())),
              *than] if is_ and head == _DEARER:
            pass
        case [QtyChunk() as factor, NounChunk(noun=Noun(head=head, plural=False, modifiers=()),
                                              determiner="the", possessor=None),
              PrepChunk(word="of"), *than] if (
            costs and in_class(head, "price_nouns") and than
        ):
            than = [PrepChunk("as", factor.span), *than]  # "the price of a pen" is "as much as a pen"
        case _:
            return None
    if not is_factor(factor):
        return None
    compared, other = _one_thing_compared(than, lambda c: isinstance(c, PrepChunk) and c.word == "as")
    if not compared:
        return None
    return Proto(Op.PRICE, attrs.evolve(subject, determiner=None), factor, clause.span,
                 share=factor, other_kind=None if other is None else other.noun)


def _one_thing_compared(rest: list[Chunk], joins: Callable[[Chunk], bool]) -> tuple[bool, NounChunk | None]:
    """What a price is compared with: nothing said ("A pad costs twice as much"), or one thing
    after the joining word ("than a pen", "as the pen"); (False, None) for anything else."""
    match rest:
        case []:
            return True, None
        case [joining, NounChunk(possessor=None) as other] if joins(joining) and not other.noun.plural and (
            other.determiner in ("a", "an", "the", "one")
        ):
            return True, other
    return False, None


def _on_every_purchase(rest: list[Chunk], buyer: EntityChunk) -> list[Chunk] | None:
    """The rest before a closing "on everything", "on all (the) items", "on all the items
    she bought" (the buyer again, by a buying verb); None when the clause does not close so."""
    for i, chunk in enumerate(rest):
        if isinstance(chunk, PrepChunk) and chunk.word == "on":
            return rest[:i] if _every_purchase(rest[i + 1:], buyer) else None
    return None


def _every_purchase(chunks: list[Chunk], buyer: EntityChunk) -> bool:
    match chunks:
        case [NounChunk(noun=noun, determiner=None, possessor=None)]:
            return noun.head in _WHOLE_PURCHASE and not noun.modifiers
        case [NounChunk(noun=noun, determiner="the", possessor=None)]:
            return noun.head in _ONE_PURCHASE and not noun.modifiers and not noun.plural and noun.of is None
        case [CueChunk(kind="all"), NounChunk(noun=noun, possessor=None), *relative]:
            return noun.plural and not noun.modifiers and noun.of is None and (
                noun.head in _PURCHASED_THINGS) and _bought_by(relative, buyer)
    return False


def _bought_by(relative: list[Chunk], buyer: EntityChunk) -> bool:
    """ "" or "she bought", "he purchased": a relative clause saying the buyer bought them."""
    match relative:
        case []:
            return True
        case [EntityChunk(text=who), VerbChunk(lemma=lemma, particle=None)]:
            return who.lower() == buyer.text.lower() and in_class(lemma, "buying_verbs")
    return False


def _remaining(clause: Clause) -> bool:
    """Whether the clause counts "of the remaining", "of the rest": read only as a share a
    change takes from a holding (``_read_share``) or as a part of a whole told in parts
    (``frames._part``); "5 of the remaining apples" and the like are refused."""
    chunks = ((clause.subject,) if clause.subject is not None else ()) + clause.rest
    return any(isinstance(c, QtyChunk) and c.remaining for c in chunks)


def _refuse(clause: Clause, text: str) -> Refusal:
    return Refusal(RefusalCode.UNSUPPORTED_QUANTITY, Stage.READER, text[clause.span[0]:clause.span[1]],
                   span=clause.span, expected=("a share of what remains, taken by a change",))


def _share_of_what_remains_first(clause: Clause) -> Clause | None:
    """ "Of the rest, she gave half to Bo", "Of the remaining pens, he sold 20%", "Of the remaining
    ones, a third are red": what remains said first, then after the comma a clause whose amount
    is a bare share ("half", "20%", "a third"); the share is of what remains, as "she gave half of
    the remaining pens to Bo" says. The clause so said; None for any other (a count, "Of the
    remaining pens, she gave 5 to Bo", is not read: 5 of them, or 5 besides?)."""
    if clause.subject is not None or clause.verb is not None or clause.auxiliaries or clause.negated:
        return None
    noun: Noun | None
    match clause.rest:
        case [PrepChunk(word="of"), CueChunk(kind="rest"), ConjChunk(word=","), *after]:
            noun = None
        case [PrepChunk(word="of"), CueChunk(kind="final", text=word), NounChunk(
            determiner=None, possessor=None, noun=named
        ), ConjChunk(word=","), *after] if (
            word.lower() == "remaining" and named.plural and named.of is None and not named.modifiers
        ):
            noun = None if named.head == "one" else named  # "the remaining ones": of them
        case _:
            return None
    match after:
        case [EntityChunk() as doer, VerbChunk(negated=False) as verb, QtyChunk() as share, *rest] if (
            _bare_share(share)
        ):
            return attrs.evolve(clause, subject=doer, verb=verb, rest=(_of_what_remains(share, noun), *rest))
        case [QtyChunk() as share, AuxChunk(group="be") as be, *rest] if _bare_share(share) and rest:
            return attrs.evolve(clause, subject=_of_what_remains(share, noun), auxiliaries=(be,),
                                rest=tuple(rest))
    return None


def _bare_share(share: QtyChunk) -> bool:
    """ "half", "20%", "a third" alone: a share below the whole, with no noun or "of" of its own."""
    if share.value is None or share.noun is not None or share.span != share.value_span or (
        share.comparative is not None or share.of_them or share.of_entity is not None or share.remaining
    ):
        return False
    return share.kind is NumeralKind.FRACTION and 0 < share.value < 1 or (
        share.kind is NumeralKind.PERCENT and 0 < share.value < 100)


def _of_what_remains(share: QtyChunk, noun: Noun | None) -> QtyChunk:
    return attrs.evolve(share, noun=noun, remaining=True, of_said=True, of_the=True, of_them=noun is None)


def _half_the_subject(clause: Clause) -> Clause | None:
    """ "Half the trucks are red", "Half her pens were sold": the subject is "half of" the
    determined noun after it, and the auxiliary (and participle) that follow are its verb."""
    half, rest = clause.subject, clause.rest
    if not (isinstance(half, QtyChunk) and half.lexicon_constant == "half" and half.noun is None
            and half.span == half.value_span and not clause.auxiliaries and clause.verb is None):
        return None
    match rest[:2]:
        case [NounChunk(noun=noun, determiner=determiner, possessor=owner) as whole, AuxChunk() as aux] if (
            determiner == "the" or owner is not None
        ):
            pass
        case _:
            return None
    merged = attrs.evolve(half, noun=noun, span=join(half.span, whole.span), of_entity=owner)
    verb = rest[2] if len(rest) > 2 and isinstance(rest[2], VerbChunk) else None
    return attrs.evolve(clause, subject=merged, auxiliaries=(aux,), verb=verb,
                        rest=rest[3:] if verb is not None else rest[2:])


def _half_the(rest: list[Chunk]) -> list[Chunk]:
    """ "half the money", "half his apples": "half" before a determined noun is "half of" it."""
    for i in range(len(rest) - 1):
        half, noun = rest[i], rest[i + 1]
        if isinstance(half, QtyChunk) and half.lexicon_constant == "half" and half.noun is None and (
            isinstance(noun, NounChunk) and (noun.determiner == "the" or noun.possessor is not None)
            and not _the_amount(noun)
        ):
            merged = attrs.evolve(half, noun=noun.noun, span=join(half.span, noun.span),
                                  of_entity=noun.possessor)
            return rest[:i] + [merged] + rest[i + 2:]
    return rest


_GIVING_UP = (VerbClass.LOSS, VerbClass.TRANSFER_OUT)
WHOLE_RULE = "reading: all of a holding is the whole of it"


def _all_of(rest: list[Chunk]) -> list[Chunk]:
    """ "sold them", "gave them (all) away", "ate all of them", "sold all (of) her pies",
    "gave all the cards to Tom": the object of a change that gives things up is the whole of
    the holding it names — a share of it that is all of it, bound as "half of them" is (one
    holder, one kind, one value then, or refused). Only as the first object, with no other
    thing after it ("gave them 5 apples": "them" are people)."""
    match rest:
        case [EntityChunk() as them, CueChunk(kind="all") as all_, *after] if _them(them):
            whole = _whole(join(them.span, all_.span))
        case [EntityChunk() as them, *after] if _them(them):
            whole = _whole(them.span)
        case [CueChunk(kind="all") as all_, PrepChunk(word="of"), EntityChunk() as them, *after] if (
            _them(them)
        ):
            whole = _whole(join(all_.span, them.span))
        case [CueChunk(kind="all") as all_, PrepChunk(word="of"), NounChunk() as object_, *after] | [
            CueChunk(kind="all") as all_, NounChunk() as object_, *after
        ] if object_.noun.plural and object_.noun.head and object_.noun.of is None and (
            object_.determiner == "the" or object_.possessor is not None
        ):
            whole = _whole(join(all_.span, object_.span), object_)
        case _:
            return rest
    if after and isinstance(after[0], NounChunk | EntityChunk | QtyChunk):
        return rest  # "gave them 5 apples", "gave them $10", "sold them Tom's bike"
    if any(isinstance(c, CueChunk) and c.text.lower() in _EQUALLY or isinstance(c, PrepChunk) and (
        c.word in _PARTED_INTO
    ) for c in after):
        return rest  # "shared them equally among 4 friends": the whole parted, for ``shares``
    return [whole, *after]


REST_RULE = "reading: the rest is all of what is left"


def _the_rest_given_up(rest: list[Chunk], text: str) -> list[Chunk]:
    """ "gave the rest to Cy", "spent the rest on books", "sold the rest of the pens", "spent the
    rest of her money on a hat": the object of a change that gives things up, "the rest", is all
    of what is left — a share of the remaining that is the whole of it, bound as "half of the
    rest" is (of a holder who gave up some of the kind before, the holding as it is now). Only as
    the first object, with no thing after it ("gave the rest 5 apples": "the rest" are people),
    and never in a story that tells of keeping some back ("kept 4 (some) and gave the rest to
    Wes": the rest is not all that is left, and the kept ones are still held)."""
    if _keeping_told(text):
        return rest
    match rest:
        case [CueChunk(kind="rest") as said, PrepChunk(word="of"), NounChunk() as object_, *after] if (
            object_.noun.head and object_.noun.of is None and not object_.noun.modifiers
            and (object_.noun.plural or object_.noun.head == "money")
            and (object_.determiner == "the" or object_.possessor is not None)
        ):
            share = QtyChunk(Fraction(1), NumeralKind.FRACTION, said.span, join(said.span, object_.span),
                             noun=object_.noun, lexicon_constant=REST_RULE, of_entity=object_.possessor,
                             remaining=True, of_said=True, of_the=True)
        case [CueChunk(kind="rest") as said, PrepChunk(word="of"), EntityChunk() as them, *after] if (
            _them(them)
        ):
            share = _rest_of_them(join(said.span, them.span), said.span)
        case [CueChunk(kind="rest") as said, *after]:
            share = _rest_of_them(said.span, said.span)
        case _:
            return rest
    if after and isinstance(after[0], NounChunk | EntityChunk | QtyChunk):
        return rest
    if any(isinstance(c, CueChunk) and c.text.lower() in _EQUALLY or isinstance(c, PrepChunk) and (
        c.word in _PARTED_INTO
    ) or isinstance(c, VerbChunk) for c in after):
        # "shared the rest equally among 4 friends", "used the rest to make pies": a parting,
        # for ``shares``
        return rest
    return [share, *after]


def _keeping_told(text: str) -> bool:
    """Whether the story has a verb of keeping back (lexicon ``keeping_verbs``) or sets anything
    "aside"."""
    said = [w.lower() for w in re.findall(r"[A-Za-z]+", text)]
    return "aside" in said or any(
        (lemma := verb_lemma(w)) is not None and in_class(lemma, "keeping_verbs") for w in said)


def _rest_of_them(span: tuple[int, int], said: tuple[int, int]) -> QtyChunk:
    return QtyChunk(Fraction(1), NumeralKind.FRACTION, said, span, lexicon_constant=REST_RULE,
                    of_them=True, remaining=True, of_said=True, of_the=True)


_EQUALLY = frozenset({"equally", "evenly"})
_PARTED_INTO = frozenset({"among", "amongst", "between", "into"})


def _them(chunk: EntityChunk) -> bool:
    return chunk.text.lower() == "them"


def _whole(span: tuple[int, int], named: NounChunk | None = None) -> QtyChunk:
    """All of "them" (no noun), or all of the things ``named``."""
    return QtyChunk(Fraction(1), NumeralKind.FRACTION, span, span, noun=named.noun if named else None,
                    lexicon_constant=WHOLE_RULE, of_them=named is None,
                    of_entity=named.possessor if named else None)


def _partitive(qty: QtyChunk, text: str) -> bool:
    """ "a third of them", "25% of her cards", "half of the muffins": a fraction (below
    one) or a percentage, followed by "of"."""
    if qty.value is None or qty.comparative is not None:
        return False
    fraction = qty.kind is NumeralKind.FRACTION and (
        0 < qty.value < 1 or qty.lexicon_constant in (WHOLE_RULE, REST_RULE))
    percent = qty.kind is NumeralKind.PERCENT and 0 < qty.value <= 100
    if not (fraction or percent) or share_of_that(qty, text):
        return False  # ("half of this amount": of the quantity told just before, not of a holding)
    if qty.of_them or qty.of_entity is not None or qty.remaining and (qty.noun is None or qty.of_said):
        return True  # "of them", "of her cards", "of the remaining"
    if qty.noun is None and qty.span == qty.value_span and (percent or qty.lexicon_constant == "half"):
        # "gave half to Rick", "gave away 20%.": of what the giver has ("1/2" may be of one);
        # not "half as many", "half a pie"
        following = text[qty.span[1]:].split(maxsplit=1)
        word = following[0].lower().strip(".,;!?") if following else ""
        return not word or following[0][0] in ".,;!?" or word != "as" and (
            in_class(word, "prepositions") or word == "and")
    after = [w.lower() for w in text[qty.value_span[1]:qty.span[1]].split()]
    half_the = qty.lexicon_constant == "half" and bool(after) and after[0] == "the"
    return qty.noun is not None and qty.noun.of is None and bool(after) and (after[0] == "of" or half_the)


def _bare_share_lost(clause: Clause, share: QtyChunk) -> bool:
    """ "20% sank", "Half were eaten": a percentage or "half" alone as the subject of a verb of
    loss, with no noun and no "of"."""
    if share.value is None or share.comparative is not None or share.noun is not None or (
        share.span != share.value_span or share.of_them or share.of_entity is not None or share.remaining
    ):
        return False
    if not (share.kind is NumeralKind.PERCENT and 0 < share.value <= 100 or share.lexicon_constant == "half"):
        return False
    return clause.verb is not None and clause.verb.verb_class is VerbClass.LOSS and not clause.negated


def _read_share(clause: Clause, rest: list[Chunk], index: int, text: str,
                frames: Frames) -> tuple[Proto, ...] | Refusal | None:
    share = rest[index]
    assert isinstance(share, QtyChunk)
    money = share.noun is not None and share.noun.head == "money"
    # "lost half of the remaining crayons", "spent half of what was left": what is left, never
    # the same ones done to again (the share, kept whole, says whose holding it is of)
    amount = attrs.evolve(share, value=None, kind=None, lexicon_constant=None, remaining=False,
                          currency="dollar" if money else share.currency,
                          of_the=share.of_the and not share.remaining,
                          of_them=share.of_them and not share.remaining)
    read = frames(attrs.evolve(clause, rest=tuple(rest[:index] + [amount] + rest[index + 1:])), text)
    tagged = _tag(read, amount, share, share.of_entity, False, _SHARED_OPS)
    return _refuse(clause, text) if tagged is None and share.remaining else tagged


def _read_subject_share(clause: Clause, share: QtyChunk, text: str,
                        frames: Frames) -> tuple[Proto, ...] | Refusal | None:
    """ "5/6 of the nuts were eaten", "a third of his pets died": things lost from the
    holding of the one holder of their kind (bound as "12 of them were eaten" is); the
    amount is the share of that holder's holding. Other clauses with a share as subject
    ("half of them are red") are for the other frames."""
    amount = attrs.evolve(share, value=None, kind=None, lexicon_constant=None, remaining=False)
    read = frames(attrs.evolve(clause, subject=amount), text)
    if isinstance(read, Refusal):
        return None
    tagged = [p for p in read if p.qty is amount]
    if len(tagged) != 1 or tagged[0].op is not Op.LOSS or not (
        isinstance(tagged[0].subject, CueChunk) and tagged[0].subject.kind == "holder"
        # "a third of her pets died": lost from her holding, as "4 of her pets died" is
        or share.of_entity is not None and tagged[0].subject == share.of_entity
    ):
        return None
    return tuple(attrs.evolve(p, share=share, basis=p.subject) if p.qty is amount else p for p in read)


def _share_more(qty: QtyChunk) -> bool:
    """ "20% more", "a quarter fewer": a comparison by a share of the other's amount."""
    if qty.value is None or qty.comparative is None:
        return False
    return qty.kind is NumeralKind.PERCENT and qty.value > 0 or (
        qty.kind is NumeralKind.FRACTION and 0 < qty.value < 1)


def _read_share_more(clause: Clause, rest: list[Chunk], index: int, text: str,
                     frames: Frames) -> tuple[Proto, ...] | None:
    """ "John has 20% more boxes than Jules": the difference is 20% of what Jules has."""
    share = rest[index]
    assert isinstance(share, QtyChunk) and share.value is not None
    have = clause.verb is None and any(a.group == "have" for a in clause.auxiliaries) or (
        clause.verb is not None and clause.verb.verb_class is VerbClass.POSSESS)
    if not have and not clause.negated and not clause.hedged:
        return _read_event_more(clause, rest, index, text, frames)
    if not have or clause.negated or clause.hedged or not isinstance(clause.subject, EntityChunk | NounChunk):
        return None
    other: Ref
    match rest:
        case [QtyChunk(), CueChunk(kind="than"), EntityChunk() | NounChunk() as other]:
            pass
        case [QtyChunk()] if not (clause.later or clause.already) and isinstance(clause.subject, EntityChunk):
            other = CueChunk("other holder", "", share.span)  # "Chad has 50% more": than the one other holder
        case _:
            return None
    if isinstance(other, NounChunk) and other.determiner is None and other.possessor is None:
        return None  # "than red beads" compares kinds: ``comparisons`` reads it
    whole = 100 if share.kind is NumeralKind.PERCENT else 1
    if share.comparative != "more" and share.value >= whole:
        return None  # "100% fewer" leaves nothing to count
    amount = attrs.evolve(share, value=None, kind=None, lexicon_constant=None)
    sign = 1 if share.comparative == "more" else -1
    return (Proto(Op.COMPARE, clause.subject, amount, clause.span, other=other, sign=sign,
                  share=share),)


def _read_event_more(clause: Clause, rest: list[Chunk], index: int, text: str,
                     frames: Frames) -> tuple[Proto, ...] | None:
    """ "Beth found 50% more shells than Ann (did)": Beth's finding is Ann's one finding plus
    (or, with "less" / "fewer", minus) that share of it. Only a named doer closing the clause;
    "than crows" compares kinds, "than on Monday" another time of the subject's, not read.
    With no "than" ("He found 20% more shells in May") it is the one earlier event of the
    verb and kind, as "half as many shells in May" is."""
    share = rest[index]
    assert isinstance(share, QtyChunk) and share.value is not None
    after = rest[index + 1:]
    if share.comparative != "more" and share.value >= (100 if share.kind is NumeralKind.PERCENT else 1):
        return None  # "100% fewer" leaves nothing to count
    amount = QtyChunk(None, None, share.value_span, share.span, noun=share.noun, currency=share.currency)
    if _told_when(clause, text) and not any(
        isinstance(c, CueChunk) and c.kind == "than" or isinstance(c, QtyChunk) for c in after
    ):
        # "He sold 10% more cups in June": another time's event; with no time ("He bought 10%
        # more cups") it may be 10% of what he has, bought in addition, and is not read
        read = frames(attrs.evolve(clause, rest=tuple(rest[:index] + [amount] + after)), text)
        return _signed(read, amount, share, None)
    if not after and isinstance(clause.subject, EntityChunk):
        # "Eric found 4 shells. Chad found 50% more": than the one earlier doing, another's
        # (his own may be a share of what he has, got in addition)
        read = frames(attrs.evolve(clause, rest=tuple(rest[:index] + [amount])), text)
        return _signed(read, amount, share, CueChunk("other doer", "", share.span))
    match after:
        case [CueChunk(kind="than"), EntityChunk() as other]:
            pass
        case [CueChunk(kind="than"), EntityChunk() as other, AuxChunk(group="do")]:
            pass
        case [CueChunk(kind="than"), NounChunk(determiner=d, possessor=p) as other] if d or p:
            pass  # "than her brother": a doer, not a kind
        case [CueChunk(kind="than"), NounChunk(determiner=None, possessor=None) as kind] if (
            kind.noun.plural and share.noun is not None and not unread_after(clause, text, kind.span[0], rest)
        ):
            # "counted 30 crows and 60% more hawks than crows": the doer's one event of the other
            # kind, as "1.6 times as many hawks as crows" is
            read = frames(attrs.evolve(clause, rest=tuple(rest[:index] + [amount])), text)
            signed = _signed(read, amount, share, None)
            return None if signed is None else tuple(
                attrs.evolve(p, other_kind=kind.noun) if p.qty is amount else p for p in signed)
        case _:
            return None
    if unread_after(clause, text, other.span[0], rest):
        return None  # "than Ann did on Monday": a word no chunk took may say which event
    read = frames(attrs.evolve(clause, rest=tuple(rest[:index] + [amount])), text)
    return _signed(read, amount, share, other)


def _told_when(clause: Clause, text: str) -> bool:
    """Whether the clause's sentence names a time ("in June", "this week", "during his last
    year"); the token machine sets some such words aside, outside the clause's span."""
    start = max(text.rfind(p, 0, clause.span[0]) for p in ".;!?") + 1
    stops = [i for i in (text.find(p, clause.span[1]) for p in ".;!?") if i >= 0]
    words = re.findall(r"[a-z]+", text[start:min(stops, default=len(text))].lower())
    return any(w in time_vocabulary() or w.endswith("s") and w[:-1] in time_vocabulary() for w in words)


def _signed(read: tuple[Proto, ...] | Refusal, amount: QtyChunk, share: QtyChunk,
            other: Ref | None) -> tuple[Proto, ...] | None:
    """The event read with the share "more" (+1) or "less" / "fewer" (-1) than its basis."""
    tagged = _tag(read, amount, attrs.evolve(share, noun=None), other, True, _SCALED_OPS)
    if tagged is None or isinstance(tagged, Refusal):
        return None
    sign = 1 if share.comparative == "more" else -1
    return tuple(attrs.evolve(p, sign=sign) if p.qty is amount else p for p in tagged)


def _the_amount(noun: NounChunk) -> bool:
    """ "the amount" with nothing after it (not "the amount of flour"): the amount just told."""
    said = noun.noun
    return noun.determiner == "the" and noun.possessor is None and said.head == "amount" and (
        said.of is None and not said.modifiers)


def _nothing_said_of(after: Chunk | None) -> bool:
    """ "the amount" ending its clause or followed by where it went ("on a lamp", "to Bo"), not
    by what says which amount ("the amount of frogs as Al", "the amount she had")."""
    return after is None or isinstance(after, PrepChunk) and after.word in ("on", "to", "for") or (
        isinstance(after, ConjChunk) and after.word == "and")


def _that_amount(rest: list[Chunk], i: int, text: str) -> bool:
    """ "half that amount", "twice that many", "three times that number", "half this many",
    "half the amount" (with nothing after it)."""
    factor = rest[i]
    if not isinstance(factor, QtyChunk) or not is_factor(factor) or i + 1 >= len(rest):
        return False
    following = rest[i + 1]
    between = text[factor.span[1]:following.span[0]].split()
    match following:
        case NounChunk(noun=noun, determiner="that" | "this") if (
            (noun.head in ("amount", "number", "quantity") or _measure_named(following)) and not between
        ):
            return True
        case NounChunk() if _the_amount(following) and not between and _nothing_said_of(
            rest[i + 2] if i + 2 < len(rest) else None
        ):
            return True  # "She has $80. She spent half the amount": the amount just told
        case CueChunk(kind="many" | "much" | "number") if [w.lower() for w in between] in (
            ["that"], ["this"]
        ):
            return True
    return False


def _measure_named(chunk: Chunk) -> str | None:
    """ "that distance", "this time": the dimension a bare measure noun names (no words of its
    own: "that travel time" may be another measure than the one told)."""
    if not isinstance(chunk, NounChunk) or chunk.possessor is not None:
        return None
    noun = chunk.noun
    if noun.plural or noun.modifiers or noun.of is not None:
        return None
    return named_dimension(noun.head)


def _holds_that_many(clause: Clause, rest: list[Chunk], text: str) -> bool:
    """ "Bo has twice that many red beads": a plain present or past "has"/"had" (no modal, no
    negation or hedge) and "N times that many" with its own plural noun, nothing after it."""
    if clause.verb is not None or clause.negated or clause.hedged or len(clause.auxiliaries) != 1 or (
        clause.auxiliaries[0].group != "have" or not isinstance(clause.subject, EntityChunk | NounChunk)
    ):
        return False
    match rest:
        case [QtyChunk(), CueChunk(kind="many"), NounChunk(determiner=None, possessor=None) as counted] if (
            counted.noun.plural and counted.noun.of is None
        ):
            return _that_amount(rest, 0, text)
    return False


def share_of_that(chunk: Chunk, text: str) -> bool:
    """ "half of that", "25% of this (amount)": a share (below one) of the quantity told just
    before."""
    if not isinstance(chunk, QtyChunk) or chunk.of_them or chunk.remaining or (
        chunk.of_entity is not None or chunk.comparative is not None or chunk.value is None
    ):
        return False
    below_one = chunk.kind is NumeralKind.FRACTION and 0 < chunk.value < 1 or (
        chunk.kind is NumeralKind.PERCENT and 0 < chunk.value <= 100)
    said = [w.lower() for w in text[chunk.value_span[1]:chunk.span[1]].split()]
    if chunk.noun is not None:
        return below_one and said in (["of", "that", "amount"], ["of", "this", "amount"])
    return below_one and said in (["of", "that"], ["of", "this"])


def _read_that(clause: Clause, rest: list[Chunk], i: int, text: str,
               frames: Frames, ops: tuple[Op, ...] = _SCALED_OPS, width: int = 2,
               ) -> tuple[Proto, ...] | Refusal | None:
    """The clause with the ``width`` chunks from ``i`` ("twice | that many", "half of that")
    read as an amount, tagged as a share of the quantity told just before."""
    factor = rest[i]
    assert isinstance(factor, QtyChunk)
    following = rest[i + 1] if i + 1 < len(rest) else None
    measured = amount_of_measure(rest, i + 1, text) if width == 2 else None
    if measured is not None:
        # "twice that amount of time (writing)": "twice that time", its measure said
        if measured[0] is None:
            return None  # "twice that amount of money", "… of beads": of what was told just before?
        rest = rest[:i + 2] + measured[1]
    if isinstance(following, NounChunk) and _the_amount(following):
        # "half the amount" is "half of the amount": a part taken out of a holding is of the
        # one its subject just told, not of a gain beside it ("earned $10. She spent half …")
        factor = attrs.evolve(factor, of_said=True)
    if any(isinstance(c, CueChunk) and c.kind in ("less", "more", "fewer") for c in rest[i + width:]):
        return None  # "3 times that amount less 2 hours": an offset after the multiple, not read
    counted: Noun | None = None
    match rest[i + width:i + width + 1]:
        case [NounChunk(determiner=None, possessor=None) as kind] if width == 2 and kind.noun.plural and (
            isinstance(rest[i + 1], CueChunk) and rest[i + 1].kind == "many"  # type: ignore[union-attr]
        ):
            counted, width = kind.noun, width + 1  # "twice that many pens": pens
        case [NounChunk(determiner=None, possessor=None) as stuff] if (
            width == 2 and not stuff.noun.plural and isinstance(rest[i + 1], CueChunk)
            and rest[i + 1].kind == "much"  # type: ignore[union-attr]  # a CueChunk, checked just before
        ):
            counted, width = stuff.noun, width + 1  # "twice that much water": water
    dimension = _measure_named(following) if following is not None and width == 2 else None
    if measured is not None:
        dimension = measured[0]
    amount = QtyChunk(None, None, factor.value_span, join(factor.span, rest[i + width - 1].span),
                      noun=counted)
    read = frames(attrs.evolve(clause, rest=tuple(rest[:i] + [amount] + rest[i + width:])), text)
    tagged = _tag(read, amount, attrs.evolve(factor, noun=None), None, False, ops)
    if tagged is None or isinstance(tagged, Refusal):
        return tagged
    dimensions = (dimension,) if dimension is not None else ()
    return tuple(attrs.evolve(p, share_last=True, share_dimensions=dimensions) if p.qty is amount else p
                 for p in tagged)


def _more_than_that(rest: list[Chunk], i: int, text: str) -> int | None:
    """At ``i``: "24 cents more than that", "$13 less than that" — where the word "that" ends
    (a difference from the quantity told just before); None when it is not there."""
    match rest[i:i + 2]:
        case [QtyChunk(comparative="more" | "less" | "fewer") as qty, CueChunk(kind="than") as than] if (
            qty.value is not None and qty.kind is NumeralKind.CARDINAL
        ):
            that = THAN_THAT.match(text, than.span[1])
            if that is not None and (i + 2 == len(rest) or rest[i + 2].span[0] >= that.end()):
                return that.end()
    return None


_THAN_PERIOD = re.compile(
    r"\s+(?:(?:on|in|during|for)\s+)?((?:(?:the|this|that|last)\s+(?:\w+\s+)?)?(\w+))\b", re.IGNORECASE)


def more_than_then(rest: list[Chunk], i: int, text: str) -> tuple[int, str] | None:
    """At ``i``: "50 more tomatoes than yesterday", "5 fewer than on Monday", "than the first
    day" — a difference from the amount told at the time named right after "than" and closing
    the clause: where that time ends and its words (without the preposition), or None."""
    match rest[i:i + 2]:
        case [QtyChunk(comparative="more" | "less" | "fewer") as qty, CueChunk(kind="than") as than] if (
            qty.value is not None and qty.kind is NumeralKind.CARDINAL
        ):
            period = _time_named(text, than.span[1])
            if period is not None and all(
                c.span[0] >= than.span[1] and c.span[1] <= period[0] for c in rest[i + 2:]
            ):
                return period
    return None


def _time_named(text: str, start: int) -> tuple[int, str] | None:
    """The time named right after ``start`` ("yesterday", "on Monday", "the first day"): where
    it ends and its words (without the preposition), or None."""
    period = _THAN_PERIOD.match(text, start)
    if period is None or not (period.group(2).lower() == "yesterday" or in_class(
        period.group(2).lower(), "time_nouns") or in_class(period.group(2).lower(), "time_words")
    ):
        return None
    return period.end(), " ".join(period.group(1).lower().split())


def _doer_is_subject(subject: Chunk | None, doer: str) -> bool:
    """ "Ann ate half the figs Ann (she) ate on Monday": the doer after the multiple is the
    clause's subject, said in the same word or, of a subject named, by "he" or "she" of the
    name's gender (a doing of someone else then finds no doing of the subject's at that time,
    and refuses)."""
    if not isinstance(subject, EntityChunk):
        return False
    gender = {"she": "female", "he": "male"}.get(doer.lower())
    return subject.text.lower() == doer.lower() or (
        subject.kind == "name" and not subject.plural and not subject.members and gender is not None
        and name_gender(subject.name or subject.text) == gender)


def as_many_then(clause: Clause, rest: list[Chunk], i: int, text: str) -> tuple[int, int, str] | None:
    """At ``i``: "twice as many (figs) as on Monday", "half as much as she did the first day",
    "twice as many figs as he sold on Monday", "twice the number of figs he sold on Monday" —
    a multiple of the amount the subject told at the time named right after the second "as"
    (or the doing after "the number of"), closing the clause: where that "as" (or the doer
    after the counted noun) is, where the time ends and its words, or None. A doer before
    "did" or before the clause's own verb said again must be the subject (``_doer_is_subject``:
    "as Ann did on Monday" is Ann's); another verb ("as he bought on Monday") is another doing, and
    so is the verb in another tense ("sold twice as many as he sells on Mondays")."""
    factor = rest[i]
    if not isinstance(factor, QtyChunk) or not is_factor(factor):
        return None
    match rest[i + 1:i + 3]:
        case [PrepChunk(word="as"), CueChunk(kind="many" | "much")]:
            number_of = False
        case [CueChunk(kind="number"), PrepChunk(word="of")]:
            number_of = True
        case [NounChunk(determiner="the", possessor=None, noun=Noun(plural=True, modifiers=(), of=None)),
              EntityChunk()]:
            number_of = True  # "double the figs she ate on Monday": the number of them
        case _:
            return None
    j = i + 2 if isinstance(rest[i + 2], EntityChunk) else i + 3
    match rest[j:j + 1]:
        case [NounChunk(determiner=None, possessor=None)]:
            j += 1
    if number_of:
        if j not in (i + 2, i + 4) or j >= len(rest):
            return None  # "twice the number of figs": the counted noun names the doing's things
        second, doer_at = rest[j], j
    else:
        if j >= len(rest) or not (isinstance(second := rest[j], PrepChunk) and second.word == "as"):
            return None
        doer_at = j + 1
    start = second.span[0] if number_of else second.span[1]
    verb = clause.verb
    match rest[doer_at:doer_at + 2]:
        case [EntityChunk(text=doer), AuxChunk(word="did") | VerbChunk() as did] if (
            isinstance(did, AuxChunk) and not number_of
            or isinstance(did, VerbChunk) and verb is not None and did.lemma == verb.lemma
            and did.word.lower() == verb.word.lower() and did.particle == verb.particle
        ):
            if not _doer_is_subject(clause.subject, doer):
                return None
            start = did.span[1]
        case _ if number_of:
            return None
    period = _time_named(text, start)
    if period is None or not all(c.span[1] <= period[0] for c in rest[doer_at:]):
        return None
    return j, period[0], period[1]


def _read_as_many_then(clause: Clause, rest: list[Chunk], i: int, then: tuple[int, int, str], text: str,
                       frames: Frames) -> tuple[Proto, ...] | Refusal | None:
    second, end, words = then
    factor = rest[i]
    assert isinstance(factor, QtyChunk)
    counted = next((c for c in rest[i + 1:second] if isinstance(c, NounChunk)), None)
    noun = counted.noun if counted is not None else None
    amount = QtyChunk(None, None, factor.value_span, (factor.span[0], end), noun=noun)
    read = frames(attrs.evolve(clause, rest=tuple(rest[:i] + [amount])), text)
    tagged = _tag(read, amount, attrs.evolve(factor, noun=None), None, False, _SCALED_OPS)
    if tagged is None or isinstance(tagged, Refusal):
        return tagged
    return tuple(attrs.evolve(p, share_last=True, than_time=words) if p.qty is amount else p for p in tagged)


def _read_more_than_that(clause: Clause, rest: list[Chunk], i: int, end: int, text: str,
                         frames: Frames, then: str | None = None) -> tuple[Proto, ...] | Refusal | None:
    difference = rest[i]
    assert isinstance(difference, QtyChunk)
    amount = QtyChunk(None, None, difference.value_span, (difference.span[0], end), noun=difference.noun,
                      currency=difference.currency)
    read = frames(attrs.evolve(clause, rest=tuple(rest[:i] + [amount] + rest[i + 2:])), text)
    if isinstance(read, Refusal):
        return read
    tagged = [p for p in read if p.qty is amount]
    if len(tagged) != 1 or tagged[0].op not in _SCALED_OPS:
        return None
    sign = 1 if difference.comparative == "more" else -1
    return tuple(attrs.evolve(p, share_last=True, plus=attrs.evolve(difference, comparative=None), sign=sign,
                              than_time=then)
                 if p.qty is amount else p for p in read)


def _scaled(clause: Clause, rest: list[Chunk], i: int,
            text: str) -> tuple[NounChunk | None, Ref | None, tuple[Chunk, ...], int] | None:
    """At ``i``: "twice as many (apples) (at the mall) (as Sam (did))" closing the clause — the
    counted noun, what it is compared with, where the subject did it, and where the phrase
    ends. None when it is not there."""
    factor = rest[i]
    if not isinstance(factor, QtyChunk) or not is_factor(factor):
        return None
    match rest[i + 1:i + 3]:
        case [PrepChunk(word="as"), CueChunk(kind="many" | "much")]:
            number_of = False
        case [CueChunk(kind="number"), PrepChunk(word="of")]:
            number_of = True  # "twice the number of apples (that) Sam picked", "… as Sam"
        case [NounChunk(noun=Noun(head="amount", plural=False), determiner="the"), PrepChunk(word="of")]:
            number_of = True  # "twice the amount of flour (that) Sam used": as "the number of"
        case [WhChunk(asks="what"), EntityChunk()]:
            # "twice what Sam picked", "double what he did": as "twice as many as Sam did"
            match rest[i + 2:]:
                case [EntityChunk() as doer, VerbChunk(lemma=lemma)] if (
                    clause.verb is not None and lemma == clause.verb.lemma
                ) and not unread_after(clause, text, doer.span[0], rest):
                    return None, doer, (), len(rest)
                case [EntityChunk() as doer, AuxChunk(group="do")] if not unread_after(
                    clause, text, doer.span[0], rest
                ):
                    return None, doer, (), len(rest)
            return None  # "twice what Sam bought on Monday", "what Sam has": not read
        case _:
            return None
    j = i + 3
    counted: NounChunk | None = None
    if j < len(rest) and isinstance(rest[j], NounChunk):
        counted = rest[j]  # type: ignore[assignment]  # narrowed by the check just made
        j += 1
    if counted is not None and (counted.possessor is not None or counted.determiner is not None):
        return None
    if number_of and counted is None:
        return None
    place: list[Chunk] = []
    match rest[j:j + 3]:
        case [PrepChunk(word=word), NounChunk(noun=where, determiner=d, possessor=p),
              PrepChunk(word="as")] if (
            word in _WHERE_DONE and (d or p) and counted is not None
            and not in_class(where.head, "time_nouns") and not in_class(where.head, "time_words")
        ):
            # (a time is not where: "on the first day as Nia did" may be Nia's on that day)
            # "as many pretzels at the mall as Shelly did": where this one did it, kept in the clause
            place, j = rest[j:j + 2], j + 2
    other: Ref | None = None
    match rest[j:]:
        case [EntityChunk(), VerbChunk(lemma=lemma)] if (
            number_of and clause.verb is not None and lemma == clause.verb.lemma
        ):
            rest = rest[:j + 1] + [AuxChunk("did", "do", rest[j + 1].span)]  # "Sam picked": as Sam did
        case [EntityChunk(), VerbChunk(), *_] if number_of:
            return None  # "twice the amount of rice Sam bought" said of using: another doing
        case [PrepChunk(word="as"), EntityChunk(), VerbChunk(lemma=lemma, particle=None)] if (
            clause.verb is not None and lemma == clause.verb.lemma and clause.verb.particle is None
        ):
            rest = rest[:j + 2] + [AuxChunk("did", "do", rest[j + 2].span)]  # "as Bob bought": as Bob did
    match rest[j:]:
        case [PrepChunk(word="as") as as_, EntityChunk() as who, AuxChunk() as did,
              NounChunk(determiner=None, possessor=None) as kind] if counted is not None and doer_again(
            clause, who, did
        ):
            # "sold twice as many pens as it did pencils": its own pencils, as "as pencils"
            rest = rest[:j] + [as_, attrs.evolve(kind, span=join(who.span, kind.span))]
    if clause.total and (grouped := group_totalled(rest[j:], clause, text)) is not None and len(grouped) == 2:
        rest = rest[:j] + grouped  # "as Sam and Bo combined": the two doers' events together
    match rest[j:j + 2]:
        case [EntityChunk() as doer, AuxChunk(group="do")] if number_of:
            other, j = doer, j + 1
        case [PrepChunk(word="as"), EntityChunk() as named]:
            other, j = named, j + 2
        case [PrepChunk(word="as"), NounChunk(determiner=d, possessor=p) as named] if d or p:
            other, j = named, j + 2  # "as her brother", "as the boy": a holder, not a kind
        case [PrepChunk(word="as"), NounChunk() as kind] if (
            counted is not None and kind.noun.plural and j + 2 == len(rest)
        ):
            other, j = kind, j + 2  # "twice as many red cakes as green cakes": the doer's other kind
        case [PrepChunk(word="as"), *_]:
            return None  # "as oranges" with no counted noun; "as there are days": not read
    if other is None and any(isinstance(c, PrepChunk) and c.word in ("as", "of") for c in rest[j:]):
        return None  # "twice as many pounds of vegetables as beef": not this shape
    if other is not None and j < len(rest) and (isinstance(rest[j], VerbChunk | ConjChunk) or (
        isinstance(rest[j], AuxChunk) and rest[j].group != "do"  # type: ignore[union-attr]
        and clause.verb is not None and clause.verb.lemma not in ("have", "be")
    )):
        return None  # "as Bo bought / has": another doing of Bo's; "as Zig and Bo": of both
    adding = aggregate_words() if isinstance(other, EntityChunk) and other.kind == "group" else frozenset()
    if other is not None and unread_after(clause, text, other.span[0], rest, allowed=adding):
        return None  # "as Sam did on Monday": a word no chunk took may say which event
    if other is not None and j < len(rest) and isinstance(rest[j], AuxChunk) and (
        rest[j].group == "do"  # type: ignore[union-attr]  # an AuxChunk, checked just before
    ):
        j += 1  # "as Sam did"
        if j != len(rest):
            return None  # "as he did in May": another time of his, not read
    if place and other is None:
        return None
    return counted, other, tuple(place), j


def _as_done_named(clause: Clause, rest: list[Chunk], i: int, text: str,
                   ) -> tuple[NounChunk | None, EntityChunk, EntityChunk | NounChunk | Setting, Chunk] | None:
    """At ``i``, closing the clause: "twice as many (cards) as he gave (to) Bo", "half the number
    of cookies (that) she gave her brother", "thrice as much as she spent on a hat" — the counted
    noun, the doer, the receiver (of a giving) or the object or place (``Setting``) that names the
    earlier doing, and the last chunk read; None when the clause is not so."""
    factor = rest[i]
    verb = clause.verb
    if not isinstance(factor, QtyChunk) or not is_factor(factor) or verb is None or verb.particle is not None:
        return None
    after = rest[i + 1:]
    counted: NounChunk | None = None
    match after:
        case [PrepChunk(word="as"), CueChunk(kind="many" | "much"), NounChunk() as counted,
              PrepChunk(word="as"), *told]:
            pass
        case [PrepChunk(word="as"), CueChunk(kind="many" | "much"), PrepChunk(word="as"), *told]:
            pass
        case [CueChunk(kind="number"), PrepChunk(word="of"), NounChunk() as counted, *told]:
            that = told[0] if told else None
            if isinstance(that, CueChunk) and (that.kind, that.text) == ("relative", "that"):
                told = told[1:]  # "the number of cookies that she gave her brother"
        case _:
            return None
    if counted is not None and (counted.determiner is not None or counted.possessor is not None):
        return None
    giving = verb.verb_class is VerbClass.TRANSFER_OUT
    named: EntityChunk | NounChunk | Setting
    match told:
        case [EntityChunk() as doer, VerbChunk() | AuxChunk() as done, PrepChunk(word="to"),
              EntityChunk() | NounChunk(possessor=EntityChunk()) as receiver] | [
            EntityChunk() as doer, VerbChunk() | AuxChunk() as done,
            EntityChunk() | NounChunk(possessor=EntityChunk()) as receiver,
        ] if giving and _done_again(done, verb):
            named = receiver  # "as he gave (to) Bo", "as he did Bo", "as he gave his dog"
        case [EntityChunk() as doer, VerbChunk() | AuxChunk() as done, PrepChunk(word=word),
              NounChunk() as place] if not giving and _done_again(done, verb) and a_setting(word, place):
            named = setting_of(word, place)  # "as she spent (did) on a hat"
        case _:
            return None
    if unread_after(clause, text, doer.span[0], rest):
        return None  # "as he gave Bo yesterday": a word no chunk took may say which doing
    return counted, doer, named, told[-1]


def _done_again(done: VerbChunk | AuxChunk, verb: VerbChunk) -> bool:
    """ "as she spent", "as she did": the clause's own verb again, or "did" standing for it."""
    if isinstance(done, AuxChunk):
        return done.group == "do"
    return done.lemma == verb.lemma and done.particle is None


def _read_done_named(clause: Clause, rest: list[Chunk], i: int,
                     named: tuple[NounChunk | None, EntityChunk, EntityChunk | NounChunk | Setting, Chunk],
                     text: str, frames: Frames) -> tuple[Proto, ...] | Refusal | None:
    counted, doer, what, last = named
    factor = rest[i]
    assert isinstance(factor, QtyChunk)
    amount = QtyChunk(None, None, factor.value_span, join(factor.span, last.span),
                      noun=counted.noun if counted is not None else None)
    read = frames(attrs.evolve(clause, rest=tuple(rest[:i] + [amount])), text)
    tagged = _tag(read, amount, attrs.evolve(factor, noun=None), None, False, _SCALED_OPS)
    if tagged is None or isinstance(tagged, Refusal):
        return tagged
    return tuple(attrs.evolve(p, named_doing=(doer, what), settings=()) if p.qty is amount else p
                 for p in tagged)


def _read_scaled(clause: Clause, rest: list[Chunk], i: int,
                 scaled: tuple[NounChunk | None, Ref | None, tuple[Chunk, ...], int], text: str,
                 frames: Frames) -> tuple[Proto, ...] | Refusal | None:
    counted, other, place, end = scaled
    factor = rest[i]
    assert isinstance(factor, QtyChunk)
    noun = counted.noun if counted is not None else None
    amount = QtyChunk(None, None, factor.value_span, factor.span, noun=noun)
    share = attrs.evolve(factor, noun=None)
    # "as Sam and Bo combined": the word that adds them is read, and the doing is no total
    total = clause.total and not (isinstance(other, EntityChunk) and other.kind == "group")
    read = frames(attrs.evolve(clause, rest=tuple(rest[:i] + [amount, *place] + rest[end:]), total=total),
                  text)
    if isinstance(other, NounChunk) and other.determiner is None and other.possessor is None:
        # of the doer's event of the other kind: no other doer
        tagged = _tag(read, amount, share, None, True, _SCALED_OPS)
        if tagged is None or isinstance(tagged, Refusal):
            return tagged
        return tuple(attrs.evolve(p, other_kind=other.noun) if p.share is share else p for p in tagged)
    return _tag(read, amount, share, other, True, _SCALED_OPS)


def _tag(read: tuple[Proto, ...] | Refusal, amount: QtyChunk, share: QtyChunk, basis: Ref | None,
         event: bool, ops: tuple[Op, ...]) -> tuple[Proto, ...] | Refusal | None:
    if isinstance(read, Refusal):
        return read
    tagged = [p for p in read if p.qty is amount]
    if len(tagged) != 1 or tagged[0].op not in ops:
        return None
    return tuple(attrs.evolve(p, share=share, basis=basis, share_event=event) if p.qty is amount
                 else p for p in read)


def share_amount(share: QtyChunk, text: str) -> Amount:
    """The fraction as a number: "25%" is 25/100, "a third" 1/3."""
    assert share.value is not None
    return Amount(number_said(share.value, share.kind), share.value_span,
                  text[share.value_span[0]:share.value_span[1]], share.lexicon_constant)


__all__ = ["as_many_then", "read_share", "share_amount", "share_of_that"]
