"""Replay of equal shares: whole = size × parts, with the size's unit per part.

A SHARE entry parts a whole of a kind into equal parts. Its whole is the amount the clause
states, the holder's holding at that point of the story ("shares them among 4 friends"), or,
for a size said of the parts alone ("Each box holds 6 pens"), the holding at the end. The
size is a rate (pens per box) and composes like any rate under the unit obligation; the
number of parts is a count of the parts' noun. Both are whole numbers when they count
things, so integrality refuses a share that does not come out exact. What the holder has
after sharing is not told: the holding goes on unknown.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import TYPE_CHECKING

import attrs

from wordproof.ledger.entries import EntityKind, Entry, Kind, Op, Target, TargetWhat, is_measure
from wordproof.lexicon.tables import is_category, membership
from wordproof.lexicon.words import in_class
from wordproof.refusals import Refusal, RefusalCode, Stage
from wordproof.text.numerals import NumeralError, NumeralKind, match_numeral
from wordproof.text.pieces import split_pieces
from wordproof.text.times import Tense, tense_within

if TYPE_CHECKING:
    from wordproof.ledger.replay import Scope, Term, _Builder

ONE = Fraction(1)
# the exclusion rule of a count of parts every one of which the answer counts by its place
ROW_COUNTED = "the parts it counts are each named by their place and counted"
# the reading rule of a count of parts made of the people named, each one, and those counted
# beside them ("herself and her 3 friends": 4), read again from its words by ``people_counted``
PEOPLE_COUNTED = "reading: the people named are one each, beside those counted"
_ONE_PERSON = frozenset({"herself", "himself", "myself", "he", "she", "i"})
_OWNERS = frozenset({"her", "his", "my"})


def people_counted(said: str) -> Fraction | None:
    """How many people ``said`` names, read again from its words: one for each reflexive,
    pronoun or name ("herself", "Tom"), the number told for each group of someone's people
    ("her 3 friends"), joined by "and" or commas; None for any other words ("their parents",
    "his brother's 3 kids", "her friends")."""
    total = Fraction(0)
    members = [m for m in re.split(r"\s*,\s*and\s+|\s*,\s*|\s+and\s+", said.strip()) if m]
    for member in members:
        pieces = split_pieces(member)
        words = member.split()
        if len(words) == 1 and (
            words[0].lower() in _ONE_PERSON or words[0].isalpha() and words[0][0].isupper()
        ):
            total += 1
            continue
        if len(pieces) < 3 or pieces[0].text.lower() not in _OWNERS:
            return None
        try:
            numeral = match_numeral(pieces[1:], 0)
        except NumeralError:
            return None
        after = pieces[1 + numeral.length:] if numeral is not None else ()
        if numeral is None or numeral.kind is not NumeralKind.CARDINAL or len(after) != 1 or (
            not after[0].text.isalpha()
        ):
            return None
        total += numeral.value
    return total if len(members) > 1 else None


def apply_share(b: _Builder, entry: Entry) -> Refusal | None:
    """The size and parts of ``entry``, and (unless it waits for the end) its equation."""
    from wordproof.ledger.replay import Equation, Given

    assert entry.per is not None and entry.count is not None
    if entry.equal_untold and not entry.told_equal:
        # "Tom had 84 cards in 7 binders.", "bought 17 pens to give to 5 friends": how many in
        # each, nothing says (all to each, some to each, or the same to each?)
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("parts told equal",))
    if entry.sized_later:
        # "She put them in jars.": how many go in each jar the story never says
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("the size of each part",))
    if not entry.capacity and entry.count.value is None and entry.other is None and any(
        e.kind.unit == entry.per.unit and e.op is not Op.SHARE for e in b.ledger.entries
    ):
        # "She put them in tins. She has 9 tins.": the tins filled are the parts, but 9 tins
        # of 6 hold all 47: is any left over, or is a tin empty?
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("parts counted nowhere else",))
    size = b.new_var(f"{entry.id}.size", entry.kind.unit,
                     f"the {entry.kind.plural_label} in each {entry.per.label}")
    b.vars[size] = attrs.evolve(b.vars[size], per=entry.per.unit)
    parts = b.new_var(f"{entry.id}.parts", entry.per.unit, f"the {entry.per.plural_label}")
    for var, amount in ((size, entry.amount), (parts, entry.count)):
        if amount.value is not None:
            b.givens.append(Given.told(entry.id, var, amount))
    b.shares[entry.id] = (size, parts)
    if entry.other is not None and entry.count.value is None and entry.amount.value is None:
        # "divided among the students": as many parts as the students counted now
        counted = b.key_for(entry.other, entry.per)
        later = b.ledger.entries[b.ledger.entries.index(entry) + 1:]
        if isinstance(counted, Refusal) or counted not in b.timelines or any(
            e.kind.unit == entry.per.unit for e in later  # "2 more boxes": is each one as full?
        ):
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry),
                           span=entry.clause, expected=("a count of the parts named",))
        b.equations.append(Equation(entry.id, ((ONE, parts), (-ONE, b.state(counted))), Fraction(0),
                                    b.clause(entry)))
    if entry.capacity or entry.whole_later:
        return None  # the whole is what the holder has at the end: see finish_shares
    own = b.key_for(entry.subject, entry.kind)
    stated_all = entry.shared is not None and not isinstance(own, Refusal) and (
        (own not in b.timelines or _only_gained_with(b, entry)) and _asks_left(b, entry)) and not any(
        e.kind.unit == entry.kind.unit and entry.subject not in (e.subject, e.other)
        for e in b.ledger.entries)
    if entry.shared is not None:
        # "Ann gave 53 plums to 8 girls equally. How many plums are left?": with no holding of
        # her own told, what she shared is all she is said to have, and the rest is left over
        whole = b.state(own) if stated_all and not isinstance(own, Refusal) else b.new_var(
            f"{entry.id}.whole", entry.kind.unit, f"the {entry.kind.plural_label} shared")
        assert entry.shared.value is not None
        b.givens.append(Given.told(entry.id, whole, entry.shared))
        b.share_wholes[entry.id] = whole
    else:
        key = b.key_for(entry.subject, entry.kind)
        if isinstance(key, Refusal):
            return key
        if key not in b.timelines:
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry),
                           span=entry.clause, expected=("a holding to share",))
        if _done_by_one_holding_none(b, entry.kind, entry.subject):
            # "Amy had 50 figs. Bo ate 5 of them. She put them into bags of 5.": Bo holds no figs
            # of his own, so the 5 were hers: the whole is not the 50 she was told to have
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry),
                           span=entry.clause, expected=("no doing to the kind by one who holds none of it",))
        if _told_after(b, entry):
            # "He put 3 pens in each box. He has 6 pens left.": not all of them went into boxes
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry),
                           span=entry.clause, expected=("a holding shared whole, none of it told kept",))
        whole = b.state(key)
    b.share_wholes[entry.id] = whole
    # "… into two boxes. The first box has 37.": parts of no one size, whatever the whole
    unequal = ordinal_part_told(b, entry) and not _parts_told_equal(b, entry)
    # "… and kept the rest": each part whole things, the rest the sharer's
    asks_left = (entry.shared is None or stated_all) and _asks_left(b, entry)
    later = b.ledger.entries[b.ledger.entries.index(entry) + 1:]
    if entry.count.constant == PEOPLE_COUNTED and (
        _asks_left(b, entry) or entry.rest_kept is not None
        or any(e.kind.unit == entry.kind.unit for e in later)
    ):
        # "among herself and her 3 friends": what is left is hers, a part and the rest, or the rest?
        # "Then Bo gave her 3": what she got is then more than her part
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("no rest asked of a share the sharer takes part in",))
    leftover = None if unequal else _equate(b, entry, whole, asks_left or entry.rest_kept is not None)
    key = b.key_for(entry.subject, entry.kind)
    if not isinstance(key, Refusal) and key in b.timelines:
        after = b.new_var(f"{entry.id}.after", entry.kind.unit,
                          f"what sharing left {entry.subject}", signed=True)
        b.change(key, entry, ONE, after)
        if leftover is not None and asks_left:
            b.equations.append(Equation(entry.id, ((ONE, b.state(key)), (-ONE, leftover)),
                                        Fraction(0), b.clause(entry)))
    return None


def _only_gained_with(b: _Builder, entry: Entry) -> bool:
    """ "bought 17 pens to give to 5 friends": the sharer's one holding of the kind before the
    share is what the share's own clause told gained, as much as it shares: all it has."""
    before = b.ledger.entries[:b.ledger.entries.index(entry)]
    told = [e for e in before if e.kind.unit == entry.kind.unit and entry.subject in (e.subject, e.other)]
    return len(told) == 1 and told[0].op is Op.GAIN and told[0].subject == entry.subject and (
        told[0].clause[0] == entry.clause[0] and entry.shared is not None
        and told[0].amount.value == entry.shared.value and told[0].amount.span == entry.shared.span)


