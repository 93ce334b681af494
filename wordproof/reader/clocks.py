"""Reading times of day: a story of moments told on the clock and the time asked between two
of them. "Lia started her essay at 2:05 p.m. and finished it 40 minutes later. Her lesson is
at 3:00 p.m. How much time did Lia have between finishing her essay and the beginning of her
lesson?"; "The bus left the depot at 7:10 and reached the school at 7:35. How long did it
take?".

Every clause of the statements (split at commas and "and") tells one moment, and ends so:

* ``at <time>`` — a moment of the clock: the start of a doing when its verb starts one
  ("started", "began", "left"), its end when its verb ends one ("finished", "arrived"), else a
  moment with no length told ("has practice at 4:00 p.m."). A doing of told length ("an 85
  minute ride at 3:27 p.m.") starts then and ends that many minutes later;
* ``<n> minutes later`` — that many minutes after the moment told just before, when the clause
  goes on with that doing ("… and finished it 40 minutes later") or that moment is the only one;
* ``in <n> minutes`` with "will" — that many minutes after now, told once as ``It is <time>``;
* ``It is <time>`` alone is now.

A clause that starts with its verb ("… and finished …") tells more of the doing before it.
Words that may move a moment ("late", "early", "before", "not", "if", …) or a number of any
other kind make the text no such story (``None``), and so does a clause of no moment.

The question asks "how much time / how long / how many minutes (hours) … between <one> and
<other>": each names a moment by its words (all among the moment's own) and its edge
("finishing", "the end of": an end; "the beginning of", "starting": a start, or a moment of
no length; no such word: a moment of no length); exactly one moment must answer each. "How
long did it take?" asks from the one start told to the one end. Unless the question names
minutes or hours, a gap of an hour or more refuses: "1 hour 15 minutes" is no one number.
Times told with "a.m."/"p.m." (or past 12) are exact; when none is, each is read on the
12-hour dial in one half of the day: a time counted between two times of the clock must come
out positive (from 11:30 to 1:15 refuses: past noon, or past midnight?); minutes counted
from one time alone need no half. Both kinds in one text refuse.
"""

from __future__ import annotations

import re
from fractions import Fraction

import attrs

from wordproof.ledger.clocks import MINUTES_IN_AN_HOUR, ClockEntry, Edge, Moment
from wordproof.ledger.derivation import Quoted
from wordproof.lexicon.tables import is_given_name, name_gender
from wordproof.lexicon.words import in_class, lemmas, noun_form, tables, verb_lemma
from wordproof.reader.sequences import CYCLES, sentences_of
from wordproof.refusals import Refusal, RefusalCode, Stage
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind


def _edge_verbs() -> tuple[frozenset[str], frozenset[str]]:
    """The verbs whose time of the clock is a doing's start ("left at 7:10"), and its end
    ("arrived at 7:35"): lexicon `starting_at_verbs`, `ending_at_verbs`."""
    return tables().classes["starting_at_verbs"], tables().classes["ending_at_verbs"]


# the nouns that name an edge in the question: "the beginning of", "the end of", "the start of"
_START_NOUNS = frozenset({"beginning", "start"})
_END_NOUNS = frozenset({"end"})
# words that move a moment, doubt it or tell it of another time
_NOT_PLAIN = frozenset({
    "late", "later", "early", "earlier", "before", "after", "until", "till", "past", "not",
    "n't", "no", "never", "if", "would", "could", "should", "might", "may", "must", "each",
    "every", "again", "instead", "only", "than", "more", "less", "fewer", "half", "quarter",
    "about", "around", "almost", "nearly", "over", "under", "least", "most", "wait", "waited",
    "delay", "delayed", "break", "minute", "minutes", "hour", "hours", "second", "seconds",
    "day", "days", "tomorrow", "yesterday", "next", "last", "o'clock", "noon", "midnight",
    "morning", "afternoon", "evening", "night", "or", "either", "both", "also", "too", "today",
    "tonight", "week", "month", "year", *CYCLES["week"], *CYCLES["year"],
})
# words that name no doing: a moment is known by its other words
_NAMING_NOTHING = frozenset({
    "the", "a", "an", "his", "her", "their", "its", "my", "our", "your", "he", "she", "they", "it",
    "we", "i", "you", "him", "them", "that", "this", "these", "those", "of", "for", "from", "on", "to",
    "in", "at", "with", "by", "go", "be", "have", "do", "get", "will", "say", "tell", "time",
    "when", "there", "s", "'s", "'",
})
_TIME_UNITS = {"minute": Fraction(1), "hour": MINUTES_IN_AN_HOUR}
_MERIDIEM = re.compile(r"[ap]\.?\s*m\.?$", re.IGNORECASE)
_GENDERED = {"he": "male", "his": "male", "him": "male", "she": "female", "her": "female"}
_AUXILIARIES = frozenset({"is", "are", "was", "were", "has", "had", "have", "will", "does", "did",
                          "can", "would"})
