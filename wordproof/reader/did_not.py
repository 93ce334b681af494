"""Reading a part that did not, then the rest at a rate: "Lia had 12 lamps, but 4 of them were not
working. If she sold the working lamps for $5 each, how much money did she make?" ($40: the 8
lamps that work, $5 each).

One holder (a given name, or `a/the <one or two words>`, after an opening place or time `At noon`)
has some things (`had 12 lamps (total / in all)`); then, after `but` or `and`, a part of them did
not do something (`4 of them were not working`, `3 guests did not come`, `2 of the pens could not
write`). The rate clause must name exactly the rest — the ones that did: `the ones who did
(come)`, `the guests that did come`, `the working lamps` (a doing said in -ing), `each guest who
did come` — and give one rate for each of them:
  `<he/she> got / earned / made $3 each from <the rest>`, asked `How much money did he earn?`;
  `<he/she> (wanted to) sell / sold <the rest> for $5 each`, asked the same;
  `each <one of the rest> scored 2 points`, asked `How many points were scored (total)?`.
Anything else — the rate given to all the things, or to the ones that did not, a doing told
without `not`, a part no smaller than the whole, another person, a number more — leaves the text
to the general reader (``None``). Replay takes the part from the whole and multiplies, as the
things still needed are (ledger/rest_cost.py).
"""

from __future__ import annotations

from collections.abc import Callable

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.rest_cost import RestCostEntry
from wordproof.lexicon.tables import name_gender
from wordproof.lexicon.words import in_class, noun_form, verb_lemma
from wordproof.reader.sequences import is_name, told_and_asked, told_in_dozens, whole_count
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind

_OPENINGS = frozenset({"at", "on", "in", "during", "after"})
_HOLDING = frozenset({"has", "had"})
_CLOSINGS = ((), ("total",), ("in", "all"), ("altogether",), ("in", "total"))
# the "not" told of the part, and how the rest is said: "did not come" / "the ones who did come"
_NEGATED = {"did": ("did", "did"), "were": ("were", "was"), "could": ("could", "could")}
_WHO = frozenset({"who", "that"})
_GETTING = frozenset({"got", "earned", "made", "received", "collected"})
_SELLING = frozenset({"sell", "sold"})
_WANTING = frozenset({"wanted", "wants", "planned", "plans"})
_ASKED_AUXILIARIES = frozenset({"did", "could", "would", "will", "does", "can"})
_EARNING = frozenset({"earn", "make", "get"})
_PRONOUN_GENDER = {"he": "male", "she": "female"}
_ARTICLES = frozenset({"a", "an"})
# words that say more than a thing's name or a doing's: not read
_NOT_PLAIN = frozenset({
    "more", "less", "fewer", "each", "every", "per", "of", "for", "to", "in", "on", "with", "from", "at",
    "by", "and", "or", "but", "than", "total", "all", "altogether", "together", "left", "other", "another",
    "again", "extra", "only", "already", "now", "still", "a", "an", "the", "some", "times", "twice", "not",
    "them", "they", "ones", "who", "that", "also", "even", "yet", "later", "then",
})

Things = tuple[str, ...]  # the thing's words, its head last in the plural: ("video", "games")
Part = tuple[Quoted, str, tuple[str, ...]]  # how many did not, the auxiliary, the doing's words


def read_did_not(text: str, tokens: tuple[Token, ...] | list[Token]) -> RestCostEntry | None:
    """What the things that did bring at a rate each, or None when the text is not such a problem."""
    told_asked = told_and_asked(tokens, (2, 3), clauses=2)
    if told_asked is None:
        return None
    told, question = told_asked
    whole_and_part, rate_clause = told
    split = _split(whole_and_part)
    if split is None:
        return None
    holder, whole, things, part = split
    rated = _rated(rate_clause, things, part)
    if rated is None:
        return None
    person, rate, unit, verb = rated
    if not _asks(question, unit, verb, person) or not _holder_fits(holder, person):
        return None
    asked = text[question[0].start:question[-1].end]
    return RestCostEntry("r1", part[0], whole, rate, things[-1], unit, asked, rest="that did",
                         rest_why="all of them less those that did not")


def _plain(token: Token) -> bool:
    """A plain lowercase word that says no more than a name of a thing or a doing."""
    return token.kind is TokenKind.WORD and not token.possessive and not token.capitalized and (
        token.lower not in _NOT_PLAIN)