def _all_given_up(b: _Builder, entry: Entry, holder: str) -> bool:
    """The holder gave up all of the kind before the parts are counted ("used them", "sold all
    of them"): parts sized alone are then parts of what went, which the holding left (none)
    does not count."""
    return any(e.op in (Op.LOSS, Op.TRANSFER) and e.subject == holder and e.kind.unit == entry.kind.unit
               and e.share is not None and e.share.value == 1 for e in b.ledger.entries)


def _parts_made(b: _Builder, entry: Entry) -> bool:
    """Someone is told making things of the kind a share is per ("made 6 pies" beside "Each
    pie takes 5 apples"): what they used up is no change the replay follows. Or some of the
    kind what making one takes was used ("used 20 apples to make pies"): what they were used
    for is not kept, and may be the parts themselves."""
    per = entry.per
    return per is not None and any(
        e is not entry and e.kind.unit == per.unit and in_class(e.verb or "", "producing_verbs")
        or entry.required and e.op is Op.LOSS and e.kind.unit == entry.kind.unit
        and in_class(e.verb or "", "using_verbs")
        for e in b.ledger.entries)


def _done_by_one_holding_none(b: _Builder, kind: Kind, sharer: str) -> bool:
    """Someone besides the sharer used up or did something to things of the kind ("Bo ate 5 of
    them") and is told no holding of the kind: the things were the sharer's, or someone's the
    story does not tell, and the sharer's holding the replay keeps is not what is shared."""
    unit = kind.unit
    holders = {e.subject for e in b.ledger.entries if e.kind.unit == unit and e.op in (
        Op.OBSERVE, Op.GAIN, Op.START_EMPTY)} | {e.other for e in b.ledger.entries
                                                 if e.kind.unit == unit and e.op is Op.TRANSFER}
    return any(e.kind.unit == unit and e.op in (Op.LOSS, Op.EVENT) and e.subject != sharer
               and e.subject not in holders for e in b.ledger.entries)


def done_in_each_period(b: _Builder, target: Target,
                        told: list[Entry]) -> tuple[list[Term], str | None, Scope] | None:
    """ "Ann read 120 pages in 4 days. She read the same number each day. How many pages did
    she read each (per) day?": the size of the one share of the doing asked among periods of the
    unit asked, when it is all that is told of that doing."""
    assert target.goal is not None
    if len(told) != 1 or told[0].op is not Op.SHARE or told[0].per is None or (
        told[0].per.unit != target.per or target.goal.value != 1 or told[0].id not in b.shares
    ):
        return None
    if tense_within(b.ledger.times, target.span) is not Tense.PAST:
        # "How many pages does she read (will she read) each day?": what was done says nothing of
        # a habit or of days to come
        return None
    unit = target.matcher.unit if not target.matcher.money else None
    return [(ONE, b.shares[told[0].id][0])], unit, ("", 0, (0,))