_NOW = "now"  # the anchor of "in <n> minutes", the moment "It is <time>" tells


@attrs.frozen
class _Clock:
    """A time of day told: minutes after midnight (after noon or midnight, on the dial)."""

    minutes: Fraction
    dial: bool  # no a.m./p.m. and an hour of 1 to 12: either half of the day


def read_clocks(text: str, tokens: tuple[Token, ...] | list[Token]) -> ClockEntry | Refusal | None:
    """The time the text asks between two moments it tells on the clock, a refusal, or None
    when it is no such story."""
    if not any(_clock(t) is not None for t in tokens):
        return None
    sentences = sentences_of(list(tokens))
    if len(sentences) < 2 or sentences[-1][-1].text != "?" or any(
            t.text == "?" for s in sentences[:-1] for t in s):
        return None
    *statements, question = sentences
    moments: list[Moment] = []
    dials: set[bool] = set()
    for sentence in statements:
        body = sentence[:-1] if sentence[-1].text in (".", "!") else sentence
        for clause in _clauses(body):
            told = _moments_of(text, clause, moments, dials)
            if told is None:
                return None
            moments.extend(told)
    if not moments or len(dials) > 1:
        return None  # a time with "p.m." beside one without: either half of the day
    now = [m.id for m in moments if m.edge is Edge.NOW]
    if any(m.after == _NOW for m in moments):
        if len(now) != 1:
            return None  # "in 70 minutes" from no time told as now
        moments = [attrs.evolve(m, after=now[0]) if m.after == _NOW else m for m in moments]
    names = {t.text for t in tokens if t.kind is TokenKind.WORD and t.capitalized and is_given_name(t.text)}
    if len(names) > 1 or not _pronouns_agree(question, names):
        return None  # "… the beginning of her lesson" after Omar's lesson is told: whose?
    if not _one_doing(moments, {_stem(name.lower()) for name in names}):
        return None  # "Lia started at 2:05 and her brother at 2:15 and finished …": whose end?
    asked = _asked(text, question[:-1], moments)
    if asked is None:
        return None
    first, second, unit = asked
    dial = dials == {True}
    entry = ClockEntry("c1", tuple(moments), first.id, second.id, unit,
                       text[question[0].start:question[-1].end])
    gap = _minutes(entry, second) - _minutes(entry, first)
    if dial and _root(entry, first) is not _root(entry, second) and gap <= 0:
        # "from 11:30 to 1:15": across noon or midnight, with no a.m./p.m. told
        return Refusal(RefusalCode.NOT_UNIQUE, Stage.READER,
                       f"{entry.asked_text!r}: the times are told without a.m. or p.m.")
    if gap < 0:
        return Refusal(RefusalCode.NEGATIVE_COUNT, Stage.READER,
                       f"{entry.asked_text!r}: {second.clause!r} comes before {first.clause!r}")
    if unit == "" and gap >= MINUTES_IN_AN_HOUR:
        return Refusal(RefusalCode.NOT_UNIQUE, Stage.READER,
                       f"{entry.asked_text!r} names no unit, and {gap} minutes is an hour or more")
    return attrs.evolve(entry, unit=unit or "minutes")


