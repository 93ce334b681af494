"""Reading parts of a counted whole, each part with its own contents per item, asked as one sum:
"There are 20 tables. Half the tables have 2 chairs each and the rest have 4 chairs each. How
many chairs are there?" (10 × 2 + 10 × 4 = 60).

Two told sentences and the question, every number read:
- *the whole*: `There are <N> (<word>) <noun> (<place>)` or `<holder> has <N> (<word>) <noun>
  (<place>)`, the holder one to three plain words, the place `in/at/on` and up to three words;
- *the parts*: one sentence listing parts by `,` and `and`, the rest last. A part is `<K> (of
  the / of these <noun> | <noun>)` or `<share> (of the / of these <noun> | the <noun>)` (a share
  less than one, of the whole, making a whole count); `of them`, or a share alone, only
  first (after another part `them` may be it; a count alone is of the whole: `Half the tables
  have …, 5 have …`). Each says `<verb> <M> <things> each` (or
  `in each <item>`, `per <item>`), the verb one of holding or yielding, in the present, one verb
  for all parts; the first names the things, later ones may leave them out or say only the
  measure (`2 liters` of `3 liters of milk`). A time (`a day`) after the things is told with the
  first, and later parts tell the same or none;
  the rest: `the rest (of them / of the <noun>)`, `the others`, `the other <noun>`, `the
  remaining <noun>`, or `the other half` after one part that is half;
- *the question*: `How many <things> (in total) are (there) (<the told place>) (in total)?` for
  have / hold / contain (seats are no people there), or `How many <things> / How much <stuff>
  do/does (all) the <noun> / they <verb> (<the told time>) (in total)?` (`can` only of seat /
  hold: room, not what is had; `they` only after `There are`).
Why the one reading: each part's contents are said `each` of that part's items, so they bind to
that part alone; the parts listed are of the whole (its noun said, or nothing between), the rest
is the whole less them; nothing else in the text holds or yields the things. Refused (``None``,
left to the general reader): a share that is no whole count, parts that leave no rest, a rest
said otherwise (`half of the rest`: of which?), `the other half` after anything but one half,
contents told for the whole too (a third sentence or a number more), other things asked than
told (`legs`), a part asked (`the rest`), another time, past tenses, two verbs.
"""

from __future__ import annotations

from fractions import Fraction

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.parts_contents import PartsContentsEntry, PartTold
from wordproof.lexicon.tables import measure_unit
from wordproof.lexicon.words import in_class, noun_form, plural_form, verb_lemma
from wordproof.reader.sequences import is_name, told_and_asked, whole_count
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind

# verbs whose object each item holds or yields, so that the items' contents add
_HOLDING = frozenset({"have", "hold", "contain", "seat", "carry"})
_YIELDING = frozenset({"give", "produce", "lay", "make", "grow", "bear"})
_BARRED = frozenset({"each", "every", "per", "more", "less", "fewer", "than", "other", "others", "another",
                     "left", "rest", "remaining", "and", "or", "with", "but", "not", "no", "only", "of",
                     "them", "they", "these", "those", "all", "some", "total", "in", "on", "at", "if",
                     "then"})
_PLACES = frozenset({"in", "at", "on"})
_ARTICLES = frozenset({"a", "an", "the", "this", "that"})
_ENDS: tuple[tuple[str, ...], ...] = ((), ("in", "total"), ("in", "all"), ("altogether",), ("total",),
                                      ("combined",))
_TIME_WORDS = frozenset({"a", "per", "every", "each"})
_ASKING = frozenset({"do", "does", "can"})
_THERE = frozenset({"have", "hold", "contain"})  # what the items hold is there
_ROOM = frozenset({"seat", "hold"})  # what the items have room for, asked by "can"

Said = list[str | Token]  # a clause's words in lowercase, each number as its token
_Segment = tuple[Quoted | None, bool, Quoted, list[str], str | None, str]  # share, of the whole,
# each, things, time noun, verb lemma


