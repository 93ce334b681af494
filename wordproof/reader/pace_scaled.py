"""Reading a pace told as an amount done in a stretch of time, scaled to another stretch or
another amount: "Ada reads 12 pages in 3 minutes. How many pages will she read in 10 minutes?"
(40 pages); "A pump fills 20 tanks every 4 hours. How long will it take the pump to fill 35
tanks?" (7 hours); "Bo is cycling 9 miles in 30 minutes. How far will he go in 2 hours?" (36
miles).

The text is two sentences, nothing else:

- *the pace*: a doer (a given name, or `a`/`an`/`the` and one noun), a verb said in the present
  (`reads`, `can read`, `is reading`), a count and the things counted (`12 pages`, `20 tanks of
  water`), then the stretch: `in` or `every` and a count (`a`, `an`, `one`) of a unit of time,
  or `a`/`per`/`each`/`every` and one unit of time;
- *the question*, after an optional `At this rate,` (`the same`, `that`):
  `how many <things> <will|would|can|could|does> <the doer> <the verb> in <count> <unit>`,
  `how far …` when the things are a length and the verb the same or a travelling verb (`go`,
  `travel`) for a way of going; or `<how long|how many <units>> <will|would|does> it take <the
  doer> to <the verb> <count> <things>`.

The doer asked is the name again or a pronoun of its gender; a noun again (`the`, `this`) or
`it`. The things asked are the things told (their `of …` may be left out). A stretch asked in
another unit is converted by the units table, only within seconds, minutes and hours or within
days and weeks (a pace told by the hour says nothing of the hours in a day). A count of things
done that comes out in parts is not read (events told "every" stretch come whole).

Anything else — another number, person or verb, a past telling, `more`, a tail after the
stretch (`if …`, `each day`) — is not read (``None``: the general reader refuses it).
"""
from __future__ import annotations

from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.pace_scaled import Asked, PaceScaledEntry
from wordproof.lexicon import words
from wordproof.lexicon.tables import MeasureUnit, conversion_factor, is_given_name, measure_unit, name_gender
from wordproof.lexicon.words import VerbClass
from wordproof.reader.sequences import is_name, told_and_asked
from wordproof.text.numerals import NumeralKind, number_said
from wordproof.text.tokens import Token, TokenKind

_PRONOUN_GENDER = {"she": "female", "he": "male", "her": "female", "him": "male"}
_POSSESSIVE_GENDER = {"his": "male", "her": "female"}
_ARTICLES = frozenset({"a", "an", "the"})
_SAME_NOUN = frozenset({"the", "this", "that"})
_ASKING = frozenset({"will", "would", "can", "could", "does"})
_TAKING = frozenset({"will", "would", "does"})
_RATE_SAID = (("at", "this", "rate", ","), ("at", "that", "rate", ","), ("at", "the", "same", "rate", ","))
# verbs of putting words down whose "out" adds nothing to what is done: "type out 10 pages"
_OUT_VERBS = frozenset({"type", "write", "print", "copy"})
# a rate said again after the question: "at this rate", "at this constant rate", "at the same pace"
_RATES_AFTER = frozenset(
    (*lead, *steady, word) for lead in (("this",), ("that",), ("the", "same"))
    for steady in ((), ("constant",)) for word in ("rate", "pace"))
# the words before one unit of time that make it the stretch of a pace: "a minute", "per hour"
_ONE_STRETCH = frozenset({"a", "an", "per", "each", "every"})
# stretches converted into each other: a pace told within one of these says nothing of the other
_CLOCK_TIME = frozenset({"second", "minute", "hour"})
_DAY_TIME = frozenset({"day", "week"})
# words that may not name the things counted, nor the words of an "of" after them
_NOT_THINGS = frozenset({
    "and", "or", "but", "for", "with", "each", "every", "per", "more", "less", "than", "other",
    "another", "extra", "in", "on", "at", "to", "of", "some", "all", "both", "then", "still",
    "already", "again", "else", "also", "only", "just", "today", "tomorrow", "yesterday", "times",
    "if", "when", "while", "a", "an", "how", "many", "much", "total", "altogether",
})
# verbs that tell a state, never a doing a pace counts; a mean ("averages 30 laps a day") asked
# again ("How many does she average in 4 days?") asks no total
_STATE_VERBS = ("measuring_verbs", "price_verbs", "wanting_verbs", "needing_verbs", "room_verbs",
                "portion_verbs", "mean_verbs")