def _told_after(b: _Builder, entry: Entry) -> bool:
    """What the sharer holds of the kind is told after the sharing ("has 6 left", "kept 6",
    "gave 6 to Ann"): the holding shared may not have been all of it."""
    later = b.ledger.entries[b.ledger.entries.index(entry) + 1:]
    return any(e.kind.unit == entry.kind.unit and entry.subject in (e.subject, e.actor, e.other)
               and e.op not in (Op.PRICE, Op.SALE_PRICE) for e in later)


def _asks_left(b: _Builder, entry: Entry) -> bool:
    """ "She shares them equally among 5 friends. How many are left (over)?": each part
    gets as many whole things as it can, and what is left is the rest of the division."""
    target = b.ledger.target
    cue = target.time_cue.lower().split()
    if entry.verb is not None:
        return False  # "sold 40 cakes in 4 days": a doing over days leaves nothing over of a holding
    if not (target.what is TargetWhat.STATE and target.time == "final" and "left" in cue
            and target.matcher.matches(entry.kind) and not entry.capacity and entry.count is not None
            and (target.holders is None or entry.subject in target.holders)):
        return False
    if target.leftover_of and (entry.per is None or entry.per.unit != target.leftover_of):
        return False  # "How many were not placed in a jar?" of a share into bags
    if target.leftover_undone is not None and not any(
        verb.lemma == target.leftover_undone for verb in b.ledger.told.verbs_within(entry.clause)
    ) and not (
        entry.per is not None and in_class(entry.per.unit, "person_nouns")
    ):
        # "packed them in boxes of 4. How many were left unsold?": none was sold. Only what is
        # handed to people may be left undone by another doing ("served … left uneaten")
        return False
    if entry.amount.value is None and entry.count.value is not None:
        return _parts_told_equal(b, entry)
    # "She puts them into bags of 8. How many are left over?": what fills no bag; "left" alone
    # may count the pens in a last bag that is not full
    return entry.amount.value is not None and entry.count.value is None and "over" in cue


_EQUAL_PARTS = frozenset({"equal", "equally", "evenly", "even", "same", "fairly", "each", "every", "apiece"})


def _parts_told_equal(b: _Builder, entry: Entry) -> bool:
    """Sharing is fair by its sense ("shares them among 5 friends"); "divided them into 5
    groups" is not: groups of any size leave nothing over, so only equal parts said
    ("5 equal groups", "evenly") leave a rest."""
    said = set(re.findall(r"[a-z]+", b.clause(entry).lower()))
    return entry.verb == "share" or entry.told_equal or bool(_EQUAL_PARTS & said)


