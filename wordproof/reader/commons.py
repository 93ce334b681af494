"""Reading the two classic common-measure frames.

Least common multiple:
- events that repeat at intervals ("swims every 6 days", "every 4th day") and are told to
  happen together at a start ("today", "at the same time"), asked when they next happen
  together ("in how many days … again on the same day?");
- things that come in groups of different sizes ("come in packs of 6", "sold in boxes of
  8"), told to be equal in number ("the same number of … as …"), asked the least number of
  one kind or of each (never the packs of one kind: labelled both ways).

Greatest common divisor: one list of counts ("18 red marbles and 24 blue marbles") or of
lengths ("one 15 feet long and the other 12 feet long"), shared with nothing left over
("no … left over", "without remainder", "use all"), asked the greatest number of equal
groups ("identical", "the same combination", "equally"), the greatest number in each group
when each group holds one kind ("only", "without mixing"), or the greatest equal length.

Every number of the text must belong to the frame. When the frame's numbers are there but a
condition that makes the answer unique is not (no "least"/"greatest", no leftover ruled
out, no start together, the groups or their size not told apart), the text is refused;
when the numbers are not of a frame, it is not read here (``None``).
"""

from __future__ import annotations

from fractions import Fraction

from wordproof.ledger.commons import CommonsEntry, Measure, Told
from wordproof.lexicon.words import noun_form, noun_lemma, verb_lemma
from wordproof.refusals import Refusal, RefusalCode, Stage
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import SENTENCE_END, Token, TokenKind

_LEAST = frozenset({"least", "smallest", "fewest", "minimum", "shortest", "lowest"})
_GREATEST = frozenset({"greatest", "largest", "most", "maximum", "biggest", "longest",
                       "widest"})
_EQUAL = frozenset({"same", "equal", "identical", "equally", "evenly"})
_NEGATION = frozenset({"no", "without", "none", "nothing", "nobody", "not", "n't", "never"})
_LEFT = frozenset({"left", "leftover", "leftovers", "remainder", "remaining", "waste", "wasting"})
_ONE_KIND = frozenset({"only", "mixing", "either"})
_MIX = frozenset({"combination", "mix", "contents", "set", "filling", "kind", "type"})
_ALL_OF_THEM = frozenset({"both", "all", "together"})
_OTHER_TIMES = frozenset({"yesterday", "tomorrow", "ago", "last", "before", "earlier", "later"})
_AGAIN = frozenset({"again", "next"})
_TOGETHER = frozenset({"same", "together", "both", "share"})
_LENGTH_WORDS = frozenset({"long", "wide", "length", "lengths", "width", "widths"})
_ASKED_LENGTH = frozenset({"length", "long", "wide", "width"})
_LENGTH_UNITS = frozenset({"inch", "foot", "feet", "yard", "mile", "meter", "metre", "cm",
                           "m", "km", "mm", "centimeter", "centimetre", "millimeter"})
_SORTS = frozenset({"type", "kind", "sort", "color", "colour", "flavor", "flavour"})
_ALL_KINDS = frozenset({"each", "both", "type", "kind", "item"})
_ALL_TOGETHER = frozenset({"altogether", "combined", "together", "all"})
_SUMMED = frozenset({"total", "altogether", "combined", "sum"})
_SET_APART = frozenset({"without", "except", "besides", "only", "but"})
_COLLECTIVE = frozenset({"them", "they", "all", "both", "these", "those", "everything", "each",
                         "either"})
_POSSESSIVES = frozenset({"his", "her", "their", "its", "my", "our", "your"})
_NUMBERED_THINGS = frozenset({"pieces", "types", "kinds", "sorts"})
_QUANTITY_NOUNS = frozenset({"number", "numbers", "amount", "amounts", "quantity", "quantities",
                             "total"})

Frame = CommonsEntry | Refusal | None


def read_commons(text: str, tokens: tuple[Token, ...] | list[Token]) -> Frame:
    """The common-measure problem the text tells, a refusal, or None when it is not one."""
    sentences = _sentences(list(tokens))
    if len(sentences) < 2 or sentences[-1][-1].text != "?" or any(
            t.text == "?" for s in sentences[:-1] for t in s):
        return None
    asked_from = _question_start(sentences[-1])
    if asked_from is None:
        return None
    if asked_from:
        # "If she did both today, in how many days …": the clause before the question tells
        sentences = [*sentences[:-1], sentences[-1][:asked_from], sentences[-1][asked_from:]]
    question = sentences[-1]
    numbers = [(s, i) for s, sentence in enumerate(sentences)
               for i, t in enumerate(sentence) if t.kind is TokenKind.NUMBER]
    if any(sentences[s][i].numeral is None for s, i in numbers):
        return None
    for s, i in numbers:
        numeral = sentences[s][i].numeral
        hyphened = i + 1 < len(sentences[s]) and sentences[s][i + 1].text == "-"
        if s == len(sentences) - 1 and numeral is not None and (
                numeral.kind is NumeralKind.ORDINAL and not hyphened):
            return None  # "for the second time": the question's own place ("first-aid" is none)
    numbers = _frame_numbers(sentences, numbers)
    if len(numbers) < 2 or any(s == len(sentences) - 1 for s, _ in numbers):
        return None
    for reader in (_every_nth, _events, _laps, _divisible, _packs, _arranged, _counts):
        found = reader(text, sentences, numbers, question)
        if found is not None:
            return found
    return None


def _question_start(sentence: list[Token]) -> int | None:
    """Where the question of the last sentence begins: its wh-word, with 'in'/'after'
    before it, at the start or after a comma."""
    for index, token in enumerate(sentence):
        if token.lower not in ("what", "how", "find"):
            continue
        start = index
        while start and sentence[start - 1].lower in ("in", "after", "then"):
            start -= 1
        if start == 0 or sentence[start - 1].text == ",":
            return start
    return None