_OF_WORDS = 3  # at most "of her new book"
# the words that may open what follows "of": "of the book", "of her book"
_OF_LEADS = frozenset({"the", "his", "her", "its", "their", "a", "an"})


def read_pace_scaled(text: str, tokens: tuple[Token, ...] | list[Token]) -> PaceScaledEntry | None:
    """A pace scaled to another stretch or amount, or None when the text is not such a problem."""
    split = told_and_asked(tokens, (2, 3))
    if split is None or len(split[0]) not in (1, 2) or not split[1]:
        return None
    paces = [pace for clause in split[0] if (pace := _pace(clause)) is not None]
    question = _after_rate_said(split[1])
    if len(paces) != 1 or not question:
        return None
    told = paces[0]
    if len(split[0]) == 2:  # the other told sentence sizes the things ("Each glass is 8 ounces") or
        other = next(clause for clause in split[0] if _pace(clause) is None)  # the doing of a day
        size, workday = _size_each(other), _workday(other, told)
        if size is not None and told.things in (size.whole, size.part) and _size_done(size, told.lemma):
            told = attrs.evolve(told, size=size)
        elif workday is not None:
            told = attrs.evolve(told, workday=workday)
        else:
            return None
    asked = _amount_asked(question, told) or _time_asked(question, told) or _pace_asked(question, told)
    if asked is None or told.every and asked[0] is Asked.PACE:
        return None  # "30 miles every 6 hours" may be gone at once: no speed
    if told.size is not None and (asked[0] is Asked.PACE or asked[3] == told.things):
        return None  # the size told is never used: a number unaccounted for
    asks, wanted, time_unit, things, things_factor, groups, group_noun = asked
    if told.workday is not None:  # "She reads for 3 hours a day": days asked, of 3 hours each
        if asks is Asked.PACE or time_unit.name != told.workday[1].name:
            return None
        time_factor: Fraction | None = told.workday[0].value
        if told.every and (told.workday[0].value / told.stretch.value).denominator != 1:
            return None  # "4 pages every 10 minutes" read 35 minutes a day: 3 batches a day, or 3 1/2?
    else:
        time_factor = conversion_factor(time_unit, told.unit)
        if time_factor is None or not _same_reckoning(time_unit, told.unit):
            return None
    assert time_factor is not None
    entry = PaceScaledEntry("p1", told.done, told.stretch, told.unit.plural, told.things, asks, wanted,
                            time_unit.plural, things, time_factor, things_factor,
                            text[split[1][0].start:split[1][-1].end], groups, group_noun,
                            size=None if told.size is None else told.size.each,
                            size_whole="" if told.size is None else told.size.whole,
                            size_part="" if told.size is None else told.size.part,
                            workday=None if told.workday is None else told.workday[0])
    if measure_unit(told.things) is None and asks is not Asked.PACE and _batches(entry) < 1:
        return None  # "2 apples an hour" asked of 30 minutes: one apple, none or both
    if asks is Asked.AMOUNT and measure_unit(told.things) is None and entry.value().denominator != 1:
        return None  # a count of things done in parts: the stretch asked ends between two
    if told.unit.name == "day" and time_unit.name != "day" and words.in_class(told.lemma, "working_verbs"):
        return None  # paid work ("tutors 3 kids a day") asked of 2 weeks: every day, or the workdays?
    daily = told.unit.name in _DAY_TIME
    if (told.every or daily) and asks is not Asked.PACE and _batches(entry).denominator != 1:
        return None  # "every 4 minutes" asked of 10 minutes: two batches done, or two and a half
    if asks is Asked.TIME and entry.value().denominator != 1:
        return None  # 5 1/4 minutes asked, or the 6 begun? 15 days in weeks: 2 1/7, or 3 begun?
    return entry


def _batches(entry: PaceScaledEntry) -> Fraction:
    """How many times the amount told the amount asked or done is."""
    amount = entry.amount_asked() / entry.things_factor if entry.asks is Asked.TIME and entry.asked else (
        entry.value() / entry.things_factor)
    return amount / entry.done.value


