"""Replay of paces: what someone's verb does for each one of a kind, over a count.

A PACE entry ("She reads 10 pages a day") is a rate, pages per day, that changes no holding.
A PACED target ("How many pages does she read in 6 days?") is the pace times the count the
question names, the units composed like any rate's. A count in another unit of the pace's
dimension is converted only from weeks to days ("in 2 weeks" at a pace per day) and from years
to months ("$800 a month" in a year): a daily habit holds every day and a monthly pay every
month, but "$12 an hour" is per hour worked, not per hour of the clock. Whole years are
reckoned 52 weeks or 365 days for a habit of every week or day, and minutes are parts of an
hour of a speed ("40 miles per hour" in 30 minutes). The
factor comes from the units table, itself a rate (days per week) that cites the table, so
the unit obligation checks every composition. The answer stands only when the pace is the
one thing the story tells of that verb and kind for that person: another event of it (a
game told apart) could be part of the count or not, and is not guessed at. A pace is never
set aside as beside the question (completeness): it holds for every one of its kind.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

import attrs

from wordproof.ledger.chains import done_by_many, generic_one, named_as_any_one, whole_batches
from wordproof.ledger.entries import Entry, Kind, Ledger, Op, Target
from wordproof.lexicon.tables import conversion_factor, hypernyms_of, measure_unit, reckoned, two_part_factor
from wordproof.lexicon.words import VerbClass, doing_counting, in_class, tables, verb_class
from wordproof.refusals import Refusal, RefusalCode, Stage
from wordproof.text.numerals import NumeralError, NumeralKind, match_numeral
from wordproof.text.pieces import sentence_span, split_pieces
from wordproof.text.times import PLACING, Tense, tense_within, told_with

if TYPE_CHECKING:
    from wordproof.ledger.replay import Scope, Term, _Builder

ONE = Fraction(1)
CONVERSION = "units: "
# paces per one of these are habits of every one of them ("reads 10 pages a day": each day of
# a week); a pace per hour is per hour of the activity ("earns $12 an hour"), never per hour
# of the clock, and is not converted
_HABITUAL = frozenset({"day"})  # a Given's constant: "units: day per week" re-read from the table
# a pace per one of these holds for every one of them, pay or work too ("earns $800 a month",
# "works 20 days a month": each month of a year), when no time places it ("in the summer")
_EVERY_PERIOD = frozenset({"month", "year"})
# a length per one of these is a speed, even over each one of them
_SPEED_PER = frozenset({"hour", "minute", "second"})
# a habit per one of these holds for each one the calendar reckons in a year (52 weeks, 365 days)
_RECKONED = frozenset({"week", "day"})
# a pace per one of these is per stretch of the doing itself ("3 towels in 5 minutes"): a
# stretch asked in another of them ("in 2 hours") is that many of its minutes of doing it
_WITHIN_A_SITTING = frozenset({"second", "minute"})


def conversion(constant: str) -> Fraction | None:
    """The factor a conversion constant names, read again from the units table."""
    if not constant.startswith(CONVERSION):
        return None
    target, _, source = constant[len(CONVERSION):].partition(" per ")
    first, second = measure_unit(source), measure_unit(target)
    if first is None or second is None:
        return None
    return conversion_factor(first, second) or reckoned(first, second)


# "4 hours and 30 minutes": one measure told in two units of time, read in the smaller one
TWO_UNITS = "reading: a time told in two units, the larger converted by the units table"
_TWO_UNITS = re.compile(
    r"^(?P<large>.+?) (?P<large_unit>[a-z]+)(?: and)? (?P<small>.+?) (?P<small_unit>[a-z]+)$")


def two_units(said: str) -> Fraction | None:
    """ "4 hours and 30 minutes", "an hour 15 minutes": the time in the smaller unit, read
    again from the words: the larger unit's count (a number, or "a"/"an" for one) times the
    whole factor of the units table, plus the smaller unit's count; None for other words."""
    parts = two_units_told(said)
    return None if parts is None else parts.large * parts.factor + parts.small


@attrs.frozen
class TwoUnits:
    """A time told in two units: so many of the larger, each ``factor`` of the smaller, and more."""

    large: Fraction
    large_unit: str
    factor: Fraction
    small: Fraction
    small_unit: str


def two_units_told(said: str) -> TwoUnits | None:
    """The counts, units and factor of a time told in two units ("4 hours and 30 minutes"), read
    from its words and the units table; None for other words."""
    match = _TWO_UNITS.match(said.strip().lower())
    if match is None:
        return None
    factor = two_part_factor(match["large_unit"], match["small_unit"])
    large, small = _count_said(match["large"]), _count_said(match["small"])
    large_unit, small_unit = measure_unit(match["large_unit"]), measure_unit(match["small_unit"])
    if factor is None or large is None or small is None or large_unit is None or small_unit is None:
        return None
    return TwoUnits(large, large_unit.name, factor, small, small_unit.name)


def _count_said(said: str) -> Fraction | None:
    """A cardinal count read again from its words ("4", "four", "an" for one), else None."""
    if said in ("a", "an"):
        return ONE
    pieces = split_pieces(said)
    try:
        numeral = match_numeral(pieces, 0) if pieces else None
    except NumeralError:
        return None
    if numeral is None or numeral.length != len(pieces) or numeral.kind is not NumeralKind.CARDINAL:
        return None
    return numeral.value


def stated_conversion(b: _Builder, entry: Entry) -> None:
    """ "There are 60 minutes in an hour": the factor the text states, used (and cited) by
    whatever conversion needs it, instead of the units table's."""
    first, second = measure_unit(entry.kind.unit), entry.per and measure_unit(entry.per.unit)
    if first is not None and second:
        b.conversions[(first.name, second.name)] = entry


# "6 days in a week", "a week has 6 days", "a year = 300 days": a count of one unit told in one
# of another, whatever words follow it
_FACTOR_TOLD = (
    re.compile(r"\b[\w.,]+ ([a-z]+) in (?:a|an|one|each|every) ([a-z]+)\b", re.I),
    re.compile(r"\b(?:a|an|one|each|every) ([a-z]+) (?:has|had|is|was|equals|contains|lasts|makes|=)"
               r" (?:of )?[\w.,]+ ([a-z]+)\b", re.I),
)


def factor_told_unread(text: str, source: str, target: str) -> bool:
    """Whether the text tells how many ``target`` units make one ``source`` unit in words no
    conversion was read from: the table's factor may not be the one the text means."""
    for pattern in _FACTOR_TOLD:
        for found in pattern.finditer(text):
            words = found.groups()
            if pattern is _FACTOR_TOLD[1]:
                words = (words[1], words[0])
            told, per = measure_unit(words[0].lower()), measure_unit(words[1].lower())
            if told is not None and per is not None and (told.name, per.name) == (target, source):
                return True
    return False


def convert(b: _Builder, var: str, source: str, target: str, span: tuple[int, int],
            text: str, reckon: bool = False, part: bool = False) -> str | None:
    """``var`` (in ``source`` units) in ``target`` units, by the factor the text states ("60
    minutes in an hour") or else a whole factor of the units table ("2 weeks" in days, "$3"
    in cents; with ``reckon``, the weeks or days the calendar reckons in a year; with ``part``,
    a part of one too: 30 minutes are half an hour): a rate, target per source, citing its
    words or the table beside the quantity it converts. None when neither has one."""
    from wordproof.ledger.replay import Equation, Given

    first, second = measure_unit(source), measure_unit(target)
    stated = b.conversions.get((second.name, first.name)) if first and second else None
    factor = conversion_factor(first, second) if first and second else None
    if factor is None and reckon and first and second:
        factor = reckoned(first, second)
    if stated is None and (factor is None or factor.denominator != 1 and not part):
        return None
    if stated is None and first and second and factor_told_unread(b.text, first.name, second.name):
        return None  # "There are 6 days in a week on that planet": never the table's 7
    rate = b.new_var(f"{var}.factor", target, f"the {Kind(target).plural_label} in a {source}")
    b.vars[rate] = attrs.evolve(b.vars[rate], per=source, count=False)
    if stated is not None:
        assert stated.amount.value is not None
        b.givens.append(Given.told(stated.id, rate, stated.amount))
    else:
        assert factor is not None
        b.givens.append(Given("question", rate, factor, span, str(factor),
                              f"{CONVERSION}{target} per {source}"))
    converted = b.new_var(f"{var}.in_{target}", target, f"{b.vars[var].label} in {Kind(target).plural_label}")
    # a size per part ("liters in each cooler") stays per part in the unit asked
    b.vars[converted] = attrs.evolve(b.vars[converted], per=b.vars[var].per, per_then=b.vars[var].per_then)
    b.equations.append(Equation("question", ((ONE, converted),), Fraction(0), text,
                                products=((-ONE, rate, var),)))
    return converted


