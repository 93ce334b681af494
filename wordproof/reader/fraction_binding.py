"""Binding a share: whose holding, or whose event, a fraction or a multiple is of.

The text may name it ("25% of her cards": her; "twice as many as Sam": Sam) — a pronoun is
one reading per antecedent, as everywhere. When it does not ("a third of them", "half of the
muffins"), the share is of a holder of that kind the story has stated: one reading per such
holder, never a pick. Replay then refuses a reading whose basis is not the holding the
things are taken from (``ledger/fractions_of.py``), and the pool refuses readings that disagree.
"""

from __future__ import annotations

import re

import attrs

from wordproof.ledger.entries import Entry, Kind, Op, QuantityUse, Setting
from wordproof.lexicon.tables import measure_unit
from wordproof.lexicon.words import in_class
from wordproof.reader.chunks import CueChunk, EntityChunk, NounChunk
from wordproof.reader.fractions_of import REST_RULE, share_amount
from wordproof.reader.frames import Proto
from wordproof.reader.state import WORLD, Hypothesis, _amount, _kinds, _resolve, contents_alone, told_wholes
from wordproof.text.numerals import NumeralKind
from wordproof.text.pieces import SENTENCE_BREAK, same_words
from wordproof.text.times import compared_day


def bind_share(readings: list[Hypothesis], proto: Proto, entry_id: str, text: str) -> list[Hypothesis]:
    """Each reading with the entry ``entry_id`` (just added for ``proto``) tied to its share's
    basis, one reading per basis the text allows."""
    found = []
    for reading in readings:
        entry = next(e for e in reading.entries if e.id == entry_id)
        if proto.measured_doing is not None:
            found.extend(_measured_doing(reading, proto, entry, text))
            continue
        if proto.share_last:
            found.extend(_that_amount(reading, proto, entry, text))
            continue
        if proto.named_doing is not None:
            found.extend(_done_named(reading, proto, entry, text))
            continue
        if _of_them(proto) and not (one_kind_told(reading, entry) or _money_spent_of_it(proto, entry, text)):
            continue  # "She baked pies and cakes. She sold (half of) them": of both?
        if _rest_beside_parts(reading, proto, entry):
            continue  # "10 of them are burnt. She gave the rest to Wes": the rest of the burnt ones?
        for basis, bound in _bases(reading, proto, entry, text):
            share = share_amount(proto.share, text) if proto.share is not None else None
            tied = attrs.evolve(entry, share=share, share_of=basis, share_event=proto.share_event,
                                share_added=proto.share_event and proto.share is not None
                                and proto.share.comparative is not None,
                                share_remaining=proto.share is not None and proto.share.remaining,
                                share_possessed=proto.basis is not None and not proto.share_event
                                # "half of them died" names no possessor: of the holding as told
                                and proto.share is not None and proto.share.of_entity is not None)
            # the share's words are this entry's: completeness sets them aside with it
            uses = bound.quantities + ((QuantityUse(share.span, share.text, entry_id),)
                                       if share is not None else ())
            found.append(attrs.evolve(bound, quantities=uses, entries=tuple(
                tied if e.id == entry_id else e for e in bound.entries)))
    return found


def _rest_beside_parts(h: Hypothesis, proto: Proto, entry: Entry) -> bool:
    """ "the rest" given up (all of what is left) in a story that told parts of that kind ("10 of
    them are burnt", "half of the buns are iced"): the rest may be the rest beside a part, not all
    that is left."""
    return proto.share is not None and proto.share.lexicon_constant == REST_RULE and any(
        e.whole is not None and e.kind.base == entry.kind.base for e in h.entries)


def _of_them(proto: Proto) -> bool:
    """ "half of them", "them": of a holding the words do not name ("of the rest" says which)."""
    share = proto.share
    return share is not None and share.of_them and share.noun is None and not share.remaining


