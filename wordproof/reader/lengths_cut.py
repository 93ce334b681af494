"""Reading a length cut down: "Ida's rope was 15 feet long. She cut off 4 feet. How long is her
rope now?" (the length left) and "Ida's rope was 15 feet long. Now her rope is 11 feet long. How
much did she cut off?" (the length taken).

One thing is told its length first (`<thing> is/was N <unit> long`: a possessive or `a`/`the`/
`her` before a noun), and then either a length taken from it by a verb of cutting down (`cut
(off)`, `trim`, `sharpen`, `saw`, `chop`, `use`: `cut 4 feet off (the rope)`) or its length later
(`now her rope is 11 feet long`), in the same unit of length and no other number. The question
asks the other: `How long is <thing> / it now?` after a taking, `How much (<thing>) (of <thing>)
did she cut off / got cut off / did she use?` after a later length. The thing is named again only
by its noun (`her rope`, `the rope`, `Ida's rope`) or `it`. Sentences with no number may tell the
scene and the cutting (`She gets a haircut`, `If she sharpens it,`), but no getting or adding
(a verb of gain or receiving: `grew`, `added`, `tied on`) and no word of more or another
(`more`, `longer`, `again`, `another`, `twice`, `half`). Replay takes the one length from the
other, read as a whole of two parts (what was taken, what is left) as a listed whole is; anything
else leaves the text to the general reader (``None``).
"""

from __future__ import annotations

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.listed import ListedKindsEntry
from wordproof.lexicon import words
from wordproof.lexicon.tables import is_given_name, measure_unit
from wordproof.lexicon.words import VerbClass, noun_form
from wordproof.reader.clauses import is_person_word
from wordproof.reader.sequences import sentences_of
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind

_CUTTING = frozenset({"cut", "trim", "sharpen", "saw", "chop", "use", "shorten", "clip"})
_BE = frozenset({"is", "was", "are", "were"})
_NOT_THE_SHAPE = frozenset({
    "more", "longer", "again", "another", "twice", "half", "other", "each", "every", "per", "times",
    "than", "both", "also", "too", "not", "n't", "no", "or", "piece", "pieces",
})
# a taking wished, planned or possible, not told done
_NOT_DONE = frozenset({"will", "would", "could", "can", "should", "must", "may", "might", "shall", "to",
                       "want", "wants", "wanted", "need", "needs", "needed", "plans", "planned", "going",
                       "almost", "nearly", "tried", "tries", "try", "attempted"})
_TAKEN, _LEFT = "length taken", "length left"


def read_length_cut(text: str, tokens: tuple[Token, ...] | list[Token]) -> ListedKindsEntry | None:
    """The length left or taken of one thing cut down, or None when the text is not such."""
    sentences = sentences_of(list(tokens))
    if len(sentences) < 2 or [s[-1].text for s in sentences] != ["."] * (len(sentences) - 1) + ["?"]:
        return None
    told = [t for s in sentences[:-1] for t in s]
    question = sentences[-1][:-1]
    if not question:
        return None
    if question[0].lower == "if":
        comma = next((i for i in range(len(question) - 1, 0, -1) if question[i].text == ","), None)
        if comma is None:
            return None
        told, question = told + question[:comma + 1], question[comma + 1:]
    numbers = [i for i, t in enumerate(told) if t.kind is TokenKind.NUMBER]
    if len(numbers) != 2 or any(t.kind is TokenKind.NUMBER for t in question) or any(
        t.lower in _NOT_THE_SHAPE or _adding(t) or _of_time(t) for t in told + question
    ):
        return None
    first = _length_told(told, numbers[0])
    if first is None:
        return None
    thing, length, unit = first
    later = _length_told(told, numbers[1], thing)
    taken = _taken(told, numbers[1], thing)
    second = later or taken
    if second is None or second[2] != unit or not _named_only_as(told + question, thing):
        return None
    owners = {t.lower for t in tokens if t.possessive}
    named = {t.lower for t in tokens if t.capitalized and is_given_name(t.text)}
    if len(owners) > 1 or len(named) > 1 or any(
        t.kind is TokenKind.WORD and is_person_word(noun_form(t.lower)) for t in tokens
    ):
        return None  # "Ida's rope … Tom's rope", "Her sister cut off 4 inches … her hair": whose?
    if any(_doing(t) and not _taking(t) for t in told):
        return None  # "It stretched", "It shrank in the wash", "then she knotted it": by how much?
    if later is not None and _asks_taken(question, thing) and _takings_asked(told, question):
        parts, asked = ((_LEFT, later[1]),), _TAKEN
    elif taken is not None and _asks_left(question, thing) and sum(map(_taking, told)) == 1 and (
        _last_told(told, numbers[1])
    ):
        # one taking told: another ("then she cut off a piece") is of a length untold
        parts, asked = ((_TAKEN, taken[1]),), _LEFT
    else:
        return None
    whole_sentence = next(s for s in sentences if numbers and told[numbers[0]] in s)
    return ListedKindsEntry("k1", length, text[whole_sentence[0].start:whole_sentence[-2].end],
                            (_TAKEN, _LEFT), parts, asked, text[question[0].start:sentences[-1][-1].end],
                            unit=unit)