def _one_doing(moments: list[Moment], named: set[str]) -> bool:
    """Every start and end told is of one doing: the words of each name it, the one person
    named aside ("Lia started her essay … She finished her essay …"), and one may add more
    ("The bus left the depot … and reached the school …")."""
    told = [m.words - named for m in moments if m.edge in (Edge.START, Edge.END)]
    return all(one <= other or other <= one for one in told for other in told)


def _pronouns_agree(question: list[Token], names: set[str]) -> bool:
    """The question's "his" / "her" are of the one person named (when the name tells a gender)."""
    genders = {_GENDERED[t.lower] for t in question if t.lower in _GENDERED}
    if len(genders) > 1:
        return False
    told = {name_gender(name) for name in names} - {None}
    return not genders or not told or genders == {str(g) for g in told}


def _root(entry: ClockEntry, moment: Moment) -> Moment:
    """The moment told on the clock that ``moment`` is counted from."""
    return moment if moment.after is None else _root(entry, entry.moment(moment.after))


def _minutes(entry: ClockEntry, moment: Moment) -> Fraction:
    if moment.clock is not None:
        return moment.clock.value
    assert moment.after is not None and moment.span is not None
    return _minutes(entry, entry.moment(moment.after)) + moment.span.value


def _clock(token: Token) -> _Clock | None:
    """The time of day a token tells ("1:59 p.m.", "9:45", "17:00"), or None."""
    numeral = token.numeral
    if numeral is None or numeral.kind not in (NumeralKind.CLOCK, NumeralKind.CLOCK_OR_RATIO):
        return None
    if len(numeral.terms) != 2:
        return None
    hour, minute = numeral.terms
    if _MERIDIEM.search(token.text):
        return _Clock(numeral.value * 60, dial=False)  # the numeral counts the hours of the day
    if hour == 0 or hour > 12:
        return _Clock(Fraction(hour * 60 + minute), dial=False)  # "17:05": a 24-hour clock
    return _Clock(Fraction(hour * 60 + minute), dial=True)


def _clauses(body: list[Token]) -> list[list[Token]]:
    clauses: list[list[Token]] = [[]]
    for token in body:
        if token.text == "," or token.lower == "and":
            if clauses[-1]:
                clauses.append([])
            continue
        clauses[-1].append(token)
    return [c for c in clauses if c]


def _stem(word: str) -> str:
    return verb_lemma(word) or noun_form(word)


def _duration(tokens: list[Token]) -> Fraction | None:
    """Minutes told by ``<n> minutes`` (a whole count, no money), else None."""
    if len(tokens) != 2:
        return None
    number, unit = tokens
    numeral = number.numeral
    if numeral is None or numeral.kind is not NumeralKind.CARDINAL or numeral.currency is not None:
        return None
    if numeral.value <= 0 or noun_form(unit.lower) != "minute":
        return None  # hours told as a span: the told number would not be the minutes counted
    return numeral.value


