"""Reading what the things still needed take: "Jo had 5 stamps, but needed 8 in all. If each one
costs $2, how much more money does she need?" ($6: 3 stamps still to get, $2 each).

One person, named once by a given name, holds some things (`<Name> has/had 5 stamps`, or got
them by a verb of getting, `baked 3 pies`), and needs a count of them in all (`, but needed 8
(total / in all / altogether) (for <a few words>)`, or `<Name/he/she> needs 8 stamps (in all).`
told apart). Each one costs a sum (`each one / each stamp costs $2`), or takes an amount of a
stuff (`she used 2 cups of flour on / for / in each one`, `each pie takes / needs 2 cups of
flour`). The question asks what the ones still needed take, and says that it is those it asks
of: `How much more (money) …`, `… does she still need?`, `… would he need to finish his
<the thing the need is for>`, `… to buy the rest`; in money for a cost, in the stuff's unit (and
of the stuff) for an amount. Anything else — another person, a number or a clause more, a need
of more (`needed 8 more`: 8 to get, not 3), a need no greater than the holding, a question of
all the things needed (`How much money does she need?`: for the 8, or the 3?) — leaves the text
to the general reader (``None``). Replay takes the held from the needed and multiplies.
"""

from __future__ import annotations

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.rest_cost import RestCostEntry
from wordproof.lexicon import words
from wordproof.lexicon.tables import measure_unit, name_gender
from wordproof.lexicon.words import VerbClass, noun_form
from wordproof.reader.sequences import is_name, told_and_asked, told_in_dozens, whole_count
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind

_PRONOUN_GENDER = {"she": "female", "he": "male", "her": "female", "his": "male"}
_HOLDING = frozenset({"has", "had"})
_NEEDING = frozenset({"needs", "needed"})
_IN_ALL = ((), ("total",), ("in", "all"), ("altogether",))
_OWNERS = frozenset({"a", "an", "the", "his", "her", "their"})
_COSTING = frozenset({"costs", "cost"})
_TAKING = frozenset({"takes", "took", "needs", "needed", "uses", "used"})
_USING = frozenset({"uses", "used", "needs", "needed", "puts", "put"})
_ON_EACH = frozenset({"on", "for", "in"})
_AUXILIARIES = frozenset({"does", "did", "will", "would"})
_FINISHING = frozenset({"finish", "complete"})
_GETTING_REST = frozenset({"buy", "get", "make", "bake"})
# words that say more than a thing's name ("5 stamps each", "8 more"): not read
_NOT_A_THING = frozenset({
    "more", "less", "fewer", "each", "every", "per", "of", "for", "to", "in", "on", "with", "from", "at",
    "by", "and", "or", "than", "total", "all", "altogether", "together", "left", "other", "another",
    "again", "extra", "only", "already", "now", "still", "a", "an", "the", "some", "times", "twice",
})

Things = tuple[str, ...]  # the thing's words, its head last: ("action", "figures")


def read_rest_cost(text: str, tokens: tuple[Token, ...] | list[Token]) -> RestCostEntry | None:
    """What the things still needed take, or None when the text is not such a problem."""
    told_asked = told_and_asked(tokens, (2, 3, 4))
    if told_asked is None:
        return None
    told, question = told_asked
    clauses = [part for sentence in told for part in _but_apart(sentence)]
    if len(clauses) != 3:
        return None
    holding, need, each = clauses
    held = _held(holding)
    if held is None:
        return None
    holder, held_count, things = held
    needed = _needed(need, things)
    if needed is None:
        return None
    needer, needed_count, purpose = needed
    taken = _each_takes(each, things)
    if taken is None:
        return None
    user, amount, unit, stuff = taken
    asked = _asked(question, unit, stuff, purpose)
    if asked is None:
        return None
    # an owner said ("for her party", "to finish his album") is the one person too: "Ivo … to
    # finish her album" tells of someone else's album
    owners = [t.text for t in tokens if t.lower in _PRONOUN_GENDER and t.lower not in ("he", "she")]
    if any(t.lower == "their" for t in tokens) or not _one_person([holder, needer, user, asked, *owners]) or (
        needed_count.value <= held_count.value
    ):
        return None
    return RestCostEntry("r1", held_count, needed_count, amount, things[-1], unit,
                         text[question[0].start:question[-1].end])


