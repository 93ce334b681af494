"""Multiplicative chains: a rate applied to a count the story states.

A rate told of each one of a kind — the contents of each container ("Each box has 6 pens",
a RATE of the boxes' holder, or a PACE of the world when no boxes are counted yet) or what
someone's verb does for each one ("She reads 10 pages a day") — multiplies a count the story
tells elsewhere:

* **contents of what an event moved**: "She bought 6 boxes. Each box has 5 pens. How many
  pens did she buy?" — the pens in each box times the boxes bought, for every event of the
  verb asked that moved boxes (and none that moved pens themselves: loose pens and boxed
  pens told together are not guessed at);
* **contents of what someone holds**: "Each box has 6 pens. Tom has 4 boxes. How many pens
  does Tom have?" — the pens in each box times the boxes Tom has at the end, when the story
  tells nothing else of Tom's pens;
* **a pace over a stretch of the same verb**: "Mia reads 10 pages a day. She read for 6
  days. How many pages did she read?" — the pace times the one stretch of that verb told in
  the pace's unit, when the pace is all the story tells of that verb and kind; or the one
  stretch of a verb that counts occasions ("played 6 games" for "scores 4 points each
  game", lexicon `occasion_verbs`).

Each product is one equation citing the rate's span and the count's (the unit obligation
composes the rate's "per" unit with the count's unit); a derived count feeds the next step
like any other state.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

import attrs

from wordproof.ledger.entries import (
    MADE,
    EntityKind,
    Entry,
    Kind,
    KindMatcher,
    Op,
    Target,
    TargetWhat,
    is_measure,
)
from wordproof.lexicon.tables import measure_unit, membership
from wordproof.lexicon.words import VerbClass, in_class, lemmas, uncountable, verb_class
from wordproof.refusals import Refusal, RefusalCode, Stage

if TYPE_CHECKING:
    from wordproof.ledger.replay import Scope, Term, _Builder

ONE = Fraction(1)
_MOVES = (Op.GAIN, Op.LOSS, Op.TRANSFER, Op.EVENT)


def holds(container: Kind, contents: Kind) -> bool:
    """A container whose kind names what it holds ("boxes of crayons") holds only that: 6 pens
    in each box say nothing of boxes of crayons (the text contradicts itself or means other
    boxes). A portion ("3 pieces", lexicon ``portion_nouns``) is of whatever the box holds; a
    measure of what the container is of ("5 pounds of rice" in a bag of rice) is what it holds;
    things counted in a container of a stuff ("pages of homework", "boxes of clothing": a noun
    with no plural of its own) are of that stuff ("4 problems" on a page of homework), and
    things named by a category of what it is of ("coins" in piles of dimes) are those things;
    a container of a colour ("packs of blue") holds things of that colour, whatever they are."""
    if container.of is not None and contents.of is None and membership(
        container.of.split()[-1], contents.unit, tuple(container.of.split()[:-1])
    ):
        return True  # "piles of dimes" hold coins: the things held, named by their category
    if container.of is not None and in_class(container.of, "colour_adjectives"):
        return True  # "packs of blue": of a colour, whatever things they hold
    return container.of in (None, contents.unit) or (
        contents.of is None and not is_measure(contents.unit) and uncountable(container.of.split()[-1])
    ) or (
        container.of.split()[-1] == contents.unit and contents.of is None  # "packs of red balls"
    ) or (contents.of is None and in_class(contents.unit, "portion_nouns")) or (  # "3 pieces" of candy
        contents.of == container.of and is_measure(contents.unit))


def _may_hold_too(other: Kind, contents: Kind, counted: Sequence[Kind]) -> bool:
    """ "2 tubes of green and 3 boxes of white. Each tube had 7 chalks.": containers of another
    sort, with no rate told of them, that may hold the things counted too: of a colour (white
    chalks?), of the same stuff or things as a counted container ("crates of furniture and boxes
    of furniture"), or of things of the kind counted ("jars of pennies" beside stacks of nickels,
    each "10 coins")."""
    if other.of is None:
        return False
    *described, head = other.of.split()
    return in_class(other.of, "colour_adjectives") or any(other.of == k.of for k in counted) or bool(
        membership(head, contents.unit, tuple(described)))


def _described(container: Kind) -> bool:
    """ "empty boxes", "small jars": containers told by a word of their own sort or state,
    which what any container of the kind holds may not be true of."""
    return any("ADJ" in lemmas(m) for m in container.modifiers)


def _said_of(container: Kind, target: Target) -> bool:
    """ "How many red balls …" of "packs of red balls": the modifiers asked are the container's
    own words for what it holds."""
    if container.of is None or not target.matcher.modifiers:
        return True
    *described, head = container.of.split()
    return head == target.matcher.unit and set(target.matcher.modifiers) <= set(described)


def _contents(b: _Builder, target: Target, holder: str | None) -> list[tuple[Entry, str]]:
    """The contents rates of the kind asked: (entry, rate variable). A holder's RATE counts
    only for that holder; a world PACE with no verb ("Each box has 6 pens") for anyone."""
    found = []
    for e in b.ledger.entries:
        if e.per is None or not target.matcher.matches(e.kind) or e.verb is not None:
            continue
        if e.op is Op.PACE and e.id in b.paces:
            found.append((e, b.paces[e.id]))
        elif e.op is Op.RATE and e.id in b.amount_var and holder in (None, e.subject):
            found.append((e, b.amount_var[e.id]))
    return found


def _product(b: _Builder, name: str, rate: str, count: str, unit: str, label: str, cite: str,
             clause: str) -> str:
    from wordproof.ledger.replay import Equation

    amount = b.new_var(name, unit, label)
    b.equations.append(Equation(cite, ((ONE, amount),), Fraction(0), clause,
                                products=((-ONE, rate, count),)))
    return amount


def contents_event_terms(b: _Builder, target: Target, holders: list[str],
                         direct: list[Term]) -> list[Term] | None:
    """ "bought 6 boxes … each box has 5 pens": the pens in the boxes the verb moved. None
    when no event of the verb moved containers of the kind asked; [] (refuse) when the verb
    also moved the kind itself, or the containers have more than one rate."""
    from wordproof.ledger.replay import _same_event

    # "bought 3 baskets. She put 8 eggs into each basket": the eggs went in after; none was bought
    rates = [(e, r) for e, r in _contents(b, target, None) if not told_as_put(b, e)]
    described = target.matcher.modifiers and target.matcher.unit is not None and not rates
    if described:  # "How many red balls did she buy?" of packs of red balls with 18 balls each
        rates = _contents(b, attrs.evolve(target, matcher=attrs.evolve(target.matcher, modifiers=())), None)
    containers = [e.per.unit for e, _ in rates if e.per is not None]
    terms: list[Term] = []
    counted: set[str] = set()
    twice = False  # one box told of by two rates ("Each box has 6. Each red box has 8.")
    for rate_entry, rate in rates:
        assert rate_entry.per is not None
        moved = [e for e in b.ledger.entries if e.op in _MOVES and e.actor in holders
                 and _same_event(e.verb, target.verb) and rate_entry.per.covers(e.kind)
                 and holds(e.kind, rate_entry.kind) and e.id in b.amount_var
                 and (not _described(e.kind) or rate_entry.every_sort)  # "3 red and 2 blue boxes. Each box …"
                 and (rate_entry.op is Op.PACE or rate_entry.subject in (e.subject, e.other))
                 and (not described or e.kind.of is not None and _said_of(e.kind, target))]
        twice = twice or any(e.id in counted for e in moved)
        counted.update(e.id for e in moved)
        for e in moved:
            terms.append((ONE, _product(
                b, f"{e.id}.contents", rate, b.amount_var[e.id], rate_entry.kind.unit,
                f"the {rate_entry.kind.plural_label} in the {e.kind.plural_label} of {e.id}",
                rate_entry.id, b.clause(rate_entry))))
    if not terms:
        return None
    uncounted = [e for e in b.ledger.entries if e.op in _MOVES and e.actor in holders and e.id not in counted
                 and _same_event(e.verb, target.verb) and e.kind.unit in containers
                and (not described or _said_of(e.kind, target))]  # boxes of red pears hold none asked
    counted_kinds = [e.kind for e in b.ledger.entries if e.id in counted]
    uncounted += [e for e in b.ledger.entries if e.op in _MOVES and e.actor in holders
                  and e.id not in counted and _same_event(e.verb, target.verb)
                  and any(_may_hold_too(e.kind, r.kind, counted_kinds) for r, _ in rates)]
    if uncounted:
        return []  # "Calvin bought 7 boxes" too, and only Darren's boxes are told to hold 24: his hold?
    if direct or twice or target.qualified and len(terms) != 1:
        # "How many pens did he buy on Monday?" over several purchases: which? Boxes of red pens
        # and of blue ones, each with its own rate, are counted each by its own
        return []
    return terms


def told_as_put(b: _Builder, rate: Entry) -> bool:
    """Whether the contents were told as put into the containers by a verb of placing, the
    clause's own ("She put 8 eggs into each basket"), not as what the containers held when
    they were moved."""
    verbs = b.ledger.told.verbs_within(rate.clause)
    # the clause's own verb: "Omar saw 4 crates, each packed with 9 melons" tells a seeing
    return bool(verbs) and verb_class(verbs[0].lemma) is VerbClass.PLACE


def contents_state_terms(b: _Builder, target: Target, holders: list[str]) -> list[Term] | None:
    """ "Each box has 6 pens. Tom has 4 boxes. How many pens does Tom have?": the pens in
    each box times the boxes Tom has at the end. Only a world pace of contents (a holder's
    RATE already makes the holding), one holder asked, at the end of the story. With no
    holder asked ("There are 4 boxes. How many pens are there?"), the one holder of boxes."""
    from wordproof.ledger.replay import told_apart_in_time

    changed = any(e.op in (Op.GAIN, Op.LOSS, Op.TRANSFER) for e in b.ledger.entries)
    if target.holders is not None and len(holders) != 1 or target.time != "final" and not (
        target.time == "past" and not changed  # "how many coins did she have?" with nothing changed
    ):
        return None
    rates = [(e, r) for e, r in _contents(b, target, None) if e.op is Op.PACE]
    told = [e for e in b.ledger.entries if target.matcher.matches(e.kind)]
    if not rates and len(told) == 1 and told_of_any_one(b, told[0], container := b.ledger.entity(
            told[0].subject).head):
        # "There are 10 pens in a box. Tom has 4 boxes.": what "a box" has, any box has
        rate_entry = attrs.evolve(told[0], per=Kind(container))
    elif len(rates) == 1:
        rate_entry = rates[0][0]
    else:
        return None
    assert rate_entry.per is not None
    if target.holders is not None and in_class(rate_entry.per.unit, "person_nouns"):
        return None  # "Each child has 3 apples. Ann has 4 children.": the apples are the children's
    keys = [key for key in b.timelines if (target.holders is None or key[0] == holders[0])
            and key[1].unit == rate_entry.per.unit
            and not key[1].part and key not in b.merged and holds(key[1], rate_entry.kind)
            and not _described(key[1])]  # "4 empty boxes", "4 small boxes": as full as any box?
    if len(keys) != 1 or target.time == "past" and len(b.timelines[keys[0]]) != 1 or any(
        key[0] == keys[0][0] and key[1].unit not in (rate_entry.per.unit, rate_entry.kind.unit)
        for key in b.timelines
    ):
        # "Each student has 3 pens. There are 4 students and 2 teachers.": the teachers may
        # hold some too
        return None
    if told_apart_in_time(b, rate_entry, keys[0]):
        return None  # "Each herd had 28 cows. Now there are 30 herds.": as full now?
    if _got_after_told(b, rate_entry):
        return None  # "Tia has 3 jars. Raj has 2. Each jar has 5 beads. Tia buys 4 jars.": full?
    if rates:
        rate = rates[0][1]
    else:
        _as_any_one(b, rate_entry, rate_entry.per.unit)
        rate = b.paces[rate_entry.id]
    count = b.timelines[keys[0]][-1]
    return [(ONE, _product(b, "question.contents", rate, count, rate_entry.kind.unit,
                           f"the {rate_entry.kind.plural_label} in {keys[0][0]}'s "
                           f"{keys[0][1].plural_label}", rate_entry.id, b.clause(rate_entry)))]


def _got_after_told(b: _Builder, pace: Entry) -> bool:
    """A pace of contents told after some containers of its kind were held says what those
    containers hold; containers got from outside the story after it (bought, found) may not
    be as full. Containers passed between holders told are among those the pace spoke of."""
    assert pace.per is not None
    entries = list(b.ledger.entries)
    at = next(i for i, e in enumerate(entries) if e.id == pace.id)
    held_before = any(e.kind.unit == pace.per.unit and e.op in (Op.OBSERVE, Op.GAIN) for e in entries[:at])
    return held_before and any(e.kind.unit == pace.per.unit and e.op is Op.GAIN for e in entries[at + 1:])


def done_by_many(b: _Builder, actor: str) -> bool:
    """ "Amy and Ben (they, the twins) earned 5 tickets each time": each of them, or the two
    together? A pace of a group's is not multiplied by a count of its doings."""
    return any(e.id == actor and (len(e.members) > 1 or e.plural) for e in b.ledger.entities)