def finish_shares(b: _Builder) -> Refusal | None:
    """A size said of the parts alone: the parts hold all that the one holder of the kind
    has at the end. A question only a share's rest answers ("How many were left unpacked?")
    is refused when no share's rest is asked."""
    target = b.ledger.target
    if target is not None and target.leftover_of is not None and not any(
        e.op is Op.SHARE and _asks_left(b, e) for e in b.ledger.entries
    ):
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("what the parts of a share leave over",))
    for entry in b.ledger.entries:
        if entry.made_told and not (target is not None and target.what is TargetWhat.PARTS
                                    and target.rounding == "floor"):
            # "She was making bouquets with 5 flowers in each. How many flowers does she have?":
            # how many she made, and what they took, is not told
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text if target else "",
                           span=target.span if target else entry.clause,
                           expected=("the parts that can be made",))
        if entry.id in b.shares and not entry.capacity and any(
            holder == entry.subject and kind.unit == entry.kind.unit for holder, kind in (*b.goals, *b.wanted)
        ):
            # "has 40 eggs. She needs 5 eggs for a cake. She puts them into boxes of 12.": all 40,
            # or what the cake leaves?
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                           expected=("a whole no amount wanted of the kind may take from",))
        if entry.id in b.shares and entry.whole_later:
            refused = _whole_told_later(b, entry)
            if refused is not None:
                return refused
        if entry.id not in b.shares or not entry.capacity:
            continue
        if target is not None and entry.per is not None and target.room == entry.per.unit:
            continue  # "How many more can the shelf hold?": the room of the one asked, no parts
        keys = _held_together(b, entry.kind, [
            key for key in b.timelines if key[1].unit == entry.kind.unit and not key[1].part
            and key not in b.merged]) or _category_held(b, entry.kind)
        wanted = [amount for key, amount in b.goals.items() if key[1].unit == entry.kind.unit]
        if entry.made_told and ([key[0] for key in keys] != [entry.actor] or target is None or (
            target.holders is not None and list(target.holders) != [entry.actor])):
            # "Tom had 45 beads. Ann was making bracelets with 6 in each.": of Tom's beads?
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                           expected=("the maker's own holding of the kind",))
        if not keys and not wanted and (made := _made_parts(b, entry)) is not None:
            # "Each pie takes 5 apples. Tom baked 6 pies. How many apples did he use?": what the
            # pies he made took, the size times the pies made
            _use_up(b, entry, made)
            continue
        if not keys and not wanted and (held := _held_parts(b, entry)) is not None:
            # "Ann has 7 plants. Each plant needs 3 stakes. How many stakes does she need?"
            _need_for_held(b, entry, held)
            continue
        # "needs to buy 40 cards": what is to be bought is an amount needed as "needs 40 cards" is;
        # so is what is to be held in parts that hold it ("needs to store 462 gigs" of drives
        # that "can hold 9 gigs", "has to carry 50 boxes" in vans that "can take 8 boxes")
        to_buy = [b.amount_var[goal.id] for key, goal in b.wanted.items() if key[1].unit == entry.kind.unit
                  and goal.wanted is not None and (in_class(goal.wanted, "buying_verbs") or entry.room and (
                      in_class(goal.wanted, "room_verbs") or in_class(goal.wanted, "carrying_verbs")))]
        # "has to sell 710 bars … each box contains 5 … boxes does he need to sell?": whole parts
        # sold are all the bars to sell only when they part them exactly (a part not full is no
        # box sold), so the parts are never rounded up
        to_sell = [b.amount_var[goal.id] for key, goal in b.wanted.items() if key[1].unit == entry.kind.unit
                   and goal.wanted is not None and in_class(goal.wanted, "selling_verbs")]
        # "Gus needs to buy 40 cards. … Ann needs 12 cards.": the parts are for one amount of
        # the kind wanted, of the one asked about when the question names whom
        needers = {key[0] for key in (*b.goals, *b.wanted) if key[1].unit == entry.kind.unit}
        one_need = len(needers) == 1 and (
            target is None or not target.holders or needers <= set(target.holders)) and all(
            # packs of "red balloons" cover no need of balloons of any colour
            set(entry.kind.modifiers) <= set(key[1].modifiers)
            for key in (*b.goals, *b.wanted) if key[1].unit == entry.kind.unit)
        selling = target is not None and target.parts_doing is not None and in_class(
            target.parts_doing, "selling_verbs")
        if not keys and not wanted and len(to_buy) == 1 and len(b.wanted) == 1 and one_need and (
            _needed_parts(b, entry) and not selling  # (boxes to sell are no boxes to buy)
        ):
            _equate(b, entry, to_buy[0], for_need=True)
            continue
        if not keys and not wanted and len(to_sell) == 1 and len(b.wanted) == 1 and one_need and (
            _needed_parts(b, entry) and selling
        ):
            _equate(b, entry, to_sell[0], exact=True)
            continue
        if selling and _needed_parts(b, entry):
            # "has 40 cards. … How many boxes does he need to sell?": that he sells all is not told
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                           expected=("an amount to sell the parts hold",))
        if not keys and len(wanted) == 1 and one_need and not any(
            key[1].unit == entry.kind.unit for key in b.wanted
        ) and _needed_parts(b, entry):
            # "Tom needs 30 balloons. Balloons come in packs of 6. How many packs does he
            # need?": the parts that hold all he needs
            _equate(b, entry, wanted[0], for_need=True)
            continue
        target = b.ledger.target
        if not keys and not wanted and (pace := _pace_parted(b, entry)) is not None:
            # "A machine makes 361 crayons a day. Each box has 4 crayons. How many full boxes
            # does it make a day?": the parts of what the pace makes in the periods asked
            _equate(b, entry, _made_in_periods(b, pace), parts_asked=True)
            b.paced_parts = (pace, b.shares[entry.id][1])
            continue
        if len(keys) != 1 or wanted or any(key[1].unit == entry.kind.unit for key in b.wanted) or (
            not set(entry.kind.modifiers) <= set(keys[0][1].modifiers)
            or None not in (entry.kind.of, keys[0][1].of) and entry.kind.of != keys[0][1].of
        ) or target.what is TargetWhat.PARTS and target.holders and keys[0][0] not in target.holders or (
            entry.capacity and target.what is TargetWhat.PARTS and any(
                key[0] == keys[0][0] and key[1].unit != entry.kind.unit and key not in b.merged
                for key in b.timelines)
        ):
            # two holdings, or a holding and an amount wanted ("has 6 … needs 30"): the parts
            # may be for either; parts of "brown eggs" (or "cups of flour") are not made of
            # white ones (or cups of sugar), nor Omar's parts of what Ana has; nor are the vans
            # needed for "50 kids and 8 teachers" those the kids alone need
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry),
                           span=entry.clause, expected=("a holding the parts are for",))
        if entry.capacity and _all_given_up(b, entry, keys[0][0]):
            # "She used them to make pies. Each pie takes 5 apples. How many pies did she
            # make?": the pies are made of the apples used, never of the none she has left
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                           expected=("a holding not all given up before it is parted",))
        if _done_by_one_holding_none(b, entry.kind, keys[0][0]):
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                           expected=("no doing to the kind by one who holds none of it",))
        if _parts_made(b, entry):
            # "Each pie takes 5 apples. Sam had 40 apples. He made 6 pies.": the pies made used
            # up apples the holding the parts are counted from never lost
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                           expected=("no making of the parts beside the holding they are counted from",))
        _equate(b, entry, b.timelines[keys[0]][-1])
    return None


def _pace_parted(b: _Builder, entry: Entry) -> Entry | None:
    """The one pace making the kind a size is told of, when a paced question asks the parts
    ("How many full boxes does the machine make a day?" of "makes 361 crayons a day" and "Each
    box has 4 crayons"): of the one asked about, per the period asked, a verb of making, and
    nothing else told of the kind or of the parts. None otherwise."""
    target = b.ledger.target
    if target is None or target.what is not TargetWhat.PACED or entry.per is None or (
        target.matcher.unit != entry.per.unit or target.goal is None or entry.count is None
        or entry.count.value is not None
    ):
        return None
    if target.verb is None or not (
        in_class(target.verb, "making_parts_verbs") or in_class(target.verb, "needing_verbs")
    ):
        return None  # "How many full boxes does she sell a day?": selling is not told
    told = [e for e in b.ledger.entries if e is not entry and (
        e.kind.unit in (entry.kind.unit, entry.per.unit)
        or e.per is not None and e.per.unit == entry.per.unit)]
    if len(told) != 1 or told[0].op is not Op.PACE or told[0].id not in b.paces:
        return None
    pace, = told
    if pace.per is None or pace.per.unit != target.per or pace.kind.of not in (None, entry.kind.of) or (
        not set(entry.kind.modifiers) <= set(pace.kind.modifiers)  # boxes of red ones, of any made?
    ) or (
        pace.verb is None or not in_class(pace.verb, "producing_verbs")
        or target.holders is not None and pace.actor not in target.holders
        or b.ledger.entity(pace.actor).members
    ):
        return None
    return pace


