"""Reading what a batch of things made takes, scaled to another count of them: "Lea needs 6 cups of
milk to make 4 puddings. How much milk will she need to make 10 puddings?" (15 cups); "… to make
one pudding?" (1 1/2 cups); "How many puddings can she make with 9 cups of milk?" (6).

The text is the making told, then the question (an opening sentence `<name> is <making> <one or
two words>` may come first, naming what is made, with no number):

- *the making*: a maker (a given name, or `It`), `needs / needed / uses / used / takes / took`, an
  amount of a stuff (`6 cups of milk`, `3 eggs`), `to`, a verb of making (lexicon
  `producing_verbs`: `make`, `bake`, …) and a count of more than one of the things made (`4
  puddings`, `two loaves of bread`);
- *the question*: `how much <stuff> | how many <the stuff's unit> (of <stuff>) <will / would /
  does> <the maker> <need / use> to <make> <count> <things>` (`one`, `a`: one of them; `It` told:
  `does it take to`, `is needed to`), the amount for another count; or `how many <things> can /
  could <the maker> <make> with <amount> <stuff>`, the count the amount makes (whole, or refused).

The maker asked is the name again or a pronoun of its gender. The things and the stuff asked are
the ones told (`loaf` of `loaves`; the verb of making may be another of the class, `bake` for
`make`). Anything else — another number, person or stuff, `more`, `dozen`, a word left over — is
not read (``None``). The entry is a pace-scaled one: the amount per thing made, then scaled.
"""

from __future__ import annotations

from fractions import Fraction

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.pace_scaled import Asked, PaceScaledEntry
from wordproof.lexicon import words
from wordproof.lexicon.words import noun_form
from wordproof.reader.sequences import person_gender, told_and_asked, told_in_dozens
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind

_PRONOUN_GENDER = {"she": "female", "he": "male"}
_TAKING = frozenset({"needs", "needed", "uses", "used", "takes", "took", "requires", "required"})
_NEEDING = frozenset({"need", "use", "require"})
_ASKING = frozenset({"will", "would", "does", "do", "did"})
_ABLE = frozenset({"can", "could"})
_ONE = frozenset({"a", "an", "one"})
# words that may not name the stuff or the things made
NOT_THINGS = frozenset({
    "and", "or", "but", "for", "with", "each", "every", "per", "more", "less", "than", "other",
    "another", "extra", "in", "on", "at", "to", "some", "all", "both", "then", "still", "already",
    "again", "also", "only", "just", "if", "when", "while", "a", "an", "the", "how", "many", "much",
    "total", "altogether", "dozen", "dozens", "half", "left", "it", "they", "them",
})

Things = tuple[str, ...]  # the words, the head in the singular: ("loaf", "of", "bread")


def read_batch_scaled(text: str, tokens: tuple[Token, ...] | list[Token]) -> PaceScaledEntry | None:
    """The amount or count asked of a batch scaled, or None when the text is not such a problem."""
    told_asked = told_and_asked(tokens, (2, 3))
    if told_asked is None:
        return None
    told, question = told_asked
    if len(told) == 2:
        if not scene_setting(told[0]):
            return None
        scene_maker: Token | None = told[0][0]
        told = told[1:]
    else:
        scene_maker = None
    if len(told) != 1:
        return None
    making = _making(told[0])
    if making is None:
        return None
    maker, amount, stuff, made_count, made = making
    if scene_maker is not None and (maker.lower == "it" or not same_person(scene_maker, maker)) or (
        scene_maker is None and maker.lower in _PRONOUN_GENDER
    ):
        return None  # ("She needs …" of no one named)
    asked = _asked(question, maker, stuff, made)
    if asked is None:
        return None
    asks, count, asked_things = asked
    if asks is Asked.TIME and (count.value * made_count.value / amount.value).denominator != 1:
        return None  # a count of things made in parts: the whole ones, or none asked?
    return PaceScaledEntry("b1", amount, made_count, plural_of(made), plural_of(stuff), asks, count,
                           plural_of(made), asked_things, Fraction(1), Fraction(1),
                           text[question[0].start:question[-1].end])


def scene_setting(said: list[Token]) -> bool:
    """ "Mrs. Hilt is baking bread", "Ana is making muffins": who makes what, no number."""
    if len(said) < 4 or len(said) > 5 or not named_person(said[0]) or said[1].lower != "is":
        return False
    verb = said[2].lower
    lemma = words.verb_lemma(verb)
    return verb.endswith("ing") and lemma is not None and words.in_class(lemma, "producing_verbs") and all(
        t.kind is TokenKind.WORD and t.lower not in NOT_THINGS and not t.capitalized for t in said[3:])


def named_person(token: Token) -> bool:
    return token.lower not in _PRONOUN_GENDER and person_gender(token) is not None


def same_person(told: Token, said: Token) -> bool:
    """The same person said again: the name, or a pronoun of its gender."""
    if said.lower in _PRONOUN_GENDER:
        return person_gender(told) is not None and person_gender(told) == person_gender(said)
    return said.text == told.text