def whole_batches(pace: Entry, stretch: Fraction | None) -> bool:
    """ "reads 4 pages every 10 minutes", "earns $10 every 2 hours": a doing told every so many
    of a unit comes in batches, one at the end of each stretch; over a time of the doing (in the
    pace's unit) that is not a whole number of stretches the batches done and the steady rate
    disagree (35 minutes: 12 pages or 14?). True when the pace is no such batch, or the time
    holds whole stretches."""
    if "every" not in pace.cues or pace.count is None:
        return True
    return pace.count.value is not None and stretch is not None and (
        stretch / pace.count.value).denominator == 1


def stretch_terms(b: _Builder, target: Target, holders: list[str]) -> list[Term] | None:
    """ "Mia reads 10 pages a day. She read for 6 days.": the pace times the one stretch of
    the same verb told in the pace's unit. None unless the pace is all that is told of the
    verb and kind asked for these holders, and the stretch is told exactly once."""
    from wordproof.ledger.replay import told_of

    if target.verb is None or target.qualified:
        return None  # "How many goals will she score this year?": is that the stretch told?
    told = told_of(b, target, holders)
    if len(told) != 1 or told[0].op is not Op.PACE or told[0].per is None or told[0].id not in b.paces:
        return None
    pace = told[0]
    assert pace.per is not None
    if done_by_many(b, pace.actor):
        return None
    members = {e.id: e.members for e in b.ledger.entities}
    asked = {m for h in holders for m in members.get(h) or (h,)}
    if asked != set(members.get(pace.actor) or (pace.actor,)):
        return None  # "Ann uses 4 nails a shelf … Bo built 2 shelves. How many nails did they use?"
    if any(doing.verb in (pace.verb, pace.counted_by) and pace.actor in doing.doers
           for doing in b.ledger.untold):
        return None  # "2 apples for each mile she runs. She ran 3 miles. She ran to the park."
    if pace.counted_by is not None:
        return _counted_by_doings(b, pace)
    stretches = [e for e in b.ledger.entries if e.actor == pace.actor and e.op is Op.EVENT
                 and e.kind.unit == pace.per.unit and e.verb is not None
                 and (e.verb == pace.verb or in_class(e.verb, "occasion_verbs"))
                 and not (pace.per.unit == "time" and pace.work and e.verb not in pace.work)]
    if len(stretches) != 1 or stretches[0].id not in b.amount_var or any(
        pace.actor in (e.actor, e.subject) and e.kind.unit == pace.per.unit and e not in stretches
        and e is not pace for e in b.ledger.entries
    ):
        # ("read for 5 days. She skipped 1 day": one of the 5, or another?; "played 7 times …
        # 5 tickets each time she won": the times she won are not the times she played; "played
        # 7 times and won 3 times … 5 tickets each time": each time she won, or played?)
        return None
    if any(e.actor == pace.actor and e.op is Op.EVENT and e.verb == pace.verb and e.kind.unit != pace.per.unit
           for e in b.ledger.entries):
        return None  # "30 pages per book; read 2 books and 1 magazine": the magazine's pages too
    stretch = stretches[0]
    if not whole_batches(pace, stretch.amount.value):
        return None  # "4 pages every 10 minutes … read for 35 minutes": 3 batches done, or 3 1/2?
    return [(ONE, _product(b, f"{stretch.id}.paced", b.paces[pace.id], b.amount_var[stretch.id],
                           pace.kind.unit, f"the {pace.kind.plural_label} over {stretch.id}",
                           pace.id, b.clause(pace)))]