def _made_in_periods(b: _Builder, pace: Entry) -> str:
    """What the pace makes in the periods the question asks ("a day": one): pace × periods."""
    from wordproof.ledger.replay import Equation, Given

    target = b.ledger.target
    assert target.goal is not None and target.per is not None
    periods = b.new_var("question.count", target.per, f"the {Kind(target.per).plural_label} asked")
    b.givens.append(Given.told("question", periods, target.goal))
    made = b.new_var(f"{pace.id}.made", pace.kind.unit, f"the {pace.kind.plural_label} made in them")
    b.equations.append(Equation(pace.id, ((ONE, made),), Fraction(0), b.clause(pace),
                                products=((-ONE, b.paces[pace.id], periods),)))
    return made


def _made_parts(b: _Builder, entry: Entry) -> list[Entry] | None:
    """The makings of the parts a requirement is told of ("Each pie takes 5 apples. Tom baked 6
    pies.", or the one plan to make them: "Tom wants to make 6 pies."), when the question asks
    what making them used up (or, of a plan, needs) of the kind, and the story tells nothing
    else of the parts or of the kind: one maker, every doing over the parts a making of that very
    kind ("apple pies" are not "pies" told bare) told at the requirement's time, and nothing else
    made by the maker (what did that take?). None otherwise."""
    from wordproof.ledger.replay import dated_apart

    target, per = b.ledger.target, entry.per
    if not entry.required or per is None or target is None or target.what is not TargetWhat.EVENTS or (
        not in_class(target.verb or "", "using_verbs") or not target.matcher.matches(entry.kind)
    ):
        return None
    units = (per.unit, entry.kind.unit)
    told = [e for e in b.ledger.entries if e is not entry and e.op is not Op.START_EMPTY and (
        e.kind.unit in units or e.other_kind is not None and e.other_kind.unit in units)]
    makers = {e.actor or e.subject for e in told}
    planned = all(e.op is Op.GOAL for e in told)
    if not told or len(makers) != 1 or any(
        e.op is not (Op.GOAL if planned else Op.GAIN) or e.kind != per
        or not in_class((e.wanted if planned else e.verb) or "", "producing_verbs")
        or e.id not in b.amount_var or dated_apart(b, e, entry) for e in told
    ) or planned and (len(told) != 1 or not in_class(target.verb or "", "needing_verbs")):
        # ("had 20 apples", "sold 2 pies", "Each pie takes 6 apples" again, "ate 3 pies"; "wants
        # to make 6 pies. How many apples did he use?": were they made?)
        return None
    maker = makers.pop()
    if target.holders is not None and tuple(target.holders) != (maker,) or any(
        e.actor == maker and e.kind.unit != per.unit and in_class(e.verb or "", "producing_verbs")
        for e in b.ledger.entries
    ):
        return None  # another's use asked; "baked 6 pies and 2 cakes": apples in the cakes too?
    return told


def _held_parts(b: _Builder, entry: Entry) -> str | None:
    """The holding of the parts a requirement is told of ("Ann has 7 plants. Each plant needs 3
    stakes."), when the question asks what their holder needs of the kind ("How many stakes does
    Ann need?"): the parts' one holding, told once, never changed and at the requirement's time,
    and nothing else told of the parts or of the kind (stakes she has: all she needs, or more?).
    None otherwise."""
    from wordproof.ledger.replay import dated_apart

    target, per = b.ledger.target, entry.per
    if not entry.required or per is None or target is None or target.what is not TargetWhat.EVENTS or (
        not in_class(target.verb or "", "needing_verbs") or not target.matcher.matches(entry.kind)
    ):
        return None
    units = (per.unit, entry.kind.unit)
    told = [e for e in b.ledger.entries if e is not entry and (
        e.kind.unit in units or any(k is not None and k.unit in units for k in (e.other_kind, e.per)))]
    if len(told) != 1 or told[0].op is not Op.OBSERVE or told[0].kind != per or (
        dated_apart(b, told[0], entry)
    ):
        return None
    key = (told[0].subject, per)
    if target.holders is None or tuple(target.holders) != key[:1] or len(b.timelines.get(key, ())) != 1:
        return None  # another's need asked ("How many stakes does Bo need?")
    return b.timelines[key][-1]


def _need_for_held(b: _Builder, entry: Entry, held: str) -> None:
    """The parts are the ones held; the whole they need is ``{entry}.used`` (``made_use_terms``)."""
    from wordproof.ledger.replay import Equation

    assert entry.per is not None
    _, parts = b.shares[entry.id]
    b.equations.append(Equation(entry.id, ((ONE, parts), (-ONE, held)), Fraction(0), b.clause(entry)))
    needed = b.new_var(f"{entry.id}.used", entry.kind.unit,
                       f"the {entry.kind.plural_label} the {entry.per.plural_label} held need")
    _equate(b, entry, needed)


def _use_up(b: _Builder, entry: Entry, made: list[Entry]) -> None:
    """The parts are the ones made; the whole they took is ``{entry}.used`` (``made_use_terms``)."""
    from wordproof.ledger.replay import Equation

    assert entry.per is not None
    _, parts = b.shares[entry.id]
    b.equations.append(Equation(entry.id, ((ONE, parts), *((-ONE, b.amount_var[e.id]) for e in made)),
                                Fraction(0), b.clause(entry)))
    used = b.new_var(f"{entry.id}.used", entry.kind.unit,
                     f"the {entry.kind.plural_label} the {entry.per.plural_label} made took")
    _equate(b, entry, used)


def made_use_terms(b: _Builder) -> list[Term] | None:
    """ "How many apples did he use?" of a requirement whose parts were made (``_made_parts``
    checked the question), or "How many stakes does she need?" of parts held (``_held_parts``):
    the whole the parts took or need."""
    used = [f"{e.id}.used" for e in b.ledger.entries if e.op is Op.SHARE and f"{e.id}.used" in b.vars]
    return [(ONE, used[0])] if len(used) == 1 else None


