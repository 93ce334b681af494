"""Reading a mixing ratio told with "for every", scaled to an amount of the second stuff used:
"Ida adds 2 grams of salt for every 5 cups of water. If she adds 20 cups of water, how much salt
does she add?" (8 grams); "Bo uses 3 eggs for every 2 cups of flour. Bo used 6 cups of flour. How
many eggs did he use?" (9 eggs).

The text is, in order (an opening sentence `<name> is <making> <one or two words>`, no number, may
come first, as in reader/batch_scaled.py):

- *the ratio*: a doer (a given name; a pronoun only after the opening sentence names them), a
  verb of putting in (`adds`, `uses`, `mixes`, `needs`, `needs to add`, …), an amount of one stuff
  (`2 grams of salt`, `3 eggs`), `for every`, and a count of another stuff (`5 cups of water`; a
  singular noun alone is one of it);
- *the amount used*: `If <the doer> <verb> <count> <the second stuff>,` before the question, or
  a sentence saying so, the verb one of putting in again (never `has`: what is held need not be
  used);
- *the question*: `how much <first stuff>` or `how many <its unit> (of <stuff>)`, `<will / would /
  does / did> <the doer> <verb of putting in>`, nothing more.

The amount used must be a whole number of the groups the ratio counts (`for every 5 cups`, 20
cups): of 22 cups nothing says whether the two left over get salt. Another doer, another stuff,
`has`, `more`, a word left over refuse (``None``). The entry is a pace-scaled one: the first stuff
for each group of the second, times the groups used.
"""

from __future__ import annotations

from fractions import Fraction

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.pace_scaled import Asked, PaceScaledEntry
from wordproof.lexicon import words
from wordproof.reader.batch_scaled import (
    NOT_THINGS,
    named_person,
    plural_of,
    read_count,
    same_person,
    scene_setting,
    things_named,
)
from wordproof.reader.sequences import told_and_asked
from wordproof.text.tokens import Token, TokenKind

_PRONOUNS = frozenset({"she", "he"})
# verbs of putting one stuff in with another, by lemma
_PUTTING = frozenset({"add", "use", "mix", "put", "need", "require", "pour", "stir"})
_ASKING = frozenset({"will", "would", "does", "do", "did", "should"})

Things = tuple[str, ...]


def read_ratio_scaled(text: str, tokens: tuple[Token, ...] | list[Token]) -> PaceScaledEntry | None:
    """The amount of the first stuff asked, or None when the text is not such a problem."""
    told_asked = told_and_asked(tokens, (2, 3, 4))
    if told_asked is None:
        return None
    told, question = told_asked
    scene_maker: Token | None = None
    if told and _opening(told[0]):
        scene_maker = told[0][0]
        told = told[1:]
    if len(told) != 2:
        return None
    ratio = _ratio(told[0])
    if ratio is None:
        return None
    maker, amount, stuff, group, things = ratio
    if maker.lower in _PRONOUNS and (scene_maker is None or not same_person(scene_maker, maker)):
        return None  # ("She adds …" of no one named)
    if scene_maker is not None and not same_person(scene_maker, maker):
        return None
    used = _used(told[1], maker, things)
    if used is None or (used.value / group.value).denominator != 1:
        return None  # a part of a group: does it get its share, or none?
    if not _asked(question, maker, stuff, things):
        return None
    return PaceScaledEntry("r1", amount, group, plural_of(things), plural_of(stuff), Asked.AMOUNT, used,
                           plural_of(things), plural_of(stuff), Fraction(1), Fraction(1),
                           text[question[0].start:question[-1].end])


def _opening(said: list[Token]) -> bool:
    """ "Ida is making soup", "Jo is mixing a batch of green paint": who does what, no number, no
    word of quantity or of another doer."""
    if scene_setting(said):
        return True
    lemma = words.verb_lemma(said[2].lower) if len(said) > 3 else None
    return 4 <= len(said) <= 8 and named_person(said[0]) and said[1].lower == "is" and said[2].lower.endswith(
        "ing") and lemma in _PUTTING | {"make", "bake", "cook"} and said[3].lower in ("a", "an", "some") and (
        all(
        t.kind is TokenKind.WORD and not t.capitalized and (t.lower == "of" or t.lower not in NOT_THINGS)
            for t in said[4:]))


def _putting(token: Token, tense_free: bool = False) -> bool:
    """A verb of putting in: any form told (``tense_free``), else the bare form asked."""
    lemma = words.verb_lemma(token.lower)
    return lemma in _PUTTING and (tense_free or lemma == token.lower)


def _doer(token: Token) -> bool:
    return named_person(token) or token.lower in _PRONOUNS


def _ratio(said: list[Token]) -> tuple[Token, Quoted, Things, Quoted, Things] | None:
    """ "Ida adds 2 grams of salt for every 5 cups of water": the doer, the amount and stuff put
    in, the count and the stuff of each group it goes with."""
    if len(said) < 6 or not _doer(said[0]) or not _putting(said[1], tense_free=True) or (
            said[1].lower != f"{words.verb_lemma(said[1].lower)}s"):
        return None  # said in the present only ("Ida added …" may be a habit given up)
    at = 2
    if said[2].lower == "to":  # "needs to add"
        if words.verb_lemma(said[1].lower) not in ("need", "have") or len(said) < 8 or not _putting(said[3]):
            return None
        at = 4
    amount = read_count(said[at])
    every = next((i for i in range(at + 1, len(said) - 1) if said[i].lower == "for"
                  and said[i + 1].lower == "every"), None)
    if amount is None or every is None:
        return None
    stuff = things_named(said[at + 1:every], plural=amount.value != 1)
    rest = said[every + 2:]
    group = read_count(rest[0]) if rest else None
    if group is None and rest:  # "for every cup of water"
        group = Quoted(Fraction(1), "every", said[every + 1].span)
        things = things_named(rest, plural=False)
    else:
        things = things_named(rest[1:], plural=group is not None and group.value != 1)
    if stuff is None or things is None or group is None or stuff[-1] == things[-1]:
        return None
    return said[0], amount, stuff, group, things


def _used(said: list[Token], maker: Token, things: Things) -> Quoted | None:
    """ "(If) she adds 20 cups of water": the count of the second stuff the doer puts in."""
    if len(said) < 4 or not same_person(maker, said[0]) or not _putting(said[1], tense_free=True):
        return None
    if said[1].lower == words.verb_lemma(said[1].lower):
        return None  # ("she add")
    count = read_count(said[2])
    if count is None or things_named(said[3:], plural=count.value != 1) != things:
        return None
    return count


def _asked(question: list[Token], maker: Token, stuff: Things, things: Things) -> bool:
    """ "how much salt does she add", "how many grams of salt will she need"."""
    said = [t.lower for t in question]
    if said[:2] not in (["how", "much"], ["how", "many"]):
        return False
    end = next((i for i in range(2, len(said)) if said[i] in _ASKING), None)
    if end is None or end == 2 or len(said) != end + 3:
        return False
    named = said[2:end]
    if said[1] == "much":
        if "of" not in stuff or named != list(stuff[stuff.index("of") + 1:]):
            return False
    else:
        told = plural_of(stuff).split()
        if named != told and (named != told[:1] or told[0] in plural_of(things).split()):
            return False  # ("how many cups" of cups of salt and cups of water: which, or both?)
    return same_person(maker, question[end + 1]) and _putting(question[end + 2])


__all__ = ["read_ratio_scaled"]