def apply_pace(b: _Builder, entry: Entry) -> Refusal | None:
    from wordproof.ledger.replay import Equation, Given

    assert entry.amount.value is not None
    pace = _new_pace(b, entry)
    assert entry.per is not None
    if entry.count is not None and entry.count.value is not None:
        # "7 minutes to bake one cake": the minutes for the one cake told, which it cites
        told = b.new_var(f"{entry.id}.told", entry.kind.unit, f"the {entry.kind.plural_label} told")
        one = b.new_var(f"{entry.id}.one", entry.per.unit, f"the {entry.per.plural_label} told")
        b.givens += [Given.told(entry.id, told, entry.amount),
                     Given.told(entry.id, one, entry.count)]
        b.equations.append(Equation(entry.id, ((ONE, told),), Fraction(0), b.clause(entry),
                                    products=((-ONE, pace, one),)))
        return None
    inner = _pace_per(b, entry, entry.within_per[0]) if entry.within else pace
    refused = _tell_pace(b, entry, inner, entry.within_per[0] if entry.within else entry.per)
    if refused is not None or not entry.within:
        return refused
    # "1 hour a day, 5 days a week": hours per day × days per week, the pace per week; "13
    # cookies, 3 times a day, 20 days a month": cookies per time × times per day × days per month
    steps = zip(entry.within, entry.within_per, (*entry.within_per[1:], entry.per), strict=True)
    for level, (count, counted, outer) in enumerate(steps):
        ones = b.new_var(f"{entry.id}.within{level or ''}", counted.unit,
                         f"the {counted.plural_label} in each {outer.label}")
        b.vars[ones] = attrs.evolve(b.vars[ones], per=outer.unit, count=False)
        b.givens.append(Given.told(entry.id, ones, count))
        paced = pace if level == len(entry.within) - 1 else _pace_per(b, entry, outer)
        b.equations.append(Equation(entry.id, ((ONE, paced),), Fraction(0), b.clause(entry),
                                    products=((-ONE, inner, ones),)))
        inner = paced
    return None


def _tell_pace(b: _Builder, entry: Entry, pace: str, per: Kind) -> Refusal | None:
    """The pace per ``per`` the clause tells: its amount, or, told of each member ("Each cow
    gives 5 liters a day"), the amount per member and per ``per`` times the members the
    subject holds (liters per cow per day × cows = liters per day)."""
    from wordproof.ledger.replay import Given

    if entry.each_of is None:
        b.givens.append(Given.told(entry.id, pace, entry.amount))
        return None
    counted = _counting(b, entry)
    if entry.each_of_count is not None and not counted:
        # "4 kids each eat 3 apples a day": the kids counted in the clause, and nowhere else
        # ("5 more kids join": which kids eat the apples asked?)
        members = b.new_var(f"{entry.id}.members", entry.each_of.unit,
                            f"the {entry.each_of.plural_label} told")
        b.givens.append(Given.told(entry.id, members, entry.each_of_count))
        _members_times(b, entry, pace, per, members)
        return None
    held = _members_held(b, entry, counted)
    if isinstance(held, Refusal):
        return held
    _members_times(b, entry, pace, per, held)
    return None


def _counting(b: _Builder, entry: Entry) -> list[Entry]:
    """The entries besides ``entry`` that count the members its pace is told of each of."""
    assert entry.each_of is not None
    unit = entry.each_of.unit
    return [e for e in b.ledger.entries if e.id != entry.id and (
        e.kind.unit == unit or e.per is not None and e.per.unit == unit)]


def _members_held(b: _Builder, entry: Entry, counted: list[Entry]) -> str | Refusal:
    """The state of the one holding of the members a pace is told of each of ("Each cow
    gives …" of the cows the farmer has), ``counted`` the entries that count them."""
    from wordproof.ledger.replay import held_then

    assert entry.each_of is not None
    holder = entry.other or entry.subject  # "Each dog eats …": the dogs' holder is the other
    if entry.each_of_count is not None or len(counted) != 1 or counted[0].op is not Op.OBSERVE or (
        counted[0].subject != holder or counted[0].past or counted[0].later or counted[0].at_start
        or held_then(b, counted[0])
    ):
        # "He buys 8 more cows", "Last year he had 40 cows", "A farmer had (kept) 52 cows.
        # Each cow gives …": which cows give the milk asked?
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=(f"one holding of {entry.each_of.plural_label}, told once, never changed",))
    own = (entry.each_of.unit, entry.kind.unit)
    if entry.other is None and any(
        e.subject == holder and e.op is Op.OBSERVE and e.kind.unit not in own
        and _may_yield_alike(e.kind.unit, entry.each_of.unit) for e in b.ledger.entries
    ):
        # "A farmer has 4 cows and 2 goats. Each cow gives 5 liters of milk a day.": what he
        # gets may come from the goats too
        return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(entry), span=entry.clause,
                       expected=(f"a holder of {entry.each_of.plural_label} and nothing else",))
    key = b.key_for(holder, counted[0].kind)
    return key if isinstance(key, Refusal) else b.state(key)


def _may_yield_alike(other: str, member: str) -> bool:
    """Whether things of ``other`` held beside the members may yield what each member does:
    of a category of the member's ("ducks" beside "hens"), or not known to the categories
    table; never money, or things the table places apart ("apples" beside "hens")."""
    measure = measure_unit(other)
    if measure is not None and measure.dimension == "money":
        return False
    placed = hypernyms_of(other)
    return not placed or bool(set(placed) & set(hypernyms_of(member)))


def _members_times(b: _Builder, entry: Entry, pace: str, per: Kind, members: str) -> None:
    """The pace of all the members: the amount told per member and per ``per`` times them."""
    from wordproof.ledger.replay import Equation, Given

    assert entry.each_of is not None
    each = b.new_var(f"{entry.id}.each", entry.kind.unit,
                     f"the {entry.kind.plural_label} for each {entry.each_of.label} and each {per.label}")
    b.vars[each] = attrs.evolve(b.vars[each], per=entry.each_of.unit, per_then=(per.unit,), count=False)
    b.givens.append(Given.told(entry.id, each, entry.amount))
    b.equations.append(Equation(entry.id, ((ONE, pace),), Fraction(0), b.clause(entry),
                                products=((-ONE, each, members),)))


def _pace_per(b: _Builder, entry: Entry, per: Kind) -> str:
    """A pace of the entry's kind for each one of ``per``, one step of a chain of paces."""
    var = b.new_var(f"{entry.id}.pace_per_{per.unit}", entry.kind.unit,
                    f"the {entry.kind.plural_label} for each {per.label}")
    b.vars[var] = attrs.evolve(b.vars[var], per=per.unit, count=False)
    return var


def _refuse(target: Target, expected: str) -> Refusal:
    return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.LEDGER, target.text, span=target.span,
                   expected=(expected,))


def _mean_of_the_doing(b: _Builder, target: Target) -> list[Entry]:
    """ "Rex averages 12 points a game. How many points will he score in 5 games?": a mean told
    (lexicon ``mean_verbs``) of things one doing counts (``words.doing_counting``: points are
    scored) is a pace of that doing, when it is the doing asked; no entry otherwise."""
    if target.verb is None:
        return []
    return [e for e in b.ledger.entries if e.op is Op.PACE and e.verb is not None
            and in_class(e.verb, "mean_verbs") and (target.holders is None or e.actor in target.holders)
            and target.matcher.matches(e.kind) and doing_counting(e.kind.unit) == target.verb]


def _own_vehicle_mileage(b: _Builder, target: Target) -> list[Entry]:
    """ "My car gets 20 miles per gallon. How many miles can I drive on 5 gallons?": the length a
    vehicle of the one asked goes for each measure of fuel (lexicon hypernym ``vehicle``, a unit
    of volume) is how far its owner goes in it, asked with a verb of going; no entry otherwise."""
    if target.verb is None or target.holders is None or len(target.holders) != 1 or not (
        in_class(target.verb, "going_ways_verbs") or in_class(target.verb, "travelling_verbs")
    ):
        return []
    owner, = target.holders
    owned = f" of {owner}"  # "car of I": a thing of the owner's
    paced = [e for e in b.ledger.entries if e.op is Op.PACE and e.per is not None and e.actor.endswith(owned)
             and "vehicle" in hypernyms_of(e.actor.removesuffix(owned).split()[-1])
             and target.matcher.matches(e.kind)
             and (length := measure_unit(e.kind.unit)) is not None and length.dimension == "length"
             and (fuel := measure_unit(e.per.unit)) is not None and fuel.dimension == "volume"]
    vehicles = {e.actor for e in paced}
    if any(e.subject == owner and "vehicle" in hypernyms_of(e.kind.unit) or (
        e.subject.endswith(owned) and "vehicle" in hypernyms_of(e.subject.removesuffix(owned).split()[-1])
        and e.subject not in vehicles
    ) for e in b.ledger.entries):
        return []  # "Sam's van gets 25 miles per gallon. Sam also has a car.": driving which?
    return paced


