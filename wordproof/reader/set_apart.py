"""Reading one part of a whole put apart and the rest parted: "Ivy had 40 shirts to fold. She put
16 of them in one box, but decided to split the rest into 3 boxes. How many shirts could go in each
of the small boxes?" (8).

Three or four sentences, nothing else:
- *the whole*: a given name, a verb of holding or getting (`had`, `has`, `collected`, `picked`,
  `baked`, `made`, `bought`), then `<N> <things>` (one or two words, or `<unit> of <stuff>`:
  `pieces of clothing`), then maybe `to <one verb>` (what is to be done with them);
- *the parting*, in one sentence or two: `<he / she> put / placed <M> (of them / <things>) in /
  into one <container>` and then (`,`, `and`, `but`, `(decided to)`) `put / split / divided / sorted
  / placed the rest (equally / evenly) in / into <K> (equal) <containers>`;
- *the question*: `How many <things> were / are / could go / would go / can go / will be in each
  of the <K> / small / other <containers>?` (bare `each of the boxes` counts the one put apart too).
The rest must part exactly, among two or more. Anything else is not read (``None``).
"""

from __future__ import annotations

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.set_apart import SetApartEntry
from wordproof.lexicon import words
from wordproof.lexicon.words import noun_form
from wordproof.reader.sequences import person_gender, told_and_asked, told_in_dozens, whole_count
from wordproof.text.tokens import Token, TokenKind

_PRONOUNS = frozenset({"he", "she"})
_GETTING = frozenset({"had", "has", "collected", "picked", "baked", "made", "bought", "gathered"})
_PUTTING = frozenset({"put", "placed"})
_PARTING = frozenset({"put", "placed", "split", "divided", "sorted"})
_INTO = frozenset({"in", "into"})
_EVENLY = frozenset({"equally", "evenly"})
_ASKED_IN = (["were", "in"], ["are", "in"], ["will", "be", "in"], ["would", "be", "in"],
             ["could", "go", "in"], ["would", "go", "in"], ["can", "go", "in"], ["go", "in"])
_OF_THE = frozenset({"small", "smaller", "other", "equal"})
_NOT_THINGS = frozenset({
    "and", "or", "but", "for", "with", "each", "every", "per", "more", "less", "than", "other", "another",
    "extra", "in", "into", "on", "at", "to", "some", "all", "both", "then", "still", "already", "again",
    "also", "only", "just", "if", "a", "an", "the", "it", "them", "they", "rest", "one", "total", "dozen",
})

Things = tuple[str, ...]  # the words, the head in the plural as said: ("pieces", "of", "clothing")


def read_set_apart(text: str, tokens: tuple[Token, ...] | list[Token]) -> SetApartEntry | None:
    """The size of each part of the rest, or None when the text is not such a problem."""
    told_asked = told_and_asked(tokens, (3, 4))
    if told_asked is None:
        return None
    told, question = told_asked
    whole_read = _whole(told[0])
    if whole_read is None:
        return None
    holder, whole, things = whole_read
    parting = [t for sentence in told[1:] for t in sentence]
    parted = _parting(parting, holder, things)
    if parted is None:
        return None
    apart, parts, container = parted
    if not _asked(question, things, parts, container):
        return None
    rest = whole.value - apart.value
    if rest <= 0 or rest % parts.value:
        return None
    return SetApartEntry("a1", whole, apart, parts, " ".join(things), words.plural_form(container),
                         text[question[0].start:question[-1].end])


def _things(said: list[Token]) -> Things | None:
    """ "shirts", "red shirts", "pieces of clothing": the words, plural, plain."""
    if not said or any(t.kind is not TokenKind.WORD or t.capitalized or t.possessive or t.lower in _NOT_THINGS
                       for t in said if t.lower != "of"):
        return None
    said_words = tuple(t.lower for t in said)
    head_at = said_words.index("of") - 1 if "of" in said_words else len(said_words) - 1
    if head_at < 0 or head_at > 1 or len(said_words) > 4 or (
        noun_form(said_words[head_at]) == said_words[head_at]
    ):
        return None
    return said_words


