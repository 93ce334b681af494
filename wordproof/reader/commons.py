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

import attrs

from wordproof.ledger.commons import CommonsEntry, Measure
from wordproof.ledger.derivation import Quoted
from wordproof.lexicon.tables import hypernyms_of, is_given_name, name_gender
from wordproof.lexicon.words import (
    VerbClass,
    in_class,
    lemmas,
    noun_form,
    noun_lemma,
    verb_class,
    verb_lemma,
)
from wordproof.reader.sequences import sentences_of
from wordproof.refusals import Refusal, RefusalCode, Stage
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind

_LEAST = frozenset({"least", "smallest", "fewest", "minimum", "shortest", "lowest"})
_GREATEST = frozenset({"greatest", "largest", "most", "maximum", "biggest", "longest",
                       "widest"})
_EQUAL = frozenset({"same", "equal", "identical", "equally", "evenly"})
_NEGATION = frozenset({"no", "without", "none", "nothing", "nobody", "not", "n't", "never",
                       "neither", "nor"})
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
_UNSURE = frozenset({"might", "may", "maybe", "perhaps", "unless"})
_COMPARED = frozenset({"more", "fewer", "less", "than", "times", "twice", "extra", "half"})
_SCALED = frozenset({"half", "twice", "thrice", "times", "double", "triple"})
_THE_ASKED_CHANGED = _NEGATION | _COMPARED | _LEFT | {"if", "unless", "per", "but", "except"}
_PEOPLE = frozenset({"person", "child"})
# words that open a sentence and name nobody, though no lemma is known for them
_OPENERS = frozenset({"every", "if", "a", "an", "the", "with", "at", "for", "during", "while",
                      "in", "on", "of", "to", "as", "because", "since", "until", "unless",
                      "although", "though", "and", "but", "or", "how", "why", "who", "which"})

Frame = CommonsEntry | Refusal | None


def read_commons(text: str, tokens: tuple[Token, ...] | list[Token]) -> Frame:
    """The common-measure problem the text tells, a refusal, or None when it is not one."""
    sentences = sentences_of(list(tokens))
    if len(sentences) < 2 or sentences[-1][-1].text != "?" or any(
            t.text == "?" for s in sentences[:-1] for t in s):
        return None
    asked_from = _question_start(sentences[-1])
    if asked_from is None:
        return None
    kind_asked: tuple[list[Token], str] | None = None
    if asked_from:
        # "If she did both today, in how many days …": the clause before the question tells
        sentences = [*sentences[:-1], sentences[-1][:asked_from], sentences[-1][asked_from:]]
        kind_asked = _kind_in_each_group(sentences[-2], sentences[-1])
        asked_text = _quoted(text, sentences[-1])
        if kind_asked is not None:
            # "If he makes the greatest number of identical kits possible, how many pens are in
            # each kit?": the groups are asked as the clause says, and the kind's share after
            sentences = [*sentences[:-2], _greatest_groups(sentences[-2])]
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
    if kind_asked is not None:
        return _share_of_kind(_counts(text, sentences, numbers, question), kind_asked, sentences, asked_text)
    for reader in (_every_nth, _events, _laps, _divisible, _packs, _arranged, _counts):
        found = reader(text, sentences, numbers, question)
        if isinstance(found, CommonsEntry) and sum(
                t.lower in ("how", "what") for t in question) > 1:
            # "… how many get both, and how many get a hat?": one number answers one of them
            return _refuse("the question asks more than one thing")
        if found is not None:
            return found
    return None


_IN_EACH_AUX = frozenset({"will", "would", "are", "is", "should", "can", "could"})


def _kind_in_each_group(clause: list[Token], question: list[Token]) -> tuple[list[Token], str] | None:
    """ "If he makes the greatest number of identical kits (possible), how many pens will (there)
    be in (on) each kit?": the kind's words and the group's noun, when the clause before asks
    the greatest number of those groups."""
    words = _words(question)
    if words[:2] != ["how", "many"] or words[-1:] != ["?"]:
        return None
    aux = next((i for i, w in enumerate(words) if w in _IN_EACH_AUX), None)
    if aux is None or not 3 <= aux <= 5:
        return None
    rest = words[aux + 1:-1]
    rest = rest[1:] if rest[:1] == ["there"] else rest
    rest = rest[1:] if rest[:1] == ["be"] else rest
    if len(rest) != 3 or rest[0] not in ("in", "on") or rest[1] not in ("each", "every"):
        return None
    said = _words(clause)
    if said[:1] != ["if"] or said[-1:] != [","] or not set(said) & _GREATEST or "number" not in said:
        return None
    return question[2:aux], noun_form(rest[2])


