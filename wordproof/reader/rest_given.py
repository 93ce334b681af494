"""Reading what is left of a whole parted evenly, given elsewhere: "A farm packs 50 eggs. The eggs
are divided evenly among 8 cartons. The rest are given to a neighbor. How many eggs does the
neighbor get?" (2 eggs: each carton takes 6).

Four sentences (an opening `If …,` of the question counts as one):
- *the whole*: `There are / were <N> <things>`, or a subject of one to four words and a verb of
  holding, getting or handing (`has`, `bought`, `donates`, …) then `<N> <things> (to <a / the> <one
  to three words>)`; the things one to three plain words, counted one by one (no dozens);
- *the parting*: `The <things> are / were divided / split / shared / distributed evenly / equally
  among / between / into <M> <parts>`, or a subject doing it to `the <things>` / `them`;
- *the rest*: `The rest (of the <things>) are / were given / donated / sent to <a / the> <words>`,
  or `The remaining <things> …`;
- *the question*: `How many <things> were / are / will be given / donated / sent to <the same
  words>`, or `How many <things> does / did / will <the same words> get / receive`.
Each part takes the most all can take alike; the rest is what is left, more than none (a parting
with nothing left gives nothing to be asked). Anything else is not read (``None``).
"""

from __future__ import annotations

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.rest_given import RestGivenEntry
from wordproof.lexicon.words import noun_form
from wordproof.reader.sequences import told_and_asked, told_in_dozens, whole_count
from wordproof.text.tokens import Token, TokenKind

_HAVING = frozenset({
    "has", "had", "have", "bought", "buys", "got", "gets", "received", "receives", "collected", "collects",
    "donates", "donated", "gave", "gives", "made", "makes", "baked", "bakes", "packed", "packs", "ordered",
})
_BE = frozenset({"are", "were", "is", "was"})
_PARTING = frozenset({"divided", "split", "shared", "distributed"})
_EVENLY = frozenset({"evenly", "equally"})
_AMONG = frozenset({"among", "between", "into"})
_GIVEN = frozenset({"given", "donated", "sent", "taken"})
_GETTING = frozenset({"get", "receive"})
_ARTICLES = frozenset({"a", "an", "the"})
# words that say more than a thing's name
_NOT_PLAIN = frozenset({
    "more", "less", "fewer", "each", "every", "per", "of", "for", "to", "in", "on", "with", "from", "at",
    "by", "and", "or", "but", "than", "total", "all", "altogether", "together", "left", "other", "another",
    "again", "extra", "only", "already", "now", "still", "a", "an", "the", "some", "times", "twice", "that",
    "which", "who", "also", "same", "rest", "remaining", "half", "evenly", "equally", "among", "between",
    "into", "dozen", "dozens", "them", "they", "it",
})


def read_rest_given(text: str, tokens: tuple[Token, ...] | list[Token]) -> RestGivenEntry | None:
    """What is left of an even parting, given elsewhere, or None when the text is not such a problem."""
    told_asked = told_and_asked(tokens, (4,), clauses=3)
    if told_asked is None:
        return None
    (holding, parting, rest), question = told_asked
    whole_read = _whole(holding)
    if whole_read is None:
        return None
    whole, things = whole_read
    parts_read = _parting(parting, things)
    if parts_read is None:
        return None
    parts, part = parts_read
    to = _rest_given_to(rest, things)
    if to is None or not _asked(question, things, to):
        return None
    if parts.value < 2 or whole.value % parts.value == 0:
        return None  # nothing left over: no rest to give
    return RestGivenEntry("g1", whole, parts, _plural_said(holding, things), part,
                          text[question[0].start:question[-1].end])


def _plain(token: Token) -> bool:
    return token.kind is TokenKind.WORD and not token.capitalized and not token.possessive and (
        token.lower not in _NOT_PLAIN)


def _things_at(said: list[Token], at: int, end: int) -> tuple[str, ...] | None:
    """One to three plain words, the last a plural noun, kept with the head in the singular."""
    words = said[at:end]
    if not 1 <= len(words) <= 3 or not all(_plain(t) for t in words):
        return None
    head = words[-1].lower
    if noun_form(head) == head:
        return None
    return (*(t.lower for t in words[:-1]), noun_form(head))


def _plural_said(said: list[Token], things: tuple[str, ...]) -> str:
    """The things as the whole's sentence says them, in the plural ("pencils")."""
    heads = [t.lower for t in said if t.kind is TokenKind.WORD and noun_form(t.lower) == things[-1]
             and t.lower != things[-1]]
    return " ".join((*things[:-1], heads[0] if heads else things[-1]))