def _whole_told_later(b: _Builder, entry: Entry) -> Refusal | None:
    """A planned parting whose whole is told after it ("wants to split her pens into groups of
    5. She has 30 pens."): the sharer's one holding of the kind, told and never changed, and
    no one else's; anything else leaves the whole unknown, and the share is refused."""
    later = b.ledger.entries[b.ledger.entries.index(entry) + 1:]
    told = [e for e in b.ledger.entries if e is not entry and e.kind.unit == entry.kind.unit]
    keys = _held_together(b, entry.kind, [key for key in b.timelines if key[1].unit == entry.kind.unit
                                          and not key[1].part and key not in b.merged])
    target = b.ledger.target
    if not told or any(e not in later or e.op is not Op.OBSERVE or e.subject != entry.subject
                       for e in told) or len(keys) != 1 or (
        keys[0][0] != entry.subject or len(b.timelines[keys[0]]) != 1
    ) or target is None or target.what not in (TargetWhat.PARTS, TargetWhat.EACH):
        # (what she has after a plan, or what it leaves over, is not told)
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=("the one holding of the sharer's, told after the plan and unchanged",))
    _equate(b, entry, b.timelines[keys[0]][-1])
    return None


def _held_together(b: _Builder, kind: Kind, keys: list[tuple[str, Kind]]) -> list[tuple[str, Kind]]:
    """ "A box can hold 9 pens. Ann has 4 red pens and 23 blue pens.": the bare noun of the
    room names every kind of it the one holder has, counted together (``key_for`` merges
    them); the keys unchanged otherwise."""
    if len(keys) < 2 or len({holder for holder, _ in keys}) != 1 or kind.modifiers or kind.of is not None or (
        any(held.of is not None for _, held in keys)
    ):
        return keys
    key = b.key_for(keys[0][0], kind)
    return keys if isinstance(key, Refusal) or key not in b.timelines else [key]


def _category_held(b: _Builder, kind: Kind) -> list[tuple[str, Kind]]:
    """ "A vase can hold 9 flowers. Ann has 4 tulips and 23 roses.": the one holder's kinds
    that the category names, counted together (``key_for`` merges them, or refuses kinds the
    category does not settle); none when no one, or more than one, holds kinds of it."""
    if not is_category(kind.unit) or kind.modifiers or kind.of is not None or kind.part is not None:
        return []
    holders = {holder for holder, held in b.timelines if (holder, held) not in b.merged
               and membership(held.unit, kind.unit, held.modifiers)}
    if len(holders) != 1:
        return []
    key = b.key_for(holders.pop(), kind)
    return [] if isinstance(key, Refusal) or key not in b.timelines else [key]


def _needed_parts(b: _Builder, entry: Entry) -> bool:
    """The question asks how many of these parts are needed (rounded up)."""
    target = b.ledger.target
    return target.what is TargetWhat.PARTS and target.rounding == "ceil" and (
        entry.per is not None and entry.per.unit == target.per)


def _equate(b: _Builder, entry: Entry, whole: str, leftover: bool = False,
            for_need: bool = False, exact: bool = False, parts_asked: bool = False) -> str | None:
    """whole = size × parts; when the question asks the parts rounded ("How many boxes can
    she fill?", "How many buses are needed?") and the text leaves the parts unknown, the
    division may leave a rest: whole = size × parts − rest (ceil) or + rest (floor), with
    parts whole and 0 ≤ rest < size, which makes the rounded parts unique. Rounded up, the
    last part holds less than the size: only a room allows that ("can hold 8"), or full
    parts got to cover an amount needed (``for_need``: "needs 40; each pack has 6")."""
    from wordproof.ledger.replay import Equation, Given

    size, parts = b.shares[entry.id]
    target = b.ledger.target
    if target.whole_said is not None and entry.per is not None and entry.per.unit == target.per:
        # "… to carry all 105 people": the whole the question says is the whole the parts hold
        said = target.whole_said
        assert said.value is not None
        b.givens.append(Given("question", whole, said.value, said.span, said.text))
    rounding = target.rounding if parts_asked or target.what is TargetWhat.PARTS and (
        entry.per is not None and entry.per.unit == target.per
        and entry.count is not None and entry.count.value is None
    ) else None
    if rounding == "ceil" and not (entry.room or for_need) or exact:
        rounding = None  # "Each box has 9 pens": every box is full, so only an exact division parts it
    if entry.all_placed:
        # "keeps 86 cards in 7 binders, the same number in each": all of them lie in the parts,
        # so only an exact division parts them (nothing over, none short, no part not full)
        b.equations.append(Equation(entry.id, ((ONE, whole),), Fraction(0), b.clause(entry),
                                    products=((-ONE, size, parts),)))
        return None
    if _asks_partial(target, entry):
        rounding = "partial"  # "How many are in the box that is not full?": the rest, above zero
    if _asks_short(b, entry):
        # "She shares them among 4 friends. How many more would she need?": the least amount
        # more that parts exactly: whole + more = size × parts, the size whole, 0 < more < parts
        more = b.new_var(f"{entry.id}.short", entry.kind.unit,
                         f"the {entry.kind.plural_label} more needed for equal parts")
        b.equations.append(Equation(entry.id, ((ONE, whole), (ONE, more)), Fraction(0), b.clause(entry),
                                    products=((-ONE, size, parts),), rounded=("short", size, more, parts)))
        return None
    if leftover:
        # each part gets whole things (or each part of the size stated is full); the rest,
        # 0 ≤ rest < parts (or < size), stays with the holder
        rest = b.new_var(f"{entry.id}.rest", entry.kind.unit, f"the {entry.kind.plural_label} left over")
        whole_parts = entry.count is not None and entry.count.value is None
        b.equations.append(Equation(entry.id, ((ONE, whole), (-ONE, rest)), Fraction(0),
                                    b.clause(entry), products=((-ONE, size, parts),),
                                    rounded=("floor", parts, rest, size) if whole_parts
                                    else ("floor", size, rest, parts), rounded_by=entry.rest_kept))
        return rest
    if rounding is None:
        b.equations.append(Equation(entry.id, ((ONE, whole),), Fraction(0), b.clause(entry),
                                    products=((-ONE, size, parts),)))
        return None
    last = entry.per.label if entry.per else "part"
    rest = b.new_var(f"{entry.id}.rest", entry.kind.unit,
                     f"the {entry.kind.plural_label} left over" if rounding == "floor"
                     else f"the {entry.kind.plural_label} in the {last} that is not full"
                     if rounding == "partial" else f"the room left in the last {last}")
    sign = ONE if rounding == "ceil" else -ONE
    b.equations.append(Equation(entry.id, ((ONE, whole), (sign, rest)), Fraction(0), b.clause(entry),
                                products=((-ONE, size, parts),),
                                rounded=(rounding, parts, rest, size), rounded_by=target.rounded_by))
    return None