def _greatest_groups(clause: list[Token]) -> list[Token]:
    """The clause of "If he makes the greatest number of kits (possible)," as a question of the
    kits: its words after "if", without "possible" or the comma."""
    said = clause[1:-1]
    return said[:-1] if said and said[-1].lower == "possible" else said


def _share_of_kind(found: Frame, kind_asked: tuple[list[Token], str], sentences: list[list[Token]],
                   asked_text: str) -> Frame:
    """The greatest number of identical groups found, with the count of the one kind asked in
    each of them; refused when the groups or the kind are not the ones told."""
    if not isinstance(found, CommonsEntry):
        return found
    kind, group = kind_asked
    counted = {noun_form(t.text) for t in sentences[-1]}
    if found.measure is not Measure.GREATEST_DIVISOR or group not in counted:
        return _refuse("the question asks of groups other than the ones counted",
                       RefusalCode.UNSUPPORTED_QUESTION)
    asked = {noun_form(t.text) for t in kind}
    told = [(count, _count_words(sentence, [i])[0]) for count in found.told
            for sentence in sentences for i, t in enumerate(sentence) if t.span == count.span]
    matching = [count for count, words in told if asked <= words]
    if len(matching) != 1 or len(told) != len(found.told):
        return _refuse("the kind asked is not one kind counted", RefusalCode.UNSUPPORTED_QUESTION)
    return attrs.evolve(found, unit=kind[-1].text, each_of=matching[0], asked_text=asked_text)


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


def _whole(token: Token) -> Fraction | None:
    numeral = token.numeral
    if numeral is None or numeral.currency or numeral.value.denominator != 1 or numeral.value < 1:
        return None
    return numeral.value


def _told(token: Token) -> Quoted | None:
    value = _whole(token)
    return None if value is None else Quoted(value, token.text, token.span)


def _words(tokens: list[Token]) -> list[str]:
    return [t.lower for t in tokens]


def _refuse(why: str, code: RefusalCode = RefusalCode.NOT_UNIQUE) -> Refusal:
    return Refusal(code, Stage.READER, why)


def _names(tokens: list[Token]) -> set[str]:
    """The people and bodies named ('Pia', 'Mrs. Wilson', 'Ula has …' at a sentence's start),
    not one named only as an owner ('Lee's sister')."""
    out: set[str] = set()
    for i, t in enumerate(tokens):
        if t.kind is not TokenKind.WORD or not t.capitalized or (
                t.label or t.possessive or "-" in t.text):
            continue
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        opens_a_clause = t.lower in _OPENERS or bool(lemmas(t.text))
        if t.lower in _OPENERS:
            continue  # "An event has …", "The Khan Corporation": an article, no name
        if not t.sentence_initial or t.name_elsewhere or is_given_name(t.text) or (
                not opens_a_clause and following is not None
                and "VERB" in lemmas(following.text)):
            out.add(t.lower)
    return out


# ---- repeating events ------------------------------------------------------------------

def _events(text: str, sentences: list[list[Token]], numbers: list[tuple[int, int]],
            question: list[Token]) -> Frame:
    """'every 6 days', 'every 4th day': all numbers are intervals of one unit."""
    units: set[str] = set()
    told: list[Quoted] = []
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
    told_in = [sentences[s] for s in sorted({s for s, _ in numbers})]
    doers = set().union(*(_names(sentence) for sentence in told_in))
    if any(_words(sentence)[k:k + 2] == ["used", "to"] for sentence in told_in
           for k in range(len(sentence))):
        return _refuse("the intervals are told of a past habit")
    starts = [sentence for sentence in sentences[:-1] if _started_together(sentence, len(told))]
    if any(set(_words(sentence)) & {"today", "but"} for sentence in told_in
           if not any(sentence is start for start in starts)):
        # "…every 4 days, but Ben missed today": a day told beside the intervals
        return _refuse("a sentence of the intervals tells a day of its own")
    if not starts:
        return _refuse("the events are not told to happen together at a start")
    singular = {"he", "she", "him", "her", "his"}
    if any(_names(sentence) - doers or (_names(sentence) and _names(sentence) != doers) or (
            len(doers) > 1 and set(_words(sentence)) & singular)
           for sentence in [*starts, question]):
        # "Ann and Ben" of three swimmers, "Cy and Dee both swam today": not the events told
        return _refuse("the start or the question names others than all the events' doers")
    if set(asked) & _NEGATION:
        return _refuse("the question asks a day they do not meet")
    if len(told) > 2 and "all" not in asked:
        # "… will the siren and the bell sound together again?" of three
        return _refuse("the question does not ask all the events to meet")
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
    if set(words) & (_OTHER_TIMES | _NEGATION | _UNSURE):
        return False
    if ("both" in words and events != 2) or (events > 2 and "all" not in words):
        return False
    at = next((i for i, w in enumerate(words) if w in ("both", "all")), 0)
    subject = words[:at] + (words[at + 1:at + 3] if words[at + 1:at + 2] == ["of"] else [])
    if set(subject) & {"their", "his", "her", "its", "our", "my", "your"} or any(
            t.possessive for t in sentence[:at]):
        return False  # "Their coaches both swam today": others than the events
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
_NOT_NOW = frozenset({"yesterday", "tomorrow", "ago", "last", "usually", "earlier",
                      "later", "sometimes", "often"})