def read_parts_contents(text: str, tokens: tuple[Token, ...] | list[Token]) -> PartsContentsEntry | None:
    """The sum of every part's contents, or None when the text is not such a problem."""
    told_asked = told_and_asked(tokens, (3,), clauses=2)
    if told_asked is None:
        return None
    (first, second), question = told_asked
    whole = _whole(_said(first))
    if whole is None:
        return None
    count, noun, place, held_by = whole
    segments = _segments(_said(second))
    if segments is None or len(segments) < 2:
        return None
    parts: list[PartTold] = []
    read: list[_Segment] = []
    for i, words in enumerate(segments[:-1]):
        segment = _part(words, noun, first=i == 0)
        if segment is None:
            return None
        read.append(segment)
    rest = _rest(segments[-1], noun, read)
    if rest is None:
        return None
    read.append(rest)
    things, time, verb = read[0][3], read[0][4], read[0][5]
    if not things or any(s[5] != verb or not _same_things(s[3], things) or s[4] not in (None, time)
                         for s in read[1:]):
        return None  # "… and the rest have 4 legs each", "… and the rest hold 4": other things or doing
    for share, of_whole, each, _, _, _ in read[:-1]:
        assert share is not None
        parts.append(PartTold(share, of_whole, each))
    counts = [p.count(count.value) for p in parts]
    if any(c.denominator != 1 or c < 1 for c in counts) or count.value - sum(counts, Fraction(0)) < 1:
        return None  # "half of 15 tables", or parts that leave no rest
    if not _asked(_said(question), things, noun, verb, time, place, held_by):
        return None
    head = things.index("of") - 1 if "of" in things else len(things) - 1  # "1 chair each": chairs in all
    plural = things[head] if _plural(things[head]) else plural_form(things[head])
    unit = " ".join([*things[:head], plural, *things[head + 1:]])
    return PartsContentsEntry("m1", count, noun, tuple(parts), read[-1][2], unit,
                              text[question[0].start:question[-1].end])


def _said(clause: list[Token]) -> Said:
    """The clause's words in lowercase (a given name as "<name>"), each number as its token."""
    said: Said = []
    for token in clause:
        if token.kind is TokenKind.NUMBER:
            said.append(token)
        elif token.kind is TokenKind.WORD and (token.possessive or is_name(token)):
            said.append("<name>")
        else:
            said.append(token.lower if token.kind is TokenKind.WORD else token.text)
    return said


def _plain(words: Said) -> bool:
    return all(isinstance(w, str) and w.isalpha() and w not in _BARRED for w in words)


def _plural(word: str | Token) -> bool:
    return isinstance(word, str) and word.isalpha() and noun_form(word) != word


def _place(words: Said) -> tuple[str, ...] | None:
    """ "in a hall": the place's words without articles; () for none; None for anything else."""
    if not words:
        return ()
    if words[0] not in _PLACES or not 2 <= len(words) <= 4 or not _plain(words[1:]):
        return None
    return tuple(str(w) for w in words[1:] if w not in _ARTICLES)


def _whole(said: Said) -> tuple[Quoted, str, tuple[str, ...], str | None] | None:
    """(count, plural noun, place, holder if any) of "There are 20 tables (in a hall)", "A farmer
    has 30 cows"."""
    at = next((i for i, w in enumerate(said) if isinstance(w, Token)), None)
    if at is None:
        return None
    if said[:at] != ["there", "are"] and not (
        2 <= at <= 4 and said[at - 1] == "has" and (said[0] in _ARTICLES or said[0] == "<name>")
        and _plain(said[1:at - 1])
    ):
        return None
    count = whole_count(said[at], 2) if isinstance(said[at], Token) else None  # type: ignore[arg-type]
    end = next((i for i in (at + 1, at + 2) if i < len(said) and _plural(said[i])), None)
    if count is None or end is None or not _plain(said[at + 1:end + 1]):
        return None
    place = _place(said[end + 1:])
    holder = None if said[0] == "there" else " ".join(str(w) for w in said[:at - 1])
    return (count, str(said[end]), place, holder) if place is not None else None