def _asks_short(b: _Builder, entry: Entry) -> bool:
    """ "How many more would she need?" with no amount wanted told, of the one share of the
    asker's own holding among a stated number of parts told equal: what would make them equal."""
    target = b.ledger.target
    if target.what is not TargetWhat.SHORTFALL or target.goal is not None or target.todo is not None or (
        target.verb is not None and not in_class(target.verb, "buying_verbs")
    ):
        return False
    if entry.capacity or entry.shared is not None or entry.count is None or entry.count.value is None or (
        entry.rest_kept is not None  # "split them among 8 and kept the rest": none was wanted more
    ) or (
        is_measure(entry.kind.unit)  # $29 among 3 is $9.67 each: no amount more is needed
        or entry.amount.value is not None or not target.matcher.matches(entry.kind)
        or target.holders is None or entry.subject not in target.holders
        or entry.actor not in target.holders  # "Ana wants to put them in 4 stacks": Ana's plan
    ):
        return False
    if not (target.equal_parts or _parts_told_equal(b, entry)):
        # "wants to split the candy into 2 bags": bags of any size part 9 candies, none more needed
        return False
    entries = b.ledger.entries
    later = entries[[e.id for e in entries].index(entry.id) + 1:]
    # a goal of the kind is the amount wanted; a change after the share is not in its parts
    return not any(e.op is Op.GOAL and target.matcher.matches(e.kind) for e in entries) and not any(
        target.matcher.matches(e.kind) for e in later)


def share_shortfall(b: _Builder, target: Target) -> tuple[list[Term], str | None, Scope] | None:
    """The amount more that makes the one share asked about part exactly (see ``_asks_short``);
    None when the story has no such share."""
    short = [f"{e.id}.short" for e in b.ledger.entries if f"{e.id}.short" in b.vars]
    if len(short) != 1:
        return None
    b.nonnegative_target = True
    return [(ONE, short[0])], target.matcher.unit if not target.matcher.money else None, ("", 0, (0,))


def _asks_partial(target: Target, entry: Entry) -> bool:
    """The question asks what the one part of ``entry`` that is not full holds."""
    return target.what is TargetWhat.PARTIAL and entry.per is not None and entry.per.unit == target.per and (
        entry.count is not None and entry.count.value is None and entry.amount.value is not None)


def share_terms(b: _Builder, target: Target) -> tuple[list[Term], str | None, Scope] | Refusal:
    """EACH: the size of the one share whose parts (and kind) the question names; PARTS:
    the number of parts of the one share into parts of that noun."""
    matching = []
    for entry in b.ledger.entries:
        if entry.id not in b.shares or entry.per is None:
            continue
        if target.per is not None and entry.per.unit != target.per:
            continue
        if target.what is not TargetWhat.PARTS and not target.matcher.matches(entry.kind):
            continue
        matching.append(entry)
    own = [e for e in matching if target.holders is not None and e.parter in target.holders]
    if len(matching) > 1 and len(own) == 1:
        matching = own  # "Ann put hers into boxes … Bo put his into boxes … did Bo put in each box?"
    if len(matching) != 1:
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text,
                       span=target.span, expected=("one shared whole the question names",))
    entry = matching[0]
    if target.holders is not None and (entry.parter is None and target.what is TargetWhat.EACH or (
        entry.parter is not None and entry.parter not in target.holders
    )):
        # "Ben has 40 chairs. Al arranged them in rows of 8. How many rows did Ben make?": Ben
        # parted nothing; nor did "he" of "Tom put his into boxes … How many boxes did he fill?"
        # in the reading where "he" is Sam
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("the parting of the one the question names",))
    size, parts = b.shares[entry.id]
    if target.what is TargetWhat.PARTIAL:
        rest = f"{entry.id}.rest"
        if not _asks_partial(target, entry) or rest not in b.vars:
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text,
                           span=target.span, expected=("a whole put into parts of a stated size",))
        return [(ONE, rest)], target.matcher.unit if not target.matcher.money else None, ("", 0, (0,))
    asked = entry.amount if target.what is TargetWhat.EACH else entry.count
    if asked is None or asked.value is not None:
        # "Each bus holds 40. How many are in each bus?": the question must ask the share's
        # unknown, not repeat what the text gives
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text,
                       span=target.span, expected=("the unknown of a share",))
    if target.what is TargetWhat.EACH:
        if ordinal_part_told(b, entry) and not _parts_told_equal(b, entry):
            # "She puts them into two boxes. The first box has 37.": the boxes hold the same?
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                           expected=("parts told equal, or no part's holding told",))
        unit = target.matcher.unit if not target.matcher.money else None
        return [(ONE, size)], unit, ("", 0, (0,))
    return [(ONE, parts)], target.per, ("", 0, (0,))


def _ordinal_parts(b: _Builder, noun: str) -> dict[int, str]:
    """The entities "the first <noun>", "the second <noun>", … by their place."""
    parts = {}
    for entity in b.ledger.entities:
        named = entity.place_in_row
        if named is not None and named[1] == noun:
            parts[named[0]] = entity.id
    return parts