_ROUGHLY = frozenset({"approximately", "roughly", "nearly", "almost", "around"})
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
    told: list[Quoted] = []
    within: list[Quoted] = []
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
    if set(all_words) & (_UNSURE | _NOT_NOW) or "used to" in " ".join(all_words) or len(set().union(
            *(_names(sentence) for sentence in sentences[:-1]))) > 1:
        # 'might win', 'used to win', 'got both yesterday', 'Ann gives … and Bo gives …'
        return _refuse("the line is not told of one giver, now and for sure")
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
    given = asked[asked.index("both") + 1:-1] if "both" in asked else []
    if given and given.count("and") != len(told) - 1 or set(asked) & {
            "if", "unless", "on", "during"}:
        # 'both hats', 'both a hat and a scarf and a pin', '… if the shop closes early?',
        # '… on Monday and Tuesday?': not the ones given one of each kind, counted once
        return _refuse("the question asks another count", RefusalCode.UNSUPPORTED_QUESTION)
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
_OTHER_PLACES = frozenset({"halfway", "half", "far", "middle", "mark", "ahead", "behind",
                           "across", "side", "opposite"})
_CHANGED_PACE = frozenset({"stop", "stops", "stopped", "rest", "rests", "rested", "later", "late",
                           "after", "before", "slows", "speeds", "faster", "slower", "then",
                           "different", "separate"})