def _but_apart(sentence: list[Token]) -> list[list[Token]]:
    """ "Jo had 5 stamps, but needed 8": the two clauses ("but" with no subject after it shares
    the first's); a sentence with no "but" is one clause."""
    at = next((i for i, t in enumerate(sentence) if t.lower == "but"), None)
    if at is None:
        return [sentence]
    first = sentence[:at - 1] if at and sentence[at - 1].text == "," else sentence[:at]
    return [first, sentence[at + 1:]]



def _person(token: Token) -> str | None:
    """A given name or "he" / "she": who it names (the word as written)."""
    if is_name(token) or token.lower in ("he", "she"):
        return token.text
    return None


def _things(said: list[Token], count: Quoted) -> Things | None:
    """ "action figures": one to three plain words, the last the thing's noun in the count's
    number."""
    if not 1 <= len(said) <= 3 or not all(_plain(t) for t in said):
        return None
    head = said[-1].lower
    plural = head != noun_form(head)
    if plural != (count.value != 1):
        return None
    return tuple(t.lower for t in said[:-1]) + (noun_form(head),)


def _held(said: list[Token]) -> tuple[str, Quoted, Things] | None:
    """ "Jo had 5 stamps", "Ivy baked 3 pies": who holds, how many, what."""
    if len(said) < 4 or not is_name(said[0]):
        return None
    verb = said[1].lower
    lemma = words.verb_lemma(verb)
    got = lemma is not None and lemma != verb and words.verb_class(lemma) is VerbClass.GAIN
    count = whole_count(said[2], 1)
    if not (verb in _HOLDING or got) or count is None or told_in_dozens(said[2]):
        return None  # "had 2 dozen stamps … each one costs $2": each stamp, or each dozen?
    things = _things(said[3:], count)
    return None if things is None else (said[0].text, count, things)


def _needed(said: list[Token], things: Things) -> tuple[str | None, Quoted, str | None] | None:
    """ "needed 8 (stamps) (in all) (for her album)" (after "but": no subject), "She needs 8
    stamps": who needs (None: the clause before's), how many in all, and the noun of what for
    ("album"; None when not told)."""
    needer = _person(said[0]) if said else None
    if needer is not None:
        said = said[1:]
    if len(said) < 2 or said[0].lower not in _NEEDING:
        return None
    count = whole_count(said[1], 1)
    if count is None or told_in_dozens(said[1]):
        return None
    rest = said[2:]
    purpose: str | None = None
    at = next((i for i, t in enumerate(rest) if t.lower == "for"), None)
    if at is not None:
        named = rest[at + 2:]  # "for her party", "for a complete album"
        if len(rest) < at + 3 or rest[at + 1].lower not in _OWNERS or not 1 <= len(named) <= 2 or any(
            _plain_noun(t) is None for t in named
        ):
            return None
        purpose, rest = _plain_noun(named[-1]), rest[:at]
    said_words = tuple(t.lower for t in rest)
    closing = next(c for c in reversed(_IN_ALL) if said_words[len(said_words) - len(c):] == c)
    rest = rest[:len(rest) - len(closing)]
    if rest and _things(rest, count) != things:
        return None
    return needer, count, purpose


def _plain(token: Token) -> bool:
    """A plain lowercase word that says no more than a thing's name."""
    return token.kind is TokenKind.WORD and not token.possessive and not token.capitalized and (
        token.lower not in _NOT_A_THING)


def _plain_noun(token: Token) -> str | None:
    return noun_form(token.lower) if _plain(token) else None


def _each_takes(said: list[Token], things: Things) -> tuple[str | None, Quoted, str, Things] | None:
    """ "each one costs $2", "each stamp cost 2 dollars", "each pie takes 2 cups of flour", "she
    used 2 cups of flour on each one": who uses (None: no one said), the amount each takes, its
    unit ("dollars", "cups") and the stuff (() for money)."""
    words_said = [t.lower for t in said]
    if words_said[:1] == ["each"] and len(said) >= 4:
        if not _names_one(said[1], things):
            return None
        verb, amount_at = words_said[2], 3
        if verb in _COSTING:
            money = _money(said[amount_at:])
            return None if money is None else (None, money, "dollars", ())
        if verb not in _TAKING:
            return None
        measured = _measured(said[amount_at:])
        return None if measured is None else (None, *measured)
    if len(said) < 8:
        return None
    user = _person(said[0])
    if user is None or words_said[1] not in _USING or words_said[-3] not in _ON_EACH or (
        words_said[-2] != "each" or not _names_one(said[-1], things)
    ):
        return None
    measured = _measured(said[2:-3])
    return None if measured is None else (user, *measured)