def _segments(said: Said) -> list[Said] | None:
    """The parts listed, split at "," and "and"."""
    segments: list[Said] = [[]]
    for word in said:
        if word in (",", "and"):
            if segments[-1]:
                segments.append([])
        else:
            segments[-1].append(word)
    return segments if segments[-1] else None


def _amount(word: str | Token) -> Quoted | None:
    """The contents of one item: a plain number, more than none."""
    if not isinstance(word, Token) or word.numeral is None or word.attributive:
        return None
    numeral = word.numeral
    if numeral.kind is not NumeralKind.CARDINAL or numeral.currency is not None or numeral.value <= 0:
        return None
    return Quoted(numeral.value, word.text, word.span)


def _share(words: Said, noun: str, first: bool) -> tuple[Quoted, bool, int] | None:
    """(share, whether of the whole, where the doing starts) of "8 of the tables", "Half the
    tables", "a third of them"."""
    if not words or not isinstance(words[0], Token) or words[0].numeral is None:
        return None
    token, numeral = words[0], words[0].numeral
    fraction = numeral.kind is NumeralKind.FRACTION and 0 < numeral.value < 1 and numeral.currency is None
    share = Quoted(numeral.value, token.text, token.span) if fraction else whole_count(token, 1)
    if share is None:
        return None
    rest = words[1:]
    named = [["of", "the", noun], ["of", "these", noun]] + ([["the", noun]] if fraction else [[noun]])
    alone = [["of", "them"], []] if first else [] if fraction else [[]]  # after a part, "them" may be it
    for said in [*named, *alone]:
        if rest[:len(said)] == said:
            return share, fraction, 1 + len(said)
    return None


def _contents(words: Said, noun: str) -> tuple[str, Quoted, list[str], str | None] | None:
    """(verb lemma, each, things, time noun) of "have 2 chairs each", "give 3 liters of milk a
    day each", "have 30 desks in each classroom"."""
    if len(words) < 3 or not isinstance(words[0], str):
        return None
    verb = verb_lemma(words[0])
    each = _amount(words[1])
    present = verb is not None and (words[0] in (verb, verb + "s", verb + "es") or (verb, words[0]) == (
        "have", "has"))
    if verb is None or each is None or not present or verb not in _HOLDING | _YIELDING:
        return None
    rest = words[2:]
    item = noun_form(noun)
    ending = next((len(e) for e in (["each"], ["in", "each", item], ["per", item])
                   if rest[len(rest) - len(e):] == e), None)
    if ending is None:
        return None
    rest = rest[:len(rest) - ending]
    time = None
    if len(rest) >= 2 and rest[-2] in _TIME_WORDS and isinstance(rest[-1], str) and in_class(
            noun_form(rest[-1]), "time_nouns"):
        time, rest = noun_form(rest[-1]), rest[:-2]
    if not (_plain([w for w in rest if w != "of"]) and len(rest) <= 4):
        return None
    things = [str(w) for w in rest]
    head = things[things.index("of") - 1 if "of" in things else -1] if things else ""
    if things and (things[0] == "of" or things[-1] == "of" or things.count("of") > 1 or not (
            _plural(head) or each.value == 1) or noun_form(head) == item):
        return None  # "2 chair each"; "8 of the boxes have 2 boxes each"
    if each.value.denominator != 1 and (not things or measure_unit(head) is None):
        return None  # "2.5 chairs each": things counted come whole
    return verb, each, things, time


def _part(words: Said, noun: str, first: bool) -> _Segment | None:
    share = _share(words, noun, first)
    contents = _contents(words[share[2]:], noun) if share is not None else None
    if share is None or contents is None:
        return None
    verb, each, things, time = contents
    return share[0], share[1], each, things, time, verb