@attrs.frozen
class _Pace:
    """What the pace sentence tells."""

    doer: tuple[Token, ...]  # "Ada", "a pump"
    lemma: str  # the verb's lemma
    done: Quoted  # "12" of "reads 12 pages"
    things: str  # "pages"
    of: tuple[str, ...]  # the words after "of": "of her book"
    stretch: Quoted  # "3" of "in 3 minutes"
    unit: MeasureUnit  # minute
    # "every 3 minutes": the things done in batches, one at the end of each stretch (as are the
    # things done a day, the days being whole)
    every: bool
    size: _Size | None = None  # another sentence's size of each thing: "Each glass is 8 ounces"
    # "checks his mail every 20 minutes": the words the doing is done to, said again when asked
    done_object: tuple[str, ...] = ()
    # another sentence's stretch of the doing each day (or week), in the unit of the pace: "He
    # works 6 hours a day" of a pace by the hour: the 6 and the day
    workday: tuple[Quoted, MeasureUnit] | None = None


@attrs.frozen
class _Size:
    """`Each glass is 8 ounces`: one of the wholes (`glasses`) is ``each`` of the parts (`ounces`)."""

    whole: str  # plural: "glasses"
    each: Quoted
    part: str  # "ounces"


# the verbs that tell what one thing is or holds: "Each glass is 8 ounces", "A page has 300 words"
_SIZE_VERBS = frozenset({"is", "has", "contains", "holds", "weighs", "lasts"})


def _workday(clause: list[Token], told: _Pace) -> tuple[Quoted, MeasureUnit] | None:
    """The whole of ``clause``: `<the doer again> <works | the pace's verb> (for) N <units of the
    pace> a | each | every | per <day | week>`: the stretch of the doing in each day or week,
    said in the unit the pace is told by (`hours` of `50 pages an hour`), which is of the clock.
    `works` only of a doer that is no person (`a factory`), whose working is its doing."""
    doer = _same_doer(clause, told.doer, subject=True)
    if doer is None or told.unit.name not in _CLOCK_TIME:
        return None
    rest = clause[doer:]
    verb = _present_verb(rest)
    if verb is None or verb[1] != 1 or verb[0] not in ("work", told.lemma) or verb[0] != told.lemma and (
        len(told.doer) == 1 or words.in_class(told.doer[-1].lower, "person_nouns")
    ):
        return None  # "Ana reads 40 pages an hour. She works 8 hours a day.": at her reading?
    rest = rest[1:]
    if rest and rest[0].lower == "for":
        rest = rest[1:]
    if len(rest) != 4 or (count := _count(rest[0])) is None or (
        _time_unit(rest[1], count.value != 1) != told.unit
    ):
        return None
    day = _stretch(rest[2:], ())
    if day is None or day[1].name not in _DAY_TIME:
        return None
    return count, day[1]


def _size_done(size: _Size, lemma: str) -> bool:
    """Whether the size is of what the doing does: a length only of a way of going over it ("runs 3
    laps", "Each lap is 400 meters"); "drinks 3 mugs", "Each mug is 6 inches" tells how tall."""
    unit = measure_unit(size.part)
    return unit is None or unit.dimension != "length" or words.goes_over(lemma)


def _size_each(clause: list[Token]) -> _Size | None:
    """The whole of ``clause``: `Each | A | An | One <thing> <is|has|contains|holds|weighs|lasts> M
    <parts> (long)`, one thing in the singular and the parts one word (`long` only after a unit of
    length or time)."""
    said = [t.lower for t in clause]
    if len(clause) not in (5, 6) or said[0] not in ("each", "a", "an", "one") or said[2] not in _SIZE_VERBS:
        return None
    thing, part = clause[1], clause[4]
    each = _count(clause[3])
    lemma = words.noun_lemma(said[1])
    unit = measure_unit(said[4])
    if each is None or lemma != said[1] or not (_plain_word(thing) and _of_word(thing)) or (
        not _plain_word(part) or said[4] in _NOT_THINGS
        or (each.value == 1) != (words.noun_lemma(said[4]) == said[4])
    ):
        return None
    if said[5:] and (said[5:] != ["long"] or unit is None or unit.dimension not in ("length", "time")):
        return None
    return _Size(words.plural_form(lemma), each, said[4])