def _whole(said: list[Token]) -> tuple[Token, Quoted, Things] | None:
    """ "Ivy had 40 shirts (to fold)": the holder, the count and the things."""
    if len(said) < 4 or person_gender(said[0]) is None or said[0].lower in _PRONOUNS or (
        said[1].lower not in _GETTING
    ):
        return None
    count = whole_count(said[2], 2)
    if count is None or told_in_dozens(said[2]):
        return None
    end = len(said)
    if end - 2 > 3 and said[end - 2].lower == "to" and (
        words.verb_lemma(said[end - 1].lower) == said[end - 1].lower
    ):
        end -= 2  # "to wash": what is to be done with them
    things = _things(said[3:end])
    return None if things is None else (said[0], count, things)


def _parting(said: list[Token], holder: Token, things: Things) -> tuple[Quoted, Quoted, str] | None:
    """ "She put 16 of them in one box, but decided to split the rest into 3 boxes": the part
    put apart, the count of the other parts and their noun."""
    said_words = [t.lower for t in said]
    if len(said) < 2 or said_words[1] not in _PUTTING or not (
        said[0].text == holder.text
        or said[0].lower in _PRONOUNS and person_gender(said[0]) == person_gender(holder)
    ):
        return None
    apart = whole_count(said[2], 1) if len(said) > 2 else None
    if apart is None:
        return None
    at = 3
    if said_words[at:at + 2] == ["of", "them"]:
        at += 2
    elif tuple(said_words[at:at + len(things)]) == things:
        at += len(things)
    else:
        return None
    if said_words[at:at + 2] not in (["in", "one"], ["into", "one"]) or at + 2 >= len(said):
        return None
    one = said_words[at + 2]
    if noun_form(one) != one:
        return None
    at += 3
    while at < len(said) and said_words[at] in (",", "and", "but"):
        at += 1
    if said_words[at:at + 2] == ["decided", "to"]:
        at += 2
    elif at < len(said) and said[at].lower in _PRONOUNS and person_gender(said[at]) == person_gender(holder):
        at += 1  # "She put the rest …" told anew
    if said_words[at:at + 1] == [] or said_words[at] not in _PARTING or (
        said_words[at + 1:at + 3] != ["the", "rest"]
    ):
        return None
    at += 3
    if said_words[at:at + 1] and said_words[at] in _EVENLY:
        at += 1
    if said_words[at:at + 1] == [] or said_words[at] not in _INTO:
        return None
    parts = whole_count(said[at + 1], 2) if at + 1 < len(said) else None
    rest = said_words[at + 2:]
    if rest[:1] == ["equal"]:
        rest = rest[1:]
    if parts is None or len(rest) != 1 or noun_form(rest[0]) != one:
        return None
    return apart, parts, one


def _asked(question: list[Token], things: Things, parts: Quoted, container: str) -> bool:
    """ "How many shirts could go in each of the small boxes?"."""
    said = [t.lower for t in question]
    if said[:2] != ["how", "many"] or tuple(said[2:2 + len(things)]) != things:
        return False
    rest = said[2 + len(things):]
    for verb in _ASKED_IN:
        if rest[:len(verb)] == verb:
            rest = rest[len(verb):]
            break
    else:
        return False
    if rest[:3] != ["each", "of", "the"]:
        return False
    rest = rest[3:]
    said_count = whole_count(question[len(question) - len(rest)], 2) if rest else None
    if not rest[:1] or not (rest[0] in _OF_THE or said_count is not None and said_count.value == parts.value):
        return False  # "each of the boxes": the one put apart is a box too
    return len(rest) == 2 and noun_form(rest[1]) == container and rest[1] != container


__all__ = ["read_set_apart"]