def _counted_by_doings(b: _Builder, pace: Entry) -> list[Term] | None:
    """ "She scores 5 points for each treasure she finds. She found 4 treasures and then 3.": the
    pace times each count of the doer's doings of the verb it names, summed. None unless every
    entry of the doer's over the things counted is such a doing ("She found 4 and lost 1": does a
    lost one still score?), and there is one."""
    from wordproof.ledger.replay import dated_apart

    assert pace.per is not None
    per = pace.per.unit
    doings = [e for e in b.ledger.entries if e is not pace and pace.actor in (e.actor, e.subject, e.other)
              and (e.kind.unit == per or e.other_kind is not None and e.other_kind.unit == per)]
    if not doings or any(e.actor != pace.actor or not _counts(pace, e.verb) or e.kind != pace.per
                         or e.op not in (Op.GAIN, Op.LOSS, Op.EVENT) or e.id not in b.amount_var
                         for e in doings):
        return None
    if pace.counted_by == MADE and any(
        dated_apart(b, e, pace) for e in doings  # "used 2 per glass on Monday … made 6 on Friday"
    ) or pace.counted_by == MADE and any(
        e.actor == pace.actor and e.kind.unit != per and _counts(pace, e.verb) for e in b.ledger.entries
    ):  # "2 oranges per glass … made 6 glasses and 2 pies": oranges in the pies too?
        return None
    return [(ONE, _product(b, f"{e.id}.paced", b.paces[pace.id], b.amount_var[e.id], pace.kind.unit,
                           f"the {pace.kind.plural_label} for {e.id}", pace.id, b.clause(pace)))
            for e in doings]


