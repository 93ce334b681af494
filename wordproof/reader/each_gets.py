"""Reading the share each guest gets of what the host has, no sharing verb said: "Ivo is inviting
8 friends to a picnic. He has 96 plums. How many plums will each friend get?" (12).

Two told clauses, in either order, and the question, nothing else:
- *the parts*: `<name / he / she> is inviting / invited / invites / has / had <N> <people>` (a noun
  that always names people, plural), maybe with an owner before the count ("his 8 friends") and a
  place or occasion after it with no count (`to a picnic`, `over for dinner`);
- *the whole*: `<the same person> has / had <W> <things>`, maybe followed by `and <K> <other
  things>` (a count of things of another noun, not asked);
- *the question*: `How many <things> will / would / does / do / can / could each <person> get /
  receive?`, the person the parts' noun (singular), the things the whole's.
No word of a change, a part, a comparison or another share is said (`some`, `left`, `ate`, `gave`,
`more`, `each` outside the question, …): the whole is all that is given out and the guests are
all who get it, each alike, so each gets the whole over the parts. The share must come out whole;
anything else is left to the general reader (``None``).
"""

from __future__ import annotations

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.each_gets import EachGetsEntry
from wordproof.lexicon import words
from wordproof.lexicon.tables import name_gender
from wordproof.lexicon.words import noun_form
from wordproof.reader.clauses import is_person_word
from wordproof.reader.sequences import is_name, same_person, told_and_asked, whole_count
from wordproof.text.tokens import Token, TokenKind

_PRONOUNS = frozenset({"he", "she"})
_INVITING = (("is", "inviting"), ("invited",), ("invites",), ("has",), ("had",))
_HOLDING = frozenset({"has", "had"})
_OWNERS = frozenset({"his", "her"})
_OCCASION = frozenset({"to", "for", "over", "at", "a", "an", "the", "his", "her", "party", "picnic",
                       "dinner", "lunch", "supper", "breakfast", "birthday", "sleepover", "house",
                       "home", "barbecue", "feast", "celebration"})
_ASKING = frozenset({"will", "would", "does", "do", "can", "could"})
_GETTING = frozenset({"get", "receive"})


def read_each_gets(text: str, tokens: tuple[Token, ...] | list[Token]) -> EachGetsEntry | None:
    """Each guest's share, or None when the text is not such a problem."""
    told_asked = told_and_asked(tokens, (3,), clauses=2)
    if told_asked is None:
        return None
    told, question = told_asked
    if any(t.text in (",", ";", ":") for c in told for t in c):
        return None
    read = [(_parts(told[i]), _whole(told[1 - i])) for i in (0, 1)]
    found = [(p, w) for p, w in read if p is not None and w is not None]
    if len(found) != 1:
        return None
    (person, parts, part), (holder, whole, things) = found[0]
    first, second = (person, holder) if told[0][0] is person else (holder, person)
    if not is_name(first) or not _said_again(second, first) or sum(is_name(t) for t in tokens) != 1:
        return None  # "He has 96 plums. Ivo is inviting …": the pronoun said before the name
    if noun_form(things) == noun_form(part) or not _asked(question, things, part):
        return None
    share = whole.value / parts.value
    if share.denominator != 1 or share < 1:
        return None
    return EachGetsEntry("g1", whole, things, parts, part, text[question[0].start:question[-1].end])


def _said_again(said: Token, name: Token) -> bool:
    """ "he" of Omar, "she" of Chris (a name given to both), "Omar" of Omar: the one person named."""
    if said.lower in _PRONOUNS and name_gender(name.text) is None:
        return True
    return same_person(said, name)


def _parts(said: list[Token]) -> tuple[Token, Quoted, str] | None:
    """ "Ivo is inviting 8 friends to a picnic", "She has 6 cousins": who, how many, the people."""
    if len(said) < 3 or not (is_name(said[0]) or said[0].lower in _PRONOUNS):
        return None
    verb = next((v for v in _INVITING if tuple(t.lower for t in said[1:1 + len(v)]) == v), None)
    if verb is None:
        return None
    at = 1 + len(verb)
    if said[at].lower in _OWNERS:
        at += 1
    count = whole_count(said[at], 2) if at < len(said) else None
    if count is None or at + 1 >= len(said) or said[at + 1].kind is not TokenKind.WORD:
        return None
    people = said[at + 1].lower
    if noun_form(people) == people or not is_person_word(noun_form(people)) or any(
        t.lower not in _OCCASION for t in said[at + 2:]
    ):
        return None
    return said[0], count, people


def _whole(said: list[Token]) -> tuple[Token, Quoted, str] | None:
    """ "He has 96 plums (and 5 pears)": who, how many, the things."""
    if len(said) < 4 or not (is_name(said[0]) or said[0].lower in _PRONOUNS) or said[1].lower not in _HOLDING:
        return None
    count = whole_count(said[2], 2)
    if count is None or said[3].kind is not TokenKind.WORD:
        return None
    things = said[3].lower
    if noun_form(things) == things or is_person_word(noun_form(things)):
        return None
    rest = said[4:]
    if rest and not (
        len(rest) >= 3 and rest[0].lower == "and" and whole_count(rest[1]) is not None
        and all(t.kind is TokenKind.WORD for t in rest[2:]) and len(rest) <= 5
        and noun_form(rest[-1].lower) not in (noun_form(things),)
        and not any(is_person_word(noun_form(t.lower)) for t in rest[2:])
    ):
        return None  # ("and 10 pieces of candy": other things, not asked)
    return said[0], count, things


def _asked(question: list[Token], things: str, part: str) -> bool:
    """ "How many plums will each friend get"."""
    said = [t.lower for t in question]
    return len(said) == 7 and said[:3] == ["how", "many", things] and said[3] in _ASKING and (
        said[4] == "each" and said[5] == noun_form(part)
        and (words.verb_lemma(said[6]) or said[6]) in _GETTING
    )


__all__ = ["read_each_gets"]