def _moments_of(text: str, clause: list[Token], before: list[Moment],
                dials: set[bool]) -> list[Moment] | None:
    """The moments one clause tells, or None when it tells none the way this reader knows."""
    words = [t.lower for t in clause]
    ident = f"m{len(before) + 1}"
    said = text[clause[0].start:clause[-1].end]
    if words[:2] in (["it", "is"], ["it", "was"]) and len(clause) in (3, 4) and (
            len(clause) == 3 or words[2] == "now"):
        clock = _clock(clause[-1])
        if clock is None or any(m.edge is Edge.NOW for m in before):
            return None
        dials.add(clock.dial)
        return [Moment(ident, Edge.NOW, frozenset(), said, _quoted(clause[-1], clock))]
    if len(clause) >= 3 and words[-2] == "at" and (clock := _clock(clause[-1])) is not None:
        body, ending = clause[:-2], "at"
    elif len(clause) >= 4 and words[-1] == "later":
        body, ending, clock = clause[:-3], "later", None
    elif len(clause) >= 4 and words[-3] == "in" and "will" in words:
        body, ending, clock = clause[:-3], "in", None
    else:
        return None
    lasting: Fraction | None = None
    named: list[Token] = []
    at = 0
    while at < len(body):
        token = body[at]
        if token.kind is TokenKind.NUMBER:
            # "an 85 minute ride", "a 30-minute walk": a doing of told length
            rest = [t for t in body[at + 1:at + 3] if t.text != "-"][:1]
            lasting = _duration([token, *rest]) if token.attributive and lasting is None else None
            if lasting is None:
                return None
            at += 2 if body[at + 1].text != "-" else 3
            continue
        if token.kind is not TokenKind.WORD or token.lower in _NOT_PLAIN:
            return None
        named.append(token)
        at += 1
    said_by = _subject(named)
    subject = frozenset() if _own_group(text, said_by) else frozenset(
        _stem(t.lower) for t in said_by if not is_given_name(t.text) and t.lower not in _NAMING_NOTHING)
    verbs = {verb_lemma(t.lower) for t in named} - {None}
    start_verbs, end_verbs = _edge_verbs()
    edge = Edge.START if verbs & start_verbs else Edge.END if verbs & end_verbs else Edge.POINT
    if verbs & start_verbs and verbs & end_verbs:
        return None
    if not verbs:
        return None  # no verb: no doing told
    stems = frozenset(_stem(t.lower) for t in named) - _NAMING_NOTHING - start_verbs - end_verbs
    if before and edge is not Edge.POINT and _starts_with_its_verb(named):
        stems |= before[-1].words  # "… and finished her test": the doing told before
    if ending == "at":
        assert clock is not None
        dials.add(clock.dial)
        told = Moment(ident, edge, stems, said, _quoted(clause[-1], clock), subject=subject)
        if lasting is None:
            return [told]
        if edge is not Edge.START and edge is not Edge.POINT:
            return None
        number = next(t for t in body if t.kind is TokenKind.NUMBER)
        return [attrs.evolve(told, edge=Edge.START),
                Moment(f"m{len(before) + 2}", Edge.END, stems, said, None, ident,
                       Quoted(lasting, number.text, number.span), subject)]
    if lasting is not None:
        return None
    span = _told_span(text, clause[-3:-1] if ending == "later" else clause[-2:])
    if span is None:
        return None
    if ending == "later":
        if not before or _ends_a_told_length(before):
            return None  # "later" than the end, or than the start?
        if len(before) > 1 and not _starts_with_its_verb(named):
            return None  # "Omar left at 2:15. Lia left 40 minutes later": later than whose leaving?
        return [Moment(ident, edge, stems, said, None, before[-1].id, span, subject)]
    return [Moment(ident, edge, stems, said, None, _NOW, span, subject)]


def _own_group(text: str, subject: list[Token]) -> bool:
    """ "Payton's family", "her team": a body of people the one person named belongs to, whose
    moments are that person's too (not "her sister")."""
    if len(subject) != 2 or not in_class(subject[1].lower, "collective_nouns"):
        return False
    owner = subject[0]
    owned = text[owner.start:owner.end].endswith(("'s", "’s"))
    return owner.lower in ("his", "her") or is_given_name(owner.text) and owned


def _told_span(text: str, tokens: list[Token]) -> Quoted | None:
    minutes = _duration(tokens)
    if minutes is None:
        return None
    return Quoted(minutes, text[tokens[0].start:tokens[-1].end], (tokens[0].start, tokens[-1].end))


def _ends_a_told_length(before: list[Moment]) -> bool:
    last = before[-1]
    return last.edge is Edge.END and len(before) > 1 and last.after == before[-2].id and (
        last.clause == before[-2].clause)