def paced_terms(b: _Builder, target: Target) -> tuple[list[Term], str | None, Scope] | Refusal:
    from wordproof.ledger.replay import Equation, Given, told_of
    from wordproof.ledger.shares import done_in_each_period

    assert target.per is not None and target.goal is not None and target.goal.value is not None
    if b.paced_parts is not None:  # "How many full boxes does it make a day?" (``shares._pace_parted``)
        pace, parts = b.paced_parts
        unbound = _pace_unbound(b, target, pace)
        return unbound if unbound is not None else ([(ONE, parts)], target.matcher.unit, ("", 0, (0,)))
    summed = _paces_of_members_summed(b, target)
    if summed is not None:
        return summed  # "Ann reads 20 pages a day. Bo reads 30 pages a day. … they … in a week?"
    told = told_of(b, target) or _mean_of_the_doing(b, target) or _own_vehicle_mileage(b, target)
    # the contents of each container a holder has ("Each box has 6 pens" of Tom's boxes) hold
    # for any of them, while nothing else is told of the kind
    contents = [e for e in told if e.op is Op.RATE and e.verb is None and e.id in b.amount_var]
    paces = [e for e in told if e.op is Op.PACE] + contents
    if not paces and (generic := generic_one(b, target, told)) is not None:
        paces = [generic]  # "A bee has 6 legs. How many legs do 8 bees have?"
    rate: str | None = None
    if not told and (members := _pace_of_members(b, target)) is not None:
        if isinstance(members, Refusal):
            return members
        (member_pace, rate), told = members, [members[0]]
        paces = [member_pace]  # "A bird eats 7 berries a day. Sam has 5 birds.": each of Sam's
    if not paces and (each := done_in_each_period(b, target, told)) is not None:
        return each  # "She read 120 pages in 4 days, the same number each day": each day's
    amount_unit: str | None = None
    if not told and (priced := _priced_pace(b, target)) is not None:
        (entry, rate), told = priced, [priced[0]]
        paces, amount_unit = [entry], b.vars[rate].unit  # "buys 2 coffees a day … $2 each": money spent
    if not told and not paces and (done := _done_in_time(b, target)) is not None:
        return done  # "It takes him 20 minutes to paint a house. How many houses can he paint in 3 hours?"
    if len(paces) != 1 or len(told) != 1 or contents and any(
        target.matcher.matches(e.kind) for e in b.ledger.entries if e not in contents
    ):
        return _refuse(target, "one pace of the verb asked, and nothing else told of it")
    entry, = paces
    assert entry.per is not None
    unbound = _pace_unbound(b, target, entry)
    if unbound is not None:
        return unbound
    side = "" if "question.count" not in b.vars else ".other"  # the second side of a difference
    count = b.new_var(f"question.count{side}", target.per, f"the {Kind(target.per).plural_label} asked")
    b.givens.append(Given.told("question", count, target.goal))
    if target.per != entry.per.unit and (worked := _worked(b, entry, count, target)) is not None:
        count = worked  # "$12 an hour", "works 5 hours a day": the hours in the days asked
    elif target.per != entry.per.unit and (times := _occasions(b, entry, count, target)) is not None:
        count = times  # "swims twice a day", "2 miles each time": the times in the days asked
    elif target.per != entry.per.unit and (spent := _time_of_doing(b, entry, count, target)) is not None:
        count = spent  # "reads 40 pages an hour", "reads 2 hours a day": the hours in the days asked
    elif target.per != entry.per.unit:
        # "in 2 weeks" at a pace per day: the days in 2 weeks, by the units table
        # ("earns $50 a day" is per day worked: 2 weeks are not 14 days of pay)
        converted = convert(b, count, target.per, entry.per.unit, target.goal.span, target.text) if (
            _converts(entry.verb, entry.per.unit, target.per) or _every_period(b, entry)
            or _round_the_clock(b, entry)) else None
        if converted is None:
            converted = speed_over(b, entry, count, target.per, target.goal.span)  # "in 30 minutes"
        if converted is None and _reckoned_habit(b, entry, target):
            # "reads 4 books a week", asked "in a year": the 52 weeks the calendar reckons in it
            converted = convert(b, count, target.per, entry.per.unit, target.goal.span, target.text,
                                reckon=True)
        if converted is None:
            return _refuse(target, f"a count of {entry.per.plural_label}")
        count = converted
    amount_unit = amount_unit or entry.kind.unit
    amount = b.new_var(f"question.amount{side}", amount_unit, f"the {Kind(amount_unit).plural_label} asked")
    rate = rate or b.paces.get(entry.id) or b.amount_var[entry.id]
    b.equations.append(Equation("question", ((ONE, amount),), Fraction(0), target.text,
                                products=((-ONE, rate, count),)))
    unit = target.matcher.unit if not target.matcher.money else None
    return [(ONE, amount)], unit, ("", 0, (0,))


CLOCK_UNITS = ("second", "minute", "hour")  # times of a doing any two of which the table converts


def _done_in_time(b: _Builder, target: Target) -> tuple[list[Term], str | None, Scope] | Refusal | None:
    """ "It takes him 20 minutes to paint a house. How many houses can he paint in 3 hours?": the
    things done in a time asked at one pace of time per thing are the time (in the pace's unit)
    over the time for each (time = pace × things, the things whole or refused, never rounded
    down). Only one pace of the verb for the kind asked, of the doer asked (or of anyone, the doer
    named nowhere before: ``chains._time_for_anyone``), nothing else told of the verb or the kind,
    and times of the clock (seconds, minutes, hours: "in 3 days" of painting is no 72 hours of
    it). None when the question is not of this shape."""
    from wordproof.ledger.chains import _time_for_anyone
    from wordproof.ledger.replay import Equation, Given, _same_event

    if target.per not in CLOCK_UNITS or target.goal is None or target.goal.value is None or (
        target.matcher.unit is None or target.matcher.money or target.holders is None
    ):
        return None
    paces = [e for e in b.ledger.entries if e.op is Op.PACE and _same_event(e.verb, target.verb)
             and e.per is not None and target.matcher.matches(e.per) and e.kind.unit in CLOCK_UNITS]
    anyone = attrs.evolve(target, per=paces[0].kind.unit) if len(paces) == 1 else target
    if len(paces) != 1 or (pace := paces[0]).id not in b.paces or pace.within or pace.each_of is not None or (
        pace.actor not in target.holders and _time_for_anyone(b, anyone) is None
    ) or any(e is not pace and (_same_event(e.verb, target.verb) or target.matcher.matches(e.kind)
                                or e.kind.unit in CLOCK_UNITS or e.actor == pace.actor)
             for e in b.ledger.entries):
        # (anything else of the doer, "She has 2 ovens", may bear on how many at once)
        return None
    unbound = _pace_unbound(b, target, pace)
    if unbound is not None:
        return unbound
    assert pace.per is not None
    count = b.new_var("question.count", target.per, f"the {Kind(target.per).plural_label} asked")
    b.givens.append(Given.told("question", count, target.goal))
    time = count if target.per == pace.kind.unit else convert(
        b, count, target.per, pace.kind.unit, target.goal.span, target.text)
    if time is None:
        return _refuse(target, f"a count of {pace.kind.plural_label}")
    things = b.new_var("question.amount", pace.per.unit,
                       f"the {pace.per.plural_label} done in the time asked")
    b.vars[things] = attrs.evolve(b.vars[things], count=True)  # whole, or refused
    b.equations.append(Equation("question", ((ONE, time),), Fraction(0), target.text,
                                products=((-ONE, b.paces[pace.id], things),)))
    return [(ONE, things)], target.matcher.unit, ("", 0, (0,))


def _paces_of_members_summed(
    b: _Builder, target: Target,
) -> tuple[list[Term], str | None, Scope] | Refusal | None:
    """ "Ann reads 20 pages a day. Bo reads 30 pages a day. How many pages will they read in a
    week?": a paced question of a group whose members each have one plain pace of the verb and
    kind asked, and nothing else told of them, is the sum of what each pace gives in the time
    asked (amount = pace × count, the count converted by the units table as for one doer). None
    when the question is not of a group so told; a Refusal when one member's pace does not give
    what is asked."""
    from wordproof.ledger.replay import Equation, Given, told_of

    if target.holders is None or len(target.holders) != 1 or "question.count" in b.vars:
        return None
    members = b.ledger.entity(target.holders[0]).members
    if len(members) < 2 or told_of(b, target, list(target.holders)):
        return None
    paces = [told_of(b, target, [member]) for member in members]
    if any(len(told) != 1 or told[0].op is not Op.PACE or told[0].id not in b.paces for told in paces) or any(
        e.actor not in members for e in told_of(b, attrs.evolve(target, holders=None))
    ):
        return None
    assert target.per is not None and target.goal is not None
    count = b.new_var("question.count", target.per, f"the {Kind(target.per).plural_label} asked")
    b.givens.append(Given.told("question", count, target.goal))
    converted: dict[str, str] = {target.per: count}
    terms: list[Term] = []
    for told in paces:
        entry = told[0]
        assert entry.per is not None
        unbound = _pace_unbound(b, attrs.evolve(target, holders=(entry.actor,)), entry)
        if unbound is not None:
            return unbound
        if entry.each_of is not None or entry.work or (
            entry.per.unit not in converted and not (
                _converts(entry.verb, entry.per.unit, target.per) or _every_period(b, entry)
                or _round_the_clock(b, entry))
        ):
            return _refuse(target, "a plain pace of each member, per a unit the time asked converts to")
        if entry.per.unit not in converted:
            in_unit = convert(b, count, target.per, entry.per.unit, target.goal.span, target.text)
            if in_unit is None:
                return _refuse(target, f"a count of {entry.per.plural_label}")
            converted[entry.per.unit] = in_unit
        amount = b.new_var(f"question.amount.{entry.id}", entry.kind.unit,
                           f"the {entry.kind.plural_label} {entry.actor} does in the time asked")
        b.equations.append(Equation("question", ((ONE, amount),), Fraction(0), target.text,
                                    products=((-ONE, b.paces[entry.id], converted[entry.per.unit]),)))
        terms.append((ONE, amount))
    if len({e[0].kind.unit for e in paces}) != 1:
        return _refuse(target, "paces of one kind")
    unit = target.matcher.unit if not target.matcher.money else None
    return terms, unit, ("", 0, (0,))