def _pace(clause: list[Token]) -> _Pace | None:
    """`<doer> <verb> N <things> (of …) <stretch>`."""
    doer = _doer(clause)
    if doer is None:
        return None
    rest = clause[len(doer):]
    verb = _present_verb(rest)
    if verb is None:
        return None
    lemma, used = verb
    rest = rest[used:]
    if (times := _times_every(rest)) is not None:  # "checks his mail every 20 minutes": once each
        once, done_object, rest = times
        stretch = _stretch(rest, ("every",))
        owned = done_object[:1] not in ((), ("the",))
        if stretch is None or owned and not _owner_is_doer(clause[len(doer) + used], tuple(doer)):
            return None  # "Leo checks her mail": whose?
        return _Pace(tuple(doer), lemma, once, "times", (), *stretch, every=True, done_object=done_object)
    if len(rest) < 3:
        return None
    done = _count(rest[0])
    things = _things_word(rest[1])
    if (done is None or things is None) and (one := _one_sized(rest)) is not None:
        (done, things), rest = one, rest[3:]  # "reads a 200-page book in 8 hours": 200 pages
    elif done is None or things is None:
        return None
    of, rest = _of_tail(rest[2:])
    stretch = _stretch(rest, ("in", "every"))
    if stretch is None:
        return None
    return _Pace(tuple(doer), lemma, done, things, of, *stretch, every=rest[0].lower == "every")


# the words that may open what a doing counted in times is done to: "waters the plants", "his mail"
_OBJECT_LEADS = frozenset({"the", "his", "her", "its", "their"})


def _times_every(rest: list[Token]) -> tuple[Quoted, tuple[str, ...], list[Token]] | None:
    """`(<the | his | her …> <noun>) (once) every N <units>`: a doing told with no count, once each
    stretch ("A bell rings every 15 minutes", "Leo waters the plants every 3 days"): the one time,
    the words it is done to (none, or a noun after `the` or an owner of its doer's), and the
    stretch (`every …`, left to the caller)."""
    said = [t.lower for t in rest]
    if "every" not in said:
        return None
    at = said.index("every")
    once = said[at - 1:at] == ["once"]
    done_object = said[:at - once]
    if done_object and (len(done_object) != 2 or done_object[0] not in _OBJECT_LEADS or not (
        _plain_word(rest[1]) and _of_word(rest[1]) and _time_unit(rest[1], plural=False) is None
        and _time_unit(rest[1], plural=True) is None
    )):
        return None
    lead = rest[at - 1] if once else rest[at]
    return Quoted(Fraction(1), lead.text, lead.span), tuple(done_object), rest[at:]


def _one_sized(rest: list[Token]) -> tuple[Quoted, str] | None:
    """`a | an | one M-<thing> <noun> …`: one thing said by its size (`a 200-page book`), the
    size and the things it counts (`pages`), which stand for the count and things of the pace;
    the noun holding them is plain, in the singular, nor a unit."""
    said = [t.lower for t in rest]
    if len(rest) < 5 or said[0] not in ("a", "an", "one") or not rest[1].attributive or said[2] != "-":
        return None
    size = _count(rest[1], attributive=True)
    thing = _things_word(rest[3])
    if size is None or thing is None or words.noun_lemma(said[3]) != said[3] or not _plain_word(rest[4]) or (
        not _of_word(rest[4]) or words.noun_lemma(said[4]) != said[4] or _time_unit(rest[4], plural=False)
    ):
        return None
    return size, words.plural_form(said[3])


def _doer(clause: list[Token]) -> list[Token] | None:
    """A given name, or a noun of one or two words after an article, an owner or both (`a pump`,
    `the bus system`, `Gina's snake`, `the town's bus`); or a noun after an article placed by
    `on | of | in | at` and another (`a wheel on a certain machine`), which only `it` names again
    (its noun of many words is never said again whole)."""
    if not clause:
        return None
    if is_name(clause[0]):
        return clause[:1]
    lead = 1 if clause[0].lower in _ARTICLES or _owner(clause[0]) else 0
    if lead and clause[0].lower in _ARTICLES and len(clause) > 1 and _owner(clause[1]):
        lead = 2
    for size in (2, 1):  # the longer noun first: "the bus system carries", not "the bus"
        noun = clause[lead:lead + size]
        if lead and len(clause) > lead + size and all(_plain_word(t) and _of_word(t) for t in noun) and (
            _present_verb(clause[lead + size:]) is not None
        ):
            return clause[:lead + size]
    if lead == 1 and clause[0].lower in _ARTICLES:  # "a wheel on a certain machine": asked "it" only
        said = [t.lower for t in clause]
        if said[2:3] in (["on"], ["of"], ["in"], ["at"]) and said[3:4] in (["a"], ["an"], ["the"]) and (
            _plain_word(clause[1]) and _of_word(clause[1]) and not words.in_class(said[1], "person_nouns")
        ):
            for size in (2, 1):
                noun = clause[4:4 + size]
                if len(clause) > 4 + size and all(_plain_word(t) and _of_word(t) for t in noun) and (
                    _present_verb(clause[4 + size:]) is not None
                ):
                    return clause[:4 + size]
    return None


