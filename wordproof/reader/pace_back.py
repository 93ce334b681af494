"""Reading the time a told amount took at a told pace: "A printer printed 90 posters. It can print
15 posters an hour. How many hours was the printer working?" (6 hours).

Three sentences, nothing else:
- *the amount done*: a doer (a given name, or `a / an / the` and one or two words) and a verb in
  the past, then a count of things (`printed 90 posters`);
- *the pace*: the doer again (`It` for a thing, `he / she` for a name of that gender, or the
  noun after `the`), `can <verb>` or the verb in the present, the same verb, a count of the same
  things, then `a / an / per / each / every <unit of time>`;
- *the question*: `How many <units> was <the doer> working / did <the doer> work`, or `How many
  <units> / How long did it take (<the doer>) (to <verb> them / the <things> / all of them)`.
The time is the amount over the pace, in the pace's unit, and only when whole (a part of a unit
of time: the pace may come in batches). Anything else is not read (``None``). The entry is a
pace-scaled one asking the time the amount takes.
"""

from __future__ import annotations

from fractions import Fraction

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.pace_scaled import Asked, PaceScaledEntry
from wordproof.lexicon import words
from wordproof.lexicon.tables import measure_unit, name_gender
from wordproof.lexicon.words import noun_form
from wordproof.reader.sequences import is_name, told_and_asked, told_in_dozens, whole_count
from wordproof.text.tokens import Token, TokenKind

_PRONOUN_GENDER = {"he": "male", "she": "female"}
_OBJECT_GENDER = {"him": "male", "her": "female"}
_ARTICLES = frozenset({"a", "an", "the"})
_ONE_STRETCH = frozenset({"a", "an", "per", "each", "every"})
_WORKING = frozenset({"working", "operating", "running"})
_NOT_WORDS = frozenset({
    "and", "or", "but", "for", "with", "each", "every", "per", "more", "less", "than", "other", "another",
    "extra", "in", "on", "at", "to", "of", "some", "all", "both", "then", "still", "already", "again",
    "also", "only", "just", "if", "when", "while", "a", "an", "the", "it", "he", "she", "they", "total",
})


def read_pace_back(text: str, tokens: tuple[Token, ...] | list[Token]) -> PaceScaledEntry | None:
    """The time a told amount took at a told pace, or None when the text is not such a problem."""
    told_asked = told_and_asked(tokens, (3,), clauses=2)
    if told_asked is None:
        return None
    (done, pace), question = told_asked
    doer_end = _doer_end(done)
    if doer_end is None or len(done) != doer_end + 3:
        return None
    doer = done[:doer_end]
    verb = words.verb_lemma(done[doer_end].lower)
    amount = whole_count(done[doer_end + 1], 1)
    things = done[doer_end + 2].lower
    if verb is None or verb == done[doer_end].lower or amount is None or (
        told_in_dozens(done[doer_end + 1]) or not _plural_noun(done[doer_end + 2])
    ):
        return None  # ("makes 12": a habit, not an amount done)
    read = _pace(pace, doer, verb, things)
    if read is None:
        return None
    rate, unit = read
    if not _asked(question, doer, verb, things, unit):
        return None
    if (amount.value / rate.value).denominator != 1:
        return None
    plural_unit = words.plural_form(unit)
    return PaceScaledEntry("t1", rate, Quoted(Fraction(1), unit, pace[-1].span), plural_unit, things,
                           Asked.TIME, amount, plural_unit, things, Fraction(1), Fraction(1),
                           text[question[0].start:question[-1].end])


def _doer_end(said: list[Token]) -> int | None:
    """Where the doer's words end: a given name, or an article and one or two plain words."""
    if said and is_name(said[0]) and name_gender(said[0].text) is not None:
        return 1
    if len(said) < 3 or said[0].lower not in _ARTICLES:
        return None
    for end in (2, 3):
        if end < len(said) and all(_plain(t) for t in said[1:end]) and said[end].kind is TokenKind.WORD and (
            words.verb_lemma(said[end].lower) not in (None, said[end].lower)
        ):
            return end
    return None


def _plain(token: Token) -> bool:
    return token.kind is TokenKind.WORD and not token.capitalized and not token.possessive and (
        token.lower not in _NOT_WORDS)


def _plural_noun(token: Token) -> bool:
    return _plain(token) and noun_form(token.lower) != token.lower


def _again(token: Token, doer: list[Token], pronouns: dict[str, str]) -> bool:
    """The doer said again: "it" of a thing, a pronoun of a name's gender, or the name."""
    if len(doer) == 1:
        gender = name_gender(doer[0].text)
        return token.text == doer[0].text or pronouns.get(token.lower) == gender
    return token.lower == "it"


def _again_words(said: list[Token], doer: list[Token], pronouns: dict[str, str] = _PRONOUN_GENDER
                 ) -> int | None:
    """How many words say the doer again at the start: one (a name, a pronoun), or `the` and
    the doer's words."""
    if said and _again(said[0], doer, pronouns):
        return 1
    if len(doer) > 1 and [t.lower for t in said[:len(doer)]] == ["the", *(t.lower for t in doer[1:])]:
        return len(doer)
    if len(doer) > 2 and [t.lower for t in said[:2]] == ["the", doer[-1].lower]:
        return 2  # "the machine" of "an industrial machine"
    return None


def _pace(said: list[Token], doer: list[Token], verb: str, things: str) -> tuple[Quoted, str] | None:
    """ "It can make 2 shirts a minute": the pace's count and its unit of time."""
    at = _again_words(said, doer)
    if at is None:
        return None
    rest = said[at:]
    if rest[:1] and rest[0].lower == "can":
        rest = rest[1:]
        if not rest or rest[0].lower != verb:
            return None
    elif not rest or words.verb_lemma(rest[0].lower) != verb or rest[0].lower == verb or (
        not rest[0].lower.endswith("s")
    ):
        return None  # the present, of one doer ("makes"); never the past
    if len(rest) != 5 or rest[2].lower != things or rest[3].lower not in _ONE_STRETCH:
        return None
    rate = whole_count(rest[1], 1)
    unit = measure_unit(rest[4].lower)
    if rate is None or told_in_dozens(rest[1]) or unit is None or (
        unit.dimension not in ("time", "calendar") or rest[4].lower != unit.name
    ):
        return None
    return rate, unit.name


def _asked(question: list[Token], doer: list[Token], verb: str, things: str, unit: str) -> bool:
    """ "How many minutes was the machine working", "How long did it take him to make them"."""
    said = [t.lower for t in question]
    if said[:2] == ["how", "long"]:
        rest = said[2:]
        at = 2
    elif said[:2] == ["how", "many"] and said[2:3] == [words.plural_form(unit)]:
        rest = said[3:]
        at = 3
    else:
        return False
    if rest[:1] in (["was"], ["did"]) and rest[:3] != ["did", "it", "take"]:
        who = _again_words(question[at + 1:], doer)
        if who is None:
            return False
        doing = rest[1 + who:]
        return doing == ["work"] if rest[0] == "did" else len(doing) == 1 and doing[0] in _WORKING
    if rest[:3] != ["did", "it", "take"]:
        return False
    tail = question[at + 3:]
    who = _again_words(tail, doer, _OBJECT_GENDER) if tail and tail[0].lower != "to" else 0
    if who is None:
        return False
    tail = tail[who:]
    words_tail = [t.lower for t in tail]
    if not words_tail:
        return True
    if words_tail[:2] != ["to", verb]:
        return False
    return words_tail[2:] in (["them"], ["all", "of", "them"], ["the", things], ["all", "the", things])


__all__ = ["read_pace_back"]