def _last_told(tokens: list[Token], at: int) -> bool:
    """The taking is the last thing told: after its clause ("but then she glued it back") the
    length left may change again."""
    end = next((i for i in range(at, len(tokens)) if tokens[i].text in (".", ",")), len(tokens))
    return all(t.kind is TokenKind.PUNCT for t in tokens[end:])


# a time between the lengths told ("last year", "a month later", "since then"): the thing may
# have grown or been cut again in it
_TIME_WORDS = frozenset({"ago", "since", "later", "last", "growth", "yesterday", "today", "tomorrow"})


def _of_time(token: Token) -> bool:
    unit = measure_unit(token.lower) if token.kind is TokenKind.WORD else None
    return token.lower in _TIME_WORDS or unit is not None and unit.dimension in ("time", "calendar")


# verbs that tell no doing to the thing: being, having, getting (a haircut), and auxiliaries
_NO_DOING = frozenset({"be", "have", "get", "do"})


def _doing(token: Token) -> bool:
    """A word that is only a verb ("shrank", "knotted", "stretched"): something done."""
    said = words.lemmas(token.lower) if token.kind is TokenKind.WORD else {}
    return "VERB" in said and "NOUN" not in said and words.verb_lemma(token.lower) not in _NO_DOING


def _takings_asked(told: list[Token], question: list[Token]) -> bool:
    """The length taken asked by a verb of cutting ("How much did she cut off?") is of takings
    told by that verb only ("The dog chewed it", "she burned some" took some too); "How much
    got used?" asks of any taking told."""
    asked = {words.verb_lemma(t.lower) for t in question if _taking(t)}
    done = [t for t in told if _taking(t)]
    return len(done) <= 1 and (asked == {"use"} or all(words.verb_lemma(t.lower) in asked for t in done))


def _adding(token: Token) -> bool:
    """A verb of getting or receiving ("grew", "added", "received"); "get" is also of being
    done to ("gets a haircut", "got cut off") and is not one."""
    lemma = words.verb_lemma(token.lower) if token.kind is TokenKind.WORD else None
    return lemma not in (None, "get") and (
        words.verb_class(lemma or "") in (VerbClass.GAIN, VerbClass.TRANSFER_IN))


def _taking(token: Token) -> bool:
    lemma = words.verb_lemma(token.lower) if token.kind is TokenKind.WORD else None
    return lemma is not None and (lemma in _CUTTING or words.verb_class(lemma) is VerbClass.LOSS)


def _length(tokens: list[Token], at: int) -> tuple[Quoted, str] | None:
    """ "15 feet": the length and its unit's plural."""
    number, after = tokens[at], tokens[at + 1] if at + 1 < len(tokens) else None
    numeral = number.numeral
    unit = measure_unit(after.lower) if after is not None else None
    if numeral is None or numeral.kind is not NumeralKind.CARDINAL or numeral.currency is not None or (
        unit is None or unit.dimension != "length" or unit.ambiguous
    ):
        return None
    return Quoted(numeral.value, number.text, number.span), unit.plural