def _split(sentence: list[Token]) -> tuple[Token | str, Quoted, Things, Part] | None:
    """ "Lia had 12 lamps, but 4 of them were not working": the holder (a name, or the noun of
    `a waiter`), the whole, the things and the part that did not."""
    joins = [i for i, t in enumerate(sentence) if t.lower in ("but", "and")]
    if len(joins) != 1:
        return None
    at = joins[0]
    first = sentence[:at - 1] if at and sentence[at - 1].text == "," else sentence[:at]
    held = _held(first)
    if held is None:
        return None
    holder, whole, things = held
    part = _did_not(sentence[at + 1:], things)
    if part is None or not part[0].value < whole.value:
        return None
    return holder, whole, things, part


def _held(said: list[Token]) -> tuple[Token | str, Quoted, Things] | None:
    """ "(At lunch) a waiter had 10 guests (total)", "Lia had 12 lamps"."""
    at = _after_opening(said, lambda t: is_name(t) or t.lower in ("a", "the"))
    if at is None or at >= len(said):
        return None
    holder: Token | str = said[at]
    at += 1
    if not is_name(said[at - 1]):
        named = 0
        while at < len(said) and named < 2 and _plain(said[at]) and said[at].lower not in _HOLDING:
            at, named = at + 1, named + 1
        if named == 0:
            return None
        holder = said[at - 1].lower
    if at + 2 >= len(said) or said[at].lower not in _HOLDING:
        return None
    whole = whole_count(said[at + 1], 2)
    if whole is None or told_in_dozens(said[at + 1]):
        return None  # "had 2 dozen lamps … $5 each": each lamp, or each dozen?
    things = _things(said[at + 2:])
    return None if things is None else (holder, whole, things)


def _after_opening(said: list[Token], starts: Callable[[Token], bool]) -> int | None:
    """Where the clause proper starts after an opening place or time ("At lunch (,)", "during a
    game"): 0 with none; None when the opening runs on."""
    if not said or said[0].lower not in _OPENINGS:
        return 0
    for at in range(2, min(len(said), 5)):
        if starts(said[at]) and all(
            t.lower in ("a", "an", "the") or _plain(t) or t.text == "," for t in said[1:at]
        ):
            return at + 1 if said[at].text == "," else at
    return None


def _things(said: list[Token]) -> Things | None:
    """ "video games (total)": one to three plain words, the last a plural noun."""
    words = tuple(t.lower for t in said)
    closing = next(c for c in reversed(_CLOSINGS) if words[len(words) - len(c):] == c)
    said = said[:len(said) - len(closing)]
    if not 1 <= len(said) <= 3 or not all(_plain(t) for t in said):
        return None
    head = said[-1].lower
    if noun_form(head) == head:
        return None
    return tuple(t.lower for t in said)


def _did_not(said: list[Token], things: Things) -> Part | None:
    """ "(during a game) 3 (of them / of the guests / guests) did not come"."""
    at = _after_opening(said, lambda t: t.kind is TokenKind.NUMBER)
    if at is None or at >= len(said):
        return None
    part = whole_count(said[at], 1)
    if part is None:
        return None
    words = [t.lower for t in said[at + 1:]]
    for naming in (["of", "them"], ["of", "the", *things], [things[-1]], []):
        if words[:len(naming)] == naming:
            words = words[len(naming):]
            break
    if len(words) < 3 or words[0] not in _NEGATED or words[1] != "not":
        return None
    doing = said[len(said) - len(words) + 2:]
    if not 1 <= len(doing) <= 3 or not all(_plain(t) or t.lower in _ARTICLES for t in doing) or (
        doing[0].lower in _ARTICLES
    ):
        return None
    return part, words[0], tuple(t.lower for t in doing)


def _rest_doings(part: Part) -> list[tuple[str, ...]]:
    """How the doing may be said again of the rest: in full, left out ("the ones who did"), or,
    for a doing with a thing (`did not pay a fee`), by its verb alone (`did pay`) or by the thing's
    noun made a verb (`did not leave a tip` → `did tip`)."""
    doing = part[2]
    said = [doing, ()]
    if part[1] == "did" and len(doing) == 3 and doing[1] in _ARTICLES:
        said += [doing[:1], doing[2:]]
    return said


def _names_rest(words: list[str], things: Things, part: Part) -> bool:
    """ "the ones who did come", "the guests that did come", "the working lamps": exactly the
    things that did what the part did not."""
    plural_aux = _NEGATED[part[1]][0]
    named = (["ones"], list(things), [things[-1]])
    for doing in _rest_doings(part):
        for head in named:
            for who in _WHO:
                if words == ["the", *head, who, plural_aux, *doing]:
                    return True
    doing = part[2]
    return len(doing) == 1 and doing[0].endswith("ing") and any(
        words == ["the", doing[0], *head] for head in named[1:])