def _laps(text: str, sentences: list[list[Token]], numbers: list[tuple[int, int]],
          question: list[Token]) -> Frame:
    """'P completes a round in 252 seconds and Q in 198 seconds': every number is the time
    of one lap, 'in N UNITS' in a sentence that names a lap. Quoted to start at one place at
    one time, the walkers are next at the start together after the lcm of the lap times
    (met anywhere else, 'side by side again', depends on the direction: refused)."""
    units: set[str] = set()
    told: list[Quoted] = []
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
    if set(statement) & (_NOT_NOW | _UNSURE | _OTHER_PLACES):
        # 'started together an hour ago', 'might start together', 'Bo at the halfway mark'
        return _refuse("the start or the laps are told of another time, place or maybe")
    numbered = {s for s, _ in numbers}
    if any(set(_words(sentence)) & {"he", "she", "it", "they", "him", "her", "them"} or _names(
            sentence) for k, sentence in enumerate(sentences[:-1])
           if k not in numbered and not any(w.startswith("start") for w in _words(sentence))):
        # 'Bo leaves the track.': a runner does something else than the laps and the start
        return _refuse("a sentence tells a runner doing something else")
    paths = {tuple(words[k + 2:words.index("in", k)]) for words in map(_words, (
        sentences[s] for s in numbered)) for k in range(len(words) - 1)
        if noun_form(words[k]) in _LAP_WORDS and words[k + 1] == "of" and "in" in words[k:]}
    if len(paths) > 1:
        # 'a lap of the small track … a lap of the big track': not one path
        return _refuse("the laps are told of different paths")
    doers = set().union(*(_names(sentences[s]) for s in numbered))
    singular = {"he", "she", "him", "her", "his"}

    def named(sentence: list[Token]) -> set[str]:
        # 'P and Q start …': a capital opening the sentence before 'and' names someone too
        opener = {sentence[0].lower} if len(sentence) > 1 and sentence[0].capitalized and (
            sentence[1].lower == "and") else set()
        return _names(sentence) | opener

    if any(set(_words(sentence)) & _POSSESSIVES or any(t.possessive for t in sentence)
           for k, sentence in enumerate(sentences[:-1])
           if k not in numbered and any(w.startswith("start") for w in _words(sentence))):
        # 'Their coach starts together with them': another starter, whose laps are not told
        return _refuse("the start is told of someone else too")
    if any(named(sentence) and named(sentence) != doers or (
            len(told) > 1 and set(_words(sentence)) & singular)
           for k, sentence in enumerate([*sentences[:-1], question])
           if k not in numbered and (sentence is question or any(
               w.startswith("start") for w in _words(sentence)))):
        # 'Ann and Cy start together', '… are Ann and Cy next at the start' of Ann and Bo's laps
        return _refuse("the start or the question names others than the runners")
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
    thinker = _names(sentences[s])
    genders = {name_gender(name) for name in thinker}
    if len(sentences) != 2 or set(words) & (_UNSURE | _NOT_NOW | {"almost", "nearly", "about"}) or (
            _names(question) - thinker) or (genders == {"male"} and set(asked) & {"she", "her"}) or (
            genders == {"female"} and set(asked) & {"he", "his", "him"}):
        # 'Ann thinks of a different number.', 'might be divisible', '… Ann could think of?'
        return _refuse("the number asked is not told to be the one divisible, for sure")
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
    told: list[Quoted] = []
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
    statement = [w for sentence in sentences[:-1] for w in _words(sentence)]
    if set(statement) & (_UNSURE | _ROUGHLY | {"usually", "sometimes", "often", "or"}) or any(
            statement[k:k + 2] in (["at", "least"], ["at", "most"], ["up", "to"])
            for k in range(len(statement))):
        # 'shelves up to 10 at a time', 'sometimes shelves 10', '… at a time, or 12 at a time',
        # 'at least the same number': no one size, or no equality
        return _refuse("a size or the equality is not told for sure")
    if len(set(phrases)) != len(phrases) and "each" not in asked:
        # one kind in packs of two sizes is of two owners ('each band', 'each vendor') or none
        return _refuse("the same kind is told in packs twice")
    equal = _told_equal(sentences, groups, phrases)
    if equal is None:
        return _refuse("the kinds are not told to be equal in number")
    people = set().union(*(_names(s) for s in sentences[:-1]))
    wanting = _names(equal) or (people if len(people) == 1 and set(
        _words(equal)) & {"she", "he", "they"} else set())
    if _names(question) - wanting:
        return _refuse("the question asks of another than the one told to want equal numbers")
    if set(asked) & _ALL_TOGETHER:
        return _refuse("the question counts the kinds together")
    statement_nouns = {noun_form(t.text) for s in sentences[:-1] for t in s}
    # a business told by its name may be called by what it is ("Monroe Vitamin Shop … the
    # store"); one told as "the cafe" is not "the school"
    by_name = any(not is_given_name(name) for name in _names(equal))
    if not by_name and any(word == "the" and k + 1 < len(asked) and noun_lemma(asked[k + 1]) is not None
           and asked[k + 1] not in _LEAST | _GREATEST | _QUANTITY_NOUNS
           and noun_form(asked[k + 1]) not in statement_nouns for k, word in enumerate(asked)):
        # "… the least number of cups the school can buy?" when the cafe wanted them
        return _refuse("the question names someone or something never told")
    if set(asked) & (_THE_ASKED_CHANGED | _SET_APART | {"already"}) or _each_untold(
            asked, statement_nouns):
        # "… if he loses a cap?", "… he will have left?", "… caps per pen?", "… each guest gets?"
        return _refuse("the question changes or compares what is asked")
    packed = {s for s, _ in numbers}
    if any(_changes_holdings(sentence) for s, sentence in enumerate(sentences[:-1])
           if s not in packed and sentence is not equal):
        # "He gives away some caps.": what is bought is no longer what is held
        return _refuse("a sentence besides the packs and the equality changes what is held")
    if not set(asked) & _LEAST:
        return _refuse("the question asks no least number")
    noun_at = _counted_noun(asked)
    if noun_at is None:
        return _refuse("the question counts nothing", RefusalCode.UNSUPPORTED_QUESTION)
    noun = noun_form(asked[noun_at])
    phrase = _phrase(question, noun_at)
    if noun_at + len(phrase) < len(asked) and asked[noun_at + len(phrase)] in ("and", "or", ","):
        return _refuse("the question counts more than one kind")
    named = [k for k, t in enumerate(phrase) if noun_form(t.text) in kinds]
    head = noun_form(phrase[named[-1]].text) if named else None
    described = {noun_form(t.text) for t in phrase[:named[-1] + 1]} if named else set()
    fitting = [k for k, told_kind in enumerate(kinds)
               if told_kind == head and described <= phrases[k]]
    if head is not None and "each" not in asked and len(fitting) != 1:
        # "red pens" of pens told, "pens" of red pens and blue pens: no one kind told
        return _refuse("the question's kind is not one kind told in packs")
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
                         ) -> tuple[str, frozenset[str], str, Quoted] | None:
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