def _pace_unbound(b: _Builder, target: Target, entry: Entry) -> Refusal | None:
    """Why the one pace ``entry`` does not give what the paced question asks of it, or None:
    another doing asked, the mean of one trip, a pace of another time, days told apart from
    it, a wage beside other pay, a pace of several, members named by their noun, or periods
    asked that are no whole number of its stretches."""
    from wordproof.ledger.replay import past_pace_asked_otherwise

    assert entry.per is not None
    if target.work and target.work != entry.work:
        # "spends 30 minutes a day reading. How many minutes does she spend drawing?"
        return _refuse(target, f"a pace of the doing asked ({' '.join(target.work)})")
    if "alike" in entry.cues and len(b.ledger.entries) > 1:
        # "3 pumps fill 12 tanks. Tom has 4 pumps.": a pace read by like things being alike holds
        # only where nothing else is told beside it
        return _refuse(target, "a pace told over a count of its doers, and nothing else told")
    if "once" in entry.cues and not mean_asked(target):
        # "drove 360 miles in 4 hours": the miles of any 2 hours of it are not told
        return _refuse(target, "the mean of the one trip told, asked per one of its units")
    if past_pace_asked_otherwise(b, target, entry):
        return Refusal(RefusalCode.UNBOUND_TEMPORAL_SCOPE, Stage.LEDGER, target.text, span=target.span,
                       expected=("a pace told of the time asked",))
    if _times_told_apart(b, entry) or any(
        not any(e.clause[0] <= verb.span[0] < e.clause[1] for e in b.ledger.entries)
        for verb in b.ledger.told.verbs_within((0, target.span[0]))
    ):
        # "Tom runs 2 miles a day. On Sunday, he rests.": a doing the ledger holds nothing of
        # may take days from the pace
        return _refuse(target, "no days of the doer's told apart from the pace")
    if entry.op is Op.PACE and entry.verb is not None and in_class(entry.verb, "wage_verbs") and any(
        e.op is Op.GAIN and e.actor == entry.actor
        and (e.kind.unit == entry.kind.unit or e.amount.value is None) for e in b.ledger.entries
    ):
        # "earns $12 an hour. He gets a $20 bonus.": is it part of the pay asked for the hours?
        # ("He got a raise": a thing of no amount told, that may change the wage)
        return _refuse(target, "a wage and no other money got by its earner")
    if entry.op is Op.PACE and b.ledger.entity(entry.actor).members:
        return _refuse(target, "a pace of one doer")  # "Ann and Bo read 10 pages a day": each?
    them = [binding for binding in b.ledger.bindings
            if binding.chosen == entry.subject and target.span[0] <= binding.span[0] < target.span[1]]
    if entry.each_of is not None and entry.other is not None and them and (
        any(len(binding.candidates) > 1 for binding in them)
        or any(not any(e.clause[0] <= verb.span[0] < e.clause[1] for e in b.ledger.entries)
               for verb in b.ledger.told.verbs_within((entry.clause[1], target.span[0])))
        or any(e.subject == entry.other and e.kind.unit != entry.each_of.unit and e.kind.of is None
               for e in b.ledger.entries)
    ):
        # "Ann has 3 dogs and 2 cats. Each dog eats … How much do they eat?": the dogs, or
        # all her animals (of whose eating nothing is told)? So too when "they" may be others
        # ("Ann and her dogs live in a house": a clause after the pace the ledger holds nothing
        # of may name whom "they" is)
        return _refuse(target, "the members named by their noun, the holder holding nothing else")
    if not _whole_stretches(entry, target):
        return _refuse(target, f"a whole number of stretches of {entry.count and entry.count.text}")
    if _held_on_a_condition(b, entry):
        return _refuse(target, "a pace told with no condition after it")
    if (entry.kind.unit == "time" or entry.within) and not _whole_periods(target, entry.per.unit):
        return _refuse(target, f"a whole number of {entry.per.plural_label}")
    return None


def _held_on_a_condition(b: _Builder, pace: Entry) -> bool:
    """ "She reads 10 pages a day when she is at home", "… every 8 hours if he is sick", "When it
    is sunny, she swims 3 laps a day": a pace whose sentence goes on with, or opens with, a clause
    it holds on (lexicon `condition_words`) holds only then, and the times asked may not all be
    such times."""
    sentence = sentence_span(b.text, pace.clause)
    after = b.text[pace.clause[1]:sentence[1]].lstrip(" ,")
    before = b.text[sentence[0]:pace.clause[0]].strip()
    # (only a clause set off by its comma: "If" before it, or "If Jo reads … and", opens the pace's
    # own clause, a supposition of the question: "If Ann reads …, how …?")
    return _condition_clause(after) or before.endswith(",") and _condition_clause(before)


def _condition_clause(said: str) -> bool:
    """Whether words said beside a pace open with a condition (lexicon `condition_words`): not
    "while" set against another's amount ("walks 2 miles a day while Jo walks 3 miles a day")."""
    words = said.split(maxsplit=1)
    if not words or not in_class(words[0].lower(), "condition_words"):
        return False
    return not (words[0].lower() == "while" and any(c.isdigit() for c in words[-1]))


def mean_asked(target: Target) -> bool:
    """ "How many miles per hour did she drive?": the mean of a trip told once, asked "per"
    one of a unit ("in each hour", "in 2 hours" ask of parts of it, not told)."""
    from wordproof.reader.question import EACH_ONE  # the reading rule the question cites

    goal = target.goal
    return goal is not None and goal.constant == EACH_ONE and goal.text.lower().split()[:1] == ["per"]


def _priced_pace(b: _Builder, target: Target) -> tuple[Entry, str] | None:
    """ "Jon buys 2 coffees a day. Each coffee costs $2. How much does he spend in 5 days?": the
    money a pace of buying spends each period, the price × the things bought each period (each
    cited), asked as a pace of spending. Only a question of spending (or paying) with nothing
    named it goes on, one pace of buying by the doer asked, one price of its kind told for
    anyone or for the buyer, at no time of its own, and nothing beside them that may change
    what is spent: no share off or added (a discount, a tax), no other purchase, sum or money
    of the buyer's, no other telling of the kind. None otherwise."""
    from wordproof.ledger.chains import _product

    if target.verb is None or not target.matcher.money or target.work or b.discounts:
        return None
    # "How much does he spend" of a pace of buying; "How much does he earn" of one of selling,
    # or of making sold at a price of his ("bakes 40 loaves a day … sells each for $3")
    spending = in_class(target.verb, "spending_verbs") and not b.sale_prices
    if not spending and not in_class(target.verb, "wage_verbs"):
        return None
    paces = [e for e in b.ledger.entries if e.op is Op.PACE and e.id in b.paces and e.verb is not None
             and (target.holders is None or e.actor in target.holders)]
    if len(paces) != 1 or paces[0].per is None or paces[0].within or paces[0].count is not None or (
        paces[0].each_of is not None
    ):
        return None
    pace = paces[0]
    assert pace.verb is not None
    if spending:
        prices = [(p, var) for p, var in b.prices if p.per is not None and p.per.covers(pace.kind)]
        if not in_class(pace.verb, "buying_verbs") or len(b.prices) != 1 or (
            len(prices) != 1 or prices[0][0].payer not in (None, pace.actor)
        ):
            return None
    else:
        prices = _selling_price(b, pace)
        if len(prices) != 1:
            return None
    price, price_var = prices[0]
    if any(told_with(b.ledger.times, e.clause, PLACING) for e in (pace, price)) or any(
        e is not pace and e is not price and e.amount.span != price.amount.span and (
            e.kind.unit == pace.kind.unit or pace.actor in (e.actor, e.subject)
            or (unit := measure_unit(e.kind.unit)) is not None and unit.dimension == "money")
        for e in b.ledger.entries
    ):
        return None
    assert pace.per is not None
    spent = _product(b, f"{pace.id}.spent", price_var, b.paces[pace.id], price.kind.unit,
                     f"the {price.kind.plural_label} spent each {pace.per.label}", pace.id, b.clause(pace))
    b.vars[spent] = attrs.evolve(b.vars[spent], per=pace.per.unit, count=False)
    return pace, spent