def rest_part_terms(b: _Builder, target: Target, holders: list[str]) -> list[Term] | Refusal | None:
    """ "She puts her 88 pears into two boxes. There are 37 in the first box. How many are in
    the second box?": the one part no holding was told of, of a whole put into a stated number
    of parts, is the whole less every other part, each told once after the parting and never
    changed. None when the holder asked is no ordinal part of a share; a Refusal when it is one
    and the story leaves its holding open."""
    if target.what is not TargetWhat.STATE or target.time != "final" or len(holders) != 1:
        return None
    named = b.ledger.entity(holders[0]).place_in_row
    if named is None:
        return None
    place, noun = named
    refused = Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                      expected=("a whole put into parts, every part but the one asked told",))
    shares = [e for e in b.ledger.entries if e.op is Op.SHARE and e.per is not None and e.per.unit == noun]
    if len(shares) != 1 or shares[0].id not in b.share_wholes:
        return refused
    share = shares[0]
    count = share.count.value if share.count is not None else None
    if count is None or count.denominator != 1 or not 1 <= place <= count or (
        share.amount.value is not None or _parts_told_equal(b, share)
        or not target.matcher.matches(share.kind)
    ):
        return refused  # a size told or said equal of the parts: what "each" holds, not this
    parts = _ordinal_parts(b, noun)
    others = [parts.get(n) for n in range(1, int(count) + 1) if n != place]
    entries = b.ledger.entries
    after = entries[entries.index(share) + 1:]
    terms: list[Term] = [(ONE, b.share_wholes[share.id])]
    for other in others:
        told = [e for e in entries if other in (e.subject, e.other, e.actor)]
        if other is None or len(told) != 1 or told[0] not in after or told[0].op is not Op.OBSERVE or (
            told[0].kind != share.kind or _told_before(b, told[0], share)
        ):
            return refused  # a part not told, told twice, before the parting or of another kind
        terms.append((-ONE, b.state((other, told[0].kind))))
    if any(holders[0] in (e.subject, e.other, e.actor) for e in entries) or any(
        entity.place_in_row is None and entity.head.lower() == noun
        and any(entity.id in (e.subject, e.other) and e.kind.unit == share.kind.unit for e in entries)
        for entity in b.ledger.entities
    ):
        return refused  # the part asked told something, or another <noun> holds the kind
    return terms


def _told_before(b: _Builder, entry: Entry, parting: Entry) -> bool:
    """ "She puts them into two boxes. The first box had 20.": a holding told in the past of
    a parting told otherwise may be what the part held before it."""
    return tense_within(b.ledger.times, entry.clause) is Tense.PAST and (
        tense_within(b.ledger.times, parting.clause) is not Tense.PAST)


def row_total_terms(b: _Builder, target: Target, holders: list[str]) -> list[Term] | Refusal | None:
    """ "A book has two chapters. The first chapter has 48 pages. The second chapter has 46
    pages. How many pages does the book have?": a holder told to have a number of parts, each
    part named by its place and told once to hold the kind asked, holds their sum. None when no
    parts of the holder asked are so named; a Refusal when they are and the story leaves its
    holding open."""
    if target.what is not TargetWhat.STATE or target.time != "final" or len(holders) != 1:
        return None
    entries = b.ledger.entries
    counts = [e for e in entries if e.op is Op.OBSERVE and e.subject == holders[0]
              and e.amount.value is not None and _ordinal_parts(b, e.kind.unit)]
    if not counts:
        return None
    refused = Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                      expected=("every part of the holder asked told once, by its place",))
    if len(counts) != 1:
        return refused
    told = counts[0]
    noun = told.kind.unit
    assert told.amount.value is not None
    parts = _ordinal_parts(b, noun)
    if told.amount.value.denominator != 1 or set(parts) != set(range(1, int(told.amount.value) + 1)) or (
        told.kind.modifiers or told.kind.of is not None
        or any(e.kind.unit == noun and e is not told for e in entries)
    ):
        return refused  # a part not told, or parts of that noun counted again (another whole's?)
    terms: list[Term] = []
    tenses = {tense_within(b.ledger.times, told.clause)}
    for place in sorted(parts):
        said = [e for e in entries if parts[place] in (e.subject, e.other, e.actor)]
        if len(said) != 1 or said[0].op is not Op.OBSERVE or not target.matcher.matches(said[0].kind):
            return refused
        terms.append((ONE, b.state((parts[place], said[0].kind))))
        tenses.add(tense_within(b.ledger.times, said[0].clause))
    if Tense.PAST in tenses and len(tenses - {None}) > 1:
        return refused  # "The first shelf had 7 hats. The second shelf has 5.": at one time?
    if any(entity.place_in_row is None and entity.head.lower() == noun for entity in b.ledger.entities):
        return refused  # "a chapter" besides the ones in a row: one of them, or another?
    if _other_thing_holds(b, target, {holders[0], *parts.values()}):
        return refused  # "The top of the rack has 2 hats.": a part of the holder named otherwise?
    b.rows_counted.add(told.id)
    return terms


def _other_thing_holds(b: _Builder, target: Target, counted: set[str]) -> bool:
    """A thing or place other than ``counted`` (no person, no group of people) is told to hold
    the kind asked: it may be a part of the holder that is no part of its row."""
    people = {EntityKind.PERSON, EntityKind.GROUP}
    return any(
        entity.id not in counted and entity.kind not in people and any(
            entity.id in (e.subject, e.other) and target.matcher.matches(e.kind) for e in b.ledger.entries)
        for entity in b.ledger.entities)


def ordinal_part_told(b: _Builder, entry: Entry) -> bool:
    """A holding of the kind was told of one part of ``entry`` named by its place ("the first
    box"): the parts need not be equal, whatever "each" asks."""
    assert entry.per is not None
    parts = set(_ordinal_parts(b, entry.per.unit).values())
    return any(e.subject in parts and e.kind.unit == entry.kind.unit for e in b.ledger.entries)


__all__ = ["PEOPLE_COUNTED", "ROW_COUNTED", "apply_share", "finish_shares", "made_use_terms",
           "ordinal_part_told", "people_counted", "rest_part_terms", "row_total_terms", "share_shortfall",
           "share_terms"]