def _subject(named: list[Token]) -> list[Token]:
    """The words before the clause's verb: its first auxiliary or inflected verb ("Emma's mom"
    of "Emma's mom will be home", "The train" of "The train left")."""
    for at, token in enumerate(named):
        lemma = verb_lemma(token.lower)
        inflected = lemma is not None and lemma != token.lower and not token.capitalized
        if token.lower in _AUXILIARIES or inflected:
            return named[:at]
    return named


def _starts_with_its_verb(named: list[Token]) -> bool:
    """ "finished the test", "arrived": a clause whose subject is the one told before."""
    if not named or named[0].capitalized:
        return False
    found = lemmas(named[0].lower)
    return "VERB" in found and "NOUN" not in found


def _quoted(token: Token, clock: _Clock) -> Quoted:
    return Quoted(clock.minutes, token.text, token.span)


def _asked(text: str, question: list[Token], moments: list[Moment]) -> tuple[Moment, Moment, str] | None:
    """The two moments the question asks the time between, and the unit it names ("" for
    none), or None when it asks no such time."""
    words = [t.lower for t in question]
    if any(t.kind is TokenKind.NUMBER for t in question):
        return None
    unit = ""
    if words[:3] == ["how", "many", "minutes"]:
        unit = "minutes"
    elif words[:3] == ["how", "many", "hours"]:
        unit = "hours"
    elif words[:3] != ["how", "much", "time"] and words[:2] != ["how", "long"]:
        return None
    opening = 2 if words[:2] == ["how", "long"] else 3
    if words[opening:] in (
            ["did", "it", "take"], ["does", "it", "take"], ["will", "it", "take"]):
        starts = [m for m in moments if m.edge is Edge.START]
        ends = [m for m in moments if m.edge is Edge.END]
        if len(moments) != 2 or len(starts) != 1 or len(ends) != 1 or moments[0] is not starts[0]:
            return None
        return starts[0], ends[0], unit
    if words.count("between") != 1:
        return None
    between = words.index("between")
    if any(w in _NOT_PLAIN for w in words[opening:between]):
        return None
    phrases = _split_at_and(question[between + 1:])
    if phrases is None:
        return None
    first = _named_moment(phrases[0], moments)
    second = _named_moment(phrases[1], moments)
    if first is None or second is None or first is second:
        return None
    return first, second, unit


def _split_at_and(tokens: list[Token]) -> tuple[list[Token], list[Token]] | None:
    ands = [i for i, t in enumerate(tokens) if t.lower == "and"]
    if len(ands) != 1:
        return None
    return tokens[:ands[0]], tokens[ands[0] + 1:]


def _named_moment(phrase: list[Token], moments: list[Moment]) -> Moment | None:
    """The one moment whose edge and words the phrase names ("finishing her homework", "the
    beginning of volleyball practice", "the time that her mom gets home"), or None."""
    if not phrase or any(t.kind is not TokenKind.WORD or t.lower in _NOT_PLAIN for t in phrase):
        return None
    lowers = [t.lower for t in phrase]
    verbs = {verb_lemma(w) for w in lowers} - {None}
    start_verbs, end_verbs = _edge_verbs()
    starts = bool(verbs & start_verbs) or bool(set(lowers) & _START_NOUNS)
    ends = bool(verbs & end_verbs) or bool(set(lowers) & _END_NOUNS)
    if starts and ends:
        return None
    stems = {_stem(w) for w in lowers if w not in _START_NOUNS | _END_NOUNS}
    stems -= _NAMING_NOTHING | start_verbs | end_verbs
    if not stems:
        return None
    if ends:
        fitting = {Edge.END}
    elif starts:
        fitting = {Edge.START, Edge.POINT}
    else:
        fitting = {Edge.POINT}
    # a moment told of a subject the phrase does not name is someone else's: "her lesson" or
    # "eating breakfast" is not her brother's
    found = [m for m in moments if m.edge in fitting and stems <= m.words and m.subject <= stems]
    named = [m for m in moments if stems <= m.words]
    if len(found) != 1:
        return None
    if not starts and not ends and len(named) != 1:
        return None  # "between the ride and dinner": the ride's start, or its end?
    return found[0]


__all__ = ["read_clocks"]