def _money_spent_of_it(proto: Proto, entry: Entry, text: str) -> bool:
    """ "She has $30. She spent half of it": what is spent is money, so "it" is her money
    (never "them": a count of dollars is no thing "them" stands for)."""
    share = proto.share
    assert share is not None
    said = text[share.span[0]:share.span[1]].split()
    return entry.kind.unit == "dollar" and proto.verb is not None and in_class(
        proto.verb.lemma, "spending_verbs") and said[-2:] == ["of", "it"]


_NO_HOLDING = (Op.PRICE, Op.SALE_PRICE, Op.CONVERSION, Op.DISCOUNT)


def one_kind_told(h: Hypothesis, entry: Entry) -> bool:
    """ "sold them": the whole of one holding only when the story has told of things of one
    kind (money aside: "them" are never dollars; "each box has 6 pies" tells of two kinds);
    with two kinds it may be both."""
    told = [e for e in h.entries if e.id != entry.id and e.op not in _NO_HOLDING]
    kinds = {k for e in told for k in (e.kind, e.per) if k is not None and k.unit != "dollar"}
    return kinds == {entry.kind}


def bind_discount(h: Hypothesis, proto: Proto, text: str) -> list[Hypothesis]:
    """ "He gets a 20% discount", "He pays 8% tax": one reading per buyer the subject may be."""
    if isinstance(proto.subject, NounChunk) and proto.every_purchase:  # "The sales tax is 8%": on all
        entry = Entry(f"e{len(h.entries) + 1}", Op.DISCOUNT, WORLD.id, Kind(proto.price_share),
                      share_amount(proto.qty, text), proto.clause, actor=WORLD.id, every_purchase=True,
                      raises=True)
        use = QuantityUse(proto.qty.value_span, entry.amount.text, entry.id)
        return [attrs.evolve(h.with_entity(WORLD), entries=h.entries + (entry,),
                             quantities=h.quantities + (use,))]
    if isinstance(proto.subject, NounChunk):  # "The bags are 10% off": for every buyer of bags
        noun = proto.subject.noun
        entry = Entry(f"e{len(h.entries) + 1}", Op.DISCOUNT, WORLD.id, Kind(proto.price_share),
                      share_amount(proto.qty, text), proto.clause, actor=WORLD.id,
                      per=Kind(noun.head, noun.of, noun.modifiers))
        use = QuantityUse(proto.qty.value_span, entry.amount.text, entry.id)
        return [attrs.evolve(h.with_entity(WORLD), entries=h.entries + (entry,),
                             quantities=h.quantities + (use,))]
    raises = in_class(proto.price_share, "surcharge_nouns")  # a tax, a tip
    kind, amount = Kind(proto.price_share), share_amount(proto.qty, text)
    if proto.qty.kind is not NumeralKind.PERCENT:  # "a discount of $2 each": a sum, in its unit
        kinds = _kinds(h, proto.qty, None)
        if len(kinds) != 1:
            return []
        kind, amount = kinds[0], _amount(proto.qty, text)
    found = []
    for buyer, bound in _resolve(h, proto.subject, text):
        entry = Entry(f"e{len(bound.entries) + 1}", Op.DISCOUNT, buyer, kind,
                      amount, proto.clause, actor=buyer,
                      every_purchase=proto.every_purchase, raises=raises)
        use = QuantityUse(proto.qty.value_span, entry.amount.text, entry.id)
        found.append(attrs.evolve(bound, entries=bound.entries + (entry,),
                                  quantities=bound.quantities + (use,)))
    return found