def _owner(token: Token) -> bool:
    """A possessive naming whose the doer is: `Gina's`, `the city's`."""
    return token.possessive and token.kind is TokenKind.WORD and (
        is_given_name(token.text) if token.capitalized else _of_word(token))


def _present_verb(rest: list[Token]) -> tuple[str, int] | None:
    """`reads`, `can read`, `is reading`: the verb's lemma and the words it takes; only a doing
    (`_a_doing`)."""
    if not rest or not _plain_word(rest[0]):
        return None
    first = rest[0].lower
    said: tuple[str, int] | None = None
    if first in ("can", "is") and len(rest) > 1 and _plain_word(rest[1]):
        lemma = words.verb_lemma(rest[1].lower)
        if lemma is not None and (first == "can" and lemma == rest[1].lower or first == "is" and (
            rest[1].lower.endswith("ing") and lemma != rest[1].lower
        )):
            said = lemma, 2
    elif (lemma := words.verb_lemma(first)) is not None and words.is_third_singular(first, lemma):
        said = lemma, 1
    return said if said is not None and _a_doing(said[0]) else None


def _a_doing(lemma: str) -> bool:
    """A verb of doing, which a pace may tell: not of having, holding room, weighing, costing,
    needing or wanting ("The tank holds 2 gallons a day" tells no pace), nor of a mean ("averages
    30 laps a day": asked "average in 4 days", no total), save one of taking
    along (`carries 50 people each day`)."""
    if lemma in ("be", "have", "do"):
        return False
    if words.in_class(lemma, "carrying_verbs"):
        return True
    return words.verb_class(lemma) is not VerbClass.POSSESS and not any(
        words.in_class(lemma, kind) for kind in _STATE_VERBS)


def _stretch(rest: list[Token], leads: tuple[str, ...]) -> tuple[Quoted, MeasureUnit] | None:
    """The whole of ``rest``: `in 3 minutes`, `every 2 hours`, `in an hour`, `a day`, `per
    minute`: the count of the unit and the unit."""
    said = [t.lower for t in rest]
    if len(rest) == 2 and said[0] in _ONE_STRETCH:
        unit = _time_unit(rest[1], plural=False)
        return None if unit is None else (Quoted(Fraction(1), rest[0].text, rest[0].span), unit)
    if len(rest) != 3 or said[0] not in leads:
        return None
    if said[1] in ("a", "an"):
        unit = _time_unit(rest[2], plural=False)
        return None if unit is None else (Quoted(Fraction(1), rest[1].text, rest[1].span), unit)
    count = _count(rest[1])
    if count is None:
        return None
    unit = _time_unit(rest[2], plural=count.value != 1)
    return None if unit is None else (count, unit)


# what is asked, the amount or stretch said, the unit of time, the things, their factor, and the
# like groups an amount asked comes in with their noun ("3 books that are 400 pages each")
_AskedOf = tuple[Asked, Quoted | None, MeasureUnit, str, Fraction, Quoted | None, str]


def _amount_asked(question: list[Token], told: _Pace) -> _AskedOf | None:
    """`how many <things> <aux> <doer> <verb> in N <units>` (or `how far …`): the stretch asked."""
    said = [t.lower for t in question]
    if said[:2] == ["how", "far"]:
        unit = measure_unit(told.things)
        if unit is None or unit.dimension != "length":
            return None
        things, things_factor, rest = told.things, Fraction(1), question[2:]
    elif said[:2] == ["how", "many"] and len(said) > 2:
        things = said[2]
        converted = _things_factor(things, told)
        of, rest = _of_tail(question[3:])
        if converted is None or (of and of != told.of and not (told.size and of == (told.things,))):
            return None
        things_factor = converted
    else:
        return None
    if len(rest) < 3 or rest[0].lower not in _ASKING:
        return None
    doer = _same_doer(rest[1:], told.doer, subject=True)
    if doer is None:
        return None
    rest = rest[1 + doer:]
    if not rest or not _same_verb(rest[0].lower, told.lemma, asks_length=said[1] == "far"):
        return None
    if [t.lower for t in rest[1:1 + len(told.done_object)]] != list(told.done_object):
        return None  # "waters the plants every 3 days": how many times does he water the plants …
    rest = rest[len(told.done_object):]
    stretch = _stretch(rest[1:], ("in", "over", "during", "within", "for"))
    if stretch is None:
        return None
    return Asked.AMOUNT, stretch[0], stretch[1], things, things_factor, None, ""