def _counts(pace: Entry, verb: str | None) -> bool:
    """Whether a doing of ``verb`` is one the pace counts: of the verb it names ("for each
    treasure she finds"); ``MADE`` (what is used up for each one made) counts any making of the
    thing ("baked 6 pies")."""
    return verb == pace.counted_by or pace.counted_by == MADE and in_class(verb or "", "producing_verbs")


def unsettle_contents(b: _Builder, contents: tuple[str, Kind], entry: Entry) -> None:
    """ "Tom has 4 bags with 5 cans in each. He gave 1 bag to Sam.": the holder's cans were
    the rate times the bags when the rate was told; whether a bag that left was full, or a
    bag that came is, the story does not say. The cans change by an unknown amount, so a
    question about them is not answered from the old product."""
    name = f"{entry.id}.contents"
    if name in b.vars:  # contents in turn, or a second kind ("Each box has 7 bags"; "4 pens and 6 pencils")
        name = f"{name}.{'_'.join(contents[1].label.split())}"
    effect = b.new_var(name, contents[1].unit,
                       f"the {contents[1].plural_label} in the containers of {entry.id}", signed=True)
    b.change(contents, entry, ONE, effect)


def generic_one(b: _Builder, target: Target, told: list[Entry]) -> Entry | None:
    """ "A bee has 6 legs. How many legs do 8 bees have?": a question over a count of a kind
    reads what "a bee" has as what any one of them has. Only when that holding is all the
    story tells of the kind asked, its holder was named by "a"/"an" and the kind counted, and
    nothing else is told of that holder. The entry comes back as a rate per one of the kind,
    its variable equal to the holding (the unit obligation composes it like any rate)."""
    if len(told) != 1 or target.per is None or not told_of_any_one(b, told[0], target.per):
        return None
    return _as_any_one(b, told[0], target.per)


def told_of_any_one(b: _Builder, one: Entry, per_unit: str) -> bool:
    """Whether what "a bee" (``one``'s holder) holds may be read as what any one ``per_unit``
    holds: the holder named by "a"/"an" with that head noun, nothing else told of it, one
    holding."""
    if one.op is not Op.OBSERVE or not named_as_any_one(b, one, per_unit):
        return False
    key = (one.subject, one.kind)
    return key in b.timelines and len(b.timelines[key]) == 1


def named_as_any_one(b: _Builder, one: Entry, noun: str) -> bool:
    """Whether ``one``'s subject is named by "a"/"an" and ``noun`` alone ("a bee", never "a
    small box"), no person ("a farmer has 6 cows" is one farmer's), and nothing else is told
    of it."""
    entity = b.ledger.entity(one.subject)
    return entity.kind is EntityKind.ROLE and not entity.plural and entity.indefinite and (
        entity.head == noun and len(entity.label.split()) <= 2 and not in_class(noun, "person_nouns")
    ) and not any(one.subject in (e.subject, e.actor, e.other) for e in b.ledger.entries if e is not one)


def _as_any_one(b: _Builder, one: Entry, per_unit: str) -> Entry:
    """The entry ``_any_one`` allows, as a rate per one ``per_unit``, its variable equal to
    the holding."""
    from wordproof.ledger.replay import Equation

    key = (one.subject, one.kind)
    per = Kind(per_unit)
    rate = b.new_var(f"{one.id}.each", one.kind.unit,
                     f"the {one.kind.plural_label} of any one {per.label}")
    b.vars[rate] = attrs.evolve(b.vars[rate], per=per.unit, count=False)
    b.equations.append(Equation(one.id, ((ONE, rate), (-ONE, b.timelines[key][0])), Fraction(0),
                                b.clause(one)))
    b.paces[one.id] = rate
    return attrs.evolve(one, per=per)