def _whole(said: list[Token]) -> tuple[Quoted, tuple[str, ...]] | None:
    """ "A company donates 935 pencils to a school", "There are 50 eggs": the count and the things."""
    at = next((i for i, t in enumerate(said) if t.kind is TokenKind.NUMBER), None)
    if at is None or at < 2:
        return None
    words = [t.lower for t in said[:at]]
    if words not in (["there", "are"], ["there", "were"]) and (
        words[-1] not in _HAVING or len(words) > 5 or any(t.kind is not TokenKind.WORD for t in said[:at])
    ):
        return None
    count = whole_count(said[at], 1)
    if count is None or told_in_dozens(said[at]):
        return None
    end = next((i for i in range(at + 1, len(said)) if said[i].lower == "to"), len(said))
    things = _things_at(said, at + 1, end)
    if things is None:
        return None
    if end < len(said) and _named(said[end + 1:]) is None:
        return None  # "to a school": one place, named plainly
    return count, things


def _named(said: list[Token]) -> tuple[str, ...] | None:
    """ "the library", "a neighbor", "the school office": an article and one to three plain words."""
    if not 2 <= len(said) <= 4 or said[0].lower not in _ARTICLES or not all(_plain(t) for t in said[1:]):
        return None
    return tuple(t.lower for t in said[1:])


def _parting(said: list[Token], things: tuple[str, ...]) -> tuple[Quoted, str] | None:
    """ "The pencils are divided evenly among 9 classrooms", "They shared them equally between 4
    boxes": how many parts, and their noun."""
    words = [t.lower for t in said]
    at = next((i for i, w in enumerate(words) if w in _PARTING), None)
    if at is None:
        return None
    before, after = words[:at], words[at + 1:]
    if not (len(before) == len(things) + 2 and before[0] == "the" and _said(before[1:-1], things)
            and before[-1] in _BE):
        # a subject doing it ("The school divided the pencils …", "They shared them …")
        if not 1 <= len(before) <= 4 or any(t.kind is not TokenKind.WORD for t in said[:at]):
            return None
        if after[:1] == ["them"]:
            after = after[1:]
        elif after[:1] == ["the"] and _said(after[1:1 + len(things)], things):
            after = after[1 + len(things):]
        else:
            return None
    if not after or after[0] not in _EVENLY:
        return None
    rest = said[len(said) - len(after) + 1:]
    if len(rest) < 3 or rest[0].lower not in _AMONG:
        return None
    parts = whole_count(rest[1], 2)
    part = _things_at(rest, 2, len(rest))
    if parts is None or part is None or part[-1] == things[-1]:
        return None
    return parts, rest[-1].lower


def _said(words: list[str], things: tuple[str, ...]) -> bool:
    """The things said again, the head in the plural ("red pencils")."""
    return len(words) == len(things) and tuple(words[:-1]) == things[:-1] and (
        noun_form(words[-1]) == things[-1] and words[-1] != things[-1])


def _rest_given_to(said: list[Token], things: tuple[str, ...]) -> tuple[str, ...] | None:
    """ "The rest of the pencils are given to the library": who or what gets the rest."""
    words = [t.lower for t in said]
    if words[:2] == ["the", "rest"]:
        at = 2
        if words[2:4] == ["of", "the"]:
            if not _said(words[4:4 + len(things)], things):
                return None
            at = 4 + len(things)
    elif words[:2] == ["the", "remaining"] and _said(words[2:2 + len(things)], things):
        at = 2 + len(things)
    else:
        return None
    if words[at:at + 1] and words[at] in _BE and words[at + 1:at + 2] and words[at + 1] in _GIVEN and (
        words[at + 2:at + 3] == ["to"]
    ):
        return _named(said[at + 3:])
    return None


def _asked(question: list[Token], things: tuple[str, ...], to: tuple[str, ...]) -> bool:
    """ "How many pencils were donated to the library?", "How many pencils does the library get?"."""
    words = [t.lower for t in question]
    if words[:2] != ["how", "many"] or not _said(words[2:2 + len(things)], things):
        return False
    at = 2 + len(things)
    rest = words[at:]
    for be in (["were"], ["are"], ["will", "be"], ["was"]):
        if rest[:len(be)] == be and rest[len(be):len(be) + 1] and rest[len(be)] in _GIVEN and (
            rest[len(be) + 1:len(be) + 2] == ["to"]
        ):
            return _named(question[at + len(be) + 2:]) == to
    if rest[:1] and rest[0] in ("does", "did", "will") and rest[-1:] and rest[-1] in _GETTING:
        return _named(question[at + 1:-1]) == to
    return False


__all__ = ["read_rest_given"]