def _time_asked(question: list[Token], told: _Pace) -> _AskedOf | None:
    """`how long (, in <units> ,) | how many (additional) <units> <aux> it take ((for) <doer>) to
    <verb> (an additional) N <things>` (or `<aux> <doer> take to …`): the amount asked."""
    said = [t.lower for t in question]
    additional = said[2:3] == ["additional"]
    if said[:2] == ["how", "long"] and said[2:4] == [",", "in"] and said[5:6] == [","]:
        unit: MeasureUnit | None = _time_unit(question[4], plural=True)  # "how long, in hours, …"
        if unit is not None and unit != told.unit and not {unit.name, told.unit.name} <= _CLOCK_TIME:
            return None  # "8 pages a day", "how long, in weeks": are the days of reading whole weeks?
        rest = question[6:]
    elif said[:2] == ["how", "long"]:
        unit = told.unit
        rest = question[2:]
    elif said[:2] == ["how", "many"] and len(question) > 3:
        unit = _time_unit(question[2 + additional], plural=True)
        rest = question[3 + additional:]
    else:
        return None
    if unit is None or len(rest) < 5 or rest[0].lower not in _TAKING:
        return None
    if [t.lower for t in rest[1:3]] == ["it", "take"]:
        start = 4 if rest[3].lower == "for" else 3  # "would it take for him to …"
        doer = 0 if rest[start].lower == "to" and start == 3 else _same_doer(rest[start:], told.doer,
                                                                              subject=False)
    else:  # "How many hours will he take to type …"
        doer = _same_doer(rest[1:], told.doer, subject=True)
        if doer is None or rest[1 + doer].lower != "take":
            return None
        doer, start = 0, 2 + doer
    if doer is None:
        return None
    rest = rest[start + doer:]
    if rest[:1] and rest[0].lower == "to" and rest[1:2] and rest[1].lower == "finish":
        rest = rest[1:]  # "to finish reading a book": the reading done to the end
        if len(rest) < 2 or not rest[1].lower.endswith("ing") or (
            words.verb_lemma(rest[1].lower) != told.lemma
        ):
            return None
    elif len(rest) < 4 or rest[0].lower != "to" or rest[1].lower != told.lemma:
        return None
    rest = rest[2:]
    if rest[:1] and rest[0].lower == "out" and told.lemma in _OUT_VERBS:
        rest = rest[1:]  # "to type out 10 pages": the typing of them all
    if additional:  # "how many additional hours … to travel an additional 180 miles"
        if [t.lower for t in rest[:2]] != ["an", "additional"]:
            return None
        rest = rest[2:]
    if len(rest) < 2:
        return None
    if not additional and not told.of and (grouped := _groups_asked(rest, told)) is not None:
        # (the pages "of her novel" are not those of other books)
        return (Asked.TIME, grouped.each, unit, grouped.things, grouped.things_factor, grouped.groups,
                grouped.noun)
    wanted = _count(rest[0])
    things_factor = _things_factor(rest[1].lower, told)
    if wanted is None or things_factor is None:
        return None
    of, tail = _of_tail(rest[2:])
    if tail or (of and of != told.of):
        return None
    return Asked.TIME, wanted, unit, rest[1].lower, things_factor, None, ""


@attrs.frozen
class _Grouped:
    """An amount asked in like groups: "3 books that are 400 pages each", "2 300-page books"."""

    groups: Quoted | None  # "3"; None for one group said with "a" ("a 300-page book")
    noun: str  # "books"
    each: Quoted  # "400"
    things: str  # "pages"
    things_factor: Fraction


# the words between the groups and the things in each: "3 books that are 400 pages each"
_EACH_LINKS = (("that", "are"), ("that", "have"), ("of",), ("with",))
# the same of one group, which takes no "each": "a book with 300 pages", "an essay of 800 words"
_ONE_LINKS = (("that", "has"), ("of",), ("with",))