def _selling_price(b: _Builder, pace: Entry) -> list[tuple[Entry, str]]:
    """The price a pace's things fetch: the doer's own selling price of them ("sells each loaf
    for $3"), or, of a pace of selling, a price of them for anyone ("sells 40 loaves a day.
    Each loaf costs $3"); [] unless it is the one price told (a price restating the selling
    price, of its words, is that one)."""
    assert pace.verb is not None
    sold = [(p, var) for p, var in b.sale_prices if p.other in (None, pace.actor)]  # "sells them for"
    spans = {p.amount.span for p, _ in b.sale_prices}
    plain = [(p, var) for p, var in b.prices if p.amount.span not in spans]
    told = sold + [(p, var) for p, var in plain if p.payer is None and in_class(pace.verb, "selling_verbs")]
    if len(told) != 1 or len(b.sale_prices) + len(plain) != 1 or told[0][0].per is None or (
        not told[0][0].per.covers(pace.kind)
    ):
        return []
    return told


def _pace_of_members(b: _Builder, target: Target) -> tuple[Entry, str] | Refusal | None:
    """ "A bird eats 7 berries a day. Sam has 5 birds. How many berries do Sam's birds eat?":
    what "a bird" does any one bird does, so it is told of each of Sam's birds, as "Each bird
    eats …" would tell it. Only when that pace is all the story tells of the verb and kind,
    its doer named as any one of the noun the holders asked are named by ("Sam's birds"), and
    their owner's holding of them is one, told once and never changed (the rules of a pace
    told of each member). The pace as told of the members, and the variable of all of theirs."""
    from wordproof.ledger.replay import told_of

    if target.holders is None or len(target.holders) != 1:
        return None
    noun, _, owner = target.holders[0].partition(" of ")
    told = told_of(b, attrs.evolve(target, holders=None))
    if not owner or len(told) != 1:
        return None
    one, = told
    if one.op is not Op.PACE or one.per is None or one.id not in b.paces or one.each_of is not None or (
        one.within or one.count is not None or not named_as_any_one(b, one, noun)
    ):
        return None
    members = attrs.evolve(one, subject=target.holders[0], actor=target.holders[0], other=owner,
                           each_of=Kind(noun))
    held = _members_held(b, members, _counting(b, members))
    if isinstance(held, Refusal):
        return held
    pace = b.new_var(f"{one.id}.members_pace", one.kind.unit,
                     f"the {one.kind.plural_label} of all the {Kind(noun).plural_label} for each "
                     f"{one.per.label}")
    b.vars[pace] = attrs.evolve(b.vars[pace], per=one.per.unit, count=False)
    _members_times(b, members, pace, one.per, held)
    return members, pace


def _converts(verb: str | None, per: str, counted: str) -> bool:
    """Whether a count of ``counted`` units is that many ``per`` units of the doing: days of a
    daily habit ("2 weeks" of "10 pages a day"), never of a pay ("$50 a day" is per day worked)
    nor of paid work ("works 8 hours a day": in a week, every day or the workdays?), and
    minutes of doing it ("2 hours" of "3 towels in 5 minutes")."""
    paid = verb is not None and (in_class(verb, "wage_verbs") or in_class(verb, "working_verbs"))
    return per in _HABITUAL and not paid or (
        per in _WITHIN_A_SITTING and counted in _WITHIN_A_SITTING | {"hour"})


def _reckoned_habit(b: _Builder, pace: Entry, target: Target) -> bool:
    """ "reads 4 books a week", "walks 2 miles a day", asked over whole years ("in a year", "in
    2 years"): a habit of every week or every day, counted over the 52 weeks or 365 days the
    calendar reckons in a year (ten times that in a decade). Never a pay or paid work (per
    week or day worked), a part of a year ("in half a year": which weeks?), nor a habit placed
    at a time or beside anything else of the doer's that counts time (``_every_period``'s
    rule)."""
    assert pace.per is not None and target.goal is not None
    paid = pace.verb is None or in_class(pace.verb, "wage_verbs") or in_class(pace.verb, "working_verbs")
    return not paid and pace.per.unit in _RECKONED and target.per in ("year", "decade") and (
        target.goal.value is not None and target.goal.value.denominator == 1
    ) and _holds_every_time(b, pace)


def _every_period(b: _Builder, pace: Entry, known: tuple[Entry, ...] = ()) -> bool:
    """A pace per month or per year ("earns $800 a month") told with no time placing it ("in
    the summer", "last year"): it holds for each month of a year asked, while nothing else of
    the doer's counts time ("teaches 4 months a year", "worked 3 months": which months pay?)."""
    return pace.per is not None and pace.per.unit in _EVERY_PERIOD and _holds_every_time(b, pace, known)


def _round_the_clock(b: _Builder, pace: Entry) -> bool:
    """ "takes a pill every 6 hours", "a bell rings every 15 minutes": a doing told every so many
    hours, minutes or seconds goes on by the clock, night and day, so a day asked is 24 of its
    hours (never "reads 40 pages an hour", per hour of reading), while no time places it and
    nothing else of the doer's counts time (``_holds_every_time``); whole stretches only
    (``_whole_stretches``)."""
    return "every" in pace.cues and pace.per is not None and pace.per.unit in _SPEED_PER and (
        not _labour(pace.verb)) and _holds_every_time(b, pace)


# the kinds of doing that are work done in hours of doing it: going, reading, making, earning,
# handing over ("drives 60 miles every 2 hours", "writes 5 letters every 30 minutes")
_LABOUR_CLASSES = frozenset({VerbClass.ACTIVITY, VerbClass.GAIN, VerbClass.TRANSFER_OUT})


def _labour(verb: str | None) -> bool:
    """ "drives 60 miles every 2 hours", "bakes a cake every 2 hours", "earns $10 every 2 hours",
    "sells a hat every 2 hours": a doing of work or going told every so many hours is a pace of
    the hours it is done (a day asked holds hours of sleep, of a shop shut), never by the clock;
    unknown (None) is no clock's either."""
    return verb is None or verb_class(verb) in _LABOUR_CLASSES or any(
        in_class(verb, name) for name in ("wage_verbs", "working_verbs", "selling_verbs"))


def _holds_every_time(b: _Builder, pace: Entry, known: tuple[Entry, ...] = ()) -> bool:
    """A pace told with no time placing it, while nothing else of the doer's (but ``known``)
    counts time: it holds at every one of its unit."""
    if told_with(b.ledger.times, pace.clause, PLACING):
        return False
    return not any(
        e is not pace and e not in known and pace.actor in (e.actor, e.subject)
        and (unit := measure_unit(e.kind.unit)) is not None and unit.dimension in ("time", "calendar")
        for e in b.ledger.entries)


def habit_over(b: _Builder, entry: Entry, count: str, counted: str, span: tuple[int, int]) -> str | None:
    """ "ran 3 miles every day for 2 weeks": the count told (weeks) in the rate's own unit
    (days) when a daily habit holds every day of it, by the units table; None otherwise ("works
    8 hours a day for 2 weeks": every day, or the workdays?)."""
    assert entry.per is not None
    if entry.verb is None or in_class(entry.verb, "working_verbs") or _times_told_apart(b, entry) or (
        not _converts(entry.verb, entry.per.unit, counted) or entry.per.unit not in _HABITUAL
    ):
        return None
    return convert(b, count, counted, entry.per.unit, span, b.clause(entry))


def speed_over(b: _Builder, entry: Entry, count: str, counted: str, span: tuple[int, int]) -> str | None:
    """ "drives 40 miles per hour", over "30 minutes": a speed is even over each hour of the
    motion, so a part of an hour goes its part of the miles, the minutes converted into hours by
    the units table (30 minutes are half an hour). Only a length per hour, minute or second (a
    speed), over a shorter time: never things done ("eats 2 apples an hour": in 30 minutes one,
    or both at once?), a length per day ("walks 3 miles a day": all in the morning?), nor a
    longer time ("in 2 days": driving all the while?). None otherwise."""
    assert entry.per is not None
    length, per, over = measure_unit(entry.kind.unit), measure_unit(entry.per.unit), measure_unit(counted)
    if length is None or per is None or over is None or length.dimension != "length" or (
        per.name not in _SPEED_PER or (factor := conversion_factor(over, per)) is None or factor >= 1
    ):
        return None
    return convert(b, count, counted, entry.per.unit, span, b.clause(entry), part=True)