def _finished_as_paced(b: _Builder, target: Target) -> Target:
    """ "Ivo reads 8 pages a day … How many days will it take him to finish the book?": to finish
    a thing, when the story tells no finishing, is to do the one doing it paces to its end ("to
    read the book"); two doings paced ("reads 8 pages a day and types 2"): which? The target as
    it is otherwise (lexicon ``finishing_verbs``)."""
    if target.verb is None or not in_class(target.verb, "finishing_verbs") or any(
        e.verb == target.verb for e in b.ledger.entries
    ):
        return target
    paced = {e.verb for e in b.ledger.entries if e.op is Op.PACE and e.verb is not None}
    return attrs.evolve(target, verb=paced.pop()) if len(paced) == 1 else target


def span_terms(b: _Builder, target: Target) -> tuple[list[Term], str | None, Scope] | Refusal:
    """ "Mia reads 10 pages a day. How many days will it take her to read 60 pages?": the
    count of the pace's unit whose product with the pace is the amount named (amount = pace ×
    count, the count unknown). The count asked must be whole: "6.5 days" may mean 7, and is
    refused by integrality, never rounded."""
    from wordproof.ledger.replay import (
        Equation,
        Given,
        _same_event,
        past_pace_asked_otherwise,
        said_in_parts,
        told_of,
    )

    if target.goal is None:
        return _lasting(b, target)
    if target.rest:
        return _rest_taken(b, target)
    target = _finished_as_paced(b, target)
    assert target.per is not None and target.goal is not None and target.goal.value is not None
    told = told_of(b, target)
    timed = [e for e in b.ledger.entries if (target.holders is None or e.actor in target.holders)
             and _same_event(e.verb, target.verb) and e.op is Op.PACE and e.per is not None
             and said_in_parts(e.kind.unit, target.per) and target.matcher.matches(e.per) and e.id in b.paces]
    anyone = _time_for_anyone(b, target)
    for pace in told + timed + ([anyone] if anyone is not None else []):
        if past_pace_asked_otherwise(b, target, pace):
            return Refusal(RefusalCode.UNBOUND_TEMPORAL_SCOPE, Stage.LEDGER, target.text, span=target.span,
                           expected=("a pace told of the time asked",))
    if not told and len(timed) == 1:
        return _time_taken(b, target, timed[0])
    if not told and not timed and anyone is not None:
        return _time_taken(b, target, anyone)
    if len(told) != 1 or told[0].op is not Op.PACE or told[0].per is None or (
        not said_in_parts(told[0].per.unit, target.per) or told[0].id not in b.paces
    ):
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("one pace of the verb asked, per the unit asked",))
    pace = told[0]
    if b.ledger.entity(pace.actor).members:
        # "Ann and Bo earn $8 an hour": each of them, or the two together?
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("a pace of one doer",))
    asked = measure_unit(target.matcher.unit) if target.matcher.unit is not None else None
    if asked is not None and target.matcher.unit != pace.kind.unit:
        # "earns $8 an hour … to earn 40 cents": the sum in another unit than the pace's
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=(f"an amount in {pace.kind.plural_label}",))
    money = measure_unit(pace.kind.unit)
    if money is not None and money.dimension == "money" and any(
        e is not pace and pace.actor in (e.actor, e.subject) and e.kind.unit == pace.kind.unit
        for e in b.ledger.entries
    ):
        # "She has $30. She saves $10 a week. … to save $90?": $90 more, or $90 in all?
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=(f"no {pace.kind.plural_label} of the doer's told beside the pace",))
    if any(e is not pace and pace.actor in (e.actor, e.subject) and pace.per is not None
           and e.kind.unit == pace.per.unit and e.verb is not None and (
               _same_event(e.verb, pace.verb) or in_class(e.verb, "working_verbs"))
           for e in b.ledger.entries):
        # "earns $9 an hour. She worked 2 hours yesterday. … to earn $54?": $54 more, or in all?
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("no stretch of the doing told beside the pace",))
    if "every" in pace.cues and (pace.amount.value is None or (
        target.goal.value / pace.amount.value).denominator != 1
    ):  # "12 pages every 4 days": 30 pages are read by day 12, or 8 and a bit? never day 10
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                       expected=("an amount of whole stretches of the pace",))
    amount = b.new_var("question.amount", pace.kind.unit, f"the {pace.kind.plural_label} asked")
    b.givens.append(Given.told("question", amount, target.goal))
    assert pace.per is not None
    count = b.new_var("question.count", pace.per.unit, f"the {pace.per.plural_label} it takes")
    b.vars[count] = attrs.evolve(b.vars[count], count=True)  # never rounded: whole, or refused
    b.equations.append(Equation("question", ((ONE, amount),), Fraction(0), target.text,
                                products=((-ONE, b.paces[pace.id], count),)))
    return [(ONE, count)], target.per, ("", 0, (0,))  # "How many hours" of a pace per minute: converted