def _names_one_of_rest(words: list[str], things: Things, part: Part) -> bool:
    """ "each guest who did come": one of exactly the things that did."""
    single_aux = _NEGATED[part[1]][1]
    one = noun_form(things[-1])
    return any(words == ["each", one, who, single_aux, *doing]
               for doing in _rest_doings(part) if doing for who in _WHO)


def _rated(said: list[Token], things: Things, part: Part) -> tuple[str | None, Quoted, str, str] | None:
    """The rate for each of the rest: who gets it (None: no one said), the rate, its unit and the
    verb it is told with."""
    if not said:
        return None
    words = [t.lower for t in said]
    first = words[0]
    if first in _PRONOUN_GENDER:
        verb_at = 1
        if words[1:2] and words[1] in _WANTING and words[2:3] == ["to"]:
            verb_at = 3
        verb = words[verb_at] if verb_at < len(words) else ""
        from_each = words[verb_at + 2:verb_at + 4] == ["each", "from"]
        if verb in _GETTING and len(said) > verb_at + 4 and from_each:
            money = _money(said[verb_at + 1:verb_at + 2])
            if money is None or not _names_rest(words[verb_at + 4:], things, part):
                return None
            return first, money, "dollars", verb
        if verb in _SELLING and len(said) > verb_at + 3 and words[-1] == "each" and words[-3] == "for":
            money = _money(said[-2:-1])
            if money is None or not _names_rest(words[verb_at + 1:-3], things, part):
                return None
            return first, money, "dollars", verb
        return None
    if first != "each" or len(said) < 5:
        return None
    count = said[-2]
    numeral = count.numeral
    if count.kind is not TokenKind.NUMBER or numeral is None or numeral.currency is not None or (
        numeral.kind is not NumeralKind.CARDINAL or numeral.value <= 0 or count.attributive
    ) or not _plain(said[-1]) or noun_form(said[-1].lower) == said[-1].lower or not _past(said[-3]):
        return None
    if not _names_one_of_rest(words[:-3], things, part):
        return None
    return None, Quoted(numeral.value, count.text, count.span), said[-1].lower, said[-3].lower


def _past(token: Token) -> bool:
    """A verb told in the past ("scored", "won"), not a state ("were")."""
    lemma = verb_lemma(token.lower)
    return _plain(token) and lemma is not None and lemma != token.lower and lemma not in ("be", "have")


def _money(said: list[Token]) -> Quoted | None:
    """ "$3" (one token)."""
    numeral = said[0].numeral if len(said) == 1 else None
    if numeral is None or said[0].kind is not TokenKind.NUMBER or numeral.currency != "dollar" or (
        numeral.kind is not NumeralKind.CARDINAL or numeral.value <= 0
    ):
        return None
    return Quoted(numeral.value, said[0].text, said[0].span)


def _asks(question: list[Token], unit: str, verb: str, person: str | None) -> bool:
    """ "How much money did he earn (in total)?" of the one who got or sold; "How many points
    were scored (total)?" of a rate told with `scored`."""
    words = [t.lower for t in question]
    if any(t.kind is not TokenKind.WORD for t in question):
        return False
    closing = next(c for c in reversed(_CLOSINGS) if tuple(words[len(words) - len(c):]) == c)
    words = words[:len(words) - len(closing)]
    if person is None:
        return words in (["how", "many", unit, "were", verb], ["how", "many", unit, "was", verb])
    return len(words) == 6 and words[:3] == ["how", "much", "money"] and words[3] in _ASKED_AUXILIARIES and (
        words[4] == person and words[5] in _EARNING)


def _holder_fits(holder: Token | str, pronoun: str | None) -> bool:
    """One who gets or sells (`he` / `she`) is the holder: a name of the pronoun's gender, or a
    noun of a person (`a waiter`; never `a box`, whom `he` cannot be). Points scored by each of
    the rest are all the points only when the holder is a body of people (`a team`), not one who
    may score too."""
    if pronoun is None:
        return isinstance(holder, str) and in_class(holder, "collective_nouns")
    if isinstance(holder, str):
        return in_class(holder, "person_nouns")
    return name_gender(holder.text) == _PRONOUN_GENDER[pronoun]


__all__ = ["read_did_not"]