def _times_told_apart(b: _Builder, pace: Entry) -> bool:
    """A doer of a pace or a habit told with a time of her own ("She skipped 2 days", "rested
    a week", "… for 3 weeks and 2 days"): days off, or days more? And the same doing told at a
    time of its own ("read 40 pages last week"): among the days of the habit, or besides?"""
    for e in b.ledger.entries:
        if e is pace or e.op in (Op.PACE, Op.RATE) or pace.actor not in (e.actor, e.subject):
            continue
        unit = measure_unit(e.kind.unit)
        if e.kind.unit != pace.kind.unit and unit is not None and unit.dimension in ("time", "calendar"):
            return True
        if e.kind.unit == pace.kind.unit and e.verb == pace.verb and told_with(
            b.ledger.times, e.clause, _PLACED_IN_TIME
        ):
            return True
    return False


_PLACED_IN_TIME = PLACING


def _whole_stretches(pace: Entry, target: Target) -> bool:
    """ "eats 12 carrots every 4 days" eats them at once each 4 days: in 2 weeks (3½ stretches)
    she has eaten 36 or 48, never 42. A count asked must hold a whole number of the stretches."""
    if "every" not in pace.cues or pace.count is None or pace.count.value is None:
        return True
    assert pace.per is not None and target.per is not None and target.goal is not None
    first, second = measure_unit(target.per), measure_unit(pace.per.unit)
    factor = conversion_factor(first, second) if first and second else None
    if target.goal.value is None or factor is None:
        return False
    return (target.goal.value * factor / pace.count.value).denominator == 1


def _whole_batches(pace: Entry, link: Entry, inner: str) -> bool:
    """ "reads 4 pages every 10 minutes" does them at once each 10 minutes, as ``_whole_stretches``
    says: "reads 35 minutes a day" holds 3 of the stretches or 3½ (12 pages a day, or 14?). The
    time of the doing told in each period (the first link of its chain, in the pace's unit
    ``inner``) must hold a whole number of the stretches."""
    first, second = measure_unit(link.kind.unit), measure_unit(inner)
    factor = conversion_factor(first, second) if first and second else None
    value = link.amount.value
    return whole_batches(pace, None if value is None or factor is None else value * factor)


def _whole_periods(target: Target, unit: str) -> bool:
    """ "swims twice a day", asked "in half a day" (or "in 36 hours"): the times fall somewhere
    in each day, so a part of one holds none, one or both; so too the days of "2 hours a day, 5
    days a week" in half a week. Counts within a period are asked only over whole periods."""
    assert target.per is not None and target.goal is not None
    first, second = measure_unit(target.per), measure_unit(unit)
    factor = Fraction(1) if target.per == unit else (
        conversion_factor(first, second) or reckoned(first, second) if first and second else None)
    if target.goal.value is None or factor is None:
        return False
    return (target.goal.value * factor).denominator == 1


def _worked(b: _Builder, wage: Entry, count: str, target: Target) -> str | None:
    """ "earns $12 an hour" and "works 5 hours a day", asked "in 4 days": the hours worked in
    the count asked, the paces of work chained from the wage's unit to the unit asked ("works
    8 hours a day" and "works 20 days a month", asked "in 2 months": hours per day × days per
    month × months), never converted (in 2 weeks, does she work every day?). A wage for each
    thing done ("$5 per class") chains from the earner's one pace of those things ("teaches 5
    classes a day"). None unless the pace is a wage and each of its earner's paces of work
    (and of the things paid for) is one link of the chain, each unit reached by one pace only,
    and no stretch of work is told."""
    assert wage.per is not None and target.per is not None
    if wage.verb is None or not in_class(wage.verb, "wage_verbs"):
        return None
    work = [e for e in b.ledger.entries if e.actor == wage.actor and e is not wage and e.verb is not None
            and (in_class(e.verb, "working_verbs") or not _timed(wage) and e.kind.unit == wage.per.unit)]
    if not all(_paid_doing(b, wage, e) for e in work):
        return None  # "buys 3 lessons a day", "tutors 5 hours a day" of a wage for babysitting
    if not work or any(e.op is not Op.PACE or e.per is None or e.id not in b.paces or e.count is not None
                       or e.each_of is not None for e in work):
        return None
    return _through(b, wage, work, count, target, "worked", habit=False)


def _occasions(b: _Builder, pace: Entry, count: str, target: Target) -> str | None:
    """ "swims twice a day" and "swims 2 miles each time", asked "in a week": the times in the
    count asked, the doer's paces of occasions of that doing chained from "time" to the unit
    asked (miles per time × times per day × days per week × weeks). The occasions must be of the
    doing the pace is told of: its own verb, or the verb of "each time she goes" it names
    (``Entry.counted_by``); another doer's occasions, or another doing's ("runs twice a day"),
    count nothing of it. None unless every count of times told of the doer is such a link, and
    the last is a daily habit (its days in a week) or reaches the unit asked."""
    assert pace.per is not None
    if pace.per.unit != "time" or pace.each_of is not None or pace.counted_by is None and pace.verb is None:
        return None
    doing = pace.counted_by or pace.verb
    times = [e for e in b.ledger.entries if e is not pace and pace.actor in (e.actor, e.subject)
             and e.kind.unit == "time"]
    if not times or any(e.op is not Op.PACE or e.verb != doing or e.per is None or e.id not in b.paces
                        or e.count is not None or e.each_of is not None or pace.work and e.work != pace.work
                        for e in times):
        return None  # "swam 3 times on Monday", "runs twice a day": which times are the pace's?
    return _through(b, pace, times, count, target, "done", habit=True)


def _time_of_doing(b: _Builder, pace: Entry, count: str, target: Target) -> str | None:
    """ "reads 40 pages an hour" and "reads 2 hours a day", asked "in 5 days": the hours of that
    doing in the count asked, the doer's paces of its time chained from the pace's unit (pages
    per hour × hours per day × days), as a wage's are through the paces of work. Not a wage
    (``_worked``'s) nor occasions (``_occasions``'s); every time told of the doer must be a pace
    of the same doing (its verb and words), one link each, and the last a daily habit or reaching
    the unit asked ("types 50 words a minute" and "4 hours a day": no link is per minute)."""
    assert pace.per is not None
    if pace.verb is None or in_class(pace.verb, "wage_verbs") or not _timed(pace) or (
        pace.each_of is not None or pace.counted_by is not None
    ):
        return None
    times = [e for e in b.ledger.entries if e is not pace and pace.actor in (e.actor, e.subject)
             and (unit := measure_unit(e.kind.unit)) is not None and unit.dimension in ("time", "calendar")]
    if not times or any(e.op is not Op.PACE or e.verb != pace.verb or e.per is None or e.id not in b.paces
                        or e.count is not None or e.each_of is not None or e.work != pace.work
                        for e in times):
        return None  # "reads 2 hours on Monday", "spends 2 hours a day drawing": which hours?
    return _through(b, pace, times, count, target, "spent", habit=True)


def _through(b: _Builder, pace: Entry, links: list[Entry], count: str, target: Target, how: str,
             habit: bool) -> str | None:
    """The ones of ``pace``'s unit in the count asked: ``links`` (paces of the doer's) chained
    from that unit to the unit asked, each unit reached by one link only and every link used;
    past the last link a count is converted only when that link holds for every one of its
    unit (a month of a year; with ``habit``, a day of a week, as a daily habit does)."""
    from wordproof.ledger.replay import Equation, past_pace_asked_otherwise

    assert pace.per is not None and target.per is not None
    if any(past_pace_asked_otherwise(b, target, link) for link in links):
        return None  # "Ada swam twice a day. She swims 2 miles each time.": the times now untold
    chain: list[Entry] = []
    wanted: list[str] = []  # the unit each link's ones are wanted in, inside it
    unit = pace.per.unit
    while unit != target.per:
        # a link of the unit, or of a larger unit of time that holds a whole number of it ("50
        # words a minute" and "4 hours a day": the hours are 60 minutes each, by the units table)
        step = [e for e in links if e.kind.unit == unit] or [
            e for e in links if e not in chain and _holds_whole(e.kind.unit, unit)]
        if not step and chain and (_every_period(b, chain[-1], (pace, *chain)) or habit and (
            _converts(chain[-1].verb, unit, target.per) and unit in _HABITUAL
        )):
            break  # "works 20 days a month", asked in a year: the days of each of its months
        if len(step) != 1 or step[0] in chain:
            return None  # "5 hours a day" in 2 weeks: every day of them, or the workdays?
        chain.append(step[0])
        wanted.append(unit)
        assert step[0].per is not None
        unit = step[0].per.unit
    if len(chain) != len(links):
        return None  # a pace of work that is no link: part of the work asked, or besides?
    if chain and not _whole_batches(pace, chain[0], wanted[0]):
        return None  # "4 pages every 10 minutes" and "35 minutes a day": 3 batches a day, or 3 1/2?
    if chain and unit in ("week", "month", "year") and (
        target.goal is None or target.goal.value is None or target.goal.value.denominator != 1
    ) or habit and not _whole_periods(target, unit):
        return None  # "works 20 days a month", asked "in half a month": which days of it?
    worked = count
    if unit != target.per:
        assert target.goal is not None
        converted = convert(b, count, target.per, unit, target.goal.span, target.text)
        if converted is None:
            return None
        worked = converted
    for level, (link, inner) in enumerate(reversed(list(zip(chain, wanted, strict=True)))):
        assert link.per is not None
        ones = b.new_var(f"question.{how}{level or ''}", link.kind.unit,
                         f"the {link.kind.plural_label} {how}")
        b.equations.append(Equation(link.id, ((ONE, ones),), Fraction(0), b.clause(link),
                                    products=((-ONE, b.paces[link.id], worked),)))
        if link.kind.unit != inner:
            converted = convert(b, ones, link.kind.unit, inner, link.amount.span, b.clause(link))
            if converted is None:
                return None
            ones = converted
        worked = ones
    return worked