def _making(said: list[Token]) -> tuple[Token, Quoted, Things, Quoted, Things] | None:
    """ "She needs 5 cups of flour to bake two loaves of bread": the maker, the amount and the
    stuff taken, the count and the things made (more than one)."""
    if len(said) < 7:
        return None
    maker = said[0]
    if not (named_person(maker) or maker.lower in _PRONOUN_GENDER or maker.lower == "it"):
        return None
    if said[1].lower not in _TAKING:
        return None
    amount = read_count(said[2])
    to = next((i for i in range(3, len(said)) if said[i].lower == "to"), None)
    if amount is None or to is None or to + 2 >= len(said):
        return None
    stuff = things_named(said[3:to], plural=amount.value != 1)
    lemma = words.verb_lemma(said[to + 1].lower)
    if stuff is None or lemma is None or lemma != said[to + 1].lower or not words.in_class(
        lemma, "producing_verbs"
    ):
        return None
    made_count = read_count(said[to + 2])
    if made_count is None or made_count.value < 2:
        return None  # ("to make a cake": what one takes, read by the general reader)
    made = things_named(said[to + 3:], plural=True)
    if made is None or made[-1] == stuff[-1] or (maker.lower == "it") != (said[1].lower in ("takes", "took")):
        return None
    return maker, amount, stuff, made_count, made


def read_count(token: Token) -> Quoted | None:
    """A count or amount: a cardinal of no currency, not in dozens; "a", "an", "one" for one."""
    if token.kind is TokenKind.WORD and token.lower in _ONE:
        return Quoted(Fraction(1), token.text, token.span)
    numeral = token.numeral
    if token.kind is not TokenKind.NUMBER or numeral is None or token.attributive or (
        numeral.kind is not NumeralKind.CARDINAL or numeral.currency is not None or numeral.value <= 0
        or told_in_dozens(token)
    ):
        return None
    return Quoted(numeral.value, token.text, token.span)


def things_named(said: list[Token], plural: bool) -> Things | None:
    """ "cups of flour", "loaves of bread", "eggs": one or two words, maybe `of` and one or two
    words; the head in the number the count says, kept in the singular."""
    words_said = [t.lower for t in said]
    if not said or any(t.kind is not TokenKind.WORD or t.capitalized or t.possessive for t in said):
        return None
    head_at = words_said.index("of") - 1 if "of" in words_said else len(words_said) - 1
    if head_at < 0 or head_at > 1 or len(words_said) - head_at > 4 or any(
        w in NOT_THINGS for i, w in enumerate(words_said) if i != head_at + 1 or w != "of"
    ):
        return None
    head = words_said[head_at]
    if (noun_form(head) != head) != plural:
        return None
    return (*words_said[:head_at], noun_form(head), *words_said[head_at + 1:])


def plural_of(things: Things) -> str:
    head_at = things.index("of") - 1 if "of" in things else len(things) - 1
    plural = words.plural_form(things[head_at])
    return " ".join((*things[:head_at], plural, *things[head_at + 1:]))


def _asked(question: list[Token], maker: Token, stuff: Things, made: Things
           ) -> tuple[Asked, Quoted, str] | None:
    """The amount asked for another count made, or the count asked that an amount makes; the
    count (or amount) the question says, and the unit of the answer."""
    said = [t.lower for t in question]
    if said[:2] not in (["how", "much"], ["how", "many"]):
        return None
    end = next((i for i in range(2, len(said)) if said[i] in _ASKING | _ABLE), None)
    if end is None or end == 2:
        return None
    named = said[2:end]
    rest = question[end:]
    words_rest = said[end:]
    if words_rest[:1] and words_rest[0] in _ABLE:
        # "How many loaves can she bake with 10 cups of flour?"
        if said[1] != "many" or not _names(named, made, plural=True) or len(rest) < 5:
            return None
        if not _asker(rest[1], maker) or words.verb_lemma(words_rest[2]) != words_rest[2] or not (
            words.in_class(words_rest[2], "producing_verbs")) or words_rest[3] != "with":
            return None
        amount = read_count(rest[4])
        if amount is None or things_named(rest[5:], plural=amount.value != 1) != stuff:
            return None
        return Asked.TIME, amount, plural_of(made)
    # "How much flour will she need to make one loaf (of bread)?", "How many cups of flour does it
    # take to bake 6 loaves?"
    if said[1] == "much":
        if "of" not in stuff or named != list(stuff[stuff.index("of") + 1:]):
            return None  # "how much flour" of "5 cups of flour"
    elif not _names(named, stuff, plural=True):
        return None  # "how many cups (of flour)", "how many eggs"
    if maker.lower == "it":
        if words_rest[:3] not in (["does", "it", "take"], ["will", "it", "take"], ["would", "it", "take"]):
            return None
        tail = rest[3:]
    else:
        if len(rest) < 3 or not _asker(rest[1], maker):
            return None
        tail = rest[2:]
        if not tail or tail[0].lower not in _NEEDING:
            return None
        tail = tail[1:]
    if len(tail) < 3 or tail[0].lower != "to":
        return None
    verb = tail[1].lower
    if words.verb_lemma(verb) != verb or not words.in_class(verb, "producing_verbs"):
        return None
    count = read_count(tail[2])
    if count is None or things_named(tail[3:], plural=count.value != 1) != made:
        return None
    return Asked.AMOUNT, count, plural_of(stuff)


def _names(named: list[str], things: Things, plural: bool) -> bool:
    """The question's words name the things told ("loaves", "loaves of bread")."""
    told = plural_of(things).split() if plural else list(things)
    return named == told or named == told[:1]


def _asker(token: Token, maker: Token) -> bool:
    return same_person(maker, token) if maker.lower != "it" else False


__all__ = ["read_batch_scaled"]
