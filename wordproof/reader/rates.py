"""Rates and prices: what each one of a kind costs or holds.

A price is said of one thing of a kind ("Each pen costs $2", "A stamp costs 5 cents"), of
things each ("Pens cost $2 each", "… cost $2 per pen"), within a purchase ("bought 3 pizzas
for $8 each", "bought four tires each for $60") or as what was paid for each one ("She paid
$12 for each box"). A price belongs to the kind, not to a holder: replay makes every purchase
of that kind cost the buyer the price times the amount bought. Contents per container are
said of a place ("There are 17 apples in each basket"): the holder of the baskets holds the
apples, 17 times the baskets (as "Each basket has 17 apples" does).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

import attrs

from wordproof.ledger.entries import MADE, Op
from wordproof.lexicon import words
from wordproof.lexicon.tables import MeasureUnit, conversion_factor, hypernyms_of, measure_unit, name_gender
from wordproof.lexicon.words import VerbClass
from wordproof.reader.chunks import (
    A_ONE,
    AuxChunk,
    Chunk,
    ConjChunk,
    CueChunk,
    EntityChunk,
    Noun,
    NounChunk,
    PrepChunk,
    QtyChunk,
    UnknownChunk,
    VerbChunk,
    join,
    list_items,
    work_named,
)
from wordproof.reader.clauses import Clause, goes_by_itself, names_a_person, without_source
from wordproof.reader.frames import (
    Proto,
    _article_said,
    _is_money,
    _measured_each,
    _weighed_each,
    held_by_each,
)
from wordproof.reader.sequences import CYCLES
from wordproof.reader.take_home import PERIOD_WORDS
from wordproof.reader.tenses import group_tense, said_tense
from wordproof.refusals import Refusal, RefusalCode, Stage
from wordproof.text.numerals import NumeralKind
from wordproof.text.times import PLACING, Tense, TimeKind, told_within

Read = tuple[Clause | None, tuple[Proto, ...]]
Frames = Callable[[Clause, str], "tuple[Proto, ...] | Refusal"]


def read_rate(clause: Clause, text: str, frames: Frames) -> tuple[Proto, ...] | Refusal | None:
    """The protos of a clause that states a rate or a price (what is left of the clause is
    read by ``frames``); None when the clause states none."""
    if clause.negated or clause.hedged:
        return None
    clause = _pay_of_a_sum(_at_the_price_of(_a_time_of_day(_without_vehicle(clause), text)), text)
    leading = _leading_each_time(clause) or _leading_for_each(clause)
    if leading is not None:
        return _pace(leading)
    stretched = _leading_stretch(clause)
    if stretched is not None:
        return _pace_over_time(stretched)
    yielded = _member_pace(clause)
    if yielded is not None:
        return yielded
    each_after = _contents_each_after(clause) or _worth_each(clause) or _contents_held_each(clause)
    if each_after is not None:
        return (each_after,)
    offered = _offered_for_a_sum(clause, text) or _charged_for_a_count(_split_charge(clause, text), text) or (
        _offered_by_the_count(clause, text))
    if offered is not None:
        return (offered,)
    one = _one_thing_paced(clause, text)
    if clause.auxiliaries and not _be_only(clause):
        # "A machine can make 6 shirts a minute", "She can fold 3 towels in 5 minutes"
        return (_pace(clause) or _pace_over_time(clause) or _paced_one(one) or _pace_of_a_count(clause)
                or _able_in_time(clause)) if _ability(clause) else None
    clause = _split_charge(clause, text)
    found: Read | None = None
    named = _price_named(clause, text)
    price = _price(named, text) if named is not None else (
        _price(_split_cost(clause, text), text) or _price(_be_cost(_they_sell_for(clause)), text))
    if price is not None:
        found = None, (price,)
    found = found or _priced_purchase(clause) or _sale_price(clause, text) or _buying_at(clause)
    contents = _contents_of_each(clause)
    if found is None and contents is not None:
        found = None, (contents,)
    if found is not None:
        rest, rates = found
        read = frames(rest, text) if rest is not None else ()
        return read if isinstance(read, Refusal) else read + rates
    mixed = _mixed_purchase(clause, text, frames) or _bought_for_a_total(clause, text, frames)
    if mixed is not None:
        return mixed
    worth = _bought_worth(clause) or _paid_for_things(clause)
    if worth is not None:
        return frames(worth, text)
    return _rate_for_count(clause, text, frames) or _to_each_of(clause, text, frames) or (
        _used_per_made(clause) or _pace(clause) or _time_per_one(clause) or _pace_over_time(clause)
        or _paced_one(one) or _pace_of_a_count(clause))


_OWNER_GENDER = {"his": "male", "her": "female"}
_GOER_GENDER = {"he": "male", "she": "female"}


def _without_vehicle(clause: Clause) -> Clause:
    """ "drives his car at 50 mph for 2 hours", "rides her bike 3 miles a day": the vehicle a way
    of going (lexicon `going_ways_verbs`) is done in, named by an owner or an article right after
    the verb, set aside: the pace is the goer's. Only a singular vehicle of no other words (`his
    two cars`, `the car of his brother` stay)."""
    if clause.verb is None or not words.in_class(clause.verb.lemma, "going_ways_verbs"):
        return clause
    match clause.rest:
        case (NounChunk(noun=Noun(of=None, plural=False, modifiers=()) as vehicle) as said, _, *_) if (
            (said.determiner in ("the", "a", "an") or _the_goers_own(said.possessor, clause.subject))
            and "vehicle" in hypernyms_of(vehicle.head)
        ):
            return attrs.evolve(clause, rest=clause.rest[1:])
    return clause


def _the_goers_own(owner: EntityChunk | None, goer: Chunk | None) -> bool:
    """ "Ada rides her bike": the owner a pronoun of the goer's gender, said of one named goer or
    of a pronoun of that gender ("his car" of Ada has no owner told)."""
    if owner is None or owner.kind != "pronoun" or not isinstance(goer, EntityChunk):
        return False
    gender = _OWNER_GENDER.get(owner.text.lower())
    if goer.kind == "pronoun":
        return gender is not None and _GOER_GENDER.get(goer.text.lower()) == gender
    return goer.kind == "name" and goer.name is not None and gender is not None and (
        name_gender(goer.name) == gender)


def _paced_one(clause: Clause | None) -> tuple[Proto, ...] | None:
    """The pace of a clause whose thing said with its article was read as one
    (``_one_thing_paced``)."""
    return None if clause is None else _pace(clause) or _pace_over_time(clause)


def _one_thing_paced(clause: Clause, text: str) -> Clause | None:
    """ "takes a pill every 6 hours", "eats an apple a day", "uses a bar of soap every month": a
    thing said with its article right before the pace is one of it, as "one pill" is (the
    article counted as one by a reading rule); so is a time said so after "for" ("walks for an
    hour every day"). Only a thing of no owner and no number of its
    own ("a dozen", "a pair" are read as counts elsewhere), the pace right after it."""
    from wordproof.reader.question import one_period

    rest = list(clause.rest)
    match rest:
        case [PrepChunk(word="for") as for_, NounChunk() as period, *after] if after and (
            (stretch := one_period(period, text)) is not None and (
                (unit := measure_unit(period.noun.head)) is not None and unit.dimension == "time")
        ):
            # "walks for an hour every day": one hour, as "for 1 hour" says
            return attrs.evolve(clause, rest=(for_, stretch, *after))
    if clause.verb is None or len(rest) < 2 or not isinstance(thing := rest[0], NounChunk) or (
        thing.determiner not in ("a", "an") or thing.possessor is not None or thing.noun.plural
        or not thing.noun.head or measure_unit(thing.noun.head) is not None or not _article_said(thing, text)
        or any(words.in_class(thing.noun.head, vague) for vague in ("vague_amount_nouns", "amount_nouns"))
    ):  # ("a lot of candy", "a bit of cake": how much is that?)
        return None
    match rest[1:3]:
        case [PrepChunk(word="of"), NounChunk(determiner=None, possessor=None) as stuff] if (
            thing.noun.of is None and not stuff.noun.plural
        ):
            # "a bar of soap": the stuff the one thing is of
            of = " ".join((*stuff.noun.modifiers, stuff.noun.head))
            thing = attrs.evolve(thing, noun=attrs.evolve(thing.noun, of=of),
                                 span=join(thing.span, stuff.span))
            rest = [thing, *rest[3:]]
    match rest[1:]:
        case [CueChunk(kind="each", text=e), *_] if e.lower() in ("each", "every", "per"):
            pass
        case [NounChunk(determiner="a" | "an", possessor=None) as period, *_] if (
            (unit := measure_unit(period.noun.head)) is not None and unit.dimension in ("time", "calendar")
        ):
            pass
        case _:
            return None
    article = (thing.span[0], thing.span[0] + len(thing.determiner or ""))
    one = QtyChunk(Fraction(1), NumeralKind.CARDINAL, article, thing.span, noun=thing.noun,
                   lexicon_constant=A_ONE)
    return attrs.evolve(clause, rest=(one, *rest[1:]))


def _at_the_price_of(clause: Clause) -> Clause:
    """ "bought 20 eggs at the price of $2 per egg", "… for the price of $8 each": the sum
    named as the price says what "at $2 per egg", "for $8 each" says (lexicon ``price_nouns``),
    when a price of each ("each", "per", "a") follows it; any other clause as it is ("for the
    price of $8" alone may be what they all cost)."""
    rest = list(clause.rest)
    for i in range(len(rest) - 4):
        match rest[i:i + 5]:
            case [PrepChunk(word="at" | "for") as prep,
                  NounChunk(determiner="the", possessor=None,
                            noun=Noun(plural=False, modifiers=(), of=None) as named),
                  PrepChunk(word="of"), QtyChunk() as money, CueChunk(kind="each")] if (
                words.in_class(named.head, "price_nouns") and _is_money(money)
            ):
                return attrs.evolve(clause, rest=(*rest[:i], prep, *rest[i + 3:]))
    return clause


def _leading_each_time(clause: Clause) -> Clause | None:
    """ "Each day they drove 250 miles", "Every week Tom reads 4 books": the clause said with
    its pace last ("they drove 250 miles each day"), so that the pace frame reads it."""
    subject = clause.subject
    if not clause.each or not isinstance(subject, NounChunk) or clause.verb is not None or (
        clause.auxiliaries or not words.in_class(subject.noun.head, "time_nouns") or subject.noun.plural
        or subject.noun.modifiers or subject.noun.of is not None or subject.possessor is not None
    ):
        return None
    match clause.rest:
        case (EntityChunk() as doer, VerbChunk() as verb, QtyChunk() as amount):
            pass
        case _:
            return None
    each = CueChunk("each", subject.determiner or "each", subject.span)
    return attrs.evolve(clause, subject=doer, verb=verb, each=False,
                        rest=(amount, each, attrs.evolve(subject, determiner=None)))


def _a_time_of_day(clause: Clause, text: str) -> Clause:
    """ "sleeps 8 hours a night", "reads 5 pages a morning": the machine keeps the time of day
    alone (its article said nothing it reads); the article is given back as the pace's "a", as
    "every night" keeps its "every"."""
    rest = list(clause.rest)
    for i, chunk in enumerate(rest):
        if isinstance(chunk, UnknownChunk) and chunk.known and i and isinstance(rest[i - 1], QtyChunk) and (
            words.in_class(chunk.text, "times_once_a_day")
        ):
            before = text[:chunk.span[0]].rstrip()
            article = before.rsplit(maxsplit=1)[-1] if before else ""
            if article.lower() in ("a", "an"):
                said = (len(before) - len(article), len(before))
                return attrs.evolve(clause, rest=(*rest[:i], CueChunk("each", article, said), *rest[i:]))
    return clause


def _leading_stretch(clause: Clause) -> Clause | None:
    """ "In 21 hours, a pump moves 7 liters": the clause said with its stretch last ("a pump moves
    7 liters in 21 hours"), so that the pace frame reads it (a habit, in the present, as that
    frame reads any)."""
    if clause.subject is not None or clause.verb is not None or clause.auxiliaries:
        return None
    match list(clause.rest):
        case [PrepChunk(word="in") as in_, QtyChunk() as stretch, ConjChunk(word=","),
              EntityChunk() | NounChunk() as doer, VerbChunk() as verb, QtyChunk() as amount]:
            return attrs.evolve(clause, subject=doer, verb=verb, rest=(amount, in_, stretch))
    return None


def _leading_for_each(clause: Clause) -> Clause | None:
    """ "For every haircut she makes $12": the clause said with its pace last ("she makes $12
    for every haircut"), so that the pace frame reads it."""
    if clause.subject is not None or clause.verb is not None or clause.auxiliaries:
        return None
    match list(clause.rest):
        case [PrepChunk(word="for") as for_, CueChunk(kind="each", text=e) as each, NounChunk() as one,
              EntityChunk() as doer, VerbChunk() as verb, QtyChunk() as amount] if (
            e.lower() in ("each", "every")
        ):
            return attrs.evolve(clause, subject=doer, verb=verb, rest=(amount, for_, each, one))
    return None


def _mixed_purchase(clause: Clause, text: str, frames: Frames) -> tuple[Proto, ...] | Refusal | None:
    """ "buys a game for $66 and three tickets for $12 each", "bought 2 pounds of figs for $4 a
    pound, a melon for $3 and 3 pears at $1 each": a list of things, each bought for a sum or
    priced each. Each thing bought for a sum is read as its own purchase (the sum is that
    thing's, never a price times another's count); the things priced each are one purchase,
    with their prices. Every thing is of a kind of its own."""
    verb = clause.verb
    if verb is None or clause.auxiliaries or not words.in_class(verb.lemma, "buying_verbs"):
        return None
    items = list_items(list(clause.rest), (",", "and"))
    if not items or not items[-1]:
        return None
    for_sums: list[list[Chunk]] = []
    sums_told: list[list[Chunk]] = []
    priced: list[PricedGroup] = []
    unpriced: list[QtyChunk] = []  # "… and 5 candy bars" closing the list: bought, their price untold
    for item in items:
        group = _priced_group(item)
        if group is not None and group[2] == len(item) and _is_each_price(group[0], group[1]) and (
            not unpriced
        ):
            priced.append((group[0], group[1], ConjChunk("and", group[0].span) if priced else None))
            continue
        thing = _bought_unpriced(item)
        if thing is not None and (priced or for_sums):
            unpriced.append(thing)
            continue
        for_sum = _bought_for_a_sum(item)
        if for_sum is None or unpriced:
            return None  # ("2 pens and 3 pads for $4 each": is the price the pads' alone?)
        for_sums.append(for_sum)
        sums_told.append(item)
    kinds = [_kind_of(item[0]) for item in for_sums] + [_kind_of(bought) for bought, _, _ in priced] + [
        _kind_of(thing) for thing in unpriced]
    rewritten = any(item is not original for item, original in zip(for_sums, sums_told, strict=True))
    if not (for_sums and (priced or rewritten) or unpriced) or None in kinds or len(set(kinds)) != len(kinds):
        return None  # (sums alone, each "for $3": the purchase frame reads them)
    read: tuple[Proto, ...] = ()
    if unpriced:
        listed: list[Chunk] = [chunk for i, thing in enumerate(unpriced)
                               for chunk in ((ConjChunk("and", thing.span),) if i else ()) + (thing,)]
        span = (unpriced[0].span[0], clause.span[1])
        one = frames(attrs.evolve(clause, rest=tuple(listed), span=span), text)
        if isinstance(one, Refusal):
            return one
        read += one
    for item in for_sums:
        one = frames(attrs.evolve(clause, rest=tuple(item), span=(clause.span[0], item[-1].span[1])), text)
        if isinstance(one, Refusal):
            return one
        read += one
    if not priced:
        return read
    bought_list: list[Chunk] = [chunk for bought, _, joiner in priced for chunk in (joiner, bought) if chunk]
    # the things priced each are told up to their last price: a clause of their own, so that
    # no sum told for another thing ("…, and a hat that cost $8" closing the list) is read as
    # what they cost together
    span = (clause.span[0], max(money.span[1] for _, money, _ in priced)) if priced else clause.span
    purchase = frames(attrs.evolve(clause, rest=tuple(bought_list), span=span), text)
    if isinstance(purchase, Refusal):
        return purchase
    return read + purchase + tuple(
        Proto(Op.PRICE, NounChunk(bought.noun, bought.span), money, span)
        for bought, money, _ in priced if bought.noun is not None)


def _bought_unpriced(item: list[Chunk]) -> QtyChunk | None:
    """ "5 candy bars": a plain count of things of a kind, with nothing after it; None for any
    other item."""
    match item:
        case [QtyChunk(noun=Noun(plural=True, head=head)) as thing] if (
            a_plain_count(thing) and not _is_money(thing) and not thing.pointed and measure_unit(head) is None
        ):
            return thing
    return None


def _bought_for_a_total(clause: Clause, text: str, frames: Frames) -> tuple[Proto, ...] | Refusal | None:
    """ "bought 15 pens and 25 pads for a total of $70", "… for $70 in total": the things bought,
    and the buyer's whole spending told with them, as "She bought 15 pens and 25 pads. She spent
    a total of $70." tells it (``frames._spent_in_all``: the costs of her purchases add up to
    it). Only a list of two or more things of kinds of their own, each a plain count or one
    thing by "a"/"an", with no price of its own; the sum closes the clause."""
    verb = clause.verb
    if verb is None or clause.auxiliaries or not clause.total or verb.particle is not None or (
        not words.in_class(verb.lemma, "buying_verbs") or clause.negated or clause.hedged
    ):
        return None
    match clause.rest:
        case (*bought, PrepChunk(word="for"), QtyChunk() as money) if _is_money(money) and (
            money.value is not None and money.comparative is None and money.noun is None
        ):
            pass
        case _:
            return None
    items = list_items(list(bought), (",", "and"))
    things = [item[0] for item in items if len(item) == 1]
    if len(items) < 2 or len(things) != len(items) or not all(
        isinstance(t, QtyChunk) and t.noun is not None and a_plain_count(t) and not _is_money(t)
        or isinstance(t, NounChunk) and t.determiner in ("a", "an") and not t.noun.plural
        and t.possessor is None for t in things
    ):
        return None
    kinds = [_kind_of(t) for t in things]
    if None in kinds or len(set(kinds)) != len(kinds):
        return None  # ("bought 3 pens and 2 pens for a total of $9": one kind twice)
    purchase = frames(attrs.evolve(clause, rest=tuple(bought), total=False,
                                   span=(clause.span[0], bought[-1].span[1])), text)
    if isinstance(purchase, Refusal):
        return purchase
    spend = attrs.evolve(verb, lemma="spend", verb_class=words.verb_class("spend"))
    whole = frames(attrs.evolve(clause, verb=spend, rest=(money,)), text)
    if isinstance(whole, Refusal) or not whole or not all(p.whole_doing for p in whole):
        return None
    return purchase + whole


def _pay_of_a_sum(clause: Clause, text: str) -> Clause:
    """ "gets a weekly allowance of $20", "receives a salary of $500 a month": a sum of money
    named by its noun (lexicon ``money_nouns``) and its period, by an adjective ("daily",
    "weekly", "monthly", "yearly", "annual") or after the sum ("a month", "each week"), said as
    "gets a $20 allowance each week" says it (a pace of pay). One such noun said with "a"/"an",
    nothing else before it, the sum bare; anything else is left as it is."""
    match clause.rest:
        case [NounChunk(determiner="a" | "an", possessor=None, noun=noun) as pay, PrepChunk(word="of"),
              QtyChunk(noun=None, comparative=None) as money, *tail] if (
            _is_money(money) and money.value is not None and not noun.plural and noun.of is None
            and words.in_class(noun.head, "money_nouns") and len(noun.modifiers) <= 1
        ):
            pass
        case _:
            return clause
    paid = attrs.evolve(money, noun=Noun(noun.head, noun.surface, False, span=noun.span),
                        span=(noun.span[0], money.span[1]))
    if noun.modifiers:
        period = PERIOD_WORDS.get(noun.modifiers[0])
        said = text.find(noun.modifiers[0], pay.span[0], noun.span[1])
        if period is None or tail or said < 0:
            return clause  # ("a large bonus of $20"; "a weekly allowance of $20 a month")
        at = (said, said + len(noun.modifiers[0]))
        tail = [CueChunk("each", "each", at), NounChunk(Noun(period, period, False, span=at), at)]
    else:
        match tail:
            case [NounChunk(determiner="a", possessor=None, noun=Noun(modifiers=(), of=None) as per)] if (
                per.head in PERIOD_WORDS.values()
            ):
                pass
            case [CueChunk(kind="each"), NounChunk(determiner=None, possessor=None,
                                                   noun=Noun(modifiers=(), of=None) as per)] if (
                per.head in PERIOD_WORDS.values()
            ):
                pass
            case _:
                return clause
    return attrs.evolve(clause, rest=(paid, *tail))


def _bought_worth(clause: Clause) -> Clause | None:
    """ "bought $50 worth of pants", "buys $50 in pants": a sum spent on a kind, with no count
    of it, read as "spent $50 on pants" (never as that many dollars gained); a list of them
    ("$20 worth of food and $15 worth of drinks") as "spent $20 on food and $15 on drinks"."""
    verb = clause.verb
    if verb is None or clause.auxiliaries or not words.in_class(verb.lemma, "buying_verbs"):
        return None
    rest, spent = list(clause.rest), list[Chunk]()
    while rest:
        # "$20 worth of food, $5 worth of fruit and $15 worth of drinks": each sum on its kind,
        # as "spent $20 on food, $5 on fruit and $15 on drinks" says
        if spent:
            if not isinstance(rest[0], ConjChunk):
                return None
            spent.append(rest.pop(0))
        match rest:
            case [QtyChunk() as money, CueChunk(text="worth"), PrepChunk(word="of") as on,
                  NounChunk() as kind, *rest] | [QtyChunk() as money, PrepChunk(word="in") as on,
                                                 NounChunk() as kind, *rest]:
                pass
            case _:
                return None
        if not _is_money(money) or money.value is None or money.comparative is not None or (
            money.noun is not None and not _plain_money_noun(money) or kind.determiner is not None
            or kind.possessor is not None
        ):
            return None
        spent += [money, PrepChunk("on", on.span), kind]
    spend = attrs.evolve(verb, lemma="spend", verb_class=words.verb_class("spend"))
    return attrs.evolve(clause, verb=spend, rest=tuple(spent))


def _plain_money_noun(money: QtyChunk) -> bool:
    """ "3 dollars" (of "3 dollars worth of candy"), said as "$3" is: the money word alone, with
    no "$" before it, no word beside it ("3 silver dollars") and no "of"."""
    noun = money.noun
    return noun is not None and money.currency is None and noun.head in ("dollar", "cent") and (
        not noun.modifiers and noun.of is None and not noun.owners)


def _paid_for_things(clause: Clause) -> Clause | None:
    """ "Her dad paid for 3 meals": a purchase of that many, its price told elsewhere ("Each meal
    costs $7"), read as "bought 3 meals". "She paid $12 for 4 books", "She spent $12 on 4 books":
    a purchase of that many for the sum (all of them together), read as "bought 4 books for $12".
    Only a plain count of things not pointed at, nothing after it: no payee (`paid Bo $12`), no
    `each` (`for each of 4 books`), no list (`on 4 books and a pen`: whose sum?), never a measure
    or a time (`paid $12 for 4 hours` of something untold)."""
    verb = clause.verb
    if verb is None or verb.particle is not None or clause.auxiliaries:
        return None
    sum_paid: tuple[Chunk, ...] = ()
    paid_with = {"pay": "for", "spend": "on"}  # "paid $12 for 4 books", "spent $12 on 4 books"
    match clause.rest:
        case (PrepChunk(word="for"), QtyChunk(noun=Noun()) as things) if verb.lemma == "pay":
            pass
        case (QtyChunk() as money, PrepChunk(word=word) as prep, QtyChunk(noun=Noun()) as things) if (
            paid_with.get(verb.lemma) == word and _is_money(money) and money.value is not None
            and money.comparative is None and not money.pointed
        ):
            sum_paid = (PrepChunk("for", prep.span), money)
        case _:
            return None
    if not a_plain_count(things) or sum_paid and things.pointed or _is_money(things) or (
        things.noun is None or measure_unit(things.noun.head) is not None
    ):
        return None
    buy = attrs.evolve(verb, lemma="buy", verb_class=words.verb_class("buy"))
    return attrs.evolve(clause, verb=buy, rest=(things, *sum_paid))


def _bought_for_a_sum(item: list[Chunk]) -> list[Chunk] | None:
    """ "a melon for $3", "3 figs for $2" (all of them), "a stand that costs $28", "flour
    which cost $5": one thing, or a count of things together, bought for a sum, as "… for
    $3" (the purchase frame reads it so). A plural with no count ("figs that cost $2": each,
    or all?) is not read."""
    if len(item) < 3:
        return None
    thing, money = item[0], item[-1]
    if not isinstance(money, QtyChunk) or not _is_money(money) or money.value is None or (
        money.comparative is not None or _is_money(thing)
    ):
        return None
    if isinstance(thing, NounChunk):
        if thing.possessor is not None or thing.noun.plural or thing.determiner not in (None, "a", "an"):
            return None
    elif not isinstance(thing, QtyChunk):
        return None
    joining = item[1:-1]
    match joining:
        case [PrepChunk(word="for")]:
            return item
    one = isinstance(thing, NounChunk) or thing.value == 1 and not (
        thing.noun is not None and thing.noun.plural)
    if (one or _a_pair(thing)) and _that_cost(joining) or _one_at(thing, joining):
        return [thing, PrepChunk("for", joining[0].span), money]
    return None


def _a_pair(thing: Chunk) -> bool:
    """ "a pair of shorts", "a pair of shoes": one pair (two, counted by the lexicon's "pair"),
    the one thing a relative "that cost $18" prices, as it prices "one pair of shorts". A count
    of pairs ("2 pairs of shoes that cost $18": each pair, or all?) is not read so."""
    return isinstance(thing, QtyChunk) and thing.lexicon_constant == "pair" and thing.value == 2 and (
        thing.noun is not None)


def _one_at(thing: Chunk, joining: list[Chunk]) -> bool:
    """ "a melon at $3", "one lamp at $40": one thing, told by "a", "an" or "one", at a sum: bought
    for it. A count ("3 figs at $2": each, or all?) or a thing of no article ("rice at $2": a
    pound?) is not read so."""
    match joining:
        case [PrepChunk(word="at")]:
            if isinstance(thing, NounChunk):
                return thing.determiner in ("a", "an") and not thing.noun.plural
            return isinstance(thing, QtyChunk) and thing.value == 1 and thing.noun is not None and (
                not thing.noun.plural)
    return False


def _kind_of(thing: Chunk) -> tuple[str, tuple[str, ...], str | None] | None:
    noun = thing.noun if isinstance(thing, (NounChunk, QtyChunk)) else None
    return None if noun is None else (noun.head, noun.modifiers, noun.of)


# where a doing is done, after its pace: "buys 2 coffees a day at the shop", "from the shop"
_PLACE_PREPOSITIONS = frozenset({"at", "in", "from"})


def _without_place(rest: list[Chunk], verb: VerbChunk) -> list[Chunk]:
    """ "buys 2 coffees a day at the corner shop", "swims 2 laps a day in the big pool": the
    place closing a pace, where each day's doing is done, set aside (a question that names a
    place is not read as a pace's). Only a place named by an article or an owner, no person,
    time, measure or pace ("at the same rate"), and only for a doing that gains, loses or
    moves nothing (things put "in a jar" are held there: the jar's, not told), never a pay or
    work ("earns $11 an hour at the bakery": that work only, not babysitting). A bare sport or
    game after "in" (lexicon `games_played`: "9 points a game in hockey") says which games, as a
    place says where."""
    if verb.verb_class not in (VerbClass.GAIN, VerbClass.LOSS, VerbClass.ACTIVITY, None) or len(rest) < 3 or (
        words.in_class(verb.lemma, "wage_verbs") or words.in_class(verb.lemma, "working_verbs")
    ):
        return rest  # ("earns $11 an hour at the bakery": the place says which work is paid)
    match rest[-2:]:
        case [PrepChunk(word=word), NounChunk(noun=Noun(of=None) as place) as said] if (
            word in _PLACE_PREPOSITIONS
            and (said.determiner in ("the", "a", "an") or said.possessor is not None)
            and not names_a_person(place) and not _names_a_time(place.head)
            and measure_unit(place.head) is None and place.head not in ("rate", "pace", "speed")
            and not words.in_class(place.head, "time_nouns")
        ):
            return rest[:-2]
        case [PrepChunk(word="in"),
              NounChunk(noun=Noun(of=None, modifiers=(), plural=False) as game) as said] if (
            said.determiner is None and said.possessor is None and words.in_class(game.head, "games_played")
        ):
            return rest[:-2]  # "scores 9 points a game in hockey": the sport says which games
    return rest


def _without_recipient(rest: list[Chunk], verb: VerbChunk) -> list[Chunk]:
    """ "gives 3 apples to his sister each day", "gives Ann 3 apples a day": the one person a
    pace of giving (lexicon `giving_pace_verbs`) hands to, right after the amount ("to …") or
    right before it, set aside: the pace is the giver's losing, as "gives away 3 apples a day"
    says. Only one person named, by a name, a role or an object pronoun (never a group, a
    count of people or "each of", whose share may be each one's), and a pace after it."""
    if not words.in_class(verb.lemma, "giving_pace_verbs") or verb.particle not in (None, "away"):
        return rest
    match rest:
        case [EntityChunk() as to_whom, QtyChunk(), _, *_] if _one_recipient(to_whom):
            return rest[1:]
        case [QtyChunk() as amount, PrepChunk(word="to"), EntityChunk() as to_whom, _, *after] if (
            _one_recipient(to_whom)
        ):
            return [amount, rest[3], *after]
    return rest


def _one_giver(subject: Chunk | None) -> bool:
    """One person who gives of what she holds: a name, a role or "he"/"she"; never a group, nor a
    thing or a beast that yields ("Each hen gives him 6 eggs a week": what someone gets)."""
    return isinstance(subject, EntityChunk) and not subject.members and not subject.plural and (
        subject.count is None) and (subject.kind in ("name", "role") or subject.kind == "pronoun" and (
            subject.text.lower() in ("he", "she")))


def _one_recipient(said: EntityChunk) -> bool:
    """One person handed to: a name, a role ("his sister") or "him"/"her", no group."""
    return not said.members and not said.plural and said.count is None and (
        said.kind in ("name", "role") or said.kind == "pronoun" and said.pronoun_role == "object"
        and said.text.lower() in ("him", "her"))


def _pace(clause: Clause) -> tuple[Proto, ...] | None:
    """ "She reads 10 pages a day", "Bert runs 2 miles every day", "Mia scored 12 points in
    each game", "He earns $9 per hour": what someone's verb does for each one of a kind, with
    no count of them told (a question may name one: "How many pages does she read in 6
    days?")."""
    clause = _paid(clause)
    verb = clause.verb
    subject = clause.subject
    if verb is None or clause.auxiliaries and not _ability(clause) or verb.lemma in ("have", "be") or (
        not isinstance(subject, EntityChunk) and not _one_doer(clause)
    ) or not isinstance(subject, EntityChunk | NounChunk):
        return None
    if verb.verb_class is VerbClass.POSSESS or words.in_class(verb.lemma, "measuring_verbs"):
        return None  # "weighs 2 pounds a day", "the tank holds 2 gallons every day": a state, no doing
    if clause.total and any(isinstance(c, QtyChunk) and _occasions(c) for c in clause.rest):
        return None  # "twice a day for a total of 20 minutes": each time's, or the day's?
    rest, work = _said_at(_without_for(list(clause.rest))), tuple[str, ...]()
    rest = _without_place(rest, verb)
    rest = _without_recipient(rest, verb) if _one_giver(subject) else rest
    counted_by: str | None = None
    per_of: str | None = None
    if words.in_class(verb.lemma, "wage_verbs"):
        rest, work = _without_work(rest)
        rest, per_of = _each_one_of_stuff(rest)
        match rest:
            case [*paid, EntityChunk(kind="pronoun", pronoun_role="subject") as doer,
                  VerbChunk(particle=None) as done] if len(paid) > 2 and isinstance(paid[-1], NounChunk):
                # "$5 for every lawn he mows": the lawns he is paid for, mowing the work paid
                if _said_of_another(subject, doer) or isinstance(subject, EntityChunk) and not (
                    _said_of_the_doer(subject, doer)
                ):  # (a name of no known gender: "Kai … for each car she washes. He …": whose?)
                    return None  # "Tom earns $5 for each car she washes": her washing, not his
                rest, work = paid, (done.lemma,)
            case [QtyChunk() as pay, CueChunk() as per, NounChunk() as one,
                  VerbChunk(participle=True, particle=None) as done] if (
                _is_money(pay) and not one.noun.plural
            ):
                # "$5 per car washed": the cars washed are those paid for
                rest, work = [pay, per, one], (done.lemma,)
            case [QtyChunk() as pay, PrepChunk(word="to"), VerbChunk(particle=None) as done, *one] if (
                _is_money(pay) and done.word.lower() == done.lemma and (each := _each_one(one)) is not None
                and not words.in_class(done.lemma, "buying_verbs")  # "$50 to buy a bike": what for
            ):
                # "charges $5 to walk a dog (each dog)": "$5 for each dog she walks", walking the work
                # paid (never $5 earned once: hazard)
                rest, work = [pay, *each], (done.lemma,)
    elif (doings := _for_each_done(rest, subject)) is not None:
        rest, counted_by, work = doings
    elif words.in_class(verb.lemma, "spending_verbs"):
        rest, work = _time_spent_on(rest)
    elif (timed := _timed_doing_of(rest)) is not None:
        rest, work = timed
    if _held_at_a_time(clause, work):
        return None  # "earned $12 an hour last year", "$2 a day on school days": of that time only
    match rest:
        case [QtyChunk(noun=None) as twice, NounChunk(), *_] if _occasions(twice):
            # "swims twice a day(, 5 days a week)", "bathes once a day": so many times per one,
            # as "3 times a day" says
            rest = [attrs.evolve(twice, noun=Noun("time", "time", False, span=twice.span),
                                 kind=NumeralKind.CARDINAL), *rest[1:]]
    chain = _paces_of_paces(rest)
    if chain is not None:
        rest, levels = chain
        days, week = levels[0]
        if _occasions(days):  # "4 pounds, twice a day", "13 cookies 3 times a day": per time
            amount = _amount_per_one([*rest, NounChunk(week, week.span, determiner="a")])
            pace = (amount[0], days.noun or week) if amount is not None and len(rest) == 1 else None
        else:
            pace = _amount_per_one(rest)
        if pace is None or days.noun is not None and pace[1].head != days.noun.head or (
            _more_than_fit(days, week)
        ):
            return None  # ("2 miles a day, 3 hours a week", "8 days a week")
        return (Proto(Op.PACE, subject, pace[0], clause.span, verb=verb, per=levels[-1][1], work=work,
                      within=tuple(count for count, _ in levels)),)
    wage = words.in_class(verb.lemma, "wage_verbs")
    pieces = _pay_list(rest) if wage else [rest]
    # "drinks 7 a day": 7 of what the doer holds, as "drank 7" is (never a pay: "$" is said;
    # never a spending: "spends 7 a day" is money, whatever she holds)
    spending = words.in_class(verb.lemma, "spending_verbs")
    elided = not wage and not spending and verb.verb_class is VerbClass.LOSS
    if said_tense(subject, clause.auxiliaries, verb) is Tense.PAST and any(
        _in_one_period(piece) for piece in pieces
    ):
        return None  # "She read 5 pages in a day": done once, in one day; no pace
    paces = [_amount_per_one(piece, elided=elided) for piece in pieces]
    if not all(paces) or len({pace[1].head for pace in paces if pace}) != len(paces):
        return None  # ("$3 per slice and $4 per slice": which?)
    if per_of is not None and (len(paces) != 1 or not work):
        return None  # "$5 for each bag of cans and $2 for each box": one pay, for a doing
    return tuple(Proto(Op.PACE, subject, amount, clause.span, verb=verb,
                       per=one if per_of is None else attrs.evolve(one, of=per_of), work=work,
                       counted_by=counted_by)
                 for amount, one in (pace for pace in paces if pace))


def _each_one_of_stuff(rest: list[Chunk]) -> tuple[list[Chunk], str | None]:
    """ "5 points for each bag of cans she recycles": the pay for each one of a kind named with
    what it is of (a bare stuff, "of cans"), done by the doer's verb told right after it; the
    rest without the stuff, and the stuff (None, and the rest as it is, for anything else)."""
    match rest:
        case [QtyChunk(), PrepChunk(word="for"), CueChunk(kind="each"),
              NounChunk(determiner=None, possessor=None, noun=Noun(of=None, plural=False)) as one,
              PrepChunk(word="of"),
              NounChunk(determiner=None, possessor=None,
                        noun=Noun(modifiers=(), of=None, plural=True) as stuff),
              EntityChunk(kind="pronoun", pronoun_role="subject"), VerbChunk(particle=None)]:
            return [*rest[:3], one, *rest[6:]], stuff.head
    return rest, None


def doing_told_with(rest: list[Chunk], spending: bool) -> tuple[int, bool]:
    """In a question of time ("How many minutes does she spend drawing in a week?", "… walk her
    dog in a week?"), how many chunks name the doing, and whether they close ``rest``: what a
    spending goes on (``doing_said``), or what another verb is done to, right after it; (0, False)
    when none does."""
    if spending:
        if size := doing_said(rest):
            return size, False
        return doing_said(rest, closing=True), True
    match rest:
        case [NounChunk() as done_to, _, *_] if _done_to(done_to):
            return 1, False
    return _place_gone_to(rest), False


def _done_to(chunk: NounChunk) -> bool:
    head = chunk.noun.head
    return measure_unit(head) is None and not _names_a_time(head) and not words.in_class(head, "person_nouns")


def _timed_doing_of(rest: list[Chunk]) -> tuple[list[Chunk], tuple[str, ...]] | None:
    """ "walks her dog for 20 minutes a day", "walks her dog twice a day for 20 minutes": what
    the doing is done to, then the time it takes for each one of a time, or how many times it
    is done ("walks her dog twice a day"). The thing done to is set aside and kept as the
    doing's words (the time is the doing's, never the thing's); None unless a time or a count
    of times follows it (`feeds her dog 2 cups a day` gives the cups)."""
    if size := _place_gone_to(rest):  # "goes to the gym 3 times a week", "volunteers at a shelter …"
        done, timed = rest[:size], _without_for(rest[size:])
        if not (isinstance(twice := timed[0], QtyChunk) and _occasions(twice) or len(timed) > 1 and (
            isinstance(twice := timed[1], QtyChunk) and _occasions(twice)
        )):
            return None  # where a time is spent, with no times told, is not read
    else:
        match rest:
            case [NounChunk() as done_to, *after] if after and _done_to(done_to):
                done, timed = [done_to], _without_for(after)
            case _:
                return None
    match timed:
        case [QtyChunk(noun=Noun() as unit), *_] if (
            (measure := measure_unit(unit.head)) is not None and measure.dimension == "time"
        ):
            return timed, work_named(done)
        case [QtyChunk() as twice, NounChunk(), *_] if _occasions(twice):
            return timed, work_named(done)  # "walks her dog twice a day": times of that doing
    return None


def _place_gone_to(rest: list[Chunk]) -> int:
    """ "to the gym", "at the pool" opening ``rest`` with more after it: where a doing is done,
    its words (2 chunks) kept with the doing as what it is done to is; 0 otherwise."""
    return 2 if len(rest) > 2 and _a_place(rest[:2]) else 0


def _a_place(chunks: list[Chunk]) -> bool:
    """ "to the gym", "at the pool": a place gone to or done at, no measure, time or person."""
    match chunks:
        case [PrepChunk(word="to" | "at"), NounChunk(possessor=None) as place]:
            return _done_to(place)
    return False


def _time_spent_on(rest: list[Chunk]) -> tuple[list[Chunk], tuple[str, ...]]:
    """ "spends 30 minutes a day drawing", "spends 2 hours on homework every day", "spends 30
    minutes twice a day walking her dog": a time spent for each one of a time, and the doing it is
    spent on, right after the time or closing the clause: set aside, and kept as the doing's words
    (as a wage keeps its work). So for money ("spends $5 a day on lunch", "spends $50 on games
    every month"): what it goes on is kept the same way, and a question names it or none."""
    if not rest or not isinstance(time := rest[0], QtyChunk) or not _is_money(time) and (
        time.noun is None or (unit := measure_unit(time.noun.head)) is None or unit.dimension != "time"
    ):
        return rest, ()
    if size := doing_said(rest[1:]):
        return [time, *rest[1 + size:]], work_named(rest[1:1 + size])
    if size := doing_said(rest[1:], closing=True):
        return rest[:-size], work_named(rest[-size:])
    if isinstance(rest[-1], NounChunk) and (split := _time_then_doing(rest[-1])) is not None:
        return [*rest[:-1], split[0]], work_named([], split[1])  # "a day drawing"
    return rest, ()


def doing_said(chunks: list[Chunk], closing: bool = False) -> int:
    """How many chunks at the start of ``chunks`` (at their end when ``closing``) name a doing,
    leaving some before or after: its "-ing" form and what it is done to ("drawing", "walking
    her dog"), or "on" and a noun with no number ("on homework"); 0 when none does."""
    for size in (2, 1):
        if len(chunks) <= size:
            continue
        match chunks[-size:] if closing else chunks[:size]:
            case [VerbChunk(word=word, particle=None)] if word.lower().endswith("ing"):
                return size
            case [NounChunk(noun=Noun(modifiers=(), of=None, surface=word), determiner=None,
                            possessor=None)] if word.lower().endswith("ing") and words.lemmas(
                word.lower()).get("VERB"):
                return size  # "drawing" the chunker took for a noun
            case [VerbChunk(word=word, particle=None), NounChunk(noun=noun)] if (
                word.lower().endswith("ing") and not _names_a_time(noun.head)
                and measure_unit(noun.head) is None
            ):
                return size
            case [PrepChunk(word="on"), NounChunk(noun=noun)] if not _names_a_time(noun.head) and (
                measure_unit(noun.head) is None
            ):
                return size
    return 0


def paid_to_do(clause: Clause) -> bool:
    """ "charges $5 to walk a dog", "earns $5 to walk each dog": a sum a wage verb gets for doing
    something to one thing, which is a pay for each one done (``_pace``), never the sum got once.
    Said of "charge" in any tense; of another wage verb ("earns", "makes") only in the present of a
    habit, as "earned $50 to buy a bike" tells what one sum was for."""
    verb = clause.verb
    if verb is None or verb.particle is not None or not words.in_class(verb.lemma, "wage_verbs") or (
        verb.lemma != "charge" and (clause.auxiliaries or not _habitual(verb))
    ):
        return False
    match clause.rest:
        case (QtyChunk() as pay, PrepChunk(word="to"), _, *_) if _is_money(pay):
            return True  # ("to trim a hedge", its verb taken for an adjective: still no sum got once)
    return False


def _each_one(one: list[Chunk]) -> list[Chunk] | None:
    """ "(to walk) a dog", "one dog", "each dog": one thing done to, said as "each dog" is; None
    for anything else."""
    match one:
        case [CueChunk(kind="each", text=e) as each, NounChunk(possessor=None) as thing] if (
            e.lower() in ("each", "every")
        ):
            return [each, thing]
        case [NounChunk(determiner="a" | "an", possessor=None) as thing]:
            return [thing]
        case [QtyChunk(value=v, noun=Noun(plural=False) as noun, comparative=None,
                       of_entity=None) as single] if v == 1:
            return [NounChunk(noun, single.span, determiner="a")]
    return None


def _for_each_done(rest: list[Chunk], doer: EntityChunk | NounChunk
                   ) -> tuple[list[Chunk], str, tuple[str, ...]] | None:
    """ "scores 5 points for each treasure she finds", "lifts 90 pounds each time she goes (to the
    gym)": the amount for each one of the things (or times) the doer's own doings of a verb
    count, that verb, and where a time's doing is done (its words). The one doing them must be
    the doer: the same pronoun, or "he"/"she" of a name of that gender ("Tom … for each goal she
    scores" counts another's goals)."""
    match rest:
        case [QtyChunk() as amount, PrepChunk(word="for") as for_, CueChunk(kind="each", text=e) as each,
              NounChunk() as one, EntityChunk(kind="pronoun", pronoun_role="subject") as pronoun,
              VerbChunk(particle=None) as done] if e.lower() in ("each", "every"):
            per_one: list[Chunk] = [amount, for_, each, one]
            work: tuple[str, ...] = ()
        case [QtyChunk() as amount, CueChunk(kind="each", text=e) as each,
              NounChunk(noun=Noun(head="time", plural=False, modifiers=(), of=None)) as one,
              EntityChunk(kind="pronoun", pronoun_role="subject") as pronoun,
              VerbChunk(particle=None) as done, *place] if e.lower() in ("each", "every") and (
            not place or _a_place(place)
        ):
            # "swims 2 miles each time she swims", "lifts 90 pounds every time she goes to the
            # gym": so much on each occasion of that doing (where it is done kept as its words)
            per_one, work = [amount, each, one], work_named(place)
        case _:
            return None
    if not _said_of_the_doer(doer, pronoun) or done.verb_class is None and not words.in_class(
        done.lemma, "occasion_verbs"
    ):
        return None
    return per_one, done.lemma, work


def _said_of_another(doer: EntityChunk | NounChunk, pronoun: EntityChunk) -> bool:
    """Whether ``pronoun`` is certainly not the clause's doer: another pronoun than the doer's
    ("He earns $5 for each car she washes"), or one a named doer's gender rules out ("Tom …
    for each car she washes"). A doer named by a noun ("The boy … he") may be either."""
    said = pronoun.text.lower()
    if isinstance(doer, EntityChunk) and doer.kind == "pronoun":
        return doer.text.lower() != said
    if isinstance(doer, EntityChunk) and doer.kind == "name" and doer.name is not None and (
        gender := name_gender(doer.name)) is not None:
        return (gender, said) not in (("female", "she"), ("male", "he"))
    return False


def _said_of_the_doer(doer: EntityChunk | NounChunk, pronoun: EntityChunk) -> bool:
    """Whether ``pronoun`` ("he" of "for each lawn he mows") may be the clause's doer: the same
    pronoun, or "he"/"she" of a name of that gender ("Tom … for each goal she scores" counts
    another's goals)."""
    said = pronoun.text.lower()
    if isinstance(doer, EntityChunk) and doer.kind == "pronoun":
        return doer.text.lower() == said
    gender = name_gender(doer.name) if isinstance(doer, EntityChunk) and doer.kind == "name" and (
        doer.name is not None) else None
    return (gender, said) in (("female", "she"), ("male", "he"))


def _used_per_made(clause: Clause) -> tuple[Proto, ...] | None:
    """ "He used 2 oranges per glass of juice", "She needs 3 eggs for each cake", "uses 10 beads to
    make each necklace": what the doer uses up for each one of a kind, a pace counted by the
    doer's own makings of that kind (as "for each glass he makes" says; ``MADE``). Only one
    amount for one thing made, with no time placing it ("per glass on Monday": that day's only),
    never per a measure, a time or a person ("5 liters per km", "2 cups a day", "2 pens per
    student" count no making)."""
    verb, subject = clause.verb, clause.subject
    if verb is None or verb.particle or clause.auxiliaries or clause.total or clause.placed or (
        not words.in_class(verb.lemma, "using_verbs") or not isinstance(subject, EntityChunk)
    ):
        return None
    rest = list(clause.rest)
    match rest[-3:]:
        case [NounChunk(determiner=None, possessor=None, noun=Noun(of=None) as one), PrepChunk(word="of"),
              NounChunk(determiner=None, possessor=None, noun=Noun(modifiers=(), of=None) as stuff)]:
            rest[-3:] = [NounChunk(attrs.evolve(one, of=stuff.head), one.span)]  # "per glass of juice"
    match rest:
        case [QtyChunk(noun=Noun() as used) as amount, PrepChunk(word="to"), VerbChunk(particle=None) as make,
              CueChunk(kind="each", text=e), NounChunk(determiner=None, possessor=None, noun=made)] if (
            words.in_class(make.lemma, "producing_verbs") and make.word.lower() == make.lemma
        ):
            pass  # "uses 10 charms to make each necklace"
        case [QtyChunk(noun=Noun() as used) as amount, CueChunk(kind="each", text=e),
              NounChunk(determiner=None, possessor=None, noun=made)] | [
            QtyChunk(noun=Noun() as used) as amount, PrepChunk(word="for"), CueChunk(kind="each", text=e),
            NounChunk(determiner=None, possessor=None, noun=made)
        ]:
            pass
        case _:
            return None
    if e.lower() not in ("each", "every", "per"):
        return None
    if not a_plain_count(amount) or _is_money(amount) or made.plural or made.head == used.head or (
        made.modifiers  # "3 eggs for each chocolate cake": are the cakes made chocolate ones?
        or measure_unit(made.head) is not None or _names_a_time(made.head) or names_a_person(made)
        or words.in_class(made.head, "occasion_nouns")
    ):
        return None
    return (Proto(Op.PACE, subject, amount, clause.span, verb=verb, per=made, counted_by=MADE),)


def _member_pace(clause: Clause) -> tuple[Proto, ...] | None:
    """ "Each cow gives 5 liters of milk a day", "Every dog eats 2 cups of food a day": a pace
    of each one of a kind the story's one holder has (liters per cow per day, times the cows).
    Read as the pace of one doer is ("4 pounds of oats, twice a day" too), then marked as told
    of each member. Never a pay ("Each worker earns $12 an hour": for every hour, each?)."""
    subject, verb = clause.subject, clause.verb
    if not clause.each or verb is None or verb.particle is not None or clause.placed or (
        not _habitual(verb) or words.in_class(verb.lemma, "wage_verbs")
        or not isinstance(subject, NounChunk)
        or subject.noun.plural or subject.possessor is not None or subject.noun.of is not None
    ):
        return None
    one = attrs.evolve(clause, each=False, subject=attrs.evolve(subject, determiner="the"))
    paces = _pace(one) if not clause.auxiliaries else None
    if paces is None or len(paces) != 1 or paces[0].work or paces[0].count is not None:
        return None
    return (attrs.evolve(paces[0], subject=subject, members=True),)


def _without_for(rest: list[Chunk]) -> list[Chunk]:
    """ "works for 8 hours a day", "jogs for 30 minutes each day": a stretch of time said with
    "for" is the time the verb takes each day, as "works 8 hours a day" says. Only a time: "for
    $9 an hour" is what the work is paid."""
    match rest:
        case [PrepChunk(word="for"), QtyChunk(noun=Noun() as noun) as stretch, *_] if (
            (unit := measure_unit(noun.head)) is not None and unit.dimension == "time"
            and stretch.comparative is None
        ):
            return rest[1:]
        case [QtyChunk() as twice, NounChunk(noun=period), PrepChunk(word="for"),
              QtyChunk(noun=Noun() as noun) as stretch, *each] if _occasions(twice) and _each_time(each) and (
            (unit := measure_unit(noun.head)) is not None and unit.dimension == "time"
            and stretch.comparative is None and _fits(twice, stretch, unit, measure_unit(period.head))
        ):
            # "volunteers twice a month for 3 hours at a time (each time)": the hours of each time
            return [stretch, twice, rest[1]]
        case [QtyChunk() as twice, NounChunk(noun=period), PrepChunk(word="for"),
              QtyChunk(noun=Noun() as noun) as stretch] if _occasions(twice) and (
            (unit := measure_unit(noun.head)) is not None and unit.dimension == "time"
            and stretch.comparative is None and (outer := measure_unit(period.head)) is not None
            and (fit := conversion_factor(outer, unit)) is not None and fit > 1
        ):
            # "draws twice a day for 30 minutes": 30 minutes each time, as "draws 30 minutes
            # twice a day" says (never "twice a day for 3 days": days are no part of a day)
            return [stretch, twice, rest[1]]
    return rest


def _fits(twice: QtyChunk, stretch: QtyChunk, unit: MeasureUnit, period: MeasureUnit | None) -> bool:
    """Whether the times told, each as long as ``stretch``, fit in one ``period`` by the units
    table ("twice a day for 3 days each time" does not); a calendar period (a month, of no fixed
    days) holds any times of less than a day each."""
    fit = conversion_factor(period, unit) if period is not None else None
    if fit is None and period is not None and period.dimension == "calendar":
        day = measure_unit("day")
        fit = conversion_factor(day, unit) if day is not None and day != unit else None
        twice = attrs.evolve(twice, value=Fraction(1))  # each time within a day of its own
    return fit is not None and twice.value is not None and stretch.value is not None and (
        twice.value * stretch.value <= fit)


def _each_time(chunks: list[Chunk]) -> bool:
    """ "each time", "every time", "at a time" closing a clause: of each occasion told."""
    match chunks:
        case [CueChunk(kind="each", text=each),
              NounChunk(noun=Noun(head="time", plural=False), determiner=None)]:
            return each.lower() in ("each", "every")
        case [PrepChunk(word="at"), NounChunk(noun=Noun(head="time", plural=False), determiner="a")]:
            return True
    return False


def _paces_of_paces(rest: list[Chunk]) -> tuple[list[Chunk], list[tuple[QtyChunk, Noun]]] | None:
    """ "(1 hour a day), 5 days a week", "(13 cookies), 3 times a day, 20 days a month": the paces
    of paces closing the clause, from the innermost out, and what is left before them. Each
    count is of what the one inside it is per (times in a day, days in a month), and no more of
    them than one holds ("8 days a week"); None when there is none, or they do not chain."""
    levels: list[tuple[QtyChunk, Noun]] = []
    while (within := _ones_per_one(rest)) is not None:
        rest = rest[:-within[0]]
        levels.insert(0, within[1:])
    if not levels:
        return None
    for (_, inner), (count, outer) in zip(levels, levels[1:], strict=False):
        if count.noun is None or count.noun.head != inner.head or _more_than_fit(count, outer):
            return None  # ("3 times a day, 2 hours a week")
    return rest, levels


def _ones_per_one(rest: list[Chunk]) -> tuple[int, QtyChunk, Noun] | None:
    """ "(1 hour a day), 5 days a week", "(… a day) for 6 days each week": a pace of a pace
    closing the clause, how many of one unit in each of another. Returns how many chunks say
    it, the count (5 days) and what it is per (week)."""
    size = next((size for size in (3, 2) if len(rest) > size and _said_per_one(rest[-size:])), None)
    said = _said_per_one(rest[-size:]) if size is not None else None
    if size is None or said is None:
        return None
    count, per = said
    while len(rest) > size and _joins(rest[-size - 1]):
        size += 1
    unit = measure_unit(count.noun.head) if count.noun is not None else None
    outer = measure_unit(per.head)
    if outer is None or outer.dimension not in ("time", "calendar") or len(rest) == size or (
        not _occasions(count)) and (unit is None or unit.dimension != "time" or unit == outer
    ):
        return None
    return size, count, per


def _more_than_fit(count: QtyChunk, per: Noun) -> bool:
    """ "8 days a week": more of a unit than one of the other holds, by the units table."""
    inner = measure_unit(count.noun.head) if count.noun is not None else None
    outer = measure_unit(per.head)
    fit = conversion_factor(outer, inner) if inner is not None and outer is not None else None
    return fit is not None and count.value is not None and count.value > fit


def _said_per_one(rest: list[Chunk]) -> tuple[QtyChunk, Noun] | None:
    """ "5 days a week", "3 times a day", "twice a day": so many (of a unit, or occasions) per one."""
    match rest:
        case [QtyChunk(noun=None) as twice, *per] if _occasions(twice) and per:
            counted = _amount_per_one([attrs.evolve(twice, noun=Noun("time", "time", False, span=twice.span),
                                                    kind=NumeralKind.CARDINAL), *per])
            return (twice, counted[1]) if counted is not None else None
    return _amount_per_one(rest)


def _occasions(count: QtyChunk) -> bool:
    """ "3 times", "twice", "once": a count of occasions, each doing the amount told."""
    if count.noun is None:
        return count.kind is NumeralKind.MULTIPLIER and count.value is not None and count.comparative is None
    return count.noun.head == "time" and not count.noun.modifiers and count.noun.of is None


def _names_a_time(word: str) -> bool:
    """ "year", "weekends", "Monday": a time (or the days of one name) something holds in."""
    lemma = word.lower().removesuffix("s")
    return words.in_class(lemma, "time_nouns") or lemma in CYCLES["week"]


def _pay_list(rest: list[Chunk]) -> list[list[Chunk]]:
    """ "10 cents per bottle and 5 cents per can": one pay for each kind, in the order told."""
    return list_items(rest, (",", "and"))


def _joins(chunk: Chunk) -> bool:
    """ "," and "for" before a pace of a pace: "1 hour a day, 5 days a week", "… for 5 days a week"."""
    return isinstance(chunk, ConjChunk) and chunk.word == "," or isinstance(chunk, PrepChunk) and (
        chunk.word == "for")


def _in_one_period(rest: list[Chunk]) -> bool:
    """ "5 pages in a day": an amount within one period, said with "in"."""
    match rest:
        case [QtyChunk(), PrepChunk(word="in"), NounChunk(determiner="a" | "an")]:
            return True
    return False


def _amount_per_one(rest: list[Chunk], elided: bool = False) -> tuple[QtyChunk, Noun] | None:
    """ "10 pages a day", "$9 per hour", "12 points in each game": the amount and the one; with
    ``elided``, a bare count too ("7 a day": of the kind the binding finds held)."""
    if not rest or not isinstance(amount := rest[0], QtyChunk) or amount.value is None or (
        amount.comparative is not None or amount.of_entity is not None or amount.kind is None
        or amount.kind.name != "CARDINAL" or amount.noun is None and not _is_money(amount) and not elided
    ):
        return None
    match rest[1:]:
        case [PrepChunk(word="in" | "on" | "for" | "at"), CueChunk(kind="each", text=e), NounChunk() as one]:
            pass
        case [CueChunk(kind="each", text=e), UnknownChunk(known=True) as time] if words.in_class(
            time.text, "times_once_a_day"
        ) and e.lower() in ("each", "every", "a", "an"):
            # "3 eggs every morning": one morning comes in each day, so the pace is per day ("per
            # night" is also said of nights at work or at an inn, which may be fewer)
            return amount, Noun("day", "day", False, span=time.span)
        case [CueChunk(kind="each", text=e), NounChunk() as one]:
            pass
        case [PrepChunk(word="from"), CueChunk(kind="each", text=e), NounChunk() as one] if (
            words.in_class(one.noun.head, "occasion_nouns")
        ):
            pass  # "wins 5 tickets from every game": an occasion is a source that holds nothing
        case [NounChunk(determiner="a" | "an") as one]:
            e = "a"
        case [PrepChunk(word="in"), NounChunk(determiner="a" | "an") as one]:
            e = "a"  # "9 books in a day"
        case _:
            return None
    if e.lower() not in ("each", "every", "per", "a", "an") or one.possessor is not None or (
        one.noun.plural or not one.noun.head or one.noun.of is not None or one.noun.modifiers
    ):  # "every school day" is not every day
        return None
    return amount, one.noun


def _paid(clause: Clause) -> Clause:
    """ "She gets paid $9 an hour", "He is paid $5 per period": what she earns."""
    verb = clause.verb
    rest = list(clause.rest)
    if verb is None:
        return clause
    if verb.lemma == "get" and not clause.auxiliaries and rest and isinstance(rest[0], VerbChunk) and (
        rest[0].lemma == "pay" and rest[0].particle is None
    ):
        return attrs.evolve(clause, verb=attrs.evolve(verb, lemma="earn", verb_class=VerbClass.GAIN),
                            rest=tuple(rest[1:]))
    if verb.lemma == "pay" and verb.word.lower() == "paid" and verb.particle is None and (
        [a.word.lower() for a in clause.auxiliaries] in (["is"], ["are"], ["was"], ["were"])
    ):
        return attrs.evolve(clause, auxiliaries=(), verb=attrs.evolve(
            verb, lemma="earn", verb_class=VerbClass.GAIN))
    return _paid_by_another(clause)


def _paid_by_another(clause: Clause) -> Clause:
    """ "His mom pays him $2 per chore", "A shop pays Ana $9 an hour": a pay for each one of
    a kind, read as what the one paid earns ("He earns $2 per chore"). The payer's loss is not
    read, so the payer must be a role or thing ("his mom", "a company"), never a name, a pronoun
    or a group, whose holdings the story tracks (a payer told to hold money leaves the pay
    unused, and the text refuses). The pay must
    be told for each one ("per", "each", "every", "a"), a plain sum of money: "pays him $20"
    once is a giving, read elsewhere."""
    verb, payer = clause.verb, clause.subject
    match clause.rest:
        case (EntityChunk(kind="pronoun" | "name", plural=False, possessor=None) as paid,
              QtyChunk() as pay, *per):
            pass
        case _:
            return clause
    if verb is None or verb.lemma != "pay" or verb.particle is not None or verb.negated or (
        clause.auxiliaries or clause.negated or clause.conditional
    ) or not (
        isinstance(payer, EntityChunk) and payer.kind == "role" and not payer.plural and not payer.members
        or isinstance(payer, NounChunk) and payer.determiner in ("a", "an", "the") and not payer.noun.plural
    ) or not _is_money(pay) or pay.value is None or not _told_per_one(per):
        return clause
    subject = attrs.evolve(paid, pronoun_role="subject") if paid.kind == "pronoun" else paid
    earn = attrs.evolve(verb, lemma="earn", verb_class=VerbClass.GAIN)
    return attrs.evolve(clause, subject=subject, verb=earn, rest=(pay, *per))


def _told_per_one(per: list[Chunk]) -> bool:
    """ "per task", "for each chore", "every hour", "an hour": a pay told for one of a kind."""
    match per:
        case [CueChunk(kind="each"), NounChunk(determiner=None, possessor=None)]:
            return True
        case [PrepChunk(word="for"), CueChunk(kind="each"), NounChunk(determiner=None, possessor=None)]:
            return True
        case [NounChunk(determiner="a" | "an", possessor=None)]:
            return True
    return False


def _without_work(rest: list[Chunk]) -> tuple[list[Chunk], tuple[str, ...]]:
    """ "earns $12 an hour babysitting / for babysitting / at work / working in a shop / as a
    clerk": the pay for each one of a time, and after it words that only name the work, which
    are set aside. Words with a number, "each" or "per" in them say more than that ("for each
    child") and are kept, so the pace frame does not read them."""
    each: list[Chunk] = []
    match rest:
        case [QtyChunk() as pay, NounChunk(determiner="a" | "an") as one, *work]:
            pass
        case [QtyChunk() as pay, CueChunk(kind="each") as per, NounChunk() as one, *work]:
            each = [per]
        case _:
            return rest, ()
    split = _time_then_doing(one)
    gerund = split is not None
    measure = measure_unit(one.noun.head)
    if not gerund and (measure is None or measure.dimension != "time" or not work):
        return rest, ()
    if work and not (
        isinstance(work[0], PrepChunk) and work[0].word in ("for", "at", "by", "as", "in", "on", "while")
        or isinstance(work[0], VerbChunk) and work[0].word.lower().endswith("ing")
    ) or gerund and work and not isinstance(work[0], PrepChunk):
        return rest, ()
    if any(isinstance(c, QtyChunk | ConjChunk) or isinstance(c, CueChunk) and c.kind == "each"
           for c in work):
        return rest, ()
    one, in_noun = split or (one, ())
    return [pay, *each, one], work_named(work, in_noun)


def _time_then_doing(one: NounChunk) -> tuple[NounChunk, tuple[str, ...]] | None:
    """ "an hour babysitting", "a day washing cars", read as one noun: the unit of time alone,
    and the words of the doing after it; None for any other noun."""
    noun = one.noun
    after_unit = noun.modifiers[1] if len(noun.modifiers) > 1 else noun.surface
    if not noun.modifiers or not after_unit.lower().endswith("ing") or (
        (measure := measure_unit(noun.modifiers[0])) is None or measure.dimension != "time"
    ):
        return None
    unit, start = noun.modifiers[0], noun.span[0]
    return (attrs.evolve(one, noun=Noun(unit, unit, False, span=(start, start + len(unit)))),
            (*noun.modifiers[1:], noun.head) if len(noun.modifiers) > 1 else (noun.head,))


def _pace_over_time(clause: Clause) -> tuple[Proto, ...] | None:
    """ "Jane can fold 3 towels in 5 minutes", "A gecko eats 70 crickets every 3 days": a pace
    told by a count done in a stretch of time, the count = pace × the stretch (each cited), so
    the pace is towels per minute. Said of what someone does or can do as a habit: "She folded
    3 towels in 5 minutes" tells one stretch, and is read so only of a trip ("drove 360 miles in
    4 hours"): a pace marked "once", its mean over the stretch (`_one_trip`)."""
    verb, subject = clause.verb, clause.subject
    if verb is None or verb.lemma in ("have", "be") or verb.particle is not None or not (
        isinstance(subject, EntityChunk) or _one_doer(clause)
    ) or not isinstance(subject, EntityChunk | NounChunk):
        return None
    once = not clause.auxiliaries and not _habitual(verb)
    rest = _every_other(clause)
    # ("every other day": the day set aside is the stretch's, no time it holds at)
    unplaced = clause if rest == list(clause.rest) else attrs.evolve(clause, placed=())
    if clause.auxiliaries and not _ability(clause) or once and not _past(verb) or _held_at_a_time(unplaced):
        return None
    match without_source(rest):
        case [QtyChunk() as amount, PrepChunk(word="in") | CueChunk(kind="each", text="every") as by,
              QtyChunk() as stretch]:
            pass
        case _:
            return None
    if amount.noun is None and _occasions(amount) and isinstance(by, CueChunk):
        # "sneezes once every 3 seconds", "twice every 4 days": so many times, as "3 times" says
        amount = attrs.evolve(amount, noun=Noun("time", "time", False, span=amount.span),
                              kind=NumeralKind.CARDINAL)
    unit = measure_unit(stretch.noun.head) if stretch.noun is not None else None
    if unit is None or unit.dimension != "time" or stretch.value is None or amount.value is None or (
        amount.noun is None and not _is_money(amount)
    ) or any(q.comparative is not None or q.of_entity is not None or q.kind is None
             or q.kind.name != "CARDINAL" for q in (amount, stretch)):
        return None
    assert stretch.noun is not None
    per = attrs.evolve(stretch.noun, plural=False, surface=stretch.noun.head, modifiers=(), of=None)
    if stretch.noun.modifiers or stretch.noun.of is not None:
        return None
    every = isinstance(by, CueChunk)  # "every 4 days": all 12 at once, each 4 days
    if once and (every or not _one_trip(amount)):
        return None
    from wordproof.reader.shares import done_over_span  # shares builds on this module

    if once and done_over_span(clause) is not None:
        return None  # "Ann ran 12 miles in 4 hours": a doing parted among the hours (equal, if told)
    return (Proto(Op.PACE, subject, amount, clause.span, verb=verb, per=per, count=stretch,
                  cues=("every",) if every else ("once",) if once else ()),)


def _pace_of_a_count(clause: Clause) -> tuple[Proto, ...] | None:
    """ "12 bags weigh 24 pounds", "9 buses (can) carry 198 people", "198 people (can) fit into 9
    buses": a count of things of one kind tied by one verb to an amount, said as a habit or an
    ability. By a reading rule (like things are alike) each of them does the same, so the
    amount is a pace per one of them, told over the count as "30 toys in 5 hours" is over the
    hours (amount = pace × count, each cited); a question of another count of the same kind by
    the same verb asks the pace times it. Of anyone (no doer is named): only plain counts of
    whole things, no owner, no comparison, nothing more in the clause."""
    verb, subject = clause.verb, clause.subject
    if verb is None or verb.particle is not None or clause.each or clause.total or not (
        _ability(clause) or not clause.auxiliaries and (_habitual(verb) or _room_taken(verb, clause))
    ) or _placed_in_time(clause) or clause.placed or not isinstance(subject, QtyChunk) or (
        verb.lemma in ("have", "be")
    ):
        return None
    match clause.rest:
        case (QtyChunk() as amount,):
            count = subject
        case (PrepChunk(word="in" | "into"), QtyChunk() as count) if (
            words.in_class(verb.lemma, "occupying_verbs")
        ):
            amount = subject  # "198 people fit into 9 buses": people per bus
        case _:
            return None
    if not all(_plain_count(q) for q in (amount, count)) or count.value is None or count.value < 1 or (
        amount.noun is None or count.noun is None or not count.noun.plural or count.noun.modifiers
        or measure_unit(count.noun.head) is not None or verb.lemma == "take"
    ):
        return None
    if (unit := measure_unit(amount.noun.head)) is not None and unit.dimension == "time":
        return None  # "4 men take (need) 6 hours": more of them may take less, never more
    per = attrs.evolve(count.noun, plural=False, surface=count.noun.head)
    if words.in_class(verb.lemma, "measuring_verbs"):
        if amount.noun.of is not None or amount.noun.modifiers:
            return None
        amount = attrs.evolve(amount, noun=attrs.evolve(amount.noun, of=count.noun.head))  # pounds of bag
    it = EntityChunk("pronoun", "it", clause.span, pronoun_role="subject")
    return (Proto(Op.PACE, it, amount, clause.span, verb=verb, per=per, count=count, actor="world",
                  cues=(ALIKE,)),)


def _room_taken(verb: VerbChunk, clause: Clause) -> bool:
    """ "198 people fit into 9 buses": a verb of taking up a place (lexicon `occupying_verbs`)
    whose past is its base form, before "in"/"into", tells the room the places have, a state
    and not a doing once; as "fits" does."""
    return words.in_class(verb.lemma, "occupying_verbs") and verb.word.lower() == verb.lemma and bool(
        clause.rest) and isinstance(clause.rest[0], PrepChunk) and clause.rest[0].word in ("in", "into")


# the cue of a pace told over a count of its doers, each by the reading rule doing as much
ALIKE = "alike"


def _plain_count(quantity: QtyChunk) -> bool:
    """A count said by a cardinal alone: no comparison, no owner, no "of them", never "more"."""
    return quantity.value is not None and quantity.kind is NumeralKind.CARDINAL and (
        quantity.comparative is None and quantity.of_entity is None and not quantity.of_them
        and not quantity.another and not quantity.remaining and quantity.lexicon_constant is None
        and not quantity.pointed and not quantity.of_the)


def _past(verb: VerbChunk) -> bool:
    """ "drove", "traveled": a verb said in the simple past."""
    return verb.word.lower() in words.inflections(verb.lemma, "VBD")


def _one_trip(amount: QtyChunk) -> bool:
    """ "(drove) 360 miles (in 4 hours)": a length gone over one stretch of time, whose mean
    speed the stretch tells; nothing else done once tells a pace."""
    unit = measure_unit(amount.noun.head) if amount.noun is not None else None
    return unit is not None and unit.dimension == "length" and amount.noun is not None and not (
        amount.noun.modifiers or amount.noun.of)


EVERY_OTHER = "reading: every other one is every second"


# what places a telling at a time of its own: all but "now" and "still", which place it now
_PLACING_A_PACE = PLACING - {TimeKind.NOW, TimeKind.STILL}


def _held_at_a_time(clause: Clause, work: tuple[str, ...] = ()) -> bool:
    """ "earned $12 an hour last year", "$2 a day on school days", "takes a pill every 6 hours
    during the day", "eats 9 flies every 2 days in summer": a pace told with a time set aside
    in its clause (or named by the work paid) holds at that time only."""
    placed = [c.noun.head for c in clause.placed
              if isinstance(c, NounChunk | QtyChunk) and c.noun is not None]
    return any(_names_a_time(word) for word in (*placed, *work)) or _placed_in_time(clause) or any(
        (unit := measure_unit(word)) is not None and unit.dimension == "time" for word in placed
    ) or _at_an_occasion(clause.placed)


def _at_an_occasion(placed: tuple[Chunk, ...]) -> bool:
    """ "At camp, she swims 3 laps a day", "At school, he reads 20 pages a day": a place told
    first by its bare noun is a stay or a day's occupation, a time the pace holds in (not every
    day of those asked is a school day); a place named by an article or an owner ("At the
    pool, …") is where the doing is done, as ``_without_place`` reads it told last."""
    match placed:
        case (PrepChunk(word=word), NounChunk(determiner=None, possessor=None), *_) if (
            word in _PLACE_PREPOSITIONS
        ):
            return True
    return False


def _placed_in_time(clause: Clause) -> bool:
    """ "On Monday, she reads 10 pages a day", "Since Wednesday, …", "At first, …", "Then she
    reads 10 pages a day", "Last year …": a pace told with a time of its own holds then, or from
    or until then; over a count asked it may start or stop inside it. Not the ordinal of the
    doer ("The first dog eats 2 cups a day") nor "by" of the means ("earns $10 an hour by
    babysitting")."""
    start, end = clause.subject.span if clause.subject is not None else (0, 0)
    return any(t.text.lower() != "by" and not (t.text.lower() == "first" and start <= t.span[0] < end)
               for t in told_within(clause.times, clause.span, _PLACING_A_PACE))


def _every_other(clause: Clause) -> list[Chunk]:
    """ "runs 3 miles every other day": every second day, read as "every 2 days" (the 2 a reading
    rule citing "other"), so that only a whole number of stretches is ever counted: over 9 days
    the first day may be one of them or not. The time noun was placed apart from the clause; it
    must be the one place, and one day (not "every other Monday")."""
    rest = list(clause.rest)
    match rest:
        case [QtyChunk() as amount, CueChunk(kind="each", text="every") as every,
              CueChunk(text="other") as other, *after]:
            pass
        case _:
            return rest
    match clause.placed:
        case (NounChunk(noun=Noun(plural=False, modifiers=(), of=None) as noun, possessor=None,
                        determiner=None) as day,) if day.span[0] > other.span[1] and (
            not after or day.span[1] <= after[0].span[0]  # "every other day for 2 weeks"
        ) and (
            (unit := measure_unit(noun.head)) is not None and unit.dimension == "time"
        ):
            stretch = QtyChunk(Fraction(2), NumeralKind.CARDINAL, other.span, (other.span[0], day.span[1]),
                               noun=noun, lexicon_constant=EVERY_OTHER)
            return [amount, every, stretch, *after]
    return rest


def _habitual(verb: VerbChunk) -> bool:
    """ "folds", "fold": a verb in the present, said of a habit (not "folded", nor "read",
    which may be past)."""
    word = verb.word.lower()
    return word in words.inflections(verb.lemma, "VBZ") or word == verb.lemma and not words.past_is_base(
        verb.lemma)


def _each_takes_time(clause: Clause) -> Clause:
    """ "Each cake takes 7 minutes to bake": the time the verb takes for each one, as "It takes 7
    minutes to bake each cake" says. Only of a thing the verb is done to (the verb in its base
    form closing the clause), never of people ("Each baker takes 7 minutes to finish": the
    baker does it)."""
    subject, verb = clause.subject, clause.verb
    if not clause.each or verb is None or verb.lemma != "take" or verb.particle or clause.auxiliaries or not (
        isinstance(subject, NounChunk) and subject.possessor is None and not subject.noun.plural
        and not names_a_person(subject.noun)
    ):
        return clause
    match clause.rest:
        case (QtyChunk(), PrepChunk(word="to"), VerbChunk(particle=None) as done) if (
            done.word.lower() == done.lemma and not words.in_class(done.lemma, "motion_verbs")
        ):
            it = EntityChunk("pronoun", "it", subject.span, pronoun_role="subject")
            each = CueChunk("each", "each", subject.span)
            return attrs.evolve(clause, subject=it, each=False, rest=(*clause.rest, each, subject))
    return clause


def _time_per_one(clause: Clause) -> tuple[Proto, ...] | None:
    """ "It takes (Tom) 7 minutes to bake one cake / a cake / each cake": a pace of time, the
    minutes the verb takes for each one; with no doer named, anyone's (the world's). "It costs
    (Tom) $2 to print one page / a page / each page" is the same pace in money, the dollars the
    doing costs for each one (dollars per page), only in the present ("It cost $2" may be what
    one printing cost then) and only of "it", the doing's own cost ("A printer costs $2 to …"
    prices the printer). A list of such ("7 minutes to bake a cake, 3 minutes to fry an egg and
    2 minutes to toast a roll") is a pace for each, each doing and thing told once."""
    clause = _each_takes_time(clause)
    subject, verb = clause.subject, clause.verb
    if verb is None or clause.auxiliaries or not isinstance(subject, EntityChunk) or _placed_in_time(clause):
        return None  # "On Mondays, it takes 7 minutes …": then only, and the time asked may be another
    costs = verb.lemma == "cost"
    if costs and not (subject.text.lower() == "it" and verb.word.lower() == "costs"):
        return None
    if verb.lemma != "take" and not costs:
        return None
    rest = list(clause.rest)
    doer: EntityChunk | None = None
    if subject.text.lower() != "it":
        if subject.plural or subject.members:
            return None  # "Tom and Ann take 7 minutes …": together, or each?
        doer = subject  # "Tom takes 7 minutes to bake a cake": what "It takes Tom …" says
    elif rest and isinstance(rest[0], EntityChunk):
        doer, rest = rest[0], rest[1:]
    else:
        match rest:
            case [QtyChunk() as taken, PrepChunk(word="for"), EntityChunk() as doer,
                  PrepChunk(word="to"), *_]:
                rest = [taken, *rest[3:]]  # "It takes 10 minutes for Ann to wash a car": Ann's time
    items = list_items(rest, (",", "and"))
    if len(items) == 1:
        match rest:
            case [QtyChunk() as time, PrepChunk(word="to"), VerbChunk() as done,
                  QtyChunk(value=v, noun=Noun(plural=True)) as many] if v is not None and v > 1:
                return _time_for_many(clause, doer, time, done, many)
    paces = [_taken_for_one(clause, item, doer, costs) for item in items]
    told = [(p.verb.lemma, p.per.head) for p in paces if p is not None and p.verb is not None and p.per]
    if not all(paces) or len(set(told)) != len(paces):
        return None  # "3 minutes to fry an egg and 4 minutes to fry an egg": which is it?
    return tuple(p for p in paces if p is not None)


def _able_in_time(clause: Clause) -> tuple[Proto, ...] | None:
    """ "Uma can knit a hat in 3 hours (and a scarf in 5 hours)": what "It takes Uma 3 hours to
    knit a hat (and 5 hours to knit a scarf)" says, a pace of time for each one done, read by
    the same rule (``_taken_for_one``). Only "can" (an ability now: "could" may be one of the
    past), one doer named by a name or a personal pronoun, and each thing said with "a", "an"
    or "one", each with its own time and told once; the lawn, his book, a thing of a sort or
    several things in a time are other shapes."""
    subject, verb = clause.subject, clause.verb
    if verb is None or verb.particle is not None or clause.negated or _placed_in_time(clause) or (
        [a.word.lower() for a in clause.auxiliaries] != ["can"]
    ) or not (isinstance(subject, EntityChunk) and subject.kind in ("name", "pronoun") and not (
        subject.plural or subject.members or subject.possessor is not None
        or subject.text.lower() in ("it", "they", "we", "you")
    )):
        return None
    taken: list[list[Chunk]] = []
    for item in list_items(list(clause.rest), (",", "and")):
        match item:
            case [NounChunk() | QtyChunk() as one, PrepChunk(word="in") as within, QtyChunk() as time]:
                taken.append([time, PrepChunk("to", within.span), verb, one])
            case _:
                return None
    paces = [_taken_for_one(clause, item, subject, False) for item in taken]
    told = {(p.verb.lemma, p.per.head) for p in paces if p is not None and p.verb is not None and p.per}
    if not taken or not all(paces) or len(told) != len(paces):
        return None  # "a cake in 5 minutes and a cake in 6 minutes": which is it?
    return tuple(p for p in paces if p is not None)


def _taken_for_one(clause: Clause, item: list[Chunk], doer: EntityChunk | None, costs: bool) -> Proto | None:
    """One time (or cost) for one thing done: "7 minutes to bake a cake", "$2 to print each page"."""
    match item:
        case [QtyChunk() as time, PrepChunk(word="to"), VerbChunk() as done, *one]:
            pass
        case _:
            return None
    count: QtyChunk | None = None
    match one:
        case [QtyChunk(value=v, noun=Noun() as noun) as single] if v == 1 and single.comparative is None:
            count = single  # "one cake": the pace is for the one, which it cites
        case [CueChunk(kind="each", text=e), NounChunk(noun=noun, possessor=None)] if (
            e.lower() in ("each", "every")
        ):
            pass
        case [NounChunk(determiner="a" | "an", noun=noun, possessor=None)]:
            pass
        case _:
            return None
    unit = measure_unit(time.noun.head) if time.noun is not None else None
    if costs:  # "$2", "5 cents": a plain sum
        told = _is_money(time) and (time.noun is None or not (time.noun.modifiers or time.noun.of))
    else:
        told = unit is not None and unit.dimension == "time"
    if not told or time.value is None or time.comparative is not None or (
        done.particle is not None or noun.plural or noun.modifiers
    ):
        return None  # "one pan of cookies" keeps its "of": a pace per pan of cookies, never per pan of rolls
    if doer is not None:
        return Proto(Op.PACE, doer, time, clause.span, verb=done, per=noun, count=count)
    assert isinstance(clause.subject, EntityChunk)  # "It": anyone's
    return Proto(Op.PACE, clause.subject, time, clause.span, verb=done, per=noun, count=count, actor="world")


def _time_for_many(clause: Clause, doer: EntityChunk | None, time: QtyChunk, done: VerbChunk,
                   many: QtyChunk) -> tuple[Proto, ...] | None:
    """ "It takes Tom 15 minutes to rake 3 bags": what "Tom rakes 3 bags in 15 minutes" says, a
    pace of bags per minute. Only of someone named, in the present of a habit ("It took Tom 15
    minutes" tells one stretch, as "raked 3 bags in 15 minutes" does), and of whole things
    counted by a cardinal (never "3 more bags"). Never of things often done many at once
    (lexicon ``batch_verbs``: "20 minutes to bake 12 cookies" bakes a tray, not each one)."""
    verb = clause.verb
    unit = measure_unit(time.noun.head) if time.noun is not None else None
    if doer is None or doer.plural or doer.members or verb is None or not _habitual(verb) or (
        unit is None or unit.dimension != "time" or time.value is None or _placed_in_time(clause)
    ) or done.particle is not None or done.word.lower() != done.lemma or (
        words.in_class(done.lemma, "batch_verbs")
    ) or any(
        q.comparative is not None or q.of_entity is not None or q.kind is not NumeralKind.CARDINAL
        for q in (time, many)
    ):
        return None
    assert time.noun is not None
    if time.noun.modifiers or time.noun.of is not None:
        return None
    per = attrs.evolve(time.noun, plural=False, surface=time.noun.head, modifiers=(), of=None)
    return (Proto(Op.PACE, doer, many, clause.span, verb=done, per=per, count=time),)


def _rate_for_count(clause: Clause, text: str, frames: Frames) -> tuple[Proto, ...] | Refusal | None:
    """ "drove 60 miles per hour for 3 hours", "earns $12 an hour for 5 hours", "ran 8 miles
    each day for 9 days": the verb's amount is the rate times the count. The clause is read
    with an unknown amount in the rate's place, and that amount is then tied to the two."""
    if _ones_per_one(list(clause.rest)) is not None:
        return None  # "3 miles a day for 4 days a week": no stretch, a pace of a pace
    from wordproof.reader.question import one_period

    rest = _speed_first(_every_other(clause))
    for i in range(len(rest) - 3):
        rate = rest[i]
        if not isinstance(rate, QtyChunk) or rate.value is None or rate.comparative is not None:
            continue
        after = rest[i + 1:]
        every = bool(after) and isinstance(after[0], CueChunk) and after[0].text == "every"
        if after and isinstance(after[0], CueChunk) and after[0].text in ("per", "each", "every"):
            after = after[1:]
        elif not (after and isinstance(after[0], NounChunk) and after[0].determiner in ("a", "an")):
            continue
        stretch: QtyChunk | None = None
        match after[:3]:
            case [NounChunk(noun=per, possessor=None), PrepChunk(word="for"), QtyChunk() as count]:
                pass
            case [NounChunk(noun=per, possessor=None), PrepChunk(word="for"), NounChunk() as period] if (
                one := one_period(period, text)
            ) is not None:
                count = one  # "20 pages a day for a week"
            case [QtyChunk(noun=Noun() as stretched) as stretch, PrepChunk(word="for"),
                  QtyChunk() as count] if every:
                # "3 miles every 2 days (every other day) for 2 weeks": a pace per day over a
                # stretch of days, as "every 2 days" is asked
                per = attrs.evolve(stretched, plural=False, surface=stretched.head, modifiers=(), of=None)
            case _:
                continue
        if count.value is None or count.noun is None or per.plural or count.comparative is not None or (
            rate.noun is None and not _is_money(rate)
        ):
            return None
        subject = clause.subject
        if isinstance(subject, EntityChunk) and (subject.plural or subject.members) or isinstance(
            subject, NounChunk
        ) and subject.noun.plural:
            # "Tom and Bo run 3 miles a day for 14 days": each of them, or the two together?
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER, text[clause.span[0]:clause.span[1]],
                           span=clause.span, expected=("a rate of one doer",))
        if stretch is not None and not _whole_stretches_told(stretch, count):
            # "every other day for 9 days": 5 doings or 4, as the first day is one or not
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.READER, text[clause.span[0]:clause.span[1]],
                           span=clause.span, expected=("a span of whole stretches",))
        return _tied(clause, rest[:i], after[3:], rate, per, count, text, frames, stretch)
    return None


def _whole_stretches_told(stretch: QtyChunk, count: QtyChunk) -> bool:
    """ "every 2 days for 2 weeks": the span told holds a whole number of the stretches, so the
    count of doings is the same whatever day they start on (over 9 days every other day is 5
    doings or 4); a stretch of time, whole, of no other words."""
    assert stretch.noun is not None and count.noun is not None
    first, second = measure_unit(count.noun.head), measure_unit(stretch.noun.head)
    factor = conversion_factor(first, second) if first and second else None
    return factor is not None and second is not None and second.dimension == "time" and (
        stretch.value is not None and count.value is not None and stretch.value > 1
        and stretch.value.denominator == 1 and stretch.comparative is None and stretch.of_entity is None
        and not stretch.noun.modifiers and stretch.noun.of is None
        and (count.value * factor / stretch.value).denominator == 1)


def _speed_first(rest: list[Chunk]) -> list[Chunk]:
    """ "for 8 hours at (an average speed of) 45 miles per hour", "at 61 miles an hour for 2
    hours": the rate said with "at", read as "45 miles per hour for 8 hours" is. Anything else
    is left as it is."""
    match rest:
        case [PrepChunk(word="for") as for_, QtyChunk() as count, *said_at] if (
            rate := _rate_said_at(said_at)) is not None and len(rate) + _at_words(said_at) == len(said_at):
            return [*rate, for_, count]
        case [*said_at, PrepChunk(word="for") as for_, QtyChunk() as count] if (
            rate := _rate_said_at(said_at)) is not None and len(rate) + _at_words(said_at) == len(said_at):
            return [*rate, for_, count]
    return rest


def _said_at(rest: list[Chunk]) -> list[Chunk]:
    """ "drives at 40 miles per hour", "types at a speed of 50 words per minute", "reads at a
    rate of 40 pages an hour": a pace said with "at", read as "drives 40 miles per hour" is. Only
    when the rate closes the clause (``at 40 miles per hour on flat sand`` holds there only), and
    never of money ("babysits at the rate of $10 per hour" tells a pay, no doing of dollars)."""
    rate = _rate_said_at(rest)
    if rate is None or len(rate) + _at_words(rest) != len(rest) or _is_money(rate[0]):
        return rest
    return rate


def _at_words(chunks: list[Chunk]) -> int:
    """How many words before the rate say "at": "at" (1) or "at a speed of" (3)."""
    match chunks:
        case [PrepChunk(word="at"), NounChunk(noun=Noun(head="speed" | "rate" | "pace"), possessor=None),
              PrepChunk(word="of"), *_]:
            return 3
        case [PrepChunk(word="at"), *_]:
            return 1
    return 0


def _rate_said_at(chunks: list[Chunk]) -> list[Chunk] | None:
    """ "at (a speed of) 45 miles per hour": the rate's chunks ("45 miles per hour")."""
    skip = _at_words(chunks)
    if not skip:
        return None
    match chunks[skip:]:
        case [QtyChunk(noun=Noun()) as rate, CueChunk(kind="each", text="per") as per, NounChunk() as one]:
            return [rate, per, one]
        case [QtyChunk(noun=Noun()) as rate, NounChunk(determiner="a" | "an") as one]:
            return [rate, one]
    return None


def _tied(clause: Clause, before: list[Chunk], after: list[Chunk], rate: QtyChunk, per: Noun,
          count: QtyChunk, text: str, frames: Frames,
          stretch: QtyChunk | None = None) -> tuple[Proto, ...] | Refusal | None:
    """The clause read with an unknown amount in the rate's place (between ``before`` and
    ``after``), that amount tied to the rate times the count (the rate told for each
    ``stretch``, when one is); None unless exactly one proto carries it."""
    amount = attrs.evolve(rate, value=None, kind=None)
    read = frames(attrs.evolve(clause, rest=tuple(before + [amount] + after)), text)
    if isinstance(read, Refusal):
        return read
    if sum(p.qty is amount for p in read) != 1:
        return None
    return tuple(attrs.evolve(p, rate=rate, per=per, count=count, stretch=stretch) if p.qty is amount else p
                 for p in read)


def _to_each_of(clause: Clause, text: str, frames: Frames) -> tuple[Proto, ...] | Refusal | None:
    """ "gave 6 pens to each of his 5 friends", "gave each of her 4 kids 3 apples", "gave his 5
    friends 6 pens each", "gave 6 pens each to 5 friends", "bought 2 hats for each of the 3
    boys": what was given (or got) is
    the amount each one got times the count of them. The ones who got them are counted, not
    named: the change is the giver's own, read as if no one were named."""
    verb = clause.verb
    if verb is None or clause.auxiliaries or (
        verb.verb_class not in (VerbClass.TRANSFER_OUT, VerbClass.GAIN)
    ):
        return None
    rest = list(clause.rest)
    to = "for" if verb.verb_class is VerbClass.GAIN else "to"
    match rest:
        case [QtyChunk() as rate, PrepChunk(word=word), CueChunk(kind="each", text="each"),
              PrepChunk(word="of"), *owner, QtyChunk() as count] if word == to:
            pass
        case [QtyChunk() as rate, CueChunk(kind="each", text="each"), PrepChunk(word=word), *owner,
              QtyChunk() as count] if word == to:
            pass  # "gave 4 pieces each to 9 friends"
        case [CueChunk(kind="each", text="each"), PrepChunk(word="of"), *owner, QtyChunk() as count,
              QtyChunk() as rate] if to == "to":
            pass
        case [*owner, QtyChunk() as count, QtyChunk() as rate, CueChunk(kind="each", text="each")] if (
            to == "to"
        ):
            pass
        case _:
            return None
    if len(owner) > 1 or owner and not (isinstance(owner[0], EntityChunk) and owner[0].kind == "pronoun"):
        return None
    counted = count.noun
    if rate.value is None or count.value is None or counted is None or not counted.plural or (
        rate.noun is None or rate.comparative is not None or count.comparative is not None
        or count.of_entity is not None or rate.of_entity is not None or _is_money(rate)
        or count.kind is None or count.kind.name != "CARDINAL"
    ):
        return None
    per = attrs.evolve(counted, modifiers=(), of=None, plural=False, surface=counted.head)
    return _tied(clause, [], [], rate, per, count, text, frames)


def _ability(clause: Clause) -> bool:
    """ "can make", "could read": a modal of ability states what the rate is, not a hedge."""
    return [a.word.lower() for a in clause.auxiliaries] in (["can"], ["could"])


def _one_doer(clause: Clause) -> bool:
    """ "A machine makes …", "The printer prints …", "Ann's snake eats …": one doer named by a
    noun (not "each machine", which is a rate of the machines)."""
    subject = clause.subject
    return isinstance(subject, NounChunk) and not clause.each and not subject.noun.plural and (
        subject.possessor is None and subject.determiner in ("a", "an", "the")
        or subject.possessor is not None and subject.determiner is None and _owned_one(subject.possessor))


def _owned_one(owner: EntityChunk) -> bool:
    """ "Ann's snake", "her lamp": one person named or pointed at owns the doer, and no one's
    thing owns it ("the city's bus", "Ann's dog's bowl" are not read)."""
    return owner.possessor is None and not owner.members and not owner.plural and (
        owner.kind == "name" or owner.kind == "pronoun")


def _be_only(clause: Clause) -> bool:
    return all(a.group == "be" for a in clause.auxiliaries)


def _is_each(chunk: Chunk) -> bool:
    return isinstance(chunk, CueChunk) and chunk.text in ("each", "apiece")


def before_cost(noun: Noun, text: str) -> Noun | None:
    """ "one pen cost(s)", "136 pieces of gum cost" read as one noun: the noun before the
    verb "cost" (a number is never followed by a noun "costs" that it counts)."""
    surface = text[noun.span[0]:noun.span[1]]
    words_ = surface.split()
    if len(words_) < 2 or words_[-1].lower() not in ("cost", "costs"):
        return None
    if noun.of is not None and noun.of.split()[-1] in ("cost", "costs"):
        of = " ".join(noun.of.split()[:-1]) or None
        end = noun.span[0] + surface.rstrip().rfind(" ")
        return attrs.evolve(noun, of=of, span=(noun.span[0], end))
    if noun.head != "cost" or noun.of or len(words_) != len(noun.modifiers) + 1:
        return None
    head = words_[-2]
    lemma = words.noun_lemma(head) or head.lower()
    start = noun.span[0] + surface.rfind(head)
    return Noun(lemma, head, lemma != head.lower(), noun.modifiers[:-1], span=(start, start + len(head)))


def _split_charge(clause: Clause, text: str) -> Clause:
    """ "A plumber charges $60 an hour": the wage verb ("charges", lexicon ``wage_verbs``) the
    noun phrase swallowed as its plural head, given back when a sum follows ("plumber
    charges" is no kind of charges held)."""
    subject = clause.subject
    if clause.verb is not None or clause.auxiliaries or not isinstance(subject, NounChunk) or (
        not clause.rest or not _is_money(clause.rest[0]) or subject.possessor is not None
    ):
        return clause
    start, end = subject.noun.span
    surface = text[start:end].split()
    said_lemma = words.verb_lemma(surface[-1].lower()) if surface else None
    past = said_lemma is not None and surface[-1].lower().endswith("ed")  # "company charged"
    if said_lemma is None or not words.in_class(said_lemma, "wage_verbs") or not (
        subject.noun.plural and said_lemma == subject.noun.head or past
    ) or subject.noun.of is not None or not subject.noun.modifiers:
        return clause
    if len(surface) != len(subject.noun.modifiers) + 1:
        return clause
    head, said = surface[-2], surface[-1]
    lemma = words.noun_lemma(head) or head.lower()
    at = start + text[start:end].rfind(head)
    noun = Noun(lemma, head, lemma != head.lower(), subject.noun.modifiers[:-1], span=(at, at + len(head)))
    verb = VerbChunk(said, said_lemma, words.verb_class(said_lemma), (end - len(said), end))
    said_by = attrs.evolve(subject, noun=noun, span=(subject.span[0], at + len(head)))
    return attrs.evolve(clause, subject=said_by, verb=verb)


def _split_cost(clause: Clause, text: str) -> Clause:
    """ "One pen costs $2": the verb the quantity's noun swallowed, given back."""
    subject = clause.subject
    if clause.verb is not None or clause.auxiliaries or not isinstance(subject, QtyChunk) or (
        subject.noun is None
    ):
        return clause
    noun = before_cost(subject.noun, text)
    if noun is None:
        return clause
    verb = VerbChunk("cost", "cost", None, (noun.span[1] + 1, subject.noun.span[1]))
    return attrs.evolve(clause, subject=attrs.evolve(subject, noun=noun,
                                                     span=(subject.span[0], noun.span[1])), verb=verb)


def _be_cost(clause: Clause) -> Clause:
    """ "Each pen is $2", "Pens are $2 each", "Every ticket was four dollars", "A pound of
    meat is $5": a form of "be" before a sum of money said of each one (or of any one) is the
    price, as "costs" would be. "The bill was $30" is no price of a bill."""
    subject = clause.subject
    if clause.verb is not None or len(clause.auxiliaries) != 1 or clause.auxiliaries[0].group != "be":
        return clause
    if isinstance(subject, QtyChunk) and len(clause.rest) == 1 and _is_money(clause.rest[0]) and (
        subject.value != 1 and subject.noun is not None and subject.noun.head
    ):
        # "3 books were $18": a sum told for a number of things (read by _price, which takes
        # it only of any such things)
        be = clause.auxiliaries[0]
        return attrs.evolve(clause, auxiliaries=(), verb=VerbChunk(be.word, "cost", None, be.span))
    if _they(subject) and len(clause.rest) == 2 and _is_money(clause.rest[0]) and _is_each(clause.rest[1]):
        # "They are $20 each": each of the things "they" are, as "They cost $20 each" (read by _price)
        be = clause.auxiliaries[0]
        return attrs.evolve(clause, auxiliaries=(), verb=VerbChunk(be.word, "cost", None, be.span))
    if not isinstance(subject, NounChunk):
        return clause
    rest = list(clause.rest)
    if rest and isinstance(rest[-1], ConjChunk) and rest[-1].word == ",":
        rest = rest[:-1]
    each = clause.each or subject.determiner in ("every", "a", "an")  # "A pound of meat is $5"
    if len(rest) == 2 and _is_each(rest[1]) and not clause.each:
        each = True  # "Pens are $2 each", "The big pen is $3 each"
    elif rest and _per_measure(rest[1:], subject.noun) is not None and not clause.each:
        each = True  # "The cloth was $24 per yard": the price of a yard of it (read by _price)
    elif rest and _for_measures(rest[1:], subject.noun) is not None and not clause.each:
        each = True  # "Rice was $6 for 4 pounds": the price of 4 pounds of it (read by _price)
    elif rest and _for_a_count_of(subject, rest[1:]) is not None and not clause.each:
        each = True  # "Tickets are $1 for 4": the price of 4 of them (read by _price)
    elif len(rest) != 1 or subject.noun.plural:
        return clause
    if not each or not rest or not _is_money(rest[0]):
        return clause
    be = clause.auxiliaries[0]
    return attrs.evolve(clause, auxiliaries=(), verb=VerbChunk(be.word, "cost", None, be.span))


def _they_sell_for(clause: Clause) -> Clause:
    """ "They sell for $20 each" of things just bought: each sells at that sum, so each costs it,
    as "Cookies sell for $2 each" prices the kind for anyone (``_priced_thing``); read as "They
    are $20 each". Only in the present ("They sold for $20 each": that sale)."""
    verb = clause.verb
    if verb is None or verb.lemma != "sell" or verb.particle is not None or clause.auxiliaries or (
        not _they(clause.subject) or verb.word.lower() != "sell"
    ):
        return clause
    match clause.rest:
        case (PrepChunk(word="for"), QtyChunk() as money, each) if _is_money(money) and _is_each(each):
            be = AuxChunk("are", "be", verb.span)
            return attrs.evolve(clause, verb=None, auxiliaries=(be,), rest=(money, each))
    return clause


def _they(subject: Chunk | None) -> bool:
    return isinstance(subject, EntityChunk) and subject.kind == "pronoun" and subject.text.lower() == "they"


_OF_ONE = ("a", "an", "one", "the")  # "the price of a pen": of one, as "A pen costs $2" says


def _price_named(clause: Clause, text: str) -> Clause | None:
    """ "The price of a pen is $2", "The cost of 5 pens is $10", "The price of pens is $2 each",
    "The price of rice is $6 for 4 pounds": the clause "A pen costs $2", "5 pens cost $10", …
    says, read by ``_price`` (so only what it reads: a price of one, of a count, each, per
    measure). Never a price named with a word before it ("the total price", "the sale price")
    or of an owner's thing."""
    subject = clause.subject
    if not isinstance(subject, NounChunk) or clause.verb is not None or clause.each or (
        subject.determiner != "the" or subject.possessor is not None or subject.noun.modifiers
        or subject.noun.plural or not words.in_class(subject.noun.head, "price_nouns")
    ):
        return None
    noun = subject.noun
    match clause.auxiliaries, clause.rest:
        case (), (PrepChunk(word="of" | "for"), QtyChunk() | NounChunk() as thing, AuxChunk(group="be") as be,
                  QtyChunk() as money, *tail) if noun.of is None:
            pass  # "The cost of one pen is $2": the machine left the "of" phrase apart
        case (), (PrepChunk(word="of"), NounChunk() as stuff, AuxChunk(group="be") as be,
                  QtyChunk() as money, *tail) if noun.of is not None:
            measured = _measure_of_stuff(subject, stuff, text)  # "of a cup of tea"
            if measured is None:
                return None
            thing = measured
        case (AuxChunk(group="be") as be,), (QtyChunk() as money, *tail) if noun.of is not None:
            said = text[noun.span[1]:subject.span[1]].split()
            if len(said) not in (2, 3) or said[0].lower() != "of" or len(said) == 3 and (
                said[1].lower() not in _OF_ONE
            ):
                return None  # only "of pens", "of a pen": never "of a red pen", "of her pen"
            surface = said[-1]
            lemma = words.noun_lemma(surface) or surface.lower()
            if lemma != noun.of or len(said) == 3 and lemma != surface.lower():
                return None
            at = subject.span[1] - len(surface)
            thing = NounChunk(Noun(lemma, surface, lemma != surface.lower(), span=(at, subject.span[1])),
                              (at - len(said[1]) - 1 if len(said) == 3 else at, subject.span[1]),
                              determiner=said[1].lower() if len(said) == 3 else None)
            if thing.determiner == "one":
                return None  # "of one pen": read when the machine counts it (above)
        case _:
            return None
    if not isinstance(thing, QtyChunk | NounChunk) or not isinstance(money, QtyChunk) or not _is_money(money):
        return None
    cost = VerbChunk(be.word, "cost", None, be.span)
    return attrs.evolve(clause, subject=thing, auxiliaries=(), verb=cost, rest=(money, *tail))


def _measure_of_stuff(subject: NounChunk, stuff: NounChunk, text: str) -> NounChunk | None:
    """ "(The cost of) a cup of tea", "(The price of) a kilogram of rice": one measure or one
    piece of a stuff named by its bare noun, the subject "A cup of tea costs $2" has. Only
    `a`/`an` and one word for each noun: never "of a big cup of tea", "of a cup of her tea"."""
    said = text[subject.noun.span[1]:subject.span[1]].split()
    if len(said) != 3 or said[0].lower() != "of" or said[1].lower() not in ("a", "an") or (
        stuff.determiner is not None or stuff.possessor is not None or stuff.noun.modifiers
        or stuff.noun.of is not None or " " in stuff.noun.surface
    ):
        return None
    surface = said[2]
    lemma = words.noun_lemma(surface) or surface.lower()
    if lemma != subject.noun.of or lemma != surface.lower():
        return None  # "of a cups", "of a red cup"
    at = subject.span[1] - len(surface)
    measure = Noun(lemma, surface, False, of=stuff.noun.head, span=(at, subject.span[1]))
    return NounChunk(measure, (at - len(said[1]) - 1, stuff.span[1]), determiner=said[1].lower())


def _price(clause: Clause, text: str) -> Proto | None:
    """ "Each pen costs $2", "A pen costs 5 cents", "Pens cost $2 each", "… $2 per pen"."""
    verb = clause.verb
    if verb is None or clause.auxiliaries or not words.in_class(verb.lemma, "price_verbs"):
        return None
    rest = list(clause.rest)
    if not rest or not _is_money(rest[0]) or any(
        isinstance(c, NounChunk) and _names_a_time(c.noun.head) for c in clause.placed
    ):
        return None  # ("A ticket cost $5 last year": the price then, not of every purchase told)
    money = rest[0]
    assert isinstance(money, QtyChunk)
    if money.value is None or money.comparative is not None:
        return None
    tail = rest[1:]
    if tail and isinstance(tail[-1], ConjChunk) and tail[-1].word == ",":
        tail = tail[:-1]  # "If each pen costs $2, …"
    subject = clause.subject
    if isinstance(subject, QtyChunk):
        return _price_of_count(subject, money, tail, clause, text)
    if isinstance(subject, EntityChunk) and subject.kind == "pronoun" and subject.text.lower() == "they" and (
        len(tail) == 1 and _is_each(tail[0]) or clause.each and not tail
    ):
        # "They cost $2 each", "They each cost $2": each of the things bought before
        return Proto(Op.PRICE, subject, money, clause.span)
    if not isinstance(subject, NounChunk) or subject.possessor is not None or not subject.noun.head:
        return None
    one = subject
    each = len(tail) == 1 and _is_each(tail[0])
    match tail:
        case [CueChunk(kind="each", text="per"), NounChunk(noun=per)] if (
            per.head == one.noun.head
        ):
            each = True  # "… cost $2 per pen"
    measure = None if each else _per_measure(tail, one.noun)
    if measure is not None:
        return _price_per_measure(one, measure, money, clause)
    measured = None if each else _for_measures(tail, one.noun)
    if measured is not None:  # "Rice costs $6 for 4 pounds": sum = price of a pound × 4
        assert measured.noun is not None
        return _price_per_measure(one, NounChunk(measured.noun, measured.span), money, clause, count=measured)
    bundle = None if each else _for_a_count_of(one, tail)
    if bundle is not None:  # "Tickets cost $1 for 4 (tickets)": sum = price of one × 4
        return Proto(Op.PRICE, NounChunk(one.noun, bundle.span), money, clause.span, count=bundle)
    singular = not one.noun.plural and (clause.each or one.determiner in ("a", "an", "the", "every"))
    if not (each or singular and not tail):
        return None  # "The pens cost $12": all of them together, not one
    return Proto(Op.PRICE, attrs.evolve(one, determiner=None), money, clause.span)


def _per_measure(tail: list[Chunk], priced: Noun) -> NounChunk | None:
    """ "per pound", "a yard", "per liter" closing a price: the one measure of length, mass or
    volume each sum is paid for (never an hour: what is paid by the hour is no thing bought);
    of a stuff, a package it comes in too ("Popcorn is $3 per bag", ``_package_of``)."""
    match tail:
        case [CueChunk(kind="each", text="per"), NounChunk(determiner=None) as measure] | [
            NounChunk(determiner="a" | "an") as measure
        ] if measure.possessor is None and not measure.noun.plural and not measure.noun.modifiers and (
            measure.noun.of is None
        ):
            if _measure_or_package(measure.noun.head, priced):
                return measure
    return None


def _measure_or_package(head: str, priced: Noun) -> bool:
    """A measure of length, mass or volume the units table does not call ambiguous; or, of one
    stuff named by its noun alone ("popcorn", "gum": no plural, no words before it), a package
    it comes in (lexicon ``package_nouns``: a bag of popcorn, a pack of gum)."""
    unit = measure_unit(head)
    if unit is not None:
        return not unit.ambiguous and unit.dimension in ("length", "mass", "volume")
    return words.in_class(head, "package_nouns") and not priced.plural and not priced.modifiers and (
        priced.of is None and not words.in_class(priced.head, "package_nouns"))


def _offered_for_a_sum(clause: Clause, text: str) -> Proto | None:
    """ "You can buy 2 pens for $3", "you could get 4 bags for $5": what anyone ("you") is able
    to buy for a sum is the price of that many, as "2 pens cost $3" says."""
    verb = clause.verb
    if not _ability(clause) or verb is None or verb.particle is not None or clause.negated or not (
        words.in_class(verb.lemma, "buying_verbs") or verb.lemma == "get"
    ) or not isinstance(clause.subject, EntityChunk) or clause.subject.text.lower() != "you":
        return None
    match list(clause.rest):
        case [QtyChunk() as count, PrepChunk(word="for"), QtyChunk() as money] if _is_money(money) and (
            money.value is not None and money.comparative is None
        ):
            return _price_of_count(count, money, [], clause, text)
    return None


def _charged_for_a_count(clause: Clause, text: str) -> Proto | None:
    """ "A shop charges $3 for 2 bags of ice": the price of that many, to whoever buys them (a
    price "for each bag", "per hour" is read by the frames of prices and wages)."""
    verb = clause.verb
    if verb is None or verb.lemma != "charge" or verb.particle is not None or clause.auxiliaries or (
        clause.negated or not isinstance(clause.subject, NounChunk | EntityChunk)
    ):
        return None
    match list(clause.rest):
        case [QtyChunk() as money, PrepChunk(word="for"), QtyChunk() as count] if _is_money(money) and (
            money.value is not None and money.comparative is None
        ):
            return _price_of_count(count, money, [], clause, text)
    return None


def _for_measures(tail: list[Chunk], priced: Noun) -> QtyChunk | None:
    """ "for 4 pounds", "for 3 yards" closing a price: the number of measures of length, mass or
    volume the sum is paid for; of a stuff, of packages it comes in too ("Popcorn is $14 for 5
    bags", ``_package_of``)."""
    match tail:
        case [PrepChunk(word="for"), QtyChunk(noun=Noun() as noun) as measures] if (
            a_plain_count(measures) and noun.plural and not noun.modifiers and noun.of is None
        ):
            if _measure_or_package(noun.head, priced):
                return measures
    return None


def _for_a_count_of(things: NounChunk, tail: list[Chunk]) -> QtyChunk | None:
    """ "(Tickets cost $1) for 4 (tickets)": the number of things of the subject's own kind the sum
    is paid for, the count given the subject's noun. Only of a plural kind named by nothing but
    its noun (no owner, no "of"), a count not pointed at and naming no other thing ("for 4
    people" may be a group's price, "for 4 bags" a measure of it)."""
    noun = things.noun
    if not noun.plural or things.possessor is not None or things.determiner not in (None, "the") or (
        noun.of is not None or noun.modifiers
    ):
        return None
    match tail:
        case [PrepChunk(word="for"), QtyChunk() as count] if a_plain_count(count) and not count.pointed and (
            count.value is not None and count.value > 1 and (count.noun is None or (
                count.noun.head == noun.head and count.noun.plural and not count.noun.modifiers
                and count.noun.of is None))
        ):
            return attrs.evolve(count, noun=count.noun or noun)
    return None


def a_plain_count(qty: QtyChunk) -> bool:
    """A stated number counting its noun: not "some", "more", "of them", a fraction or an ordinal."""
    return qty.value is not None and qty.value > 0 and qty.comparative is None and qty.of_entity is None and (
        not qty.of_them and not qty.attributive and qty.kind is not None and qty.kind.name == "CARDINAL"
    )


def _price_per_measure(kind: NounChunk, measure: NounChunk, money: QtyChunk, clause: Clause,
                       count: QtyChunk | None = None) -> Proto | None:
    """ "Grapes cost $2 per pound", "The cloth is $3 a yard": the price of one pound of grapes,
    the kind "3 pounds of grapes" names when they are bought. Not of a holder's things ("Tom's
    grapes" may not be the ones bought), nor of what is itself a measure or a measure of
    something ("A bag of rice costs $3 a pound")."""
    noun = kind.noun
    if kind.possessor is not None or kind.determiner not in (None, "the") or noun.of is not None or (
        not noun.head or measure_unit(noun.head) is not None or clause.each
    ):
        return None
    priced = Noun(measure.noun.head, measure.noun.surface, False, (), " ".join((*noun.modifiers, noun.head)),
                  span=noun.span)
    return Proto(Op.PRICE, NounChunk(priced, kind.span), money, clause.span, count=count)


def _price_of_count(count: QtyChunk, money: QtyChunk, tail: list[Chunk], clause: Clause,
                    text: str) -> Proto | None:
    """ "One pack costs $2", "One pack of gum costs $2": the price of one, which cites the
    "one" as the count the sum is paid for (sum = price × 1). "2 pens cost $6", "3 bags of
    ice cost $4": a sum told for a number of any such things is the price of that many, so
    one costs the sum over the count (sum = price × count). Not of things the text has
    pointed at ("The 3 pens cost $6", "Ann's 3 pens"), nor of a kind told before ("She bought
    3 shirts. Two shirts cost $30": two of hers, maybe, priced apart from the third)."""
    noun = count.noun
    if tail or noun is None or not noun.head or not a_plain_count(count) or (
        noun.plural == (count.value == 1)
    ):
        return None
    if count.value != 1 and (
        count.pointed or clause.told.writes_noun_before(noun.head, count.span[0], wares=False)
    ):
        return None
    return Proto(Op.PRICE, NounChunk(noun, count.span), money, clause.span, count=count)


def _priced_purchase(clause: Clause) -> Read | None:
    """ "bought 3 pizzas for $8 each", "bought four tires each for $60": the purchase, read
    by the change frame, and the price of one of what was bought. "She paid $12 for each
    box": the price of one box. "sold 6 cakes for $3 each": the sale, and what each one sold
    brought the seller."""
    verb = clause.verb
    if verb is None:
        return None
    rest = list(clause.rest)
    if words.in_class(verb.lemma, "spending_verbs"):
        match rest:
            case [QtyChunk() as money, PrepChunk(word="for" | "on"), CueChunk(kind="each", text=e),
                  NounChunk(noun=noun) as one] if _is_money(money) and e in ("each", "every") and (
                money.value is not None and one.possessor is None and not noun.plural
            ):
                payer = clause.subject if isinstance(clause.subject, EntityChunk) else None
                return None, (Proto(Op.PRICE, attrs.evolve(one, determiner=None), money, clause.span,
                                    payer=payer),)
        return None
    selling = words.in_class(verb.lemma, "selling_verbs")
    if not (selling or words.in_class(verb.lemma, "buying_verbs")) or len(rest) < 3:
        return None
    match rest:
        case [QtyChunk(of_them=True, noun=None, comparative=None) as sold, PrepChunk(word="for" | "at"),
              QtyChunk() as money, each] | [
            QtyChunk(of_them=True, noun=None, comparative=None) as sold, each, PrepChunk(word="for" | "at"),
            QtyChunk() as money
        ] if selling and _is_each(each) and _is_money(money) and (
            money.value is not None and money.comparative is None
        ):
            # "sold them for $5 each", "sold 6 of them at $2 each", "sold them each for $5": each
            # one of the kind "them" is bound to (state binds the price to the sale's kind)
            them = EntityChunk("pronoun", "them", sold.span, pronoun_role="object")
            return attrs.evolve(clause, rest=(sold,)), (Proto(Op.SALE_PRICE, them, money, clause.span),)
    groups = _priced_groups(_without_purpose(rest))
    if groups is None:
        return None
    bought_list: list[Chunk] = []
    prices: list[Proto] = []
    for bought, money, joiner in groups:
        assert bought.noun is not None
        one = NounChunk(bought.noun, bought.span)
        bought_list += ([joiner] if joiner is not None else []) + [bought]
        # "sold 6 cakes for $3 each": what each one sold brought the seller
        prices.append(Proto(Op.SALE_PRICE if selling else Op.PRICE, one, money, clause.span))
    head = rest[:next(i for i, c in enumerate(rest) if c is groups[0][0])]
    if selling and head:
        return None  # "sold Tom 6 cakes for $3 each": Tom's money moves too, which is not read
    purchase = attrs.evolve(clause, rest=tuple(head + bought_list))
    return purchase, tuple(prices)


def _without_purpose(rest: list[Chunk]) -> list[Chunk]:
    """ "bought 3 pens for school for $1 each", "… at $6 each for her party": what the things
    are for, when it is no person and has no number, says nothing of what they cost and is set
    aside."""
    kept: list[Chunk] = []
    i = 0
    while i < len(rest):
        match rest[i:i + 3]:
            case [PrepChunk(word="for"), NounChunk(noun=noun) as purpose, *after] if (
                not words.in_class(noun.head, "person_nouns") and purpose.noun.of is None
                and (not after or isinstance(after[0], PrepChunk | ConjChunk))
                and i > 0 and not _is_money(rest[i - 1])
            ):
                i += 2
                continue
        kept.append(rest[i])
        i += 1
    return kept


def _sale_price(clause: Clause, text: str) -> Read | None:
    """ "Kyle sells cookies for $2 (each)", "… sells each cookie for $2", "… a cookie for $2",
    "A stand is selling pears at $1 each and plums at $2 each", "Each cookie sells for $2":
    the price each one is sold at, with no count sold — what each sale of the kind brings its
    seller, and what each purchase of it costs its buyer. Only of any one of a kind: "sold the
    cookies for $2 each" is a sale of those cookies, and "his cookies" are his."""
    verb = clause.verb
    if verb is None or verb.particle is not None:
        return None
    subject = clause.subject
    passive = bool(clause.auxiliaries) and _be_only(clause) and not verb.word.lower().endswith("ing")
    if passive or verb.lemma == "price":
        return _priced_thing(clause) if passive and (
            verb.lemma == "price" or words.in_class(verb.lemma, "selling_verbs")) else None
    if clause.auxiliaries and not (_be_only(clause) and verb.word.lower().endswith("ing")):
        return None
    if words.in_class(verb.lemma, "going_rate_verbs"):
        # "A shirt is going for $7": what any shirt sells at, as "A shirt sells for $7" says;
        # never of a person ("A man is going for $7"?)
        person = isinstance(subject, NounChunk) and names_a_person(subject.noun)
        return None if person else _priced_thing(clause)
    if not words.in_class(verb.lemma, "selling_verbs"):
        return None
    thing = _priced_thing(clause)
    if thing is not None:
        return thing  # "Each cookie sells for $2", "Cookies sell for $2 each"
    match _own_wares(clause):
        case [NounChunk(possessor=None, determiner=None) as things, QtyChunk(noun=None) as count,
              PrepChunk(word="for"), QtyChunk() as money] if things.noun.plural and _is_money(money) and (
            money.value is not None and money.comparative is None
        ):
            return _sold_by_the_count(things, count, money, clause, text)
        case rest:
            found = _sold_groups(rest)
            if found is None:
                return None
            groups = found
    if group_tense((), verb) is Tense.PAST and any(one.determiner in ("a", "an") for one, _ in groups):
        return None  # "He sold a pen for $4": one sale, what it brought him (was no change, 19 of $19)
    protos: list[Proto] = []
    for one, money in groups:
        if not _is_money(money) or money.value is None or money.comparative is not None or not one.noun.head:
            return None
        kind = attrs.evolve(one, determiner=None)
        seller = _seller(subject, clause)  # "Vera sells scarves …", "A shop sells pens …"
        protos += [Proto(Op.SALE_PRICE, kind, money, clause.span, basis=seller),
                   Proto(Op.PRICE, kind, money, clause.span, basis=seller)]
    if len({(one.noun.head, one.noun.modifiers, one.noun.of) for one, _ in groups}) != len(groups):
        return None  # one kind at two prices
    return None, tuple(protos)


def _own_wares(clause: Clause) -> list[Chunk]:
    """ "The kite shop sells its (their) kites for $16": a shop's own wares are the kind it
    sells, as "sells kites for $16" says, when the shop (lexicon ``collective_nouns``) opens the
    story, so "its"/"their" can name no one else ("Ivo and Lu made kites. The shop sells their
    kites": theirs)."""
    rest = list(clause.rest)
    subject = clause.subject
    match rest[:1]:
        case [NounChunk(possessor=EntityChunk(kind="pronoun", text=owner), determiner=None) as wares] if (
            owner.lower() in ("its", "their") and isinstance(subject, NounChunk)
            and words.in_class(subject.noun.head, "collective_nouns") and _seller(subject, clause) is not None
            and not any(n.span[0] < clause.span[0] for n in clause.told.nouns)
            and not any(span[0] < clause.span[0] for _, span in clause.told.entities)
        ):
            return [NounChunk(wares.noun, wares.noun.span), *rest[1:]]
    return rest


def _buying_at(clause: Clause) -> Read | None:
    """ "Ann buys pens for $2 each", "Ann was buying pens at $2 each": with no count bought, the
    price she pays for each one of the kind, for her purchases only (``Proto.payer``). Never in
    the past ("bought pens for $2 each": a purchase of some pens), nor of things owned or
    pointed at ("her pens", "the pens")."""
    verb = clause.verb
    subject = clause.subject
    if verb is None or verb.particle is not None or not words.in_class(verb.lemma, "buying_verbs") or (
        not isinstance(subject, EntityChunk)
        or clause.auxiliaries and not (_be_only(clause) and verb.word.lower().endswith("ing"))
        or group_tense(clause.auxiliaries, verb) is Tense.PAST and not clause.auxiliaries
    ):
        return None
    match list(clause.rest):
        case [NounChunk(possessor=None, determiner=None) as things, PrepChunk(word="for" | "at"),
              QtyChunk() as money, *each] if _each_after(each, things.noun.head) and things.noun.plural and (
            _is_money(money) and money.value is not None and money.comparative is None and things.noun.head
        ):
            return None, (Proto(Op.PRICE, things, money, clause.span, payer=subject),)
    return None


def _priced_thing(clause: Clause) -> Read | None:
    """ "Each cookie sells (is sold) for $2", "Cookies sell for $2 each", "Tickets are priced at
    $5 each", "A cookie sells for $2": the thing sold is the subject, and the sum the price of
    each one of its kind, sold by whoever sells it. Not of one thing sold in the past ("A lamp
    sold for $40": that one sale), nor of things owned or pointed at ("Her pens sold for $2
    each", "The pens were sold for $2 each": those)."""
    subject = clause.subject
    if not isinstance(subject, NounChunk) or subject.possessor is not None or not subject.noun.head:
        return None
    match list(clause.rest):
        case [PrepChunk(word="for" | "at"), QtyChunk() as money] if not subject.noun.plural and (
            clause.each or subject.determiner in ("a", "an")
        ):
            pass
        case [PrepChunk(word="for" | "at"), QtyChunk() as money, *each] if (
            _each_after(each, subject.noun.head) and subject.noun.plural and subject.determiner is None
            and not clause.each
        ):
            pass
        case _:
            return None
    assert clause.verb is not None
    if not _is_money(money) or money.value is None or money.comparative is not None or (
        not clause.each and group_tense(clause.auxiliaries, clause.verb) is Tense.PAST
    ):
        return None  # "A lamp sold for $40", "Pens were sold for $2 each": a sale then
    kind = attrs.evolve(subject, determiner=None)
    return None, (Proto(Op.SALE_PRICE, kind, money, clause.span), Proto(Op.PRICE, kind, money, clause.span))


def _seller(subject: Chunk | None, clause: Clause) -> EntityChunk | NounChunk | None:
    """Who sells at the price told: a person named ("Vera"), or one seller told by a noun
    for a person, a body of people or a place that sells ("A florist", "A pet store", "A farm
    stand"), so that "it", "they" or
    "she" after may name them. Never the thing sold ("Each cookie sells for $2")."""
    if isinstance(subject, EntityChunk):
        return subject
    if isinstance(subject, NounChunk) and not clause.each and subject.possessor is None and (
        subject.determiner in ("a", "an", "the") and not subject.noun.plural and subject.noun.of is None
        and (names_a_person(subject.noun) or words.in_class(subject.noun.head, "collective_nouns")
             or words.in_class(subject.noun.head, "selling_places"))
    ):
        return subject
    return None


def _sold_by_the_count(things: NounChunk, count: QtyChunk, money: QtyChunk, clause: Clause,
                       text: str) -> Read | None:
    """ "A shop sells pens 3 for $4", "was selling mice 2 for $5": the sum is the price of that
    many of any of the kind (sum = price × count), what each purchase or sale of them is at.
    Not of things told before ("She had 6 pens. She sold the pens 3 for $4": of hers only?)."""
    counted = attrs.evolve(count, noun=things.noun, span=(things.span[0], count.span[1]))
    if not a_plain_count(attrs.evolve(counted, kind=count.kind)) or count.value == 1 or (
        clause.told.writes_noun_before(things.noun.head, things.span[0])
    ):
        return None
    return None, (Proto(Op.PRICE, NounChunk(things.noun, counted.span), money, clause.span, count=counted,
                        basis=_seller(clause.subject, clause)),)


def _offered_by_the_count(clause: Clause, text: str) -> Proto | None:
    """ "A shop sells 3 pens for $4", "The bakery is selling 6 buns for $5", "A store had 3
    packs of paper for $3.87": a shop (a body of people, lexicon ``collective_nouns``, named by
    "a"/"an"/"the") that sells, or has, a number of things for a sum offers that many of the kind
    at it, as "sells pens 3 for $4" says. Never a sale in the past ("A shop sold 3 pens for $4":
    that sale), nor of a person ("Ann sells 3 pens for $4": a sale, told as now?)."""
    verb, subject = clause.verb, clause.subject
    if verb is None:
        offered = [a.group for a in clause.auxiliaries] == ["have"]
    else:
        offered = words.in_class(verb.lemma, "selling_verbs") and verb.particle is None and (
            _be_only(clause) and verb.word.lower().endswith("ing") if clause.auxiliaries
            else group_tense((), verb) is not Tense.PAST)
    if not offered or clause.each or not isinstance(subject, NounChunk) or (
        not words.in_class(subject.noun.head, "collective_nouns") or _seller(subject, clause) is None
    ):
        return None
    match list(clause.rest):
        case [QtyChunk(noun=Noun(plural=True) as noun) as count, PrepChunk(word="for"),
              QtyChunk() as money] if _is_money(money) and money.value is not None and (
            money.comparative is None
        ):
            read = _sold_by_the_count(NounChunk(noun, count.span), attrs.evolve(count, noun=None), money,
                                      clause, text)
            return read[1][0] if read is not None else None
    return None


def _sold_groups(rest: list[Chunk]) -> list[tuple[NounChunk, QtyChunk]] | None:
    """ "cookies for $2 (each), a brownie for $3 and each pie at $9": the kinds sold, each
    with the price of one; None unless the clause is only such a list."""
    groups: list[tuple[NounChunk, QtyChunk]] = []
    i = 0
    while i < len(rest):
        if groups:
            match rest[i:i + 2]:
                case [ConjChunk(word=","), ConjChunk(word="and")]:
                    i += 2
                case [ConjChunk(word="," | "and"), *_]:
                    i += 1
                case _:
                    return None
        one: NounChunk | None = None
        match rest[i:i + 3]:
            case [NounChunk(determiner=None, possessor=None, noun=Noun(plural=True, of=None)) as kinds,
                  PrepChunk(word="of"),
                  NounChunk(determiner=None, possessor=None, noun=Noun(of=None)) as stuff]:
                # "sets of red beads at $9 each": the kind, with its "of" complement
                of = " ".join((*stuff.noun.modifiers, stuff.noun.head))
                merged = attrs.evolve(kinds, noun=attrs.evolve(kinds.noun, of=of, span=(
                    kinds.noun.span[0], stuff.noun.span[1])), span=(kinds.span[0], stuff.span[1]))
                rest = [*rest[:i], merged, *rest[i + 3:]]
        match rest[i:i + 4]:
            case [CueChunk(kind="each", text="each"), NounChunk(determiner=None, possessor=None) as one,
                  PrepChunk(word="for" | "at"), QtyChunk() as money] if not one.noun.plural:
                i += 4
            case [NounChunk(determiner="a" | "an", possessor=None) as one, PrepChunk(word="for" | "at"),
                  QtyChunk() as money, *_] if not one.noun.plural:
                i += 3
            case [NounChunk(determiner=None, possessor=None) as one, PrepChunk(word="for" | "at"),
                  QtyChunk() as money, *_] if one.noun.plural:
                i += 3 + _each_said(rest[i + 3:], one.noun.head)
            case _:
                return None
        assert one is not None
        groups.append((one, money))
    return groups or None


PricedGroup = tuple[QtyChunk, QtyChunk, ConjChunk | None]


def _priced_groups(rest: list[Chunk]) -> list[PricedGroup] | None:
    """ "3 pens for $1 each, 4 notebooks at $3 each and 2 pads for $5 each" at the end of a
    purchase: each thing bought with the price of one of it. Every group must be priced each
    ("and a book for $5" is that book's sum, not read here)."""
    groups: list[PricedGroup] = []
    end = len(rest)
    while True:
        found = _priced_group(rest[:end])
        if found is None:
            return None
        bought, money, size = found
        if not _is_each_price(bought, money):
            return None
        start = end - size
        before = rest[start - 1] if start > 0 else None
        joiner = before if isinstance(before, ConjChunk) else None
        if joiner is not None and joiner.word not in (",", "and"):
            return None
        groups.insert(0, (bought, money, joiner))
        if joiner is None:
            break
        end = start - 1
        comma = rest[end - 1] if end > 0 else None
        if isinstance(comma, ConjChunk) and comma.word == "," and joiner.word == "and":
            end -= 1  # ", and"
    kinds = [(b.noun.head, b.noun.modifiers, b.noun.of) for b, _, _ in groups if b.noun is not None]
    if len(set(kinds)) != len(groups):
        return None  # the same kind at two prices, or a thing with no noun
    return groups


def _priced_group(rest: list[Chunk]) -> tuple[QtyChunk, QtyChunk, int] | None:
    """The priced group that ends ``rest``: what was bought, the price of one, its length. The
    price is joined to what was bought by "for"/"at" ("3 pens for $2 each", "bought four tires
    each for $60"), "that cost" or "each cost(ing)" ("5 toys that each cost $3", "3 frames, each
    costing her $3"), the "each" said before the sum or after it ("… $2 each", "… $9 per bag",
    "… $2 a pair", "… $5 per pound" of pounds bought)."""
    money_at = max((i for i, c in enumerate(rest) if isinstance(c, QtyChunk) and _is_money(c)), default=None)
    if money_at is None:
        return None
    money = rest[money_at]
    assert isinstance(money, QtyChunk)
    tail = rest[money_at + 1:]
    for joined in range(1, 5):
        at = money_at - joined - 1
        bought = rest[at] if at >= 0 else None
        each_before = _joined_each(rest[at + 1:money_at])
        if not isinstance(bought, QtyChunk) or bought.noun is None or each_before is None:
            continue
        if each_before and not tail or not each_before and _each_after(tail, bought.noun.head):
            return bought, money, len(rest) - at
        match rest[at + 1:money_at]:
            case [PrepChunk(word="at")] if not tail:
                return bought, money, 3  # "453 cakes at $12": a price at which each one went
        return None
    return None


def _joined_each(joining: list[Chunk]) -> bool | None:
    """Whether the words between what was bought and its price already say "each" (True),
    join them without it (False), or are no join of a price (None)."""
    if _that_cost(joining):
        return False  # "3 pens that cost $2 each", "… which cost $2 each"
    match joining:
        case [PrepChunk(word="for" | "at")]:
            return False
        case [each, PrepChunk(word="for" | "at")] if _is_each(each):
            return True  # "four tires each for $60"
        case [CueChunk(kind="each", text="each"),
              NounChunk(noun=Noun(head="cost" | "costing"), determiner=None)]:
            return True  # "5 toys that each cost $3"
        case [ConjChunk(word=","), CueChunk(kind="each", text="each"),
              NounChunk(noun=Noun(head="costing"), determiner=None), *her] if her == [] or (
            len(her) == 1 and isinstance(her[0], EntityChunk) and her[0].kind == "pronoun"
            and her[0].pronoun_role == "object"
        ):
            return True  # "3 frames, each costing (her) $3"
    return None


def _that_cost(joining: list[Chunk]) -> bool:
    """ "that cost(s)", "which cost(s)" between a thing bought and its price."""
    match joining:
        case [NounChunk(noun=Noun(head="cost" | "costs"), determiner="that")]:
            return True
        case [CueChunk(text="that" | "which"), VerbChunk(lemma="cost", particle=None)]:
            return True
    return False


def _each_after(tail: list[Chunk], bought: str) -> bool:
    """ "each", "per bag" / "(for) each bag" of bags bought, "a pair" of pairs bought."""
    if tail and isinstance(tail[0], PrepChunk) and tail[0].word == "for" and len(tail) == 3:
        tail = tail[1:]  # "that cost $10 for each tray"
    match tail:
        case [each] if _is_each(each):
            return True
        case [each, NounChunk(noun=noun, determiner=None, possessor=None)] if _is_each_or_per(each):
            return noun.head == bought and not noun.plural  # "5 boxes at $6 each box", "$9 per bag"
        case [NounChunk(determiner="a" | "an", possessor=None, noun=Noun(head=per, plural=False, of=None))]:
            return per == bought  # "4 pairs of socks for $2 a pair"
    return False


def _each_said(after: list[Chunk], sold: str) -> int:
    """How many chunks right after a price of things sold say "each" of them ("each", "per
    cookie", "a cookie" after cookies: ``_each_after``), up to the list's next joint; 0 when
    none do."""
    end = next((k for k, c in enumerate(after) if isinstance(c, ConjChunk)), len(after))
    return end if end and _each_after(after[:end], sold) else 0


def _is_each_or_per(chunk: Chunk) -> bool:
    return _is_each(chunk) or isinstance(chunk, CueChunk) and chunk.kind == "each" and (
        chunk.text.lower() == "per")


def _is_each_price(bought: QtyChunk, money: QtyChunk) -> bool:
    return _is_money(money) and money.value is not None and money.comparative is None and (
        bought.noun is not None and not _is_money(bought) and bought.comparative is None) and (
        not _counted_by_dozens(bought))


def _counted_by_dozens(bought: QtyChunk) -> bool:
    """ "3 dozen eggs at $2 (each)": the price may be each dozen's as well as each egg's."""
    return bought.lexicon_constant is not None and "dozen" in bought.lexicon_constant


def _contents_each_after(clause: Clause) -> Proto | None:
    """ "The boxes have 6 pens each", "Melons contain 90 seeds each": what every one of the
    kind holds, as "Each box has 6 pens" says (of no one's boxes in particular: "Tom's boxes"
    may not be the boxes the story counts). "The bags weigh 3 pounds each": their own weight,
    as "Each bag weighs 3 pounds" says. "The books are 100 pages each", "(3 spools) that are 20
    feet each": what every one counts or measures, as "Each book is 100 pages" says (a count or a
    measure with `be`; never an age, nor a sum, which is a price)."""
    subject = clause.subject
    weigh = clause.verb is not None and words.in_class(clause.verb.lemma, "measuring_verbs") and (
        not clause.auxiliaries and clause.verb.particle is None)
    be = clause.verb is None and [a.group for a in clause.auxiliaries] == ["be"] and (
        len(clause.rest) == 2 and _measured_each(list(clause.rest[:1])))
    have = clause.verb is None and [a.group for a in clause.auxiliaries] == ["have"] or weigh or be or (
        clause.verb is not None and clause.verb.verb_class is VerbClass.POSSESS and not clause.auxiliaries
        and clause.verb.particle is None)
    if not have or clause.each or not isinstance(subject, NounChunk) or not subject.noun.plural or (
        subject.possessor is not None or subject.determiner not in (None, "the")
        or subject.noun.of is not None
    ):
        return None
    match list(clause.rest):
        case [QtyChunk(noun=Noun()) as inside, each] if _is_each(each):
            pass
        case _:
            return None
    if not held_by_each(inside):
        return None
    if weigh:
        if not _weighed_each(inside) or inside.noun is None:
            return None
        inside = attrs.evolve(inside, noun=attrs.evolve(inside.noun, of=subject.noun.head))
    return Proto(Op.RATE, attrs.evolve(subject, determiner=None), inside, clause.span)


def _worth_each(clause: Clause) -> Proto | None:
    """ "Each goal is worth 3 points": what every one of the kind counts for, a rate as what
    it holds is. Money is not read so ("is worth $5" is a value, not money held)."""
    subject = clause.subject
    if not clause.each or clause.verb is not None or [a.group for a in clause.auxiliaries] != ["be"] or (
        not isinstance(subject, NounChunk) or subject.noun.plural or subject.possessor is not None
    ):
        return None
    match list(clause.rest):
        case [CueChunk(kind="rate", text=worth), QtyChunk(noun=Noun()) as counted] if (
            worth.lower() == "worth"
        ):
            pass
        case _:
            return None
    if not held_by_each(counted):
        return None
    return Proto(Op.RATE, attrs.evolve(subject, determiner=None), counted, clause.span)



def _contents_of_each(clause: Clause) -> Proto | None:
    """ "There are 17 apples in each basket", "There were 6 students at every table", "There
    are 8 cookies per tray", "There are 40 cows for every herd"."""
    subject = clause.subject
    if not (isinstance(subject, CueChunk) and subject.kind == "there") or clause.verb is not None:
        return None
    found = _each_container(list(clause.rest))
    if found is None:
        return None
    inside, each_one = found
    return Proto(Op.RATE, attrs.evolve(each_one, determiner=None), inside, clause.span)


def _contents_held_each(clause: Clause) -> Proto | None:
    """ "Tom has 56 books on each shelf", "She has 8 cookies per tray": what every one of the
    holder's own containers holds, whether the containers are counted before or after ("He has
    6 shelves" told later is the same holder's; another's shelves are not these). Only with
    `have` (or a verb of possession) in the present or past, said of a person or thing told,
    never "for every" (a ratio: "She has 3 girls for every boy")."""
    from wordproof.reader.contents import put_as_had  # contents builds on frames, as this does

    clause = put_as_had(clause)  # "He put 6 pens in each box" of his boxes told
    subject = clause.subject
    have = clause.verb is None and [a.group for a in clause.auxiliaries] == ["have"] or (
        clause.verb is not None and clause.verb.verb_class is VerbClass.POSSESS and not clause.auxiliaries
        and clause.verb.particle is None)
    if not have or clause.each or not isinstance(subject, EntityChunk) or subject.members:
        return None
    rest = list(clause.rest)
    if len(rest) > 3 and isinstance(rest[1], PrepChunk) and rest[1].word == "for":
        return None
    found = _each_container(rest)
    if found is None or not held_by_each(found[0]) or found[1].noun.modifiers:
        return None  # "on each red page": of the red ones only, which the pages counted may not all be
    inside, each_one = found
    return Proto(Op.RATE, attrs.evolve(each_one, determiner=None), inside, clause.span, other=subject,
                 owned_later=True)


def _each_container(rest: list[Chunk]) -> tuple[QtyChunk, NounChunk] | None:
    """ "17 apples in each basket", "6 students at every table", "8 cookies per tray", "40 cows
    for every herd": the count each one holds and the one container, of no one named."""
    match rest:
        case [QtyChunk(noun=noun) as inside, PrepChunk(word="in" | "on" | "at" | "inside"),
              CueChunk(kind="each", text=e), NounChunk(noun=container) as each_one]:
            pass
        case [QtyChunk(noun=noun) as inside, CueChunk(kind="each", text="per" as e),
              NounChunk(noun=container) as each_one]:
            e = "each"  # "There are 8 cookies per tray"
        case [QtyChunk(noun=noun) as inside, PrepChunk(word="for"), CueChunk(kind="each", text=e),
              NounChunk(noun=container) as each_one] if not goes_by_itself(container):
            # "There are 40 cows for every herd", as "per herd" says (never "for every 2 herds");
            # "3 girls for every boy" is a ratio in the world, never what a holder of boys has
            pass
        case _:
            return None
    if e not in ("each", "every") or noun is None or inside.value is None or (
        inside.comparative is not None or each_one.possessor is not None or container.plural
    ):
        return None
    return inside, each_one


__all__ = ["a_plain_count", "paid_to_do", "read_rate"]