def _holds_whole(larger: str, smaller: str) -> bool:
    """Whether an hour or a minute of a doing is a whole number of ``smaller`` ones of it, minutes
    or seconds, by the units table (an hour of 60 minutes). Never a day of hours or a week of
    days: "a day" of work or of reading is not 24 hours of it, nor "3 weeks a month" 21 days."""
    first, second = measure_unit(larger), measure_unit(smaller)
    factor = conversion_factor(first, second) if first and second and first.name in ("hour", "minute") and (
        second.name in _WITHIN_A_SITTING) else None
    return factor is not None and factor > 1 and factor.denominator == 1


def _timed(pace: Entry) -> bool:
    unit = measure_unit(pace.per.unit) if pace.per is not None else None
    return unit is not None and unit.dimension == "time"


def _paid_per_thing(b: _Builder, paces: list[Entry], holders: list[str]) -> list[Term] | None:
    """ "She charges $20 per drawing. She drew 24 drawings.": each pay for one thing times the
    things the payee's own doings count — all told by one verb, of one kind. None when a thing
    paid for is done by no told event, by two verbs (bought and sold?), when two paces are for
    one kind, or when a sale of the payee's also brings money (paid twice?)."""
    if len({p.per.unit for p in paces if p.per is not None}) != len(paces) or any(
        e.actor in holders for e, _ in b.proceeds
    ):
        return None
    terms: list[Term] = []
    kinds = [e.kind for e in b.ledger.entries]  # "for each bag of cans she recycles … had 11 bags"
    for pace in paces:
        assert pace.per is not None
        done = [e for e in b.ledger.entries if e.actor == pace.actor and e.kind.unit == pace.per.unit
                and (e.op in (Op.GAIN, Op.LOSS, Op.EVENT) or e.op is Op.TRANSFER and e.subject == e.actor)
                and _paid_doing(b, pace, e) and pace.per.covers_in(e.kind, kinds)]
        if not done or len({(e.verb, e.kind) for e in done}) != 1 or any(
            e.id not in b.amount_var for e in done
        ):
            return None
        if _unpaid_doings(b, pace.actor, done) or done_by_many(b, pace.actor) or (
            _spoilt_paid_for(b, pace)
        ) or (
            pace.per.unit == "time"
        ) and any(
            pace.actor in (e.actor, e.subject) and e.kind.unit == "time" and e not in done and e is not pace
            for e in b.ledger.entries
        ):
            # "played 7 times and won 3 times. She earned 5 tickets each time": each time of which?
            return None
        terms.extend(_paid(b, pace, done, "was paid for"))
    return terms


def _paid(b: _Builder, pace: Entry, doings: list[Entry], how: str) -> list[Term]:
    """What each doing was paid: the pay per one (per thing, per hour) times what it counts."""
    from wordproof.ledger.replay import Equation

    terms: list[Term] = []
    for done in doings:
        if f"{done.id}.paid" in b.vars:  # paid into the earner's money already (``pay_in``)
            terms.append((ONE, f"{done.id}.paid"))
            continue
        paid = b.new_var(f"{done.id}.paid", pace.kind.unit, f"what {pace.actor} {how} {done.id}")
        amount = b.amount_var[done.id]
        if pace.per is not None and done.kind.unit != pace.per.unit:
            # "earns $12 an hour. She worked 50 minutes.": the minutes in hours (checked by
            # ``paid_stretches``, a time of the clock in another)
            amount = convert(b, amount, done.kind.unit, pace.per.unit, done.amount.span, b.text,
                             part=True) or amount
        b.equations.append(Equation(pace.id, ((ONE, paid),), Fraction(0), b.clause(pace),
                                    products=((-ONE, b.paces[pace.id], amount),)))
        terms.append((ONE, paid))
    return terms


def wage_terms(b: _Builder, target: Target, holders: list[str]) -> list[Term] | None:
    """ "She earns $12 an hour. She works 5 hours. How much does she earn?": a wage (a pace
    of a wage verb per unit of time) times the one stretch of work told in that unit. Only
    working verbs are paid: reading or sleeping for 5 hours earns nothing. None when the
    story tells no such wage and work, or anything else of the wage verb."""
    from wordproof.ledger.replay import told_of

    if target.verb is None or not in_class(target.verb, "wage_verbs"):
        return None
    told = told_of(b, target, holders)
    if any(holder not in {e.actor for e in told} for holder in holders):
        return None  # "She babysat 5 hours and Ben 2. How much did they earn?": Ben's pay?
    if told and all(e.op is Op.PACE and e.per is not None and not _timed(e) for e in told):
        if tense_within(b.ledger.times, target.span) is Tense.FUTURE and any(
            e.op is Op.GOAL and holders[0] in (e.subject, e.actor) for e in b.ledger.entries
        ):
            return None  # "has to wash 10 cars. He washed 6 of them. How much will he earn?": 6 or 10?
        return _paid_per_thing(b, told, holders)
    if len(told) != 1 or told[0].op is not Op.PACE or told[0].per is None:
        return None
    work = paid_stretches(b, told[0])
    # "She worked 4 hours on Monday and 3 hours on Friday": each stretch paid at the wage
    return None if work is None else _paid(b, told[0], work, "earned in")


def paid_stretches(b: _Builder, wage: Entry, upto: Entry | None = None) -> list[Entry] | None:
    """The stretches of work a wage per unit of time pays ("earns $12 an hour", "She worked 4
    hours on Monday and 3 hours on Friday"): every stretch its earner is told to work, each in
    the wage's unit, all by one working verb, of the work the wage names. None when there is
    none, or when any such doubt stands ("works 5 hours a day" is no stretch; "worked 3 days":
    how many hours? "babysat 5 hours and tutored 2 hours": is the wage for both? another doing
    or money besides, a wage of two). While replay is at ``upto``, the stretches after it are not
    replayed yet: each must have its amount told."""
    assert wage.per is not None
    unit = measure_unit(wage.per.unit)
    later = b.ledger.entries[b.ledger.entries.index(upto) + 1:] if upto is not None else []
    work = [e for e in b.ledger.entries if e.actor == wage.actor and e.op in (Op.EVENT, Op.PACE)
            and e.verb is not None and in_class(e.verb, "working_verbs")]
    if unit is None or unit.dimension != "time" or not work or any(
        e.op is not Op.EVENT or not _clock_time_in(e.kind.unit, wage.per.unit)
        or e.id not in b.amount_var and (e not in later or e.amount.value is None) for e in work
    ) or len({e.verb for e in work}) != 1:
        return None
    if _unpaid_doings(b, wage.actor, work) or wage.work and any(not _same_work(wage, e) for e in work):
        return None  # ("earns $12 an hour babysitting. She worked 5 hours at the store")
    if b.ledger.entity(wage.actor).members:
        return None  # "Ann and Bo earn $12 an hour": each of them, or the two together?
    if any(not whole_batches(wage, e.amount.value) for e in work):
        return None  # "earns $10 every 2 hours. He works 5 hours.": paid $20, or $25?
    return work


def _clock_time_in(unit: str, wage_unit: str) -> bool:
    """A stretch of work in the wage's unit of time, or in another time of the clock the units
    table converts it to ("50 minutes" of a wage per hour); never days or weeks of a wage per
    hour (a day of work is no 24 hours of it)."""
    return unit == wage_unit or unit in CLOCK_UNITS and wage_unit in CLOCK_UNITS


def pay_in(b: _Builder, stretch: Entry) -> Refusal | None:
    """ "She earns $12 an hour. She works 5 hours. She spends $20.": the stretch's pay, the wage
    times its hours (dollars per hour × hours), comes into the earner's money then, so what she
    spends after is taken from it; so does the pay for things done at a pay per thing
    (``_pay_per_thing``: "earns $8 for each lawn he mows. He mowed 5 lawns."). Only a stretch
    the one wage told before pays (``paid_stretches``); a reading where the earner's money
    starts from none at the stretch is refused when it is not paid (the none would stand for
    nothing earned)."""
    if stretch.op is not Op.EVENT or stretch.verb is None:
        return None
    before = b.ledger.entries[:b.ledger.entries.index(stretch)]
    pay = _pay_per_thing(b, stretch, before)
    if pay is None and not in_class(stretch.verb, "working_verbs"):
        return None
    wages = [e for e in before if e.op is Op.PACE and e.actor == stretch.actor and e.id in b.paces
             and e.verb is not None and in_class(e.verb, "wage_verbs") and _timed(e)]
    work = paid_stretches(b, wages[0], stretch) if len(wages) == 1 else None
    if pay is not None:
        # "earns $8 for each lawn he mows. He mowed 5 lawns.": paid for the things done
        wages, work = [pay], [stretch]
    if work is None or stretch not in work:
        if any(e.op is Op.START_EMPTY and e.clause == stretch.clause and e.subject == stretch.subject
               for e in before):
            return Refusal(RefusalCode.UNSUPPORTED_FRAME, Stage.LEDGER, b.clause(stretch),
                           span=stretch.clause, expected=("a stretch of work its one wage pays",))
        return None
    (_, paid), = _paid(b, wages[0], [stretch], "earned in")
    money = b.key_for(stretch.actor, wages[0].kind)
    if isinstance(money, Refusal):
        return money
    b.change(money, stretch, ONE, paid)
    return None


