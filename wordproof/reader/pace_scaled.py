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
    split = told_and_asked(tokens, (2,))
    if split is None or len(split[0]) != 1 or not split[1]:
        return None
    told = _pace(split[0][0])
    question = _after_rate_said(split[1])
    if told is None or not question:
        return None
    asked = _amount_asked(question, told) or _time_asked(question, told) or _pace_asked(question, told)
    if asked is None or told.every and asked[0] is Asked.PACE:
        return None  # "30 miles every 6 hours" may be gone at once: no speed
    asks, wanted, time_unit, things, things_factor = asked
    time_factor = conversion_factor(time_unit, told.unit)
    if time_factor is None or not _same_reckoning(time_unit, told.unit):
        return None
    entry = PaceScaledEntry("p1", told.done, told.stretch, told.unit.plural, told.things, asks, wanted,
                            time_unit.plural, things, time_factor, things_factor,
                            text[split[1][0].start:split[1][-1].end])
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
    amount = entry.asked.value / entry.things_factor if entry.asks is Asked.TIME and entry.asked else (
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
    if len(rest) < 3:
        return None
    done = _count(rest[0])
    things = _things_word(rest[1])
    if done is None or things is None:
        return None
    of, rest = _of_tail(rest[2:])
    stretch = _stretch(rest, ("in", "every"))
    if stretch is None:
        return None
    return _Pace(tuple(doer), lemma, done, things, of, *stretch, every=rest[0].lower == "every")


def _doer(clause: list[Token]) -> list[Token] | None:
    """A given name, or a noun of one or two words after an article, an owner or both (`a pump`,
    `the bus system`, `Gina's snake`, `the town's bus`)."""
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


_AskedOf = tuple[Asked, Quoted | None, MeasureUnit, str, Fraction]


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
        if converted is None or (of and of != told.of):
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
    stretch = _stretch(rest[1:], ("in", "over", "during", "within", "for"))
    if stretch is None:
        return None
    return Asked.AMOUNT, stretch[0], stretch[1], things, things_factor


def _time_asked(question: list[Token], told: _Pace) -> _AskedOf | None:
    """`how long | how many (additional) <units> <aux> it take (<doer>) to <verb> (an additional)
    N <things>`: the amount asked."""
    said = [t.lower for t in question]
    additional = said[2:3] == ["additional"]
    if said[:2] == ["how", "long"]:
        unit: MeasureUnit | None = told.unit
        rest = question[2:]
    elif said[:2] == ["how", "many"] and len(question) > 3:
        unit = _time_unit(question[2 + additional], plural=True)
        rest = question[3 + additional:]
    else:
        return None
    if unit is None or len(rest) < 5 or rest[0].lower not in _TAKING or [t.lower for t in rest[1:3]] != [
        "it", "take"
    ]:
        return None
    doer = 0 if rest[3].lower == "to" else _same_doer(rest[3:], told.doer, subject=False)
    if doer is None:
        return None
    rest = rest[3 + doer:]
    if len(rest) < 4 or rest[0].lower != "to" or rest[1].lower != told.lemma:
        return None
    rest = rest[2:]
    if additional:  # "how many additional hours … to travel an additional 180 miles"
        if [t.lower for t in rest[:2]] != ["an", "additional"]:
            return None
        rest = rest[2:]
    if len(rest) < 2:
        return None
    wanted = _count(rest[0])
    things_factor = _things_factor(rest[1].lower, told)
    if wanted is None or things_factor is None:
        return None
    of, tail = _of_tail(rest[2:])
    if tail or (of and of != told.of):
        return None
    return Asked.TIME, wanted, unit, rest[1].lower, things_factor


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
    return Asked.PACE, None, unit, rest[2], things_factor


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
    told_unit, asked_unit = measure_unit(told.things), measure_unit(asked)
    if told_unit is None or asked_unit is None or asked != asked_unit.plural:
        return None
    return conversion_factor(told_unit, asked_unit)


def _after_rate_said(question: list[Token]) -> list[Token]:
    said = tuple(t.lower for t in question)
    for lead in _RATE_SAID:
        if said[:len(lead)] == lead:
            return question[len(lead):]
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


def _count(token: Token) -> Quoted | None:
    numeral = token.numeral
    if token.kind is not TokenKind.NUMBER or numeral is None or token.attributive or (
        numeral.kind is not NumeralKind.CARDINAL or numeral.currency is not None or numeral.value <= 0
        or numeral.lexicon_constant is not None
    ):
        return None
    return Quoted(number_said(numeral.value, numeral.kind), token.text, token.span)


__all__ = ["read_pace_scaled"]