def last_period_terms(b: _Builder, target: Target) -> tuple[list[Term], str | None, Scope] | Refusal:
    """ "Simon needs to make 519 bags. He makes 42 bags a day. How many bags will he make on the
    last day?" (LAST), "How many days does he need (to make the bags)?" (PERIODS): the amount to
    do told once (a doing wanted of the pace's verb, by the doer asked) done at the one pace of
    that verb per the period asked, every period full but the last. LAST: amount = pace × full
    periods + last, the full periods whole and 0 < last < pace; an amount the pace parts exactly
    leaves no last period short of the pace, and is refused (no rest above 0), never answered 0.
    PERIODS ("need": rounded up): amount + room = pace × periods, the periods whole and 0 ≤ room
    < pace. Anything else done or held of the kind, or of the verb by the doer, refuses: is it
    part of the amount, or done before the periods counted? So does any clause passed over ("Ann
    helps him"), which may change how fast the amount is done."""
    from wordproof.ledger.derivation import Citation
    from wordproof.ledger.replay import Equation, _same_event

    refused = Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                      expected=("one amount to do and one pace of its doing, per the period asked",))
    if not target.holders or target.per is None:
        return refused
    paces = [e for e in b.ledger.entries if e.op is Op.PACE and e.id in b.paces and e.per is not None
             and e.actor in target.holders and (target.verb is None or _same_event(e.verb, target.verb))]
    if len(paces) != 1 or paces[0].verb is None:
        return refused
    pace = paces[0]
    wanted = [goal for goal in b.wanted.values() if goal.subject in target.holders
              and _same_event(goal.wanted, pace.verb)]
    if len(wanted) != 1:
        return refused
    goal = wanted[0]
    assert pace.per is not None
    if pace.per.unit != target.per or pace.amount.value is None or pace.cues or pace.count is not None or (
        pace.kind.unit != goal.kind.unit or not set(pace.kind.modifiers) <= set(goal.kind.modifiers)
        or pace.kind.of not in (None, goal.kind.of)
        or target.matcher.unit is not None and not target.matcher.matches(goal.kind)
        or b.ledger.entity(pace.actor).members or goal.amount.value is None
    ):
        return refused
    if any(e is not pace and e is not goal and (e.kind.unit == goal.kind.unit or e.actor == pace.actor and (
        _same_event(e.verb, pace.verb)
    )) for e in b.ledger.entries) or any(note.startswith("passed over") for note in b.ledger.notes):
        return refused  # ("Ann helps him": a clause passed over may change how fast it is done)
    whole, size = b.amount_var[goal.id], b.paces[pace.id]
    said = Citation("text", target.text, target.span)
    if target.what is TargetWhat.PERIODS:
        periods = b.new_var("question.periods", target.per, f"the {Kind(target.per).plural_label} needed")
        room = b.new_var("question.room", goal.kind.unit, f"the room left on the last {target.per}")
        b.equations.append(Equation("question", ((ONE, whole), (ONE, room)), Fraction(0), target.text,
                                    products=((-ONE, size, periods),),
                                    rounded=("ceil", periods, room, size), rounded_by=said))
        return [(ONE, periods)], target.per, ("", 0, (0,))
    full = b.new_var("question.full", target.per, f"the full {Kind(target.per).plural_label}")
    last = b.new_var("question.last", goal.kind.unit,
                     f"the {goal.kind.plural_label} of the last {target.per}")
    b.equations.append(Equation("question", ((ONE, whole), (-ONE, last)), Fraction(0), target.text,
                                products=((-ONE, size, full),), rounded=("partial", full, last, size),
                                rounded_by=said))
    return [(ONE, last)], goal.kind.unit, ("", 0, (0,))


def _lasting(b: _Builder, target: Target) -> tuple[list[Term], str | None, Scope] | Refusal:
    """ "Ida has 21 buns. She eats 3 buns a day. How many days will they last her?": the count
    of the pace's unit whose product with the pace is what the holder has at the end (held =
    pace × count). The one pace of a verb that uses things up (lexicon class loss: eat, drink,
    spend) of the kind asked, by its holder; the count is whole or refused, never rounded."""
    from wordproof.ledger.replay import Equation, _same_event

    done = _time_of_the_doing(b, target)
    if done is not None:
        return done
    # every pace using things up, whoever's ("Ben eats 2 a day" too may eat from her apples);
    # asked with its verb ("How many hours will it take her to finish all the problems?"): every
    # pace of that verb, whoever's (another's may do some of hers)
    paces = [e for e in b.ledger.entries if e.op is Op.PACE and e.id in b.paces and e.per is not None
             and e.verb is not None and (_uses_up(e.verb) if target.verb is None
                                         else _same_event(e.verb, target.verb))]
    refused = Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                      expected=("one pace using up what its doer holds, per the unit asked",))
    if len(paces) != 1:
        return refused
    pace, = paces
    if target.holders is not None and pace.actor not in target.holders:
        # "She eats 3 a day. How long will they last her?" with the eater and the one asked read
        # as two people: no pace of the one asked uses them up, so no count follows
        return Refusal(RefusalCode.NOT_UNIQUE, Stage.LEDGER, target.text, span=target.span,
                       expected=("a pace of the one asked",))
    assert pace.per is not None
    # what the doer holds of the pace's kind ("3 pieces a day" of her "pieces of candy"), the
    # one holding of the kind asked ("the candy": anyone else's would be used up too?)
    held = [key for key in b.timelines if key[1].unit == pace.kind.unit and pace.kind.of in (None, key[1].of)]
    asked = [key for key in b.timelines if target.matcher.matches(key[1]) or key[1].of == target.matcher.unit]
    per = target.per
    unit = measure_unit(pace.per.unit)
    if target.verb is not None:
        # a verb asked does all the things of its kind held: "36 math problems and 28 spelling
        # problems" are merged as "the problems" (replay.key_for), whose timeline is the one asked,
        # when nothing but the doer's holdings and gains is told of them
        held = [key for key in held if key not in b.merged]
        asked = [key for key in asked if key not in b.merged]
        if _held_otherwise(b, pace, held) or b.ledger.entity(pace.actor).members or "every" in pace.cues or (
            pace.verb is None or verb_class(pace.verb) in _MAKING_HELD
        ):
            # "They string 4 a minute": each, or together? "4 every 2 minutes": evenly? "has 60
            # cookies. He bakes 5 a day": the cookies held are made already, the baking makes more
            return refused
    own = [e for e in b.ledger.entries if e is not pace and e.kind.unit == pace.kind.unit
           and pace.actor in (e.subject, e.actor, e.other)]
    if own and all(e.op is Op.TRANSFER and e.other != pace.actor for e in own):
        # "Her sister gave her 5. If she eats 3 a day …" read of the sister: what the giver
        # holds is never told, so no count of days follows (the reading says nothing)
        return Refusal(RefusalCode.NOT_UNIQUE, Stage.LEDGER, target.text, span=target.span,
                       expected=("a holding of the doer's, told",))
    # ("Her sister gave her 5 more": the giver's own holding is never told, no candy of the doer's)
    held = [key for key in held if not _only_given_to(b, key, pace.actor)]
    asked = [key for key in asked if not _only_given_to(b, key, pace.actor)]
    if len(held) != 1 or held[0][0] != pace.actor or asked != held or per != pace.per.unit or (
        unit is None or unit.dimension not in ("time", "calendar")
    ) or any(e is not pace and e.actor == pace.actor and e.verb == pace.verb for e in b.ledger.entries):
        return refused  # ("She ate 3 on Monday": is it before or after the end asked?)
    key = held[0]
    count = b.new_var("question.count", per, f"the {Kind(per).plural_label} they last")
    b.vars[count] = attrs.evolve(b.vars[count], count=True)  # never rounded: whole, or refused
    b.equations.append(Equation("question", ((ONE, b.timelines[key][-1]),), Fraction(0), target.text,
                                products=((-ONE, b.paces[pace.id], count),)))
    return [(ONE, count)], per, ("", 0, (0,))