def _length_told(tokens: list[Token], at: int, thing: str | None = None) -> tuple[str, Quoted, str] | None:
    """ "Ida's rope was 15 feet long", "now her rope is 11 feet long", "it is 11 feet long": the
    thing's noun, its length and unit (the thing, when known, must be the one named)."""
    length = _length(tokens, at)
    if length is None or [t.lower for t in tokens[at + 2:at + 3]] != ["long"] or at < 2:
        return None
    if tokens[at - 1].lower not in _BE:
        return None
    named = tokens[at - 2]
    if thing is not None and named.lower == "it":
        return thing, *length
    noun = noun_form(named.lower)
    if named.kind is not TokenKind.WORD or named.possessive or noun != named.lower or (
        thing is not None and noun != thing
    ):
        return None
    return noun, *length


def _taken(tokens: list[Token], at: int, thing: str) -> tuple[str, Quoted, str] | None:
    """ "she cut off 4 feet", "cut 4 feet off the rope", "trimmed 4 feet from her rope": a
    length taken by a verb of cutting down."""
    length = _length(tokens, at)
    if length is None or at < 1:
        return None
    before = [t.lower for t in tokens[max(0, at - 2):at]]
    if before[-1:] == ["off"]:
        before = before[:-1]
    if not before or words.verb_lemma(before[-1]) not in _CUTTING:
        return None
    start = max((i + 1 for i in range(at) if tokens[i].text in (".", ",")), default=0)
    if _NOT_DONE & {t.lower for t in tokens[start:at]}:
        return None  # "She will cut off 4 feet", "wants to cut": not done yet
    after = [t.lower for t in tokens[at + 2:]]
    end = next((i for i, w in enumerate(after) if w in (".", ",")), len(after))
    rest = after[:end]
    if rest and not (rest[0] in ("off", "from") and _names(rest[1:], thing)):
        return None
    return thing, *length


def _names(said: list[str], thing: str) -> bool:
    """ "the rope", "her rope", "of her rope", "it", "the end of the rope"."""
    if said[:1] == ["of"]:
        said = said[1:]
    if said == ["it"]:
        return True
    return len(said) == 2 and noun_form(said[1]) == thing


def _named_only_as(tokens: list[Token], thing: str) -> bool:
    """Every noun of the thing's kind names the thing: no second rope told."""
    first = _first(tokens, thing)
    return not any(t.lower in ("ones", "one") for t in tokens) and all(
        t.possessive or noun_form(t.lower) != thing or i in (0, first)
        or tokens[i - 1].lower not in ("a", "an", "another") for i, t in enumerate(tokens))


def _first(tokens: list[Token], thing: str) -> int:
    return next((i for i, t in enumerate(tokens) if noun_form(t.lower) == thing), -1)


def _asks_left(question: list[Token], thing: str) -> bool:
    """ "How long is her rope now?", "how long is it now?"."""
    said = [t.lower for t in question]
    return said[:3] == ["how", "long", "is"] and said[-1:] == ["now"] and _names(said[3:-1], thing)


def _asks_taken(question: list[Token], thing: str) -> bool:
    """ "How much did she cut off (of her rope)?", "how much of Ida's rope got cut off?", "How
    much rope did she use?"."""
    said = [t.lower for t in question]
    if said[:2] != ["how", "much"]:
        return False
    said = said[2:]
    if said[:1] and noun_form(said[0]) == thing:
        said = said[1:]
    elif said[:1] == ["of"]:
        words_of = said[1:3]
        if len(words_of) != 2 or noun_form(words_of[1]) != thing:
            return False
        said = said[3:]
    verbs = [w for w in said if words.verb_lemma(w) in _CUTTING]
    if len(verbs) != 1:
        return False
    after = said[said.index(verbs[0]) + 1:]
    if after[:1] == ["off"]:
        after = after[1:]
    return not after or _names(after, thing) or (after[:1] == ["of"] and _names(after, thing))


__all__ = ["read_length_cut"]