def _told_equal(sentences: list[list[Token]], groups: set[str],
                phrases: list[frozenset[str]]) -> list[Token] | None:
    """The sentence telling 'the same number of pens as pencils', 'equal quantities of A and
    D', 'as many … as', 'the same number of each': every kind told in packs is named, or all
    of them at once; not 'twice as many', 'at least as many', 'the same number of packs', nor
    an equality denied ('does not want the same number …') or left open ('…, or more pens',
    '…, but he changed his mind')."""
    for sentence in sentences:
        words = _words(sentence)
        for i, word in enumerate(words):
            if word == "as" and words[i + 1:i + 2] == ["many"]:
                if i and words[i - 1] in ("twice", "thrice", "times", "half", "least", "most"):
                    return None
                rest = words[i + 2:]
            elif word in ("same", "equal", "identical"):
                after = words[i + 1:i + 3]
                noun = next((w for w in after if w in _QUANTITY_NOUNS), None)
                if noun is None:
                    continue
                rest = words[words.index(noun, i) + 1:]
                if rest[:1] == ["of"] and len(rest) > 1 and noun_form(rest[1]) in groups:
                    return None  # the same number of packs
            else:
                continue
            ends = next((k for k, w in enumerate(rest) if w in (".", "?", "!", ",")), len(rest))
            clause = {noun_form(w) for w in rest[:ends]}
            begins = max((k + 1 for k, w in enumerate(words[:i])
                          if w in (",", "and", "but", "if", "though", "while", ";")), default=0)
            if "unless" in words[:i]:
                return None
            if (set(words[begins:i]) | clause) & (_NEGATION | _UNSURE) or set(rest) & {
                    "but", "or", "unless"} or any(rest[k:k + 2] == ["each", "of"]
                                                  for k in range(len(rest))):
                return None
            told = bool(clause & _ALL_KINDS) or all(clause & phrase for phrase in phrases)
            return sentence if told else None
    return None


def _each_untold(asked: list[str], told: set[str]) -> bool:
    """'each of his friends', 'each guest' of guests never told: a share per someone else
    ('each band', 'each type', 'each can have' are the told ones or the kinds)."""
    return any(asked[k + 1:k + 2] == ["of"] or (
        k + 1 < len(asked) and noun_lemma(asked[k + 1]) is not None
        and asked[k + 1] not in _NOT_OF_A_NOUN and noun_form(asked[k + 1]) not in told | _SORTS)
        for k, word in enumerate(asked) if word == "each")