def _uses_up(verb: str) -> bool:
    """A verb whose pace shrinks what its doer holds: using up (lexicon class loss: eat, spend)
    or handing to someone (lexicon `giving_pace_verbs`: "gives 3 apples to his sister a day")."""
    return verb_class(verb) is VerbClass.LOSS or in_class(verb, "giving_pace_verbs")


def _time_of_the_doing(b: _Builder, target: Target) -> tuple[list[Term], str | None, Scope] | None:
    """ "It takes 6 minutes to wash each car. Ivo washed 5 cars. How long did it take him to wash
    all the cars?": the one time told for each one done, of the doer or of anyone, times the one
    doing of the verb told of the doer (30 minutes). None unless the question asks no time to
    come, the doer is one (never a group, which may work side by side), the time is the one pace
    of the verb, in a unit of time, of no "every", and nothing else is told of the things (a
    holding of them: all of those, or the ones washed?) and no clause is passed over."""
    from wordproof.ledger.replay import _same_event, asks_to_come

    if target.verb is None or not target.holders or len(target.holders) != 1 or asks_to_come(b, target) or (
        b.ledger.entity(target.holders[0]).members
        or any(note.startswith("passed over") for note in b.ledger.notes)
    ):
        return None
    paces = [e for e in b.ledger.entries if e.op is Op.PACE and _same_event(e.verb, target.verb)] or [
        e for e in b.ledger.entries if e.op is Op.PACE and e.verb == "spend"]  # "4 minutes on each"
    if len(paces) != 1 or (pace := paces[0]).per is None or pace.id not in b.paces or pace.cues or (
        pace.actor not in target.holders and b.ledger.entity(pace.actor).kind is not EntityKind.WORLD
    ):
        return None
    unit = measure_unit(pace.kind.unit)
    if unit is None or unit.dimension != "time" or target.per not in (None, pace.kind.unit):
        return None
    things = [e for e in b.ledger.entries if e is not pace and e.kind.unit == pace.per.unit
              and e.op is not Op.START_EMPTY]
    if len(things) != 1 or (doing := things[0]).actor not in target.holders or doing.op not in (
        Op.GAIN, Op.LOSS, Op.EVENT
    ) or not _same_event(doing.verb, target.verb) or doing.kind != pace.per or (
        doing.id not in b.amount_var or not target.matcher.matches(doing.kind)
    ) or any(e not in (pace, doing) and _same_event(e.verb, target.verb) for e in b.ledger.entries):
        return None  # ("He washed for 30 minutes": the time told otherwise)
    total = _product(b, f"{doing.id}.timed", b.paces[pace.id], b.amount_var[doing.id], pace.kind.unit,
                     f"the {pace.kind.plural_label} of {doing.id}", pace.id, b.clause(pace))
    return [(ONE, total)], pace.kind.unit, ("", 0, (0,))


# verbs whose doing brings things to the doer: what is held was done already, never the work asked
_MAKING_HELD: frozenset[VerbClass | None] = frozenset({VerbClass.GAIN, VerbClass.TRANSFER_IN,
                                                       VerbClass.POSSESS})


def _only_given_to(b: _Builder, key: tuple[str, Kind], doer: str) -> bool:
    """The things of a holder other than the doer that are told only as given to the doer ("Her
    sister gave her 5 pieces", "She got 16 from neighbors"): no holding of the giver's is told,
    so none of it is what the doer's pace uses up."""
    holder, kind = key
    told = [e for e in b.ledger.entries
            if holder in (e.subject, e.actor, e.other) and e.kind.unit == kind.unit]
    return holder != doer and bool(told) and all(
        e.op is Op.TRANSFER and e.other == doer and holder in (e.subject, e.actor) for e in told)