def _that_amount(h: Hypothesis, proto: Proto, entry: Entry, text: str) -> list[Hypothesis]:
    """ "She gave 8 to her cousin. She gave half that amount (3 more than that) to her
    sister.": the quantity told just before, when its clause tells no other number, of the
    same kind (else no reading)."""
    said = proto.share or proto.plus
    assert said is not None
    told = [e for e in h.entries if (e.amount.value is not None or e.share is not None) and e.id != entry.id
            and e.amount.span[1] <= said.span[0]]
    if proto.than_time is not None:
        # "On Thursday she ate half the figs she ate on Tuesday": the one doing told as Tuesday's,
        # whatever was told after it
        told = [e for e in told if e.subject == entry.subject and e.verb == entry.verb and e.op is entry.op
                and _told_then(h, e, entry, proto.than_time, text)]
        if len(told) != 1:
            return []
    if not told:
        return []
    last = max(told, key=lambda e: e.amount.span)
    if last.amount.value is None and proto.than_time is None:
        # "She lost a third of them. She gave half of that": of the third, not its whole ("15
        # fewer than on Saturday" is what was done then, however it was told)
        return []
    start, end = _sentence_around(last, text)
    numbers = [e for e in h.entries if start <= e.clause[0] < end and e.id != entry.id and (
        e.amount.value is not None or e.rate is not None or e.offset is not None)]
    # a doing's measure is in the unit of the one told, whatever that was of ("10 hours of chess")
    same_kind = last.kind.unit == entry.kind.unit and not entry.kind.modifiers and entry.kind.of is None if (
        proto.share_dimensions) else last.kind.base == entry.kind.base
    if len(numbers) != (1 if last.amount.value is not None else 0) or not same_kind or last.op is Op.PRICE:
        return []  # "She saved $40 and spent $10. Al saved twice that amount": of which?
    if last.op in (Op.COMPARE, Op.SCALE):
        return []  # "Bo picked 3 more figs than Ivo. Ula picked twice that amount": 3, or Bo's figs?
    if proto.share_dimensions and (
        (unit := measure_unit(last.kind.unit)) is None or unit.dimension not in proto.share_dimensions
    ):
        return []  # "She ran 5 miles. Bo ran for twice that time": no time was told just before
    if proto.share_unsaid and any(
        e.actor == entry.actor and (e.verb == entry.verb or last.actor != entry.actor) and e.id != last.id
        and e.op is not Op.START_EMPTY
        and (unit := measure_unit(e.kind.unit)) is not None and unit.dimension in proto.share_dimensions
        for e in told
    ):
        # "She swam 2 hours. Bo ran 3 hours. She swam twice as long": as Bo ran, or as she swam?
        # So too "She jogged 3 hours. Bo jogged 2 hours. She rowed twice as long": as he, or she?
        return []
    if last.op in (Op.GAIN, Op.LOSS, Op.EVENT) and proto.than_time is None and any(
        e.subject == last.subject and e.verb == last.verb and e.kind.base == last.kind.base
        and e.amount.span < last.amount.span and e.op is last.op
        for e in h.entries if e.id not in (last.id, entry.id)
    ):
        return []  # "He walked 40 blocks. He walked 30 more.": that amount, or all he walked?
    if entry.op is Op.OBSERVE and last.op in (Op.GAIN, Op.LOSS, Op.TRANSFER, Op.EVENT) and any(
        e.op is Op.OBSERVE and e.subject in (last.subject, last.other) and e.kind.base == last.kind.base
        and e.amount.span < last.amount.span for e in h.entries if e.id != entry.id
    ):
        return []  # "had 6 blue pens. She lost 2. She has 3 times that many red pens": 2, or her 4?
    if proto.than_time is not None and not (
        last.subject == entry.subject and last.verb == entry.verb and last.op is entry.op
        and _told_then(h, last, entry, proto.than_time, text)
    ):
        return []  # "10 more than yesterday": the amount told just before is not yesterday's
    if _part_taken_out(proto, entry) and not _own_whole(h, last, entry):
        return []  # "Vic has $20. Ula spends half of this": Ula's money is not Vic's
    if "the" in text[proto.qty.span[0]:proto.qty.span[1]].lower().split() and any(
        e.kind.base == last.kind.base for e in told if e.id != last.id
    ):
        return []  # "Kim had $50. Her mom had $80. She spent half the amount": which amount?
    share = share_amount(proto.share, text) if proto.share is not None else None
    tied = attrs.evolve(entry, share=share, share_entry=last.id)
    return [attrs.evolve(h, entries=tuple(tied if e.id == entry.id else e for e in h.entries))]