def _changes_holdings(sentence: list[Token]) -> bool:
    """A verb that takes things from or gives them to someone ('gives away', 'loses')."""
    return any(verb_class(lemma) in (VerbClass.LOSS, VerbClass.TRANSFER_OUT,
                                     VerbClass.TRANSFER_IN, VerbClass.EITHER)
               for t in sentence if t.kind is TokenKind.WORD
               and (lemma := verb_lemma(t.text)) is not None)


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
    told: list[Quoted] = []
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
    counted = noun_form(asked[noun_at])
    if set(all_words) & _UNSURE or set(asked) & (_OTHERS_TOO | _NOT_NOW | {"if", "unless", "next"}) or _names(
            question) or _in_each([("in" if w == "at" else w) for w in asked[noun_at + 1:]]) or any(
            noun_form(w) == counted and k and all_words[k - 1] in _POSSESSIVES
            for k, w in enumerate(all_words)):
        # '… at a table?', '… friends' of 'Ivo and his friends', '… if his sister joined them?',
    # '… next week?'
        return _refuse("the question counts others than the whole group, or it is not sure")
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
    counts: list[Quoted] = []
    for i in places:
        told = _told(sentence[i])
        numeral = sentence[i].numeral
        if told is None or numeral is None or numeral.kind is not NumeralKind.CARDINAL:
            return None
        counts.append(told)
    asked = _words(question)
    if not set(asked) & _GREATEST:
        return None
    if places[0] and verb_lemma(sentence[places[0] - 1].text) in ("want", "need", "wish"):
        return _refuse("the counts are wanted, not held")  # "Pia wants 12 pens and 18 pencils"
    if _gap_tells_more(sentence, places):
        return None  # not one list of things held
    if set(asked) & (_SUMMED | _SET_APART) or "all" in asked:
        return _refuse("the question asks a sum, not one part", RefusalCode.UNSUPPORTED_QUESTION)
    words = _words([t for sentence in sentences for t in sentence])
    units = {noun_form(sentence[i + 1].text) for i in places if i + 1 < len(sentence)}
    kinds = _count_words(sentence, places)
    if set(words) & (_OTHER_TIMES | _SCALED | {"but"}) or set(_words(sentence)) & _COMPARED:
        # "had 12 pens yesterday", "18 more pencils than pens", "lost half of the pencils",
        # "…, but she loses some pens"
        return _refuse("the counts are told at another time, against another number or changed")
    if not _doers_agree(sentences, s):
        # "Pia has 12 pens and 18 pencils. Bo makes identical kits …": Bo's kits, of what?
        return _refuse("the one grouping is not told to be the one holding the things")
    for other in sentences:
        if _negation_unbound(_words(other)):
            # "She does not make identical kits", "kits that are not identical"
            return _refuse("a negation denies something besides a leftover")
    for later in sentences[s + 1:-1]:
        later_words = set(_words(later))
        if not later_words & (_EQUAL | _LEFT | _ONE_KIND) and not _uses_all(
                _words(later), kinds, set(), _words(sentence)):
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
        return _lengths(text, sentences, counts, units, question, _words(sentence))
    noun_at = _counted_noun(asked)
    group = {noun_form(_phrase(question, noun_at)[-1].text)} if noun_at is not None else set()
    rest = asked[noun_at + 1:] if noun_at is not None else []
    asked_things: frozenset[str] = frozenset()
    if _in_each(rest):
        # "the greatest number of students in each row": the groups are the rows
        asked_things = frozenset(group)
        group = {noun_form(rest[k + 1]) for k, word in enumerate(rest[:-1])
                 if word in ("each", "every", "a", "one", "per")}
    if not _nothing_left(sentences, kinds, group, _words(sentence), asked_things):
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
    in_each = _in_each(rest)
    one_kind = _one_kind_each(words, kinds)
    if in_each:
        # "the greatest number of plants in each row": groups of one kind each
        if not one_kind:
            return _refuse("each group is not told to hold one kind")
    elif rest[:1] == ["of"] and len(rest) > 1 and noun_form(rest[1]) in set().union(*kinds) or (
            "per" in rest) or any(word in ("for", "to", "in", "on") and rest[k + 1:k + 2] in (
            ["each"], ["every"]) for k, word in enumerate(rest)):
        # "the greatest number of kits she can make for each friend": not the groups told
        return _refuse("the question counts groups of something else")
    elif one_kind or set(words) & _ONE_KIND:
        return _refuse("the groups of one kind each are counted: their number is not one")
    elif not _same_mix(words, kinds):
        # "shared equally" may be the same number of each kind or the same number in all
        return _refuse("the groups are not told to hold the same number of each kind")
    elif noun_form(_phrase(question, noun_at)[-1].text) in set().union(
            *_count_words(sentence, places)):
        return _refuse("the question counts a kind told, not the groups")
    elif noun_form(_phrase(question, noun_at)[-1].text) not in {
            noun_form(t.text) for later in sentences[:-1] for t in later}:
        # "identical place settings … the greatest number of tables he can set?"
        return _refuse("the question counts groups never told")
    return CommonsEntry("c1", Measure.GREATEST_DIVISOR, counts, _phrase(question, noun_at)[-1].text,
                        _quoted(text, question))


def _in_each(rest: list[str]) -> bool:
    """'… in each row', '… per row', '… in a row': the number asked is of one group."""
    return "per" in rest or any(
        word in ("in", "on", "into") and rest[k + 1:k + 2] in (["each"], ["one"], ["every"], ["a"])
        for k, word in enumerate(rest))


def _marks(kinds: list[set[str]]) -> list[set[str]]:
    """The words that tell each kind apart from the others ('red' of red beads and blue
    beads), or all its words when none does."""
    return [kind - set().union(*(other for k, other in enumerate(kinds) if k != index)) or kind
            for index, kind in enumerate(kinds)]


def _one_kind_each(words: list[str], kinds: list[set[str]]) -> bool:
    """'only one type of plant', 'only girls or only boys', 'without mixing', 'either … or'."""
    after_only = [{noun_form(w) for w in words[i + 1:i + 3]}
                  for i, word in enumerate(words) if word == "only"]
    if any(named & (_SORTS | {"one"}) for named in after_only):
        return True
    # "only girls or only boys": every kind alone; "only apples" names the apples alone
    if after_only and all(any(named & mark for named in after_only) for mark in _marks(kinds)):
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
        if set(after) & _MIX:
            return True
        if "number" in after:
            of = words[words.index("number", i) + 1:words.index("number", i) + 3]
            # "the same number of each", "… of girls and boys"; not "… of sets of forks"
            if of[:1] == ["of"] and of[1:] and (of[1] == "each" or noun_form(of[1]) in told):
                return True
    return False


