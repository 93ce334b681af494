"""Time chunks: the words that place a sentence in time ("yesterday", "last week", "now",
"then", "at first", "before the storm", "had", "again"), which count nothing and so leave no chunk a
frame reads. The token machine sets them aside here when it closes a sentence; the clause
carries its sentence's time chunks, the ledger all of them, and frames and the replay
consult them instead of reading the raw text again.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable

import attrs

from wordproof.text.tokens import Token, TokenKind

Span = tuple[int, int]


class TimeKind(enum.Enum):
    PAST = "past"  # a time before now: "yesterday", "last week", "3 years ago", "before the storm"
    PRIOR = "prior"  # "before", "last" that point at no time named after them
    START = "start"  # the start of the story: "first", "originally", "initially", "beginning"
    NOW = "now"
    STILL = "still"  # a state that outlasts what happened: "still"
    LEFT = "left"  # what is left after some went: "left"
    REMAINING = "remaining"  # the same, said so: "remaining", "remain", "remains"
    LATER = "later"  # after something told: "then", "after", "afterwards", "later", "finally"
    END = "end"  # "at the end"
    REACHED = "reached"  # a time a state is reached by: "by March", "since Monday"
    PAST_TENSE = "past tense"  # "had", "was", "were", "did": said of a time gone by
    DAY = "day"  # a day named from now: "today", "tomorrow", "tonight" ("yesterday" is PAST)
    NEXT = "next"  # a time to come, with the word it qualifies: "next year", "next week"
    NAMED = "named"  # a day named by its name: "on Monday", "on Saturdays"
    AGAIN = "again"  # a doing told once more: "again", "once more" (the doers may be the same)
    TENSE = "tense"  # a verb group's tense ("painted", "will paint"): the chunk's `tense` says which


class Tense(enum.Enum):
    """When a verb group tells its doing or state, by its form alone."""

    PAST = "past"  # "painted", "did paint", "was painting", "had painted", "had"
    PRESENT = "present"  # "paints", "does paint", "is painting", "has" (a holding)
    PERFECT = "perfect"  # "has painted": done by now
    FUTURE = "future"  # "will paint", "is going to paint", "plans to paint": to come, not told done


# the kinds that place a telling at a time: not a tense alone, a repetition or a remainder said
PLACING = frozenset(TimeKind) - {TimeKind.PAST_TENSE, TimeKind.AGAIN, TimeKind.REMAINING, TimeKind.TENSE}
# the kinds that date a telling: a price told at one of them may not hold at another
DATING = frozenset({TimeKind.PAST, TimeKind.DAY, TimeKind.NEXT, TimeKind.NAMED, TimeKind.NOW})


@attrs.frozen
class TimeChunk:
    kind: TimeKind
    text: str
    span: Span
    sentence: Span  # the sentence it was told in
    tense: Tense | None = None  # TENSE: the verb group's tense


_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_LAST_PERIODS = frozenset({
    "night", "week", "weekend", "month", "year", "time", "season", "summer", "winter", "spring", "fall",
    "autumn", "semester", "term", *_WEEKDAYS,
})
# a stage of life a thing was at ("as a baby", "as a puppy"): a time gone by, since it grew
_LIFE_STAGES = frozenset({
    "baby", "babies", "child", "children", "kid", "kids", "toddler", "toddlers", "infant", "infants",
    "newborn", "newborns", "teenager", "teenagers", "puppy", "puppies", "kitten", "kittens", "cub",
    "cubs", "foal", "foals", "calf", "calves", "chick", "chicks", "seedling", "seedlings",
})
_BEFORE_DETERMINERS = frozenset({"the", "a", "an", "his", "her", "their", "its"})
_SINGLE = {
    **dict.fromkeys(("yesterday", "ago", "earlier", "previously", "formerly"), TimeKind.PAST),
    **dict.fromkeys(("last", "before"), TimeKind.PRIOR),
    **dict.fromkeys(("first", "originally", "initially", "beginning", "start"), TimeKind.START),
    **dict.fromkeys(("now", "currently"), TimeKind.NOW),
    "still": TimeKind.STILL,
    "left": TimeKind.LEFT,
    **dict.fromkeys(("remaining", "remain", "remains"), TimeKind.REMAINING),
    **dict.fromkeys(("then", "after", "afterwards", "later", "finally"), TimeKind.LATER),
    "end": TimeKind.END,
    **dict.fromkeys(("by", "since"), TimeKind.REACHED),
    **dict.fromkeys(("had", "was", "were", "did"), TimeKind.PAST_TENSE),
    **dict.fromkeys(("today", "tomorrow", "tonight"), TimeKind.DAY),
    **dict.fromkeys((*_WEEKDAYS, *(f"{day}s" for day in _WEEKDAYS)), TimeKind.NAMED),
    "again": TimeKind.AGAIN,
}


def time_chunks(tokens: tuple[Token, ...], sentence: Span) -> tuple[TimeChunk, ...]:
    """The time chunks of one sentence's tokens; a pointer of two or three words ("last
    week", "in the past", "before the storm", "next year") is one chunk."""
    found: list[TimeChunk] = []
    words = [t.lower for t in tokens]
    i = 0
    while i < len(tokens):
        following = words[i + 1] if i + 1 < len(words) else ""
        width = 1
        kind = _SINGLE.get(words[i])
        if words[i] == "last" and following in _LAST_PERIODS or (
            words[i] == "before" and following in _BEFORE_DETERMINERS
        ):
            kind, width = TimeKind.PAST, 2
        elif words[i:i + 3] == ["in", "the", "past"]:
            kind, width = TimeKind.PAST, 3
        elif words[i:i + 2] == ["at", "birth"] or words[i] == "as" and (
            words[i + 1:i + 2] in (["a"], ["an"]) and words[i + 2:i + 3] and words[i + 2] in _LIFE_STAGES
        ):
            # "weighed 7 pounds at birth", "was 20 inches tall as a baby": a time gone by
            kind, width = TimeKind.PAST, 2 if words[i] != "as" else 3
        elif words[i] == "born" and "when" in words[max(0, i - 4):i]:
            kind = TimeKind.PAST  # "… when she was born"
        elif words[i:i + 2] == ["once", "more"]:
            kind, width = TimeKind.AGAIN, 2
        elif words[i] == "next" and i + 1 < len(tokens) and tokens[i + 1].kind is TokenKind.WORD:
            kind, width = TimeKind.NEXT, 2
        if kind is not None:
            span = (tokens[i].start, tokens[i + width - 1].end)
            found.append(TimeChunk(kind, " ".join(t.text for t in tokens[i:i + width]), span, sentence))
        i += width
    return tuple(found)


