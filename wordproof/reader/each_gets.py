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
_WISHING = (("wants", "to"), ("wanted", "to"), ("plans", "to"), ("planned", "to"), ("will",))
_GIVING = frozenset({"give", "gives"})
_HOLDING = frozenset({"has", "had", "bought", "got", "made", "baked", "picked", "collected"})
_OWNERS = frozenset({"his", "her"})
_OCCASION = frozenset({"to", "for", "over", "at", "a", "an", "the", "his", "her", "party", "picnic",
                       "dinner", "lunch", "supper", "breakfast", "birthday", "sleepover", "house",
                       "home", "barbecue", "feast", "celebration"})
_ASKING = frozenset({"will", "would", "does", "do", "can", "could"})
# what a giving told with no evenness leaves to ask: the most each can get alike
_MAY = frozenset({"will", "would", "can", "could"})
_GETTING = frozenset({"get", "receive"})
# words that tell more of the things than what they are
_NOT_THINGS = frozenset({"of", "in", "on", "for", "to", "with", "at", "from", "some", "more", "extra",
                         "other", "each", "every", "per", "left", "than"})

Told = tuple[Token, Quoted, str]  # who, how many, of what (plural)


def read_each_gets(text: str, tokens: tuple[Token, ...] | list[Token]) -> EachGetsEntry | None:
    """Each guest's share, or None when the text is not such a problem."""
    told_asked = told_and_asked(tokens, (2, 3), clauses=2)
    if told_asked is None:
        return None
    told, question = told_asked
    if any(t.text in (",", ";", ":") for c in told for t in c):
        return None
    read = [(i, p, w) for i in (0, 1) if (p := _parts(told[i])) is not None
            and (w := _whole(told[1 - i])) is not None]
    if len(read) != 1:
        return None
    at, ((person, parts, part), given), (holder, whole, things) = read[0]
    if given and at == 0:
        return None  # "He gives them to his 8 nieces" before the things: them?
    first, second = (person, holder) if at == 0 else (holder, person)
    if not is_name(first) or not _said_again(second, first) or sum(is_name(t) for t in tokens) != 1:
        return None  # "He has 96 plums. Ivo is inviting …": the pronoun said before the name
    if noun_form(things) == noun_form(part) or not _asked(question, things, part, given):
        return None
    share = whole.value / parts.value
    if share.denominator != 1 or share < 1:
        return None
    return EachGetsEntry("g1", whole, things, parts, part, text[question[0].start:question[-1].end])


def _subject(said: list[Token]) -> tuple[Token, int] | None:
    """ "Omar", "he", "Uncle Omar" (a role before the name): the one who does, and where the
    words after it start."""
    if said and (is_name(said[0]) or said[0].lower in _PRONOUNS):
        return said[0], 1
    if len(said) > 1 and words.role_gender(said[0].lower) is not None and is_name(said[1]):
        return said[1], 2
    return None


def _said_again(said: Token, name: Token) -> bool:
    """ "he" of Omar, "she" of Chris (a name given to both), "Omar" of Omar: the one person named."""
    if said.lower in _PRONOUNS and name_gender(name.text) is None:
        return True
    return same_person(said, name)


def _parts(said: list[Token]) -> tuple[Told, bool] | None:
    """ "Ivo is inviting 8 friends to a picnic", "She has 6 cousins", "he wants to give them to his
    8 nieces": who, how many, the people; and whether they are told given the things."""
    subject = _subject(said)
    if subject is None:
        return None
    who, at = subject
    verb = next((v for v in _INVITING if tuple(t.lower for t in said[at:at + len(v)]) == v), None)
    given = verb is None
    if verb is None:
        wish = next((v for v in _WISHING if tuple(t.lower for t in said[at:at + len(v)]) == v), ())
        at += len(wish)
        if at + 3 > len(said) or said[at].lower not in _GIVING or [
            t.lower for t in said[at + 1:at + 3]
        ] != ["them", "to"]:
            return None
        at += 3
    else:
        at += len(verb)
    if at < len(said) and said[at].lower in _OWNERS:
        at += 1
    count = whole_count(said[at], 2) if at < len(said) else None
    if count is None or at + 1 >= len(said):
        return None
    if given and at + 3 == len(said) and said[at + 1].kind is TokenKind.WORD and (
        noun_form(said[at + 1].lower) == said[at + 1].lower
        and not is_person_word(said[at + 1].lower)
    ):
        at += 1  # "his 11 hungry nieces": one word saying what they are like
    people = said[at + 1].lower
    if said[at + 1].kind is not TokenKind.WORD or noun_form(people) == people or not is_person_word(
        noun_form(people)
    ) or any(t.lower not in _OCCASION for t in said[at + 2:]) or (given and at + 2 != len(said)):
        return None
    return (who, count, people), given


def _whole(said: list[Token]) -> Told | None:
    """ "He has 96 plums (and 5 pears)", "Omar bought 96 ripe plums": who, how many, the things."""
    subject = _subject(said)
    if subject is None or len(said) < subject[1] + 3 or said[subject[1]].lower not in _HOLDING:
        return None
    who, at = subject
    count = whole_count(said[at + 1], 2)
    end = next((i for i in range(at + 2, len(said)) if said[i].lower == "and"), len(said))
    named = said[at + 2:end]
    if count is None or not 1 <= len(named) <= 3 or any(t.kind is not TokenKind.WORD for t in named):
        return None
    things = named[-1].lower
    if noun_form(things) == things or any(is_person_word(noun_form(t.lower)) for t in named) or any(
        t.lower in _NOT_THINGS for t in named
    ):
        return None
    rest = said[end:]
    if rest and not (
        3 <= len(rest) <= 5 and whole_count(rest[1]) is not None
        and all(t.kind is TokenKind.WORD for t in rest[2:])
        and noun_form(rest[-1].lower) != noun_form(things)
        and not any(is_person_word(noun_form(t.lower)) for t in rest[2:])
    ):
        return None  # ("and 10 pieces of candy": other things, not asked)
    return who, count, things


def _asked(question: list[Token], things: str, part: str, given: bool) -> bool:
    """ "How many plums will each friend get", "how many can each niece get" (of a giving)."""
    said = [t.lower for t in question]
    if said[2:3] == [things]:
        said = said[:2] + said[3:]
    elif not given:
        return False
    return len(said) == 6 and said[:2] == ["how", "many"] and said[2] in (_MAY if given else _ASKING) and (
        said[3] == "each" and said[4] == noun_form(part)
        and (words.verb_lemma(said[5]) or said[5]) in _GETTING
    )


__all__ = ["read_each_gets"]