def _names_one(token: Token, things: Things) -> bool:
    """ "one", or the thing's own noun in the singular."""
    return token.lower == "one" or token.kind is TokenKind.WORD and token.lower == things[-1]


def _money(said: list[Token]) -> Quoted | None:
    """ "$2", "$1.50", "2 dollars"."""
    numeral = said[0].numeral if said else None
    if numeral is None or said[0].kind is not TokenKind.NUMBER or (
        numeral.kind is not NumeralKind.CARDINAL or numeral.value <= 0
    ):
        return None
    if len(said) == 1 and numeral.currency == "dollar":
        return Quoted(numeral.value, said[0].text, said[0].span)
    if len(said) == 2 and numeral.currency is None and said[1].lower == "dollars":
        return Quoted(numeral.value, f"{said[0].text} dollars", (said[0].start, said[1].end))
    return None


def _measured(said: list[Token]) -> tuple[Quoted, str, Things] | None:
    """ "2 cups of flour": the amount, its unit's plural and the stuff's words."""
    if len(said) < 4 or said[2].lower != "of":
        return None
    numeral = said[0].numeral
    if said[0].kind is not TokenKind.NUMBER or numeral is None or numeral.currency is not None or (
        numeral.kind not in (NumeralKind.CARDINAL, NumeralKind.FRACTION) or numeral.value <= 0
    ):
        return None
    unit = measure_unit(said[1].lower)
    if unit is None or unit.ambiguous or said[1].lower not in (unit.name, unit.plural):
        return None
    stuff = said[3:]
    if not 1 <= len(stuff) <= 2 or not all(_plain(t) for t in stuff):
        return None
    return Quoted(numeral.value, said[0].text, said[0].span), unit.plural, tuple(t.lower for t in stuff)


def _asked(question: list[Token], unit: str, stuff: Things, purpose: str | None) -> str | None:
    """ "How much more money does she need?", "how many cups of flour does she still need?",
    "how much money would he need to finish his album?": who is asked of, when the question
    asks, in the unit told, what the ones still needed take."""
    said = [t.lower for t in question]
    if said[:1] != ["how"] or len(said) < 5:
        return None
    at = 2
    more = said[at:at + 1] == ["more"]
    if more:
        at += 1
    if stuff:
        if said[1] not in ("much", "many") or said[at:at + 2] != [unit, "of"]:
            return None
        at += 2
        if tuple(said[at:at + len(stuff)]) != stuff:
            return None
        at += len(stuff)
    else:
        if said[1] != "much":
            return None
        if said[at:at + 1] == ["money"]:
            at += 1
    if said[at:at + 1] == [] or said[at] not in _AUXILIARIES:
        return None
    asker = _person(question[at + 1]) if at + 1 < len(question) else None
    if asker is None:
        return None
    at += 2
    still = said[at:at + 1] == ["still"]
    if still:
        at += 1
    if said[at:at + 1] != ["need"]:
        return None
    rest = said[at + 1:]
    rest_named = len(rest) == 3 and rest[0] == "to" and rest[1] in _GETTING_REST and rest[2] == "rest"
    rest_named = rest_named or (len(rest) == 4 and rest[0] == "to" and rest[1] in _GETTING_REST
                                and rest[2:] == ["the", "rest"])
    finished = len(rest) == 4 and rest[0] == "to" and rest[1] in _FINISHING and rest[2] in _OWNERS and (
        purpose is not None and noun_form(rest[3]) == purpose)
    if rest and not (rest_named or finished):
        return None
    if any(t.kind is not TokenKind.WORD for t in question):
        return None
    if not (more or still or rest_named or finished):
        return None  # "How much money does she need?": for all she needs, or the rest?
    return asker


def _one_person(said: list[str | None]) -> bool:
    """One person: one given name, said first, every pronoun of the name's gender."""
    told = [s for s in said if s is not None]
    names = {s for s in told if s.lower() not in _PRONOUN_GENDER}
    if len(names) != 1 or not told or told[0].lower() in _PRONOUN_GENDER:
        return False
    gender = name_gender(next(iter(names)))
    return all(_PRONOUN_GENDER[s.lower()] == gender for s in told if s.lower() in _PRONOUN_GENDER) and (
        gender is not None or all(s.lower() not in _PRONOUN_GENDER for s in told))


__all__ = ["read_rest_cost"]