def _lengths(text: str, sentences: list[list[Token]], counts: list[Quoted], units: set[str],
             question: list[Token], listed: list[str]) -> Frame:
    asked = _words(question)
    if not units <= _LENGTH_UNITS:
        return None
    if len(units) != 1:
        return _refuse("the lengths are not told in one unit")
    unit = units.pop()
    if not set(asked) & _ASKED_LENGTH:
        return _refuse("the question asks no length", RefusalCode.UNSUPPORTED_QUESTION)
    if not _nothing_left(sentences, [], set(), listed):
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
    head = ""
    for start in places:
        end = start + 1
        while end < len(sentence) and sentence[end].kind is TokenKind.WORD and (
                sentence[end].lower == "of" or sentence[end].lower not in _ENDS_A_COUNT):
            end += 1
        words = {noun_form(t.text) for t in sentence[start + 1:end]}
        if "one" in words and head:
            words.add(head)  # "8 white ones": marbles, not blue ones
        elif end > start + 1:
            head = noun_form(sentence[end - 1].text)
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
        # a kind is named by its own noun or by a category of it ("the fruit" of apples)
        touched = [bool(named & (mark | {c for k in kind for c in hypernyms_of(k)}))
                   for mark, kind in zip(_marks(kinds), kinds, strict=True)]
        together = named & (_COLLECTIVE - {"each"}) or any(
            words[k:k + 2] == ["each", "of"] for k in range(len(words)))
        if any(touched) and not all(touched) and not together:
            return False
    return True


def _nothing_left(sentences: list[list[Token]], counts: list[set[str]], group: set[str],
                  listed: list[str], asked_things: frozenset[str] = frozenset()) -> bool:
    """'with no cord left over', 'without any remainder', 'use all of the cookies', 'every
    balloon is used', 'arrange all of the students'. A leftover ruled out for some of the
    kinds counted only ('no pens left over' of pens and pencils), or for the groups ('no kits
    left over'), is none ruled out; so is 'all' of some kinds, of the groups or of others
    ('used all the pens', 'all the kits are blue', 'all of her friends')."""
    for sentence in sentences:
        words = _words(sentence)
        negation = next((i for i, w in enumerate(words) if w in _NEGATION), None)
        left = next((i for i, w in enumerate(words) if w in _LEFT), None)
        if negation is not None and left is not None:
            named = {noun_form(w) for w in words[negation + 1:left]}
            named_any = [bool(named & mark) for mark in _marks(counts)]
            if not named & group and (not any(named_any) or all(named_any)):
                return True
        if _uses_all(words, counts, group, listed, asked_things) or _parts_the_place(words, listed):
            return True
    return False


def _parts_the_place(words: list[str], listed: list[str]) -> bool:
    """ "has 25 girls and 35 boys in her class. She divides the class into teams": a verb of
    parting whose object is the one place the counts are told in, last in their sentence ("in
    her class"), so every thing counted goes into the groups."""
    told_in = [k for k, word in enumerate(listed) if word == "in"]
    if len(told_in) != 1:
        return False
    after = listed[told_in[0] + 1:]
    after = after[1:] if after[:1] and after[0] in _POSSESSIVES | {"the", "a"} else after
    if not after or not after[0].isalpha() or after[1:] not in ([], ["."]):
        return False
    return any(verb_lemma(word) is not None and in_class(verb_lemma(word) or "", "partition_verbs")
               and words[k + 1:k + 4] == ["the", after[0], "into"] for k, word in enumerate(words))


def _uses_all(words: list[str], counts: list[set[str]], group: set[str], listed: list[str],
              asked_things: frozenset[str] = frozenset()) -> bool:
    """'all of them', 'all the fruit' (a category of every kind), 'all of the headphones and
    music players', 'every balloon': 'all'/'every' of every thing counted, never after 'for' /
    'to' / 'among' (those served), never of the groups or of some kinds only."""
    used = any(verb_lemma(w) == "use" for w in words)
    for i, word in enumerate(words):
        if word not in ("all", "every") or (i and words[i - 1] in ("for", "to", "among", "with")):
            continue
        if not (used or (i and "VERB" in lemmas(words[i - 1]) and words[i - 1] not in _OPENERS)):
            continue  # "and all of the parents watch", "boxes, all of them red": not what is used
        at = i + 1
        while at < len(words) and words[at] in ("of", "the", "her", "his", "their", "its", "my",
                                                 "our", "your"):
            at += 1
        if at < len(words) and words[at] in ("them", "these", "those", "everything") and (
                at == i + 1 or words[at - 1] == "of"):
            return True
        end = at
        while end < len(words) and words[end] not in _ENDS_A_COUNT - {"and", "of"} and (
                words[end].isalpha()):
            end += 1
        named = {noun_form(w) for w in words[at:end]} - {"and", "of"}
        if not named or named & group:
            continue
        marks = _marks(counts)
        touched = [bool(named & mark) for mark in marks]
        if counts and (all(touched) or not any(touched) and all(named & kind for kind in counts)):
            return True  # "all of the pens and pencils", "all of the cookies" (of each kind)
        if any(touched):
            continue
        if not counts and named & {noun_form(w) for w in listed}:
            return True  # the lengths' own noun: "all the rope"
        head = noun_form(words[end - 1])
        if counts and all(any(head in hypernyms_of(k) for k in kind) for kind in counts):
            return True  # a category of every kind: "all of the fruit"
        person = head in _PEOPLE | {"people"} or bool(set(hypernyms_of(head)) & _PEOPLE)
        if counts and (person or head in asked_things) and all(
                any(set(hypernyms_of(k)) & _PEOPLE for k in kind) for kind in counts):
            # people of every kind counted: "all of the children", "all of the students" when
            # the students are what the question counts in each row (not "all of the desks")
            return True
    return False