def _held_otherwise(b: _Builder, pace: Entry, held: list[tuple[str, Kind]]) -> bool:
    """Whether anything but holdings and gains of the doer's is told of the things the pace's
    verb is asked to do all of ("She gave 5 to Bo", "She finished 10 yesterday"): how many are
    still to do would hang on when and whether they count."""
    units = {key[1].unit for key in held}
    return any(e is not pace and e.kind.unit in units and (
        e.op not in (Op.OBSERVE, Op.GAIN) or e.actor != pace.actor) for e in b.ledger.entries)


def _time_for_anyone(b: _Builder, target: Target) -> Entry | None:
    """ "It takes 7 minutes to bake a cake. How long will it take Tom to bake 4 cakes?": the one
    time for one told of anyone (no doer named) is the time for the one asked too, when it is
    the only pace of the verb and the doer asked is named nowhere before the question ("Tom is
    a slow baker", "Tom's oven holds 2 cakes")."""
    from wordproof.ledger.replay import _same_event

    if target.holders is None or target.per is None:
        return None
    named = set(b.ledger.told.words_named_before(target.span[0]))
    if any(word.lower() in named for h in target.holders for word in h.split()
           if word not in ("the", "of", "and")) or any(
        e.id.endswith(f" of {h}") and e.span[0] < target.span[0]
        for e in b.ledger.entities for h in target.holders
    ):
        return None
    # the one pace of the verb for the kind asked ("5 minutes to paint a lily and 7 to paint a rose")
    paced = [e for e in b.ledger.entries if e.op is Op.PACE and _same_event(e.verb, target.verb)
             and (e.per is None or target.matcher.matches(e.per))]
    if len(paced) != 1 or (pace := paced[0]).per is None or pace.id not in b.paces or (
        b.ledger.entity(pace.actor).kind is not EntityKind.WORLD or pace.kind.unit != target.per
        or not target.matcher.matches(pace.per)
    ) or any(h in (e.subject, e.actor, e.other) for e in b.ledger.entries for h in target.holders):
        return None
    return pace


def _rest_taken(b: _Builder, target: Target) -> tuple[list[Term], str | None, Scope] | Refusal:
    """ "A chef needs to cook 12 potatoes. He has already cooked 6. Each potato takes 6 minutes to
    cook. How long will it take him to cook the rest?": the time for each one times what is still
    to do of the one doing wanted (the amount wanted less the doing told after it, as "How many
    more does he need to cook?" asks). The time is the one pace of the verb, per one of the things
    wanted, told of the doer or of anyone (never of someone else: "It takes Ann 6 minutes"); a
    clause passed over ("Ann helps him") may change how long the rest takes, and refuses."""
    from wordproof.ledger.replay import Equation, _events, _same_event, _wanted_events, said_in_parts

    refused = Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                      expected=("one time for each one of the doing wanted, and one amount of it wanted",))
    if not target.holders or target.per is None or any(
        note.startswith("passed over") for note in b.ledger.notes
    ) or any(b.ledger.entity(h).members for h in target.holders):
        return refused  # ("Ana and Bo": working side by side, the rest takes less)
    paces = [e for e in b.ledger.entries if e.op is Op.PACE and _same_event(e.verb, target.verb)]
    if len(paces) != 1 or (pace := paces[0]).per is None or pace.id not in b.paces or pace.cues or (
        pace.actor not in target.holders and b.ledger.entity(pace.actor).kind is not EntityKind.WORLD
    ) or not said_in_parts(pace.kind.unit, target.per) or not target.matcher.matches(pace.per):
        return refused
    wanted = [e for (holder, kind), e in b.wanted.items()
              if holder in target.holders and target.matcher.matches(kind)]
    done = _events(b, target.verb, target.holders, KindMatcher(None))
    if len(wanted) != 1 or not done or any(not target.matcher.matches(e.kind) for e in done):
        # "the rest" with nothing done is no rest; "painted 4 sheds": the rest of what?
        return refused
    still = _wanted_events(b, attrs.evolve(target, what=TargetWhat.SHORTFALL), list(target.holders), wanted)
    if isinstance(still, Refusal):
        return still
    count = b.new_var("question.count", pace.per.unit, f"the {pace.per.plural_label} still to do")
    b.equations.append(Equation("question", ((ONE, count), *((-c, v) for c, v in still[0])), Fraction(0),
                                target.text))
    taken = _product(b, "question.taken", b.paces[pace.id], count, pace.kind.unit,
                     f"the {pace.kind.plural_label} it takes", "question", target.text)
    return [(ONE, taken)], target.per, ("", 0, (0,))


def _time_taken(b: _Builder, target: Target, pace: Entry) -> tuple[list[Term], str | None, Scope]:
    """ "It takes 7 minutes to bake a cake. How many minutes will it take to bake 4 cakes?":
    the minutes for each cake times the cakes named."""
    from wordproof.ledger.replay import Given

    assert target.goal is not None and target.goal.value is not None and pace.per is not None
    # a part of a list asked ("to paint 3 lilies and 2 roses") after the first: its own names
    side = "" if "question.count" not in b.vars else f".{target.goal.span[0]}"
    count = b.new_var(f"question.count{side}", pace.per.unit, f"the {pace.per.plural_label} asked")
    b.givens.append(Given.told("question", count, target.goal))
    taken = _product(b, f"question.taken{side}", b.paces[pace.id], count, pace.kind.unit,
                     f"the {pace.kind.plural_label} it takes", "question", target.text)
    return [(ONE, taken)], target.per, ("", 0, (0,))


__all__ = ["contents_event_terms", "contents_state_terms", "generic_one", "holds", "last_period_terms",
           "span_terms", "stretch_terms", "told_as_put", "told_of_any_one", "unsettle_contents"]