def _done_named(h: Hypothesis, proto: Proto, entry: Entry, text: str) -> list[Hypothesis]:
    """ "Jo gave 3 cards to Bo. She gave Cy twice as many as she gave Bo.", "She spent $7 on a hat
    and thrice as much as she spent on a hat on shoes": the one doing told before, by that verb, of
    the kind, of the doer named, to the receiver named (one reading per pair the words may name)
    or told with the object or place named; none, or two, leave no reading."""
    assert proto.named_doing is not None and proto.share is not None
    doer, what = proto.named_doing
    found = []
    doers = list(_resolve(h, doer, text))
    own = {entry.subject, entry.actor}
    # "Ann gave Cy twice as many as she gave Bo" after "Jo gave Bo 3": "she" may be Ann, who gave
    # Bo none told; only someone the clause names (Cy) may then be read in her place, not Jo
    others = {who for who, _ in doers if who not in own and who != entry.other} if own & {
        who for who, _ in doers} else set()
    for who, h1 in doers:
        pairs = [(None, h1)] if isinstance(what, Setting) else _resolve(h1, what, text)
        for taker, h2 in pairs:
            told = [e for e in h2.entries if e.id != entry.id and e.op is entry.op and e.verb == entry.verb
                    and e.subject == who and e.kind.base == entry.kind.base
                    and e.amount.span[1] <= proto.share.span[0] and (
                        e.other == taker if taker is not None else _told_with(e, what))]
            if len(told) != 1 or (told[0].amount.value is None and told[0].share is None):
                continue
            if who in others:
                return []
            share = share_amount(proto.share, text)
            tied = attrs.evolve(entry, share=share, share_entry=told[0].id)
            found.append(attrs.evolve(h2, entries=tuple(tied if e.id == entry.id else e for e in h2.entries)))
    return found


def _measured_doing(h: Hypothesis, proto: Proto, entry: Entry, text: str) -> list[Hypothesis]:
    """ "Kim played chess for 3 hours. She ran for twice as long as she played chess.": the one
    doing told before, of the verb named, by the doer named (one reading per one the words may
    name), measured in the entry's unit, told with the object named (as its object, or as what
    its measure is of: "played 3 hours of chess"); none, or two, leave no reading."""
    assert proto.measured_doing is not None and proto.share is not None
    doer, verb, thing = proto.measured_doing
    found = []
    for who, bound in _resolve(h, doer, text):
        told = [e for e in bound.entries if e.id != entry.id and e.actor == who and e.verb == verb
                and e.op not in (Op.START_EMPTY, Op.COMPARE, Op.PRICE, Op.PACE)
                and e.kind.unit == entry.kind.unit and e.amount.span[1] <= proto.share.span[0]
                and (thing is None or e.kind.of == thing.head or any(
                    told.same_thing_named(thing) for told in e.settings))]
        if len(told) != 1 or (told[0].amount.value is None and told[0].share is None):
            continue
        tied = attrs.evolve(entry, share=share_amount(proto.share, text), share_entry=told[0].id)
        entries = tuple(tied if e.id == entry.id else e for e in bound.entries)
        found.append(attrs.evolve(bound, entries=entries))
    return found


def _told_with(entry: Entry, what: EntityChunk | NounChunk | Setting) -> bool:
    """Whether the entry was told with that object or place, in the same words."""
    return isinstance(what, Setting) and any(
        told.same_thing_named(what) and told.modifiers == what.modifiers for told in entry.settings)


def _part_taken_out(proto: Proto, entry: Entry) -> bool:
    """ "spends half of this", "gave a third of that number": a part (below one, said with
    "of") of the quantity told just before, taken out of the subject's holding."""
    share = proto.share
    if share is None or share.value is None or (
        not 0 < share.value < 1 and share.kind is not NumeralKind.PERCENT
    ):
        return False
    return share.of_said and entry.op in (Op.LOSS, Op.TRANSFER)