def _frame_numbers(sentences: list[list[Token]],
                   numbers: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The numbers the measure is taken of: not a spelled 'one' that picks out a thing
    ('one type of plant', 'in one row', 'one 15 feet long'), nor a spelled number of the
    things told ('two pieces of cord', 'all three activities')."""
    def picks_out(s: int, i: int) -> bool:
        sentence = sentences[s]
        token = sentence[i]
        if token.lower == "once":
            return True
        if not token.text.isalpha() or token.lower != "one":
            return False
        after = sentence[i + 1] if i + 1 < len(sentence) else None
        before = sentence[i - 1].lower if i else ""
        return after is not None and (after.kind is TokenKind.NUMBER or noun_form(
            after.text) in _SORTS or before in ("in", "only", "per", "each") or
            after.lower == "of" or told_other or before == "no")

    # "one … the other": 'one' picks out one of two things
    told_other = any(t.lower in ("other", "another") for sentence in sentences for t in sentence)

    def names_a_place(s: int, i: int) -> bool:
        # "the first clock", "6th grade": an ordinal counts no interval unless after 'every'
        numeral = sentences[s][i].numeral
        return numeral is not None and numeral.kind is NumeralKind.ORDINAL and (
            i == 0 or sentences[s][i - 1].lower != "every")

    kept = [(s, i) for s, i in numbers if not picks_out(s, i) and not names_a_place(s, i)]
    spelled = [(s, i) for s, i in kept if sentences[s][i].text.isalpha()]
    counted = len(kept) - len(spelled)

    def counts_the_things(s: int, i: int) -> bool:
        # "two pieces of cord", "all three activities", "Two clocks ring": the number of the
        # things whose numbers are told, never one more count of a list
        sentence = sentences[s]
        if _whole(sentence[i]) != counted:
            return False
        after = sentence[i + 1].lower if i + 1 < len(sentence) else ""
        before = sentence[i - 1].lower if i else ""
        alone = i == 0 and not any(other == s and at != i for other, at in kept)
        # "two paint colors": the sorts told apart (never "two color boxes … in each"); "assigns
        # two of his workers their shifts.": the doers, in a sentence of no other number (two
        # of her friends each have 12 pens and 18 pencils: 24 and 36)
        each = "each" in _words(sentence)
        apart = not any(other == s and at != i for other, at in kept)
        sorts = any(noun_form(t.text) in _SORTS and noun_form(t.text) != t.lower
                    for t in sentence[i + 1:i + 3])
        doers = after == "of" and i + 2 < len(sentence) and sentence[i + 2].lower in _POSSESSIVES
        return after in _NUMBERED_THINGS or before in ("all", "the", "both") or alone or (
            told_other and counted == 2) or (not each and (sorts or (apart and doers)))

    return [(s, i) for s, i in kept if (s, i) not in spelled or not counts_the_things(s, i)]


def _sentences(tokens: list[Token]) -> list[list[Token]]:
    out: list[list[Token]] = [[]]
    for token in tokens:
        out[-1].append(token)
        if token.text in SENTENCE_END:
            out.append([])
    return [s for s in out if s]


def _whole(token: Token) -> Fraction | None:
    numeral = token.numeral
    if numeral is None or numeral.currency or numeral.value.denominator != 1 or numeral.value < 1:
        return None
    return numeral.value


def _told(token: Token) -> Told | None:
    value = _whole(token)
    return None if value is None else Told(value, token.text, token.span)


def _words(tokens: list[Token]) -> list[str]:
    return [t.lower for t in tokens]


def _refuse(why: str, code: RefusalCode = RefusalCode.NOT_UNIQUE) -> Refusal:
    return Refusal(code, Stage.READER, why)


# ---- repeating events ------------------------------------------------------------------

def _events(text: str, sentences: list[list[Token]], numbers: list[tuple[int, int]],
            question: list[Token]) -> Frame:
    """'every 6 days', 'every 4th day': all numbers are intervals of one unit."""
    units: set[str] = set()
    told: list[Told] = []
    for s, i in numbers:
        sentence = sentences[s]
        token = sentence[i]
        if i == 0 or sentence[i - 1].lower != "every" or i + 1 >= len(sentence):
            return None
        after = sentence[i + 1]
        numeral = token.numeral
        assert numeral is not None
        if after.kind is not TokenKind.WORD or numeral.kind not in (
                NumeralKind.CARDINAL, NumeralKind.ORDINAL):
            return None
        if numeral.kind is NumeralKind.CARDINAL and noun_form(after.text) == after.lower:
            return None  # "every 6 day": an interval is counted in a plural
        value = _told(token)
        if value is None:
            return None
        units.add(noun_form(after.text))
        told.append(value)
    if len(units) != 1:
        return _refuse("the intervals are told in different units")
    unit = units.pop()
    asked = _words(question)
    if not any(_started_together(sentence, len(told)) for sentence in sentences[:-1]):
        return _refuse("the events are not told to happen together at a start")
    if set(asked) & {"last", "first"}:
        return _refuse("the question asks another meeting than the next")
    if not (set(asked) & _AGAIN and set(asked) & _TOGETHER):
        return _refuse("the question does not ask when the events next happen together")
    if _after_how_many(asked) != unit:
        return _refuse("the question does not count the intervals' unit",
                       RefusalCode.UNSUPPORTED_QUESTION)
    unit_text = next(t.text for t in question if noun_form(t.text) == unit and t.lower != unit
                     ) if any(noun_form(t.text) == unit and t.lower != unit
                              for t in question) else unit
    return CommonsEntry("c1", Measure.LEAST_MULTIPLE, told, unit_text, _quoted(text, question))


def _started_together(sentence: list[Token], events: int) -> bool:
    """'They both swam today', 'if she did all three today', 'both flickered at the same
    time': a start the events share, and no other time told beside it; 'both' of two events
    only, and more than two need 'all' ('Ann and Bo both swam today' of three swimmers is
    no start of the third)."""
    words = _words(sentence)
    if set(words) & (_OTHER_TIMES | _NEGATION):
        return False
    if ("both" in words and events != 2) or (events > 2 and "all" not in words):
        return False
    same_time = any(words[i:i + 4] == ["at", "the", "same", "time"] for i in range(len(words)))
    return same_time or ("today" in words and bool(set(words) & _ALL_OF_THEM))


def _after_how_many(words: list[str]) -> str | None:
    """The noun counted by 'in/after how many NOUN', 'how many NOUN until/before/from …',
    'how many NOUN will pass / will it be': a time waited, not things done ('how many days
    will Ann swim before …')."""
    for i in range(len(words) - 2):
        if words[i:i + 2] != ["how", "many"]:
            continue
        waited = (i > 0 and words[i - 1] in ("in", "after")) or words[i + 3:i + 4] in (
            ["until"], ["till"], ["before"], ["from"], ["later"], ["pass"]) or words[
            i + 3:i + 5] in (["will", "pass"], ["must", "pass"], ["will", "it"], ["is", "it"])
        return noun_form(words[i + 2]) if waited else None
    return None


def _quoted(text: str, question: list[Token]) -> str:
    return text[question[0].start:question[-1].end]


# ---- every Nth one of a line ------------------------------------------------------------

_RESTRICTED = frozenset({"after", "before", "from", "since", "starting", "beginning", "until",
                         "till", "between", "later", "earlier", "first", "last", "who", "that",
                         "which", "whose"})
_ONE_OF_SOME = frozenset({"only", "just", "neither", "either", "exactly", "but", "least", "most",
                          "more", "less", "fewer"})


def _every_nth(text: str, sentences: list[list[Token]], numbers: list[tuple[int, int]],
               question: list[Token]) -> Frame:
    """'Every 5th customer gets a hat and every 6th a scarf': the ones given all are the
    lcm-th, counted from the first. 'Of 100 customers, how many get both?' counts them among
    the first 100 (floor of 100 / lcm); 'how many callers must call before one of them wins
    both' is the lcm. A prize told with its price ('a $100 bill') is no number of the line;
    any other number, a time unit ('every 4th day'), or a negation leaves the frame."""
    noun: str | None = None
    told: list[Told] = []
    within: list[Told] = []
    for s, i in numbers:
        sentence = sentences[s]
        token = sentence[i]
        numeral = token.numeral
        assert numeral is not None
        after = sentence[i + 1] if i + 1 < len(sentence) else None
        if numeral.currency and i and sentence[i - 1].lower in ("a", "an") and (
                after is not None and after.kind is TokenKind.WORD):
            continue  # 'a $100 bill for every 100th caller'
        value = _told(token)
        if value is None or after is None:
            return None
        if numeral.kind is NumeralKind.ORDINAL and i and sentence[i - 1].lower == "every":
            named = noun_form(after.text) if noun_lemma(after.text) is not None else None
            if named is not None and named == after.lower:
                if noun not in (None, named):
                    return None
                noun = named
            elif noun is None:
                return None  # 'every 6th a scarf' needs the noun of an interval before
            told.append(value)
        elif numeral.kind is NumeralKind.CARDINAL and not within and (
                noun_form(after.text) != after.lower) and sentence[i - 1].lower != "every":
            within.append(value)
            within_noun = noun_form(after.text)
        else:
            return None
    if noun is None or noun in _TIME_UNITS | {"month", "year", "time"} or len(told) < 2:
        return None
    if within and within_noun != noun:
        return None
    all_words = [w for sentence in sentences for w in _words(sentence)]
    kept = {(s, i) for s, i in numbers}
    statement = {w for sentence in sentences[:-1] for w in _words(sentence)}
    if set(all_words) & (_TIME_UNITS | {"each", "per", "month", "year", "daily", "weekly"}) or (
            all_words.count("every") != len(told)):
        # 'every 4th buyer each hour', '85 buyers came each day': lines counted anew
        return _refuse("the line may be counted anew each time")
    if statement & _RESTRICTED:
        # 'every 4th visitor after lunch', 'every 5th caller who …': counted from elsewhere
        return _refuse("the line is not told to be counted from its first one")
    if set(all_words) & _NEGATION or any(
            t.kind is TokenKind.NUMBER and (s, i) not in kept
            for s, sentence in enumerate(sentences[:-1]) for i, t in enumerate(sentence)):
        return _refuse("a number or a negation is told beside the intervals")
    asked = _words(question)
    if not set(asked) & ({"both"} if len(told) == 2 else {"all"}):
        return _refuse("the question does not ask the ones given every kind")
    if set(asked) & (_ONE_OF_SOME | _SUMMED) or "how" not in asked:
        return _refuse("the question asks another count", RefusalCode.UNSUPPORTED_QUESTION)
    plural = next((t.text for s in sentences for t in s
                   if noun_form(t.text) == noun and t.lower != noun), noun)
    how_many = asked.index("how")
    counted = asked[how_many + 2] if how_many + 2 < len(asked) else ""
    if within:
        # 'how many get both', 'how many customers got both', 'how many of them': not the
        # things given ('how many hats')
        ones = noun_form(counted) == noun or counted == "of" or (
            verb_lemma(counted) is not None and noun_form(counted) == counted)
        if set(asked) & {"before", "until", "first"} or asked[how_many + 1:how_many + 2] != [
                "many"] or not ones:
            return _refuse("the question does not count the ones given every kind",
                           RefusalCode.UNSUPPORTED_QUESTION)
        return CommonsEntry("c1", Measure.LEAST_MULTIPLE, told, plural, _quoted(text, question),
                            within[0])
    before = next((k for k, w in enumerate(asked) if w in ("before", "until")), None)
    if before is None or asked[before + 1:before + 4] != ["one", "of", "them"] or _counted_noun(
            asked) != how_many + 2 or noun_form(asked[how_many + 2]) != noun:
        # 'how many callers call before someone wins both': the winner among them or not?
        return _refuse("the question does not count up to one given every kind",
                       RefusalCode.UNSUPPORTED_QUESTION)
    return CommonsEntry("c1", Measure.LEAST_MULTIPLE, told, plural, _quoted(text, question))


# ---- laps of a closed path --------------------------------------------------------------

_TIME_UNITS = frozenset({"second", "minute", "hour", "day", "week"})
_LAP_WORDS = frozenset({"lap", "round", "circuit", "loop", "track"})
_PLACE_WORDS = frozenset({"place", "point", "spot", "position", "line"})
_PATH_WORDS = _LAP_WORDS | frozenset({"laps", "rounds", "tracks", "circular", "path", "around",
                                      "stadium", "course", "ring"})
_CHANGED_PACE = frozenset({"stop", "stops", "stopped", "rest", "rests", "rested", "later", "late",
                           "after", "before", "slows", "speeds", "faster", "slower", "then",
                           "different", "separate"})


def _laps(text: str, sentences: list[list[Token]], numbers: list[tuple[int, int]],
          question: list[Token]) -> Frame:
    """'P completes a round in 252 seconds and Q in 198 seconds': every number is the time
    of one lap, 'in N UNITS' in a sentence that names a lap. Told to start at one place at
    one time, the walkers are next at the start together after the lcm of the lap times
    (met anywhere else, 'side by side again', depends on the direction: refused)."""
    units: set[str] = set()
    told: list[Told] = []
    for s, i in numbers:
        sentence = sentences[s]
        words = {noun_form(w) for w in _words(sentence)}
        value = _told(sentence[i])
        if value is None or i == 0 or sentence[i - 1].lower != "in" or i + 1 >= len(
                sentence) or not words & _LAP_WORDS:
            return None
        unit = noun_form(sentence[i + 1].text)
        if unit not in _TIME_UNITS or unit == sentence[i + 1].lower:
            return None
        units.add(unit)
        told.append(value)
    if len(units) != 1:
        return _refuse("the lap times are told in different units")
    unit = units.pop()
    statement = [w for sentence in sentences[:-1] for w in _words(sentence)]
    if any(not set(_words(sentence)) & _PATH_WORDS and not any(
            w.startswith("start") for w in _words(sentence)) for sentence in sentences[:-1]) or (
            set(statement) & _CHANGED_PACE):
        # 'Ana stops after a while': the laps do not go on as told
        return _refuse("a sentence tells something else than the path, the laps or the start")
    if set(statement) & _NEGATION or not _same_start(statement):
        return _refuse("the laps are not told to start at one place at one time")
    starts = [_words(sentence) for sentence in sentences[:-1]
              if any(w.startswith("start") for w in _words(sentence))]
    if any(("both" in words and len(told) != 2) or (len(told) > 2 and "all" not in words)
           for words in starts):
        # 'P and Q start together' of three runners is no start of the third
        return _refuse("the start is not told of every runner")
    asked = _words(question)
    if not any(w.startswith("start") for w in asked):
        return _refuse("the question asks a meeting anywhere on the path, not at the start")
    if not set(asked) & {"meet", "together", "both", "all"}:
        return _refuse("the question does not ask when all are at the start at once")
    if set(asked) & {"first", "last"} or not set(asked) & {"again", "until", "next"}:
        return _refuse("the question asks another meeting than the next")
    waited = _after_how_many(asked) == unit or any(
        asked[k:k + 3] in (["after", "what", "time"], ["how", "much", "time"])
        for k in range(len(asked)))
    if not waited:
        return _refuse("the question does not ask the time waited", RefusalCode.UNSUPPORTED_QUESTION)
    unit_text = next(sentences[s][i + 1].text for s, i in numbers)
    return CommonsEntry("c1", Measure.LEAST_MULTIPLE, told, unit_text, _quoted(text, question))


def _same_start(words: list[str]) -> bool:
    """'started at the same place and time', 'start at the same time … starting at the same
    point', 'start off together': one time and one place."""
    same = [k for k, w in enumerate(words) if w == "same"]
    time = any("time" in words[k + 1:k + 4] for k in same)
    place = any(set(words[k + 1:k + 4]) & _PLACE_WORDS for k in same)
    together = any(w.startswith("start") and "together" in words[k + 1:k + 3]
                   for k, w in enumerate(words))
    return (time and place) or together


# ---- a number divisible by each of several -----------------------------------------------

_OTHER_PROPERTIES = frozenset({"even", "odd", "prime", "square", "cube", "digit", "digits",
                               "negative", "greater", "less", "larger", "smaller", "more", "than",
                               "between", "remainder", "leaves", "left", "factor", "sum",
                               "product", "also", "except", "or", "if", "when", "twice", "double",
                               "doubles", "doubled", "triple", "half", "times", "plus", "minus",
                               "add", "adds", "added", "subtract", "subtracts"})


def _divisible(text: str, sentences: list[list[Token]], numbers: list[tuple[int, int]],
               question: list[Token]) -> Frame:
    """'a number that is divisible by both 8 and 5', 'a multiple of 4, 6 and 9': one list
    after 'divisible by' / 'a multiple of' holds every number; the least such number asked
    is their lcm. Any other property told of the number ('even', 'greater than', 'or')
    refuses."""
    if len({s for s, _ in numbers}) != 1:
        return None
    s = numbers[0][0]
    sentence = _words(sentences[s])
    first, last = numbers[0][1], numbers[-1][1]
    start = first - 1
    while start > 0 and sentence[start] in ("both", "all"):
        start -= 1
    lead = sentence[start - 1:start + 1]
    if lead not in (["divisible", "by"], ["multiple", "of"]) or lead == ["multiple", "of"] and (
            start < 2 or sentence[start - 2] != "a"):
        return None
    between = sentence[first:last + 1]
    if any(w not in (",", "and") for k, w in enumerate(between) if (s, first + k) not in numbers):
        return None
    if any(_whole(sentences[s][i]) is None for _, i in numbers):
        return None
    words = [w for sentence in sentences for w in _words(sentence)]
    if set(words) & (_OTHER_PROPERTIES | _NEGATION) or words.count("divisible") + words.count(
            "multiple") != 1:
        return _refuse("another property of the number is told")
    asked = _words(question)
    if not set(asked) & _LEAST:
        return _refuse("the question asks no least number")
    least = next(k for k, w in enumerate(asked) if w in _LEAST)
    number = next((k for k in range(least + 1, least + 4) if asked[k:k + 1] == ["number"]), None)
    # 'the smallest possible (page) number', not 'the smallest number of tens in it'
    if number is None or asked[number + 1:number + 2] == ["of"] or set(asked) & {"many", "much"}:
        return _refuse("the question asks no number", RefusalCode.UNSUPPORTED_QUESTION)
    told = [t for t in (_told(sentences[s][i]) for _, i in numbers) if t is not None]
    return CommonsEntry("c1", Measure.LEAST_MULTIPLE, told, "number", _quoted(text, question))


# ---- packs of different sizes -----------------------------------------------------------

def _packs(text: str, sentences: list[list[Token]], numbers: list[tuple[int, int]],
           question: list[Token]) -> Frame:
    """'X come in packs of 6', 'sells Y in boxes of 8': the kind before 'in', the group
    noun after it, the size after 'of'."""
    kinds: list[str] = []
    phrases: list[frozenset[str]] = []
    groups: set[str] = set()
    told: list[Told] = []
    for s, i in numbers:
        sentence = sentences[s]
        other = _size_told_otherwise(sentences, numbers, s, i, (kinds[-1], phrases[-1]) if kinds
                                     else None)
        if other is not None:
            kinds.append(other[0])
            phrases.append(other[1])
            groups.add(other[2])
            told.append(other[3])
            continue
        at = i - 1
        if at >= 0 and sentence[at].lower == "exactly":
            at -= 1
        if at < 2 or sentence[at].lower != "of" or sentence[at - 2].lower != "in":
            return None
        group = sentence[at - 1]
        if group.kind is not TokenKind.WORD or noun_form(group.text) == group.lower:
            return None  # "in packs of": a plural group noun
        found = _kind_before(sentence, at - 2)
        value = _told(sentence[i])
        if found is None or value is None:
            return None
        kinds.append(found[0])
        phrases.append(found[1])
        groups.add(noun_form(group.text))
        told.append(value)
    asked = _words(question)
    if len(set(phrases)) != len(phrases) and "each" not in asked:
        # one kind in packs of two sizes is of two owners ('each band', 'each vendor') or none
        return _refuse("the same kind is told in packs twice")
    statement = [t for s in sentences[:-1] for t in s]
    if not _told_equal(statement + question, groups, phrases):
        return _refuse("the kinds are not told to be equal in number")
    if set(asked) & _ALL_TOGETHER:
        return _refuse("the question counts the kinds together")
    if not set(asked) & _LEAST:
        return _refuse("the question asks no least number")
    noun_at = _counted_noun(asked)
    if noun_at is None:
        return _refuse("the question counts nothing", RefusalCode.UNSUPPORTED_QUESTION)
    noun = noun_form(asked[noun_at])
    phrase = _phrase(question, noun_at)
    if noun_at + len(phrase) < len(asked) and asked[noun_at + len(phrase)] in ("and", "or", ","):
        return _refuse("the question counts more than one kind")
    named = [noun_form(t.text) for t in phrase if noun_form(t.text) in kinds]
    head = named[-1] if named else None
    if noun in groups:
        # "the least number of packages of plates": labelled by some as the packs (24 / 8),
        # by others as the plates (24) — the count of packs is not read
        return _refuse("the question counts the packs, not the things")
    if head not in kinds and "each" not in asked:
        return _refuse("the question counts no kind told in packs")
    if any(noun_form(w) in groups for w in asked):
        return _refuse("the question speaks of the packs")
    return CommonsEntry("c1", Measure.LEAST_MULTIPLE, told, question[noun_at].text,
                        _quoted(text, question))


def _size_told_otherwise(sentences: list[list[Token]], numbers: list[tuple[int, int]], s: int,
                         i: int, before: tuple[str, frozenset[str]] | None
                         ) -> tuple[str, frozenset[str], str, Told] | None:
    """A group size told otherwise than 'KIND in GROUPS of N': the kind after the size
    ('carry loads of 18 packages', 'in blocks of 2 hours'), a size with its unit before the
    group ('comes in 2-liter containers', every other size told in that unit), the things a
    group comes with ('Packages of Swiss cheese come with 28 slices'), or so many at a time
    ('shelves 6 books at a time', 'Lexi shelves 17 at a time': the kind of the size before).
    Returns the kind, the words of its phrase, the group noun and the size."""
    sentence = sentences[s]
    size = _told(sentence[i])
    if size is None:
        return None
    words = _words(sentence)
    end = i + 1
    while end < len(sentence) and sentence[end].kind is TokenKind.WORD and (
            sentence[end].lower not in _ENDS_A_COUNT):
        end += 1
    after = sentence[i + 1:end]
    kind = _plural_head(after)
    if words[end:end + 1] == ["or"]:
        return None  # '12 boxes or more': no one size
    if words[i + 1:i + 4] == ["at", "a", "time"] and before is not None:
        return before[0], before[1], "time", size
    if kind is not None and words[i + 1 + len(after):i + 4 + len(after)] == ["at", "a", "time"]:
        return kind, frozenset(noun_form(t.text) for t in after), "time", size
    # 'knocks down 8 pins on every bowl': so many each time
    rest = words[i + 1 + len(after):i + 4 + len(after)]
    if kind is not None and len(rest) == 3 and rest[0] in ("on", "in", "with", "for") and rest[
            1] in ("every", "each") and noun_form(rest[2]) == rest[2] and noun_lemma(
            rest[2]) is not None:
        return kind, frozenset(noun_form(t.text) for t in after), rest[2], size
    if kind is not None and i >= 2 and words[i - 1] == "of" and _plural_head(
            [sentence[i - 2]]) is not None:
        phrase = {noun_form(t.text) for t in after}
        if i >= 3 and words[i - 3] == "in":
            found = _kind_before(sentence, i - 3)
            phrase |= found[1] if found is not None else set()
        return kind, frozenset(phrase), noun_form(sentence[i - 2].text), size
    if kind is not None and i >= 2 and words[i - 1] == "with" and verb_lemma(
            words[i - 2]) == "come":
        found = _kind_before(sentence, i - 2)
        group = next((noun_form(t.text) for t in sentence[:i - 2] if noun_form(t.text) in (
            found[1] if found is not None else set())), None)
        if found is None or group is None or group == found[0]:
            return None
        return kind, found[1] | {kind}, group, size
    hyphened = words[i + 1:i + 2] == ["-"] and i + 3 < len(sentence) and words[i - 1:i] == ["in"]
    if hyphened and _plural_head([sentence[i + 3]]) is not None:
        unit = _unit_after(sentence, i)
        found = _kind_before(sentence, i - 1)
        if found is None or unit is None or any(
                _unit_after(sentences[t], k) != unit for t, k in numbers if (t, k) != (s, i)):
            return None
        return found[0], found[1] | {unit}, noun_form(words[i + 3]), size
    return None


def _unit_after(sentence: list[Token], i: int) -> str | None:
    """The word a size is told in: '19 liter', '2-liter'."""
    at = i + 2 if sentence[i + 1:i + 2] and sentence[i + 1].text == "-" else i + 1
    word = sentence[at] if at < len(sentence) else None
    return noun_form(word.text) if word is not None and word.kind is TokenKind.WORD else None


def _plural_head(phrase: list[Token]) -> str | None:
    """The noun a phrase ends in when it is a plural noun ('red flyers'), else None."""
    if not phrase or phrase[-1].kind is not TokenKind.WORD:
        return None
    head = phrase[-1]
    noun = noun_form(head.text)
    return noun if noun_lemma(head.text) is not None and noun != head.lower else None


_NOT_OF_A_NOUN = frozenset({"that", "which", "who", "she", "he", "they", "i", "you", "we", "it",
                            "can", "could", "will", "would", "should", "must", "does", "do",
                            "did", "is", "are", "was", "were", "each", "the", "to", "in", "for",
                            "of", "as", "than", "and", "or", "her", "his", "their"})


_ENDS_A_COUNT = _NOT_OF_A_NOUN | {"from", "at", "on", "into", "with", "by", "about", "among",
                                  "but", "while", "so"}


def _phrase(question: list[Token], at: int) -> list[Token]:
    """The words of the noun phrase that starts at ``at`` ('hot dogs' of 'hot dogs that')."""
    end = at + 1
    while end < len(question) and question[end].kind is TokenKind.WORD and not (
            question[end].lower in _NOT_OF_A_NOUN or question[end].capitalized):
        end += 1
    return question[at:end]


def _kind_before(sentence: list[Token], at: int) -> tuple[str, frozenset[str]] | None:
    """The noun a few words before ``at`` ('Pens come in', 'sells nuts in') and the words of
    its phrase ('hot dog buns', 'bars of soap')."""
    for back in range(at - 1, max(at - 4, -1), -1):
        token = sentence[back]
        if token.kind is not TokenKind.WORD or token.lower in ("and", "but", "while"):
            return None
        if noun_lemma(token.text) is not None and (
                verb_lemma(token.text) is None or noun_form(token.text) != token.lower):
            words = {noun_form(token.text)}
            for before in range(back - 1, max(back - 4, -1), -1):
                word = sentence[before]
                named = noun_lemma(word.text) is not None or word.text[:1].isupper()
                if word.kind is not TokenKind.WORD or (word.lower != "of" and (
                        word.lower in _NOT_OF_A_NOUN or not named)):
                    break
                words.add(noun_form(word.text))
            return noun_form(token.text), frozenset(words - {"of"})
    return None


def _told_equal(tokens: list[Token], groups: set[str], phrases: list[frozenset[str]]) -> bool:
    """'the same number of pens as pencils', 'equal quantities of A and D', 'as many … as',
    'the same number of each': every kind told in packs is named, or all of them at once;
    not 'twice as many', 'at least as many', 'the same number of packs'."""
    words = _words(tokens)
    for i, word in enumerate(words):
        if word == "as" and words[i + 1:i + 2] == ["many"]:
            if i and words[i - 1] in ("twice", "thrice", "times", "half", "least", "most"):
                return False
            rest = words[i + 2:]
        elif word in ("same", "equal", "identical"):
            after = words[i + 1:i + 3]
            noun = next((w for w in after if w in _QUANTITY_NOUNS), None)
            if noun is None:
                continue
            rest = words[words.index(noun, i) + 1:]
            if rest[:1] == ["of"] and len(rest) > 1 and noun_form(rest[1]) in groups:
                return False  # the same number of packs
        else:
            continue
        clause = {noun_form(w) for w in rest[:next(
            (k for k, w in enumerate(rest) if w in (".", "?", "!", ",")), len(rest))]}
        return bool(clause & _ALL_KINDS) or all(clause & phrase for phrase in phrases)
    return False


def _counted_noun(words: list[str]) -> int | None:
    """The index of the noun counted by 'number of NOUN' / 'amount of NOUN' / 'how many NOUN'."""
    for i, word in enumerate(words):
        if word in ("number", "amount") and words[i + 1:i + 2] == ["of"] and i + 2 < len(words):
            return i + 2
        if word == "how" and words[i + 1:i + 2] == ["many"] and i + 2 < len(words):
            return i + 2
    return None


# ---- one group arranged in groups of different sizes ------------------------------------

_PART_OF_THEM = frozenset({"some", "others", "other", "rest", "few", "several", "most", "part",
                           "half", "remaining", "left", "leftover", "remainder", "extra"})
_THEM_AGAIN = frozenset({"they", "them", "their", "same"})
_OTHERS_TOO = frozenset({"and", "with", "plus", "joined", "besides", "along", "without",
                         "except", "more", "fewer", "new"})


def _arranged(text: str, sentences: list[list[Token]], numbers: list[tuple[int, int]],
              question: list[Token]) -> Frame:
    """'They had lunch at tables of 2. Another day, they had lunch at tables of 8.': one
    group told, each time in a sentence of its own, to be seated or set out in groups of one
    size ('at/in/into GROUPS of N', no kind after the size); the least number in the group
    is the lcm. Each later sentence must tell the same ones again ('they', 'the same'); a
    part of them ('some', 'the others', 'the rest') or a leftover refuses."""
    groups: set[str] = set()
    told: list[Told] = []
    for s, i in numbers:
        sentence = sentences[s]
        words = _words(sentence)
        value = _told(sentence[i])
        if value is None or i < 3 or words[i - 1] != "of" or words[i - 3] not in (
                "at", "in", "into") or _plural_head([sentence[i - 2]]) is None:
            return None
        if i + 1 < len(sentence) and sentence[i + 1].kind is TokenKind.WORD and (
                words[i + 1] not in _ENDS_A_COUNT):
            return None  # 'in groups of 6 pens': a kind told, the packs frame's
        groups.add(noun_form(words[i - 2]))
        told.append(value)
    if len(groups) != 1 or len({s for s, _ in numbers}) != len(numbers):
        return None
    all_words = [w for sentence in sentences for w in _words(sentence)]
    if set(all_words) & (_PART_OF_THEM | _NEGATION):
        return _refuse("a part of the group, or a leftover, is told")
    if any(not set(_words(sentences[s])) & _THEM_AGAIN or set(_words(sentences[s])) & _OTHERS_TOO
           for s, _ in numbers[1:]):
        # 'they and their guests sat at tables of 6': not the same ones
        return _refuse("a later grouping is not told of the same ones")
    asked = _words(question)
    if not set(asked) & _LEAST:
        return _refuse("the question asks no least number")
    noun_at = _counted_noun(asked)
    if noun_at is None or _plural_head(question[noun_at:noun_at + 1]) is None or noun_form(
            asked[noun_at]) in groups or set(asked) & _SUMMED:
        return _refuse("the question counts no one of the group", RefusalCode.UNSUPPORTED_QUESTION)
    return CommonsEntry("c1", Measure.LEAST_MULTIPLE, told, question[noun_at].text,
                        _quoted(text, question))


# ---- counts or lengths shared equally ---------------------------------------------------

def _counts(text: str, sentences: list[list[Token]], numbers: list[tuple[int, int]],
            question: list[Token]) -> Frame:
    """One list of whole counts or lengths in one sentence, nothing but words between them."""
    sentence_of = {s for s, _ in numbers}
    if len(sentence_of) != 1:
        return None
    s = sentence_of.pop()
    sentence = sentences[s]
    places = [i for _, i in numbers]
    for before, after in zip(places, places[1:], strict=False):
        between = sentence[before + 1:after]
        if any(t.kind is not TokenKind.WORD and t.text not in (",", "-") and (
                t.kind is not TokenKind.NUMBER) for t in between):
            return None
    counts: list[Told] = []
    for i in places:
        told = _told(sentence[i])
        numeral = sentence[i].numeral
        if told is None or numeral is None or numeral.kind is not NumeralKind.CARDINAL:
            return None
        counts.append(told)
    asked = _words(question)
    if not set(asked) & _GREATEST:
        return None
    if set(asked) & (_SUMMED | _SET_APART) or "all" in asked:
        return _refuse("the question asks a sum, not one part", RefusalCode.UNSUPPORTED_QUESTION)
    words = _words([t for sentence in sentences for t in sentence])
    units = {noun_form(sentence[i + 1].text) for i in places if i + 1 < len(sentence)}
    kinds = _count_words(sentence, places)
    for later in sentences[s + 1:-1]:
        later_words = set(_words(later))
        if not later_words & (_EQUAL | _LEFT | _ONE_KIND | {"all", "every"}):
            # "She eats some.": what happens to the things between the list and the grouping
            return _refuse("a sentence after the counts tells no grouping of them")
    if not _all_shared(sentences, s, kinds):
        return _refuse("what is shared is not told to be all the things counted")
    lengths = bool(set(words) & _LENGTH_WORDS)
    if lengths:
        cut = [k for k, sentence in enumerate(sentences[:-1])
               if set(_words(sentence)) & _EQUAL]
        if not any(k == s or set(_words(sentences[k])) & _COLLECTIVE for k in cut):
            # "She cuts the rope into equal pieces": not both lengths
            return _refuse("what is cut is not told to be every length")
        return _lengths(text, sentences, counts, units, question)
    noun_at = _counted_noun(asked)
    group = {noun_form(_phrase(question, noun_at)[-1].text)} if noun_at is not None else set()
    if not _nothing_left(sentences, kinds, group):
        return _refuse("nothing is told to be left over")
    if not set(words) & _EQUAL:
        return _refuse("the groups are not told to be equal")
    noun_at = _counted_noun(asked)
    if noun_at is None or asked[noun_at - 2] not in ("number", "amount"):
        return _refuse("the question counts nothing", RefusalCode.UNSUPPORTED_QUESTION)
    superlative = max((i for i, w in enumerate(asked) if w in _GREATEST), default=-1)
    if superlative != noun_at - 3 and asked[noun_at - 3:noun_at - 1] != ["possible", "number"]:
        return _refuse("the superlative is not of the number asked", RefusalCode.UNSUPPORTED_QUESTION)
    rest = asked[noun_at + 1:]
    in_each = "per" in rest or any(
        word in ("in", "on", "into") and rest[k + 1:k + 2] in (["each"], ["one"], ["every"], ["a"])
        for k, word in enumerate(rest))
    one_kind = _one_kind_each(words, kinds)
    if in_each:
        # "the greatest number of plants in each row": groups of one kind each
        if not one_kind:
            return _refuse("each group is not told to hold one kind")
    elif one_kind or set(words) & _ONE_KIND:
        return _refuse("the groups of one kind each are counted: their number is not one")
    elif not _same_mix(words, kinds):
        # "shared equally" may be the same number of each kind or the same number in all
        return _refuse("the groups are not told to hold the same number of each kind")
    elif noun_form(_phrase(question, noun_at)[-1].text) in set().union(
            *_count_words(sentence, places)):
        return _refuse("the question counts a kind told, not the groups")
    return CommonsEntry("c1", Measure.GREATEST_DIVISOR, counts, question[noun_at].text,
                        _quoted(text, question))


def _one_kind_each(words: list[str], kinds: list[set[str]]) -> bool:
    """'only one type of plant', 'only girls or only boys', 'without mixing', 'either … or'."""
    told = set().union(*kinds) | _SORTS | {"one"}
    for i, word in enumerate(words):
        if word == "only" and any(noun_form(w) in told for w in words[i + 1:i + 3]):
            return True
    return "mixing" in words or "either" in words


def _same_mix(words: list[str], kinds: list[set[str]]) -> bool:
    """'identical', 'the same combination / mix / contents', 'the same number of each',
    'an equal number of girls and boys': each group holds the same number of each kind."""
    if "identical" in words:
        return True
    told = set().union(*kinds)
    for i, word in enumerate(words):
        if word not in ("same", "equal"):
            continue
        after = words[i + 1:i + 4]
        if after[:1] in ([","], ["."], ["?"]) and word == "same":
            return True  # "make all the bags the same"
        if set(after) & _MIX or ("number" in after and any(
                w == "each" or noun_form(w) in told for w in words[i + 2:i + 6])):
            return True
    return False


def _lengths(text: str, sentences: list[list[Token]], counts: list[Told], units: set[str],
             question: list[Token]) -> Frame:
    asked = _words(question)
    if not units <= _LENGTH_UNITS:
        return None
    if len(units) != 1:
        return _refuse("the lengths are not told in one unit")
    unit = units.pop()
    if not set(asked) & _ASKED_LENGTH:
        return _refuse("the question asks no length", RefusalCode.UNSUPPORTED_QUESTION)
    if not _nothing_left(sentences, [], set()):
        return _refuse("nothing is told to be left over")
    words = set(_words([t for sentence in sentences for t in sentence]))
    if not words & _EQUAL:
        return _refuse("the pieces are not told to be equal")
    if any(noun_form(t.text) in _LENGTH_UNITS and noun_form(t.text) != unit for t in question):
        return _refuse("the question asks in another unit", RefusalCode.UNIT_MISMATCH)
    unit_text = next(t.text for s in sentences for t in s if noun_form(t.text) == unit)
    return CommonsEntry("c1", Measure.GREATEST_DIVISOR, counts, unit_text,
                        _quoted(text, question))


def _count_words(sentence: list[Token], places: list[int]) -> list[set[str]]:
    """For each count of the list, the words of the noun phrase after it ('cans of chicken
    soup'); 'ones' is the noun of the count before it ('16 blue marbles and 8 white ones')."""
    out: list[set[str]] = []
    for start in places:
        end = start + 1
        while end < len(sentence) and sentence[end].kind is TokenKind.WORD and (
                sentence[end].lower == "of" or sentence[end].lower not in _ENDS_A_COUNT):
            end += 1
        words = {noun_form(t.text) for t in sentence[start + 1:end]}
        if "one" in words and out:
            words |= out[-1]
        out.append(words)
    return out


def _all_shared(sentences: list[list[Token]], listed: int, kinds: list[set[str]]) -> bool:
    """Whether what is grouped or cut is all the things counted: no sentence that tells the
    grouping ('identical', 'same', 'left over') names some of the kinds counted but not all,
    unless it is the list's own or names them together ('them', 'both', 'all'). 'She puts
    the pens into identical kits' groups the pens only."""
    for index, sentence in enumerate(sentences[:-1]):
        words = _words(sentence)
        if index == listed or not set(words) & (_EQUAL | _LEFT):
            continue
        named = {noun_form(w) for w in words}
        touched = [bool(named & kind) for kind in kinds]
        if any(touched) and not all(touched) and not named & _COLLECTIVE:
            return False
    return True


def _nothing_left(sentences: list[list[Token]], counts: list[set[str]], group: set[str]) -> bool:
    """'with no cord left over', 'without any remainder', 'use all of', 'every … is used'.
    A leftover ruled out for some of the kinds counted only ('no pens left over' of pens and
    pencils), or for the groups ('no kits left over'), is none ruled out."""
    for sentence in sentences:
        words = _words(sentence)
        negation = next((i for i, w in enumerate(words) if w in _NEGATION), None)
        left = next((i for i, w in enumerate(words) if w in _LEFT), None)
        if negation is not None and left is not None:
            named = {noun_form(w) for w in words[negation + 1:left]}
            named_any = [bool(named & count) for count in counts]
            if not named & group and (not any(named_any) or all(named_any)):
                return True
        used = any(verb_lemma(w) == "use" for w in words)
        if used and ("all" in words or "every" in words):
            return True
        if any(words[i:i + 2] in (["all", "of"], ["all", "the"]) for i in range(len(words))):
            return True
    return False