def _doers_agree(sentences: list[list[Token]], listed: int) -> bool:
    """Whether whoever groups the things is whoever holds them: the names beside the list are
    those of the list, all of them or none ('They make …'), and one holder at most when the
    list names nobody."""
    holders = _names(sentences[listed])
    others = set().union(*(_names(s) for k, s in enumerate(sentences) if k != listed))
    if not holders:
        return len(others) <= 1
    if others - holders:
        return False
    listed_nouns = {noun_form(t.text) for t in sentences[listed]}
    for k, sentence in enumerate(sentences[:-1]):
        opening = [t for t in sentence if t.lower not in ("if", "then", "so", "and")][:2]
        if k > listed and opening and (opening[0].possessive or opening[0].lower in (
                "the", "a", "an", "his", "her", "their")) and not (
                len(opening) > 1 and noun_form(opening[1].text) in listed_nouns):
            # "Eli has … The waiter makes identical …", "Eli's sister makes …" ("The Khan
            # Corporation has … The corporation would like …" is the holder again)
            return False
    told = {noun_form(t.text) for sentence in sentences[:-1] for t in sentence}
    question = sentences[-1]
    if any((t.possessive or t.lower in ("his", "her", "their")) and k + 1 < len(question)
           and noun_form(question[k + 1].text) not in told for k, t in enumerate(question)):
        return False  # "… place settings his sister can set?"
    genders = {name_gender(name) for name in holders}
    pronouns = set().union(*(_words(s) for k, s in enumerate(sentences) if k != listed))
    if len(holders) == 1 and (genders == {"male"} and pronouns & {"she", "her"} or (
            genders == {"female"} and pronouns & {"he", "his", "him"})):
        return False  # "Gus has 24 apples … She packs them": someone else
    if len(holders) > 1:
        singular = {"she", "he", "her", "his", "him"}
        return (not others or others == holders) and not any(
            set(_words(s)) & singular for k, s in enumerate(sentences) if k != listed)
    return True


def _negation_unbound(words: list[str]) -> bool:
    """A negation that rules out no leftover: 'does not make identical kits', 'not identical,
    with nothing left over' ('without mixing', 'no one is left out' are bound)."""
    for i, word in enumerate(words):
        if word not in _NEGATION:
            continue
        bound = next((k for k in range(i + 1, len(words)) if words[k] in _LEFT | {"mixing"}), None)
        if bound is None or set(words[i + 1:bound]) & (_EQUAL | _ONE_KIND | _NEGATION):
            return True
    return False


def _gap_tells_more(sentence: list[Token], places: list[int]) -> bool:
    """Between two counts of the list, after the first count's noun phrase, only 'and', a
    comma, a name, or words the list's own opening told ('Tim has a bag of 36 … and Peter has
    a bag of 44'); a new verb or preposition tells more than the things held ('12 pens and
    needs 18 pencils', 'and makes identical kits, leaving 2 pens', 'for her 3 friends')."""
    opening = {t.lower for t in sentence[:places[0]]}
    phrases = _count_words(sentence, places)
    for (before, after), phrase in zip(zip(places, places[1:], strict=False), phrases,
                                       strict=False):
        for token in sentence[before + 1:after]:
            word = token.lower
            if token.kind is not TokenKind.WORD or word in opening or noun_form(
                    token.text) in phrase or word in ("and", "the", "a", "an", "other",
                                                      "another") or token.capitalized:
                continue
            if "VERB" in lemmas(token.text) or word in _ENDS_A_COUNT | _COMPARED | {
                    "least", "most", "with", "for", "to", "at", "into", "per"}:
                return True
    return False