def _groups_asked(rest: list[Token], told: _Pace) -> _Grouped | None:
    """The whole of ``rest``: `N <nouns> that are | that have | of | with M <things> each` (`a
    <noun> that has | of | with M <things>`), or `N M-<thing> <nouns>` (`a M-<thing> <noun>`),
    the things those told or another unit of their measure. Any other word after is not read."""
    said = [t.lower for t in rest]
    if said[:1] in (["a"], ["an"]):
        groups: Quoted | None = None
    elif (groups := _count(rest[0])) is None:
        return None
    plural = groups is not None and groups.value != 1
    if len(rest) == 5 and rest[1].attributive and said[2] == "-":  # "2 300-page books"
        each, thing, noun = _count(rest[1], attributive=True), words.plural_form(said[3]), rest[4]
        if each is None or words.noun_lemma(said[3]) != said[3]:
            return None
    else:
        # one word may tell the one group's kind: "a research paper with 4000 words"
        at = 2 if not plural and said[2:3] not in (["that"], ["of"], ["with"]) and len(rest) > 2 and (
            _plain_word(rest[1]) and _of_word(rest[1])) else 1
        noun = rest[at]
        links = _EACH_LINKS if plural else _ONE_LINKS
        link = next((link for link in links if tuple(said[at + 1:at + 1 + len(link)]) == link), None)
        if link is None or len(rest) != at + len(link) + 3 + plural or (
            said[at + len(link) + 3:] != (["each"] if plural else [])
        ):
            return None
        each, thing = _count(rest[at + 1 + len(link)]), said[at + 2 + len(link)]
    things_factor = _things_factor(thing, told)
    if each is None or things_factor is None or not _group_noun(noun, told, plural):
        return None
    return _Grouped(groups, noun.lower, each, thing, things_factor)


def _group_noun(token: Token, told: _Pace, plural: bool) -> bool:
    """A plain noun of things holding the things told (`books` of pages), not a unit, nor the
    things themselves, in the number of its count."""
    lower = token.lower
    lemma = words.noun_lemma(lower)
    return _plain_word(token) and _of_word(token) and lower != told.things and lemma is not None and (
        _time_unit(token, plural=plural) is None and (lemma != lower) == plural)


def _pace_asked(question: list[Token], told: _Pace) -> _AskedOf | None:
    """`what is <his|her|its|Name's> (average) speed in <things> per <unit>`: a length's pace."""
    said = [t.lower for t in question]
    if said[:1] != ["what"] or said[1:2] not in (["is"], ["was"]) or len(question) < 8:
        return None
    if not _owner_is_doer(question[2], told.doer):
        return None
    rest = said[3:]
    if rest[:1] == ["average"]:
        rest = rest[1:]
    if rest[:2] != ["speed", "in"] or len(rest) != 5 or rest[3] != "per":
        return None
    length = measure_unit(told.things)
    things_factor = _things_factor(rest[2], told)
    unit = _time_unit(question[-1], plural=False)
    if length is None or length.dimension != "length" or things_factor is None or unit is None:
        return None
    return Asked.PACE, None, unit, rest[2], things_factor, None, ""


def _owner_is_doer(owner: Token, doer: tuple[Token, ...]) -> bool:
    """The doer's name with its "'s", a possessive pronoun of its gender, or `its` of a noun not
    of a person."""
    if len(doer) > 1:
        return owner.lower == "its" and not words.in_class(doer[-1].lower, "person_nouns")
    if owner.possessive:
        return owner.text == doer[0].text
    return _POSSESSIVE_GENDER.get(owner.lower) == name_gender(doer[0].text)


def _things_factor(asked: str, told: _Pace) -> Fraction | None:
    """How many of the things asked make one of the things told: 1 for the same things, the
    units table's factor for another unit of the same measure (`quarts` of `gallons`)."""
    if asked == told.things:
        return Fraction(1)
    if told.size is not None and asked in (told.size.whole, told.size.part):  # "Each glass is 8 ounces"
        return told.size.each.value if asked == told.size.part else 1 / told.size.each.value
    told_unit, asked_unit = measure_unit(told.things), measure_unit(asked)
    if told_unit is None or asked_unit is None or asked != asked_unit.plural:
        return None
    return conversion_factor(told_unit, asked_unit)


def _after_rate_said(question: list[Token]) -> list[Token]:
    """The question without `At this rate,` before it or `at this (constant) rate` after it
    (`that`, `the same`; `pace`), and with a stretch said first put last: "In 3 weeks, how many
    rows will she knit" is "how many rows will she knit in 3 weeks"."""
    said = tuple(t.lower for t in question)
    for lead in _RATE_SAID:
        if said[:len(lead)] == lead:
            question, said = question[len(lead):], said[len(lead):]
            break
    else:
        for size in (5, 4, 3):  # "at the same constant rate", "at the same rate", "at this rate"
            tail = said[-size:]
            if len(said) > size and tail[0] == "at" and tail[1:] in _RATES_AFTER:
                question, said = question[:-size], said[:-size]
                if said[-1:] == (",",):
                    question, said = question[:-1], said[:-1]
                break
    if said[:1] in (("in",), ("over",), ("during",), ("within",)) and "how" in said:
        at = said.index("how")
        stretch = question[:at - 1] if said[at - 1] == "," else question[:at]
        if len(stretch) == 3:  # "In 3 weeks(,) how many …"
            return question[at:] + stretch
    return question