def _rest(words: Said, noun: str, parts: list[_Segment]) -> _Segment | None:
    """The rest's contents: "the rest (of them / of the <noun>)", "the others", "the other
    <noun>", "the remaining <noun>", "the other half" after one half."""
    half = len(parts) == 1 and parts[0][1] and parts[0][0] is not None and parts[0][0].value == Fraction(1, 2)
    said = [["the", "rest", "of", "them"], ["the", "rest", "of", "the", noun], ["the", "rest"],
            ["the", "others"], ["the", "other", noun], ["the", "remaining", noun],
            *([["the", "other", "half"]] if half else [])]
    lowered = [w.lower if isinstance(w, Token) else w for w in words]  # "half" is a number
    at = next((len(s) for s in said if lowered[:len(s)] == s), None)
    contents = _contents(words[at:], noun) if at is not None else None
    if contents is None:
        return None
    verb, each, things, time = contents
    return None, False, each, things, time, verb


def _same_things(said: list[str], things: list[str]) -> bool:
    """Whether later parts' things are the first's: all of them, the measure only, or left out."""
    forms = [noun_form(w) for w in said]
    return not said or forms in ([noun_form(w) for w in things], [noun_form(w) for w in things[:things.index(
        "of")]] if "of" in things else [])


def _end(words: Said) -> bool:
    return tuple(words) in _ENDS


def _asked(said: Said, things: list[str], noun: str, verb: str, time: str | None,
           place: tuple[str, ...], held_by: str | None) -> bool:
    """Whether the question asks all the things told, of the whole, at the time told."""
    if said[:2] == ["how", "many"]:
        names = [things, things[:things.index("of")]] if "of" in things else [things]
    elif said[:2] == ["how", "much"] and "of" in things:
        names = [things[things.index("of") + 1:]]
    else:
        return False
    at = next((2 + len(n) for n in names if [noun_form(str(w)) for w in said[2:2 + len(n)]] == [
        noun_form(w) for w in n]), None)
    if at is None:
        return False
    rest = said[at:]
    opening = next((e for e in _ENDS if e and tuple(rest[:len(e)]) == e), ())
    rest = rest[len(opening):]
    if rest[:1] in (["are"], ["is"]):
        if verb not in _THERE or time is not None:
            # "8 tables seat 2 people each. How many people are there?": seats are no people there
            return False
        rest = rest[2:] if rest[1:2] == ["there"] else rest[1:]
        cut = next((i for i in range(len(rest) + 1) if _end(rest[i:])), None)
        told = _place(rest[:cut]) if cut is not None else None
        return told is not None and told in ((), place) and not (opening and rest[cut:])
    if not rest or rest[0] not in _ASKING or rest[0] == "can" and verb not in _ROOM:
        return False  # "How many chairs can the tables have?": room, not what they have
    rest = rest[1:]
    # "they" after "A farmer has 30 cows" may be the farmer too
    subjects = [["all", "the", noun], ["the", noun], *([["they"]] if held_by is None else [])]
    who = next((len(w) for w in subjects if rest[:len(w)] == w), None)
    if who is None or len(rest) <= who or not isinstance(rest[who], str) or verb_lemma(rest[who]) != verb:
        return False
    rest = rest[who + 1:]
    if time is not None:
        if not rest:
            return False  # the time told, none asked
        said_time = next((len(w) for w in ([rest[0], time], ["in", "a", time], ["in", "one", time])
                          if rest[:1] and [noun_form(str(x)) for x in rest[:len(w)]] == w), 0)
        if not said_time or rest[0] not in _TIME_WORDS | {"in"}:
            return False  # "How much milk do the cows give in a week?"
        rest = rest[said_time:]
    return _end(rest) and not (opening and rest)


__all__ = ["read_parts_contents"]