def _own_whole(h: Hypothesis, last: Entry, entry: Entry) -> bool:
    """The quantity told just before may be what the subject of a part taken out takes a part
    of: a loss ("She spent $20. Vic spent half of that": as much as half of it), a holding told
    of that subject, or what it gave; what it gained or was given only beside no earlier holding
    of the kind ("She has $50. She earns $20. She spends half of this": of the $20, or the $70?)."""
    received = last.op is Op.TRANSFER and last.other == entry.subject
    if last.op is Op.LOSS:
        return True
    if last.subject != entry.subject and not received:
        return False
    if last.op is not Op.GAIN and not received:
        return True
    return not any(e.subject == entry.subject and e.kind.base == entry.kind.base
                   and e.amount.span < last.amount.span
                   for e in h.entries if e.id not in (last.id, entry.id))


def _in_one_sentence(first: tuple[int, int], then: tuple[int, int], text: str) -> bool:
    """ "Bo has 6 pens and half of them are red": "them" is the things of the clause just
    before in its own sentence, not any told in an earlier one (the caller has made sure no
    other whole is told in that sentence)."""
    return not SENTENCE_BREAK.search(text, first[1], then[0])


def _sentence_around(entry: Entry, text: str) -> tuple[int, int]:
    """Where the sentence that tells ``entry`` starts and ends."""
    ends = [m.end() for m in SENTENCE_BREAK.finditer(text)]
    start = max((e for e in ends if e <= entry.clause[0]), default=0)
    return start, min((e for e in ends if e >= entry.clause[1]), default=len(text))


def _told_then(h: Hypothesis, last: Entry, entry: Entry, then: str, text: str) -> bool:
    """Whether ``last`` was told in an earlier sentence than ``entry``'s that names the time
    ``then`` ("Yesterday, …", "… on Monday") as its own, not as a compared one, and tells no
    other number."""
    start, end = _sentence_around(last, text)
    if end > entry.clause[0] or not any(
        not compared_day(text, (start + m.start(), start + m.end()))
        for m in re.finditer(same_words(then), text[start:end], re.IGNORECASE)
    ):
        return False  # ("On Saturday she sold twice as many as on Friday" tells no Friday's doing)
    return all(e.clause == last.clause for e in h.entries
               if e.amount.value is not None and start <= e.clause[0] < end)


def share_of_whole(h: Hypothesis, entry: Entry, whole: Entry, proto: Proto, text: str) -> list[Hypothesis]:
    """ "Half of them are red": a share of the whole just counted — only when that whole is
    the one holding of its kind the story has told, unchanged since (else no reading)."""
    assert proto.share is not None
    if proto.share.kind is NumeralKind.MULTIPLIER or not proto.share.value or proto.share.value > (
        100 if proto.share.kind is NumeralKind.PERCENT else 1
    ):
        return []  # "twice are red" is no share of anything
    named = proto.qty.noun is not None and proto.qty.noun.head and not proto.qty.of_them
    wholes = [e for e in told_wholes(h) if e.kind.base == whole.kind.base or not named]
    after = h.entries[h.entries.index(whole) + 1:]
    if len(wholes) != 1 and not (proto.qty.of_them and _in_one_sentence(whole.clause, proto.clause, text)):
        return []  # "Al has 9 pens. Bo has 6 pens. Half of them are red": Bo's, or all 15?
    if any(e.whole != whole.id for e in after):
        return []
    if proto.share.remaining and not after:
        return []  # "half of the remaining are red" with no part told before: remaining of what?
    tied = attrs.evolve(entry, share=share_amount(proto.share, text), share_of=whole.subject,
                        share_remaining=proto.share.remaining)
    return [attrs.evolve(h, entries=h.entries + (tied,))]