_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september",
           "october", "november", "december")
_DATED = re.compile(r"\b(?i:on|in|during)\s+(?:(?i:the)\s+)?([A-Z][a-z]+)\b")


def dated_gone_by(times: Iterable[TimeChunk], text: str, span: Span) -> bool:
    """ "had 12 pens on Monday", "weighed 7 pounds in May": a clause in the past tense whose
    sentence places it on a day or in a month by its name, a time gone by as "last week" is
    (the present "has 12 pens on Monday" is a habit or a plan, not placed here)."""
    told = list(times)
    if tense_within(told, span) is not Tense.PAST:
        return False
    sentence = next((t.sentence for t in told if t.sentence[0] <= span[0] < t.sentence[1]), span)
    return any(m.group(1).lower() in (*_WEEKDAYS, *_MONTHS)
               for m in _DATED.finditer(text[sentence[0]:sentence[1]]))


def told_with(times: Iterable[TimeChunk], span: Span, kinds: frozenset[TimeKind]) -> tuple[TimeChunk, ...]:
    """The time chunks of ``kinds`` in the sentence ``span`` stands in."""
    return tuple(t for t in times if t.kind in kinds and t.sentence[0] <= span[0] < t.sentence[1])


def tense_within(times: Iterable[TimeChunk], span: Span) -> Tense | None:
    """The tense of the first verb group standing inside ``span`` (a clause, a question)."""
    return next((t.tense for t in told_within(times, span, frozenset({TimeKind.TENSE}))), None)


def told_within(times: Iterable[TimeChunk], span: Span, kinds: frozenset[TimeKind]) -> tuple[TimeChunk, ...]:
    """The time chunks of ``kinds`` that stand inside ``span`` (a clause, a question)."""
    return tuple(t for t in times if t.kind in kinds and span[0] <= t.span[0] < span[1])


_PARTS_OF_DAY = frozenset({"morning", "afternoon", "evening", "night"})
# the words right before a compared doing's "on": "as on", "than on", "as he sold on", "than she
# did on", "the number of figs (that) he sold on", "double the figs she ate on" (a doer and its
# verb between; a number after "than" is no doer: "more than 5 pens on Monday" is this doing's,
# and so is "as many pens on Monday")
_COMPARED_ON = re.compile(
    r"\b(?:as(?:\s+(?!many\b|much\b)[a-z]\w*\s+\w+)?|than(?:\s+[a-z]\w*\s+did)?|(?:twice|half|double|triple|thrice|times)"
    r"\s+the\s+(?:number\s+of\s+)?\w+(?:\s+that)?\s+[a-z]\w*\s+\w+)\s+on$"
    # "15 fewer than Saturday": a day right after "than" is the compared one, "on" unsaid
    r"|\bthan$")


def compared_day(text: str, day: Span) -> bool:
    """The day at ``day`` names the compared doing's day ("twice as many as on Monday", "as
    he sold on Monday", "twice the number he sold on Monday", "5 fewer than Monday"), not the
    telling's own."""
    # the longest wording the pattern reads is nine words: no need to search the whole text before
    return _COMPARED_ON.search(" ".join(text[:day[0]].lower().split()[-10:])) is not None


def days_on(times: Iterable[TimeChunk], text: str, span: Span) -> tuple[tuple[str, bool], ...] | None:
    """The days the sentence ``span`` stands in names after "on" ("on Monday"), lowercased,
    each with whether it follows "as" or "than" ("twice as many as on Monday": the compared
    doing's day; "on Monday than Tuesday" says "on" once for both). None: a day named another
    way ("this Monday", "every Monday", "on Mondays", a habit; "on Monday morning", a part of
    it), which places nothing a reader can match."""
    days: list[tuple[str, bool]] = []
    for day in told_with(times, span, frozenset({TimeKind.NAMED})):
        before = text[:day.span[0]].lower().split()[-2:]
        after = re.match(r"\s*([a-z]*)", text[day.span[1]:].lower())
        if before[-1:] == ["than"] and any(not compared for _, compared in days) and not (
            day.text.lower().endswith("days") or after is not None and after.group(1) in _PARTS_OF_DAY
        ):
            days.append((day.text.lower(), True))  # "on Monday than Tuesday": "on" said once for both
            continue
        if before[-1:] != ["on"] or day.text.lower().endswith("days") or (
            after is not None and after.group(1) in _PARTS_OF_DAY
        ):
            return None
        days.append((day.text.lower(), compared_day(text, day.span)))
    return tuple(days)