def _same_doer(rest: list[Token], doer: tuple[Token, ...], subject: bool) -> int | None:
    """How many words of ``rest`` name the doer again: the name or a pronoun of its gender, the
    noun after `the`/`this`/`that`, or `it` for a noun not of a person."""
    if not rest:
        return None
    if len(doer) == 1:
        if rest[0].text == doer[0].text and not rest[0].possessive:
            return 1
        pronouns = ("he", "she") if subject else ("him", "her")
        gender = _PRONOUN_GENDER.get(rest[0].lower) if rest[0].lower in pronouns else None
        return 1 if gender is not None and gender == name_gender(doer[0].text) else None
    noun = [t.lower for t in doer if not t.possessive and t.lower not in _ARTICLES]
    said = [t.lower for t in rest]
    owner = [t.text for t in doer if t.possessive]
    lead = 1 if said[0] in _SAME_NOUN else 0
    if owner and len(rest) > lead and rest[lead].possessive and rest[lead].text == owner[0]:
        lead += 1  # "Gina's snake" again, "the city's bus" again
    if lead and said[lead:lead + len(noun)] == noun:
        return lead + len(noun)
    if said[0] == "it" and not words.in_class(noun[-1], "person_nouns"):
        return 1
    return None


def _same_verb(asked: str, told: str, asks_length: bool) -> bool:
    """The verb told again; for a length asked, a travelling verb for a way of going told too."""
    if asked == told:
        return True
    return asks_length and words.in_class(asked, "travelling_verbs") and (
        words.in_class(told, "going_ways_verbs") or words.in_class(told, "travelling_verbs"))


def _same_reckoning(first: MeasureUnit, second: MeasureUnit) -> bool:
    return {first.name, second.name} <= _CLOCK_TIME or {first.name, second.name} <= _DAY_TIME


def _of_tail(rest: list[Token]) -> tuple[tuple[str, ...], list[Token]]:
    """`of` and a word or three naming whose the things are (`of paint`, `of her book`), and what
    follows; no words when ``rest`` does not open with `of` (then the `of` stays in what follows,
    which nothing reads)."""
    if not rest or rest[0].lower != "of":
        return (), rest
    said: list[str] = []
    for token in rest[1:1 + _OF_WORDS]:
        if not _plain_word(token) or not (_of_word(token) or not said and token.lower in _OF_LEADS):
            break
        said.append(token.lower)
    if not said or said[-1] in _OF_LEADS:
        return (), rest
    return tuple(said), rest[1 + len(said):]


def _of_word(token: Token) -> bool:
    lower = token.lower
    return lower not in _NOT_THINGS and lower not in _ASKING and measure_unit(lower) is None


def _plain_word(token: Token) -> bool:
    return token.kind is TokenKind.WORD and not token.possessive and not token.capitalized


def _things_word(token: Token) -> str | None:
    if not _plain_word(token) or token.lower in _NOT_THINGS or _time_unit(token, plural=True) or (
        _time_unit(token, plural=False)
    ):
        return None
    unit = measure_unit(token.lower)
    if unit is not None and (unit.ambiguous or unit.dimension not in ("length", "volume", "mass")):
        return None
    return token.lower


def _time_unit(token: Token, plural: bool) -> MeasureUnit | None:
    unit = measure_unit(token.lower) if token.kind is TokenKind.WORD else None
    if unit is None or unit.dimension != "time" or unit.ambiguous:
        return None
    return unit if token.lower == (unit.plural if plural else unit.name) else None


def _count(token: Token, attributive: bool = False) -> Quoted | None:
    """A whole count said (`12`, `three`); with ``attributive``, one before a hyphen only (`300-page`)."""
    numeral = token.numeral
    if token.kind is not TokenKind.NUMBER or numeral is None or token.attributive != attributive or (
        numeral.kind is not NumeralKind.CARDINAL or numeral.currency is not None or numeral.value <= 0
        or numeral.lexicon_constant is not None
    ):
        return None
    return Quoted(number_said(numeral.value, numeral.kind), token.text, token.span)


__all__ = ["read_pace_scaled"]