def _bases(h: Hypothesis, proto: Proto, entry: Entry, text: str) -> list[tuple[str | None, Hypothesis]]:
    if isinstance(proto.basis, CueChunk) and proto.basis.kind == "other doer":
        # "Chad found 50% more": the one earlier doing of the verb and kind, by someone else
        done = [e for e in h.entries if e.id != entry.id and e.verb == entry.verb and (
            e.kind.base == entry.kind.base) and e.op not in (Op.START_EMPTY, Op.COMPARE)]
        held = any(entry.actor in (e.subject, e.other) and e.kind.base == entry.kind.base
                   for e in h.entries if e.id != entry.id and e.op is not Op.START_EMPTY)
        # (one who holds the kind may have got 50% more of what he has, in addition)
        return [(done[0].actor, h)] if len(done) == 1 and done[0].actor != entry.actor and not held else []
    if entry.op is Op.COMPARE:
        return [(entry.other, h)]  # "20% more than Jules": of what Jules has
    remaining = proto.share is not None and proto.share.remaining
    if proto.basis is not None and proto.basis is proto.subject:
        if remaining and _losers(h, entry) != [entry.subject]:
            return [(None, h)]  # "half of the remaining pens were sold": none, or others, lost some
        return [(entry.subject, h)]  # "took half of Sam's apples": Sam, bound once
    if proto.basis is not None:
        bases = _resolve(h, proto.basis, text)
        if proto.share_event:
            # "Tom sold twice as many as he did": he is not Tom (that needs another time)
            bases = [(who, bound) for who, bound in bases if who != entry.actor]
        elif entry.op is Op.TRANSFER:
            # "Ben gave half of his marbles to John": no one gives John a share of John's own
            bases = [(who, bound) for who, bound in bases if who != entry.other]
            if _possessive_pronoun(proto.basis) and any(who == entry.subject for who, _ in bases) and (
                _told_holding(h, entry)
            ):
                # "Kylie then gave half her daisies to her mother" after her sister gave her some:
                # one gives what one holds, so "her" is the giver, not the sister; a giver never
                # told to hold any ("Ann has 20 daisies. Her mother gave half her daisies …")
                # may be giving Ann's
                bases = [(who, bound) for who, bound in bases if who == entry.subject]
        return list(bases)
    if proto.share_event:
        return [(None, h)]  # "half as many in May": the one earlier event of the verb
    holders = []
    for e in h.entries:
        if e.id == entry.id or e.kind.base != entry.kind.base:
            continue
        for holder in (e.subject if e.op in (Op.OBSERVE, Op.GAIN, Op.TRANSFER) or (
            contents_alone(h, e, besides=entry)
        ) else None,
                       e.other if e.op is Op.TRANSFER else None):
            if holder is not None and holder not in holders:
                holders.append(holder)
    if entry.op is Op.TRANSFER:
        holders = [holder for holder in holders if holder != entry.other]  # not the receiver's own
    if remaining:
        if any(e.id != entry.id and e.share_remaining and _sentence_around(e, text) == _sentence_around(
            entry, text
        ) for e in h.entries):
            return []  # "1/4 of what was left on a book and 1/2 of what was left on a bag": both of one?
        # "sold half of the remaining apples": what is left of a holding that has lost some
        holders = _losers(h, entry)
        if entry.op in (Op.LOSS, Op.TRANSFER) and entry.subject not in holders:
            # "He gave 20 cards to Bo. He gave half of the remaining cards to Ann": one gives up
            # only things of its own, so "he" is no one who lost none (never Bo)
            return []
    return [(holder, h) for holder in holders] or [(None, h)]


def _told_holding(h: Hypothesis, entry: Entry) -> bool:
    """Whether the entry's doer was told, before it, to hold or get things of its kind (or to
    have so many more than someone)."""
    return any(e.kind.base == entry.kind.base and (
        e.op in (Op.OBSERVE, Op.GAIN, Op.COMPARE) and e.subject == entry.subject
        or e.op is Op.TRANSFER and e.other == entry.subject
    ) for e in h.entries if e.id != entry.id and e.clause[0] < entry.clause[0])


def _possessive_pronoun(basis: object) -> bool:
    return isinstance(basis, EntityChunk) and basis.kind == "pronoun"


def _losers(h: Hypothesis, entry: Entry) -> list[str]:
    """Who lost or gave away things of the entry's kind before it, in order."""
    before = h.entries[:next(i for i, e in enumerate(h.entries) if e.id == entry.id)]
    losers: list[str] = []
    for e in before:
        if e.op in (Op.LOSS, Op.TRANSFER) and e.kind.base == entry.kind.base and e.subject not in losers:
            losers.append(e.subject)
    return losers


__all__ = ["bind_share", "one_kind_told"]