def _pay_per_thing(b: _Builder, doing: Entry, before: Sequence[Entry]) -> Entry | None:
    """ "He earns $8 for each lawn he mows. He mowed 5 lawns.": the one pay per thing told
    before a doing of its payee's that counts those things, which the pay is for
    (``_paid_per_thing``'s doubts all absent: one verb for every such doing, no other doing or
    money of the payee's, no doers beside). None for any other doing."""
    pays = [e for e in before if e.op is Op.PACE and e.actor == doing.actor and e.id in b.paces
            and e.verb is not None and in_class(e.verb, "wage_verbs") and e.per is not None
            and not _timed(e) and e.per.unit == doing.kind.unit]
    if len(pays) != 1 or not _paid_doing(b, pays[0], doing) or any(
        e.actor == doing.actor for e, _ in b.proceeds
    ) or done_by_many(b, doing.actor):
        return None
    done = [e for e in b.ledger.entries if e.actor == doing.actor and e.kind.unit == doing.kind.unit
            and e.op in (Op.GAIN, Op.LOSS, Op.EVENT)]
    if len({(e.verb, e.kind) for e in done}) != 1 or _unpaid_doings(b, doing.actor, done):
        return None
    return pays[0]


def _same_work(wage: Entry, stretch: Entry) -> bool:
    """ "earns $12 an hour (for) babysitting" pays "babysat 5 hours", "worked 5 hours" and "worked 5
    hours babysitting"; a wage named by its work ("at the bakery") does not pay a stretch of
    another verb of work ("babysat 5 hours": the bakery's work?) nor one naming other work."""
    named = wage.work[1:] if wage.work[:1] == ("for",) else wage.work  # "for babysitting": babysitting
    return stretch.work == wage.work or not stretch.work and (
        stretch.verb == "work" or named == (stretch.verb,))  # "work" names no work of its own


# verbs of getting, seeing, knowing, attending or declining things: none is work done on them
_NO_WORK_ON = ("buying_verbs", "receiving_verbs", "taking_verbs", "perceiving_verbs", "knowing_verbs",
               "attending_verbs", "declining_verbs")


def _paid_doing(b: _Builder, wage: Entry, doing: Entry) -> bool:
    """Whether ``doing`` may be the work ``wage`` pays: never a getting, seeing, knowing,
    missing or sending away of the things ("earns $4 per lesson. He takes 3 lessons a day",
    "$5 per car. He saw 4 cars", "$40 per patient. He turns away 8 patients a day"), and the
    work the wage names when it names one ("$5 per car washed" pays no cars fixed, "$12 an hour
    babysitting" no hours tutoring)."""
    if doing.verb is not None and any(in_class(doing.verb, kind) for kind in _NO_WORK_ON):
        return False
    if any(verb.lemma == doing.verb and verb.particle is not None
           and tables().particles.get(verb.particle) == "loss"
           for verb in b.ledger.told.verbs_within(doing.clause)):
        return False
    return _same_work(wage, doing)


def _spoilt_paid_for(b: _Builder, pace: Entry) -> bool:
    """ "earns $3 for each box. He packed 12 boxes but 2 were broken": whether the spoilt ones are
    paid for too, the story does not say (was 36)."""
    assert pace.per is not None
    return any(e.op is Op.LOSS and e.kind.unit == pace.per.unit and e.verb is not None
               and in_class(e.verb, "spoiling_verbs") for e in b.ledger.entries)


def _unpaid_doings(b: _Builder, payee: str, paid: list[Entry]) -> bool:
    """ "She worked 3 hours and sold 2 pies", "mowed 4 lawns and 2 gardens": another doing of
    the payee's, or a sale, may have earned money too, at a pay the story does not tell; money
    the payee got otherwise is earned too, or not: which, the question does not say."""
    ids = {e.id for e in paid}
    return any(e.actor == payee and e.id not in ids and (
        e.op is Op.EVENT or e.verb is not None and in_class(e.verb, "selling_verbs")
    ) for e in b.ledger.entries) or any(
        # "got a $10 tip", "sold a lamp for $10": money that came to the payee besides the wage
        e.kind.unit in ("dollar", "cent") and (
            e.op is Op.GAIN and e.subject == payee or e.op is Op.TRANSFER and e.other == payee)
        or e.op is Op.SALE_PRICE  # "sold a lamp for $10": a sale told as its price
        for e in b.ledger.entries)


__all__ = ["CLOCK_UNITS", "TWO_UNITS", "TwoUnits", "apply_pace", "conversion", "convert", "habit_over",
           "mean_asked", "paced_terms", "pay_in", "speed_over", "stated_conversion", "two_units",
           "two_units_told", "wage_terms"]


def compared_paces(ledger: Ledger, text: str) -> Ledger:
    """ "Ana reads 20 pages a day. Bo reads twice as many pages as Ana." (or "5 more pages
    than Ana"): a doing compared with the one thing the story tells of that verb and kind by
    the other, a pace, is a pace of the same period (Bo's pages a day are twice Ana's, or hers
    and 5). Only a comparison told at no time of its own, with no period of its own or the
    pace's own, of a pace of one plain amount per period; a comparison with any other telling
    of the verb and kind (two candidates) is left to the replay of events, which refuses it."""
    entries = list(ledger.entries)
    quantities = ledger.quantities
    for entry in list(entries):
        compare = next((c for c in entries if c.op is Op.COMPARE and c.clause == entry.clause
                        and c.subject == entry.actor and c.verb == entry.verb and c.other is not None
                        and c.amount.value is not None), None)
        if entry.op not in (Op.EVENT, Op.GAIN, Op.LOSS) or not (
            entry.share_event or compare is not None and entry.amount.value is None and entry.share is None
        ) or entry.other_kind is not None or compare is not None and compare.other_kind is not None or (
            _placed(ledger, entry)
        ):
            continue
        other = compare.other if compare is not None else entry.share_of
        told = [e for e in entries if e is not entry and e is not compare and e.verb == entry.verb
                and e.kind.base == entry.kind.base and e.actor != entry.actor]
        if len(told) != 1 or other not in (None, told[0].actor):
            continue
        pace = told[0]
        if pace.op is not Op.PACE or pace.per is None or pace.within or pace.count is not None or (
            pace.each_of is not None or _placed(ledger, pace)
            or entry.per is not None and entry.per.unit != pace.per.unit
            or tense_within(ledger.times, entry.clause) is not tense_within(ledger.times, pace.clause)
        ):
            continue  # "Bo read twice as many pages as Ana" of a habit of hers: once, or each day?
        paced = attrs.evolve(entry, op=Op.PACE, per=pace.per, share_of=pace.actor)
        if compare is not None:  # "5 more pages than Ana": her pace and 5 more, a day
            paced = attrs.evolve(paced, plus=compare.amount, sign=compare.sign)
            entries.remove(compare)
            quantities = tuple(attrs.evolve(q, entry=entry.id) if q.entry == compare.id else q
                               for q in quantities)
        entries[entries.index(entry)] = paced
    return attrs.evolve(ledger, entries=tuple(entries), quantities=quantities)


def compared_pace(b: _Builder, entry: Entry) -> Refusal | None:
    """The pace of a comparison (``compared_paces``): the factor times (or the difference
    added to) the other's pace, per the same period."""
    from wordproof.ledger.fractions_of import share

    return share(b, entry, _new_pace(b, entry))


def _new_pace(b: _Builder, entry: Entry) -> str:
    """The variable of the entry's pace: its kind for each one of its period."""
    assert entry.per is not None
    pace = b.new_var(f"{entry.id}.pace", entry.kind.unit,
                     f"the {entry.kind.plural_label} for each {entry.per.label}")
    b.vars[pace] = attrs.evolve(b.vars[pace], per=entry.per.unit, count=False)
    b.paces[entry.id] = pace
    return pace


def _placed(ledger: Ledger, entry: Entry) -> bool:
    """Whether the clause tells a time of its own; "first" naming the doer ("the first dog")
    places nothing."""
    return any(chunk.text.lower() not in (entry.actor or "").lower().split()
               for chunk in told_with(ledger.times, entry.clause, PLACING))
