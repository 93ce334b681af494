"""Reading the price a thing had before a share of it was taken off, from the sum one buyer paid:
"Ana bought a lamp at a 25% discount. If she paid $30, what was the original price of the lamp?"
($40); "Ben spent $30 on a lamp, which is 25% less than the original price. What was the original
price?" ($40); "Ben spent $30 on a lamp which cost 75% of the original price. …" ($40).

The text tells one purchase by one buyer (a given name, or `I`) of one thing said with `a`/`an`
(`a lamp`, `a pair of shoes`), and nothing else, in one of these ways:

- `<buyer> bought/buys/purchased a lamp at/with a 25% discount and paid (the sale price of) $30`,
  or the sum in a clause of its own, `(If) she paid $30 (for it / for the lamp)`;
- `<buyer> spent/paid $30 on/for a lamp(,) which is/was 25% less than the original price`, or
  `… which cost / is / was 75% of the original price` (the sum paid is that share of it);
- `<buyer> bought a lamp for $30`, then `The lamp(s) / It was/were already marked 25% off` or
  `… was/were already on sale for/at 25% off` (`already`: the sale came before the purchase, so
  the sum paid is the sale price).

The question asks `What was/is the original price (of the lamp / of it)?` or `How much was the
original price (…)?`, the thing named by its words or its last word. A second person, sum,
share or thing, a pronoun before the buyer or of another gender, a share of all the price or
more, and any word the shape does not hold leave the text to the general reader (``None``).
"""

from __future__ import annotations

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.original_price import OriginalPriceEntry
from wordproof.reader.sequences import is_name, one_named_person, told_and_asked
from wordproof.text.numerals import NumeralKind, number_said
from wordproof.text.tokens import Token, TokenKind

_MONEY, _PERCENT, _BUYER = "$", "%", "<buyer>"
_GENDERS = {"she": "female", "he": "male", "her": "female", "his": "male"}
_FIRST_PERSON = frozenset({"i", "me", "my"})
_BUYING = frozenset({"bought", "buys", "purchased", "purchases"})
_SPENDING = frozenset({"spent", "spends", "paid", "pays"})
_PAYING = frozenset({"paid", "pays"})
# words a thing bought may not hold: they count, compare, own or join it
_NOT_A_THING = frozenset({
    "and", "or", "for", "with", "that", "which", "each", "every", "per", "more", "less", "than", "other",
    "another", "his", "her", "their", "its", "my", "the", "a", "an", "at", "on", "in", "to", "price", "cost",
    "sale", "some", "all", "both", "half", "twice", "then", "discount", "off", "original", _MONEY, _PERCENT,
    _BUYER, ",",
})


def read_original_price(text: str, tokens: tuple[Token, ...] | list[Token]) -> OriginalPriceEntry | None:
    """The price before a share of it was taken off, or None when the text is not such a
    problem."""
    told_asked = told_and_asked(tokens, (2, 3))
    if told_asked is None:
        return None
    told, question = told_asked
    people: list[Token] = []
    said = [_said(clause, people) for clause in (*told, question)]
    if any(s is None for s in said) or not _one_buyer(people):
        return None
    *told_said, asked = (s for s in said if s is not None)
    read = _purchase(told_said)
    if read is None:
        return None
    thing, share_paid = read
    if not _asked(asked, thing):
        return None
    money = [t for clause in told for t in clause if t.numeral is not None and t.numeral.currency == "dollar"]
    shares = [t for clause in told for t in clause
              if t.numeral is not None and t.numeral.kind is NumeralKind.PERCENT]
    paid, share = _quoted(money[0]), _quoted(shares[0])
    if not 0 < share.value < 1:
        return None  # nothing or all of the price (or more) taken off
    return OriginalPriceEntry("o1", paid, share, share_paid, text[question[0].start:question[-1].end])


def _said(clause: list[Token], people: list[Token]) -> list[str] | None:
    """The clause's words in lowercase, a sum in dollars as "$", a percentage as "%", a given name
    as "<buyer>", a comma kept; names and pronouns are kept in ``people``. None with any other
    number, a possessive or another mark."""
    said: list[str] = []
    for token in clause:
        numeral = token.numeral
        if token.kind is TokenKind.NUMBER and numeral is not None and not token.attributive:
            if token.lower == "a pair of" and numeral.lexicon_constant == "pair":
                said.extend(("a", "pair", "of"))  # one thing: "a pair of shoes"
            elif numeral.kind is NumeralKind.PERCENT and numeral.currency is None:
                said.append(_PERCENT)
            elif numeral.kind is NumeralKind.CARDINAL and numeral.currency == "dollar":
                said.append(_MONEY)
            else:
                return None
        elif token.possessive:
            return None
        elif is_name(token):
            people.append(token)
            said.append(_BUYER)
        elif token.kind is TokenKind.WORD:
            if token.lower in _GENDERS or token.lower in _FIRST_PERSON:
                people.append(token)
            said.append("i" if token.lower == "i" else token.lower)
        elif token.text == ",":
            said.append(",")
        else:
            return None
    return said


def _one_buyer(people: list[Token]) -> bool:
    """One given name said first, its pronouns of its gender; or only "I"/"my"."""
    if people and all(t.lower in _FIRST_PERSON for t in people):
        return people[0].lower == "i"
    named = bool(people) and not any(t.lower in _FIRST_PERSON for t in people)
    return named and one_named_person(people, _GENDERS)


def _buyer(words: list[str]) -> list[str] | None:
    """The words after the buyer ("<buyer>", "I", "she", "he"); None without one."""
    return words[1:] if words[:1] in ([_BUYER], ["i"], ["she"], ["he"]) else None


def _thing(words: list[str], ends: tuple[str, ...]) -> tuple[tuple[str, ...], list[str]] | None:
    """ "a pair of shoes at …": the thing's words and the words from the first of ``ends`` on."""
    if words[:1] not in (["a"], ["an"]):
        return None
    end = next((i for i, w in enumerate(words) if i > 1 and w in ends), None)
    if end is None:
        return None
    thing = words[1:end]
    if not 1 <= len(thing) <= 4 or any(w in _NOT_A_THING for w in thing) or "of" in (thing[0], thing[-1]):
        return None
    return tuple(thing), words[end:]


def _purchase(told: list[list[str]]) -> tuple[tuple[str, ...], bool] | None:
    """The thing and whether the share told is what was paid (not what was taken off), when the
    told clauses are one purchase of one of the shapes."""
    first = _buyer(told[0])
    if first is None or not first:
        return None
    verb, rest = first[0], first[1:]
    if verb in _BUYING:
        read = _thing(rest, ("at", "with", "for"))
        if read is None:
            return None
        thing, after = read
        if after[:4] in (["at", "a", _PERCENT, "discount"], ["with", "a", _PERCENT, "discount"]):
            after = after[4:]
            if len(told) == 1:
                paid = after[2:] if after[:2] == ["and", "paid"] else None
                return (thing, False) if paid in ([_MONEY], ["the", "sale", "price", "of", _MONEY]) else None
            return (thing, False) if len(told) == 2 and not after and _paid(told[1], thing) else None
        if after == ["for", _MONEY] and len(told) == 2 and _marked_off(told[1], thing):
            return thing, False
        return None
    if verb not in _SPENDING or rest[:1] != [_MONEY] or len(told) != 1:
        return None
    read = _thing(rest[2:], (",", "which")) if rest[1:2] in (["on"], ["for"]) else None
    if read is None:
        return None
    thing, after = read
    if after[:1] == [","]:
        after = after[1:]
    if after[:1] != ["which"]:
        return None
    after = after[1:]
    if after[:1] in (["is"], ["was"]) and after[2:] == ["less", "than", "the", "original", "price"] and (
            after[1:2] == [_PERCENT]):
        return thing, False
    if after[:1] in (["is"], ["was"], ["cost"]) and after[1:] == [_PERCENT, "of", "the", "original", "price"]:
        return thing, True
    return None


def _paid(words: list[str], thing: tuple[str, ...]) -> bool:
    """ "she paid $480", "she paid $480 for it / for the pair of shoes"."""
    rest = _buyer(words)
    if rest is None or rest[:2] not in ([verb, _MONEY] for verb in _PAYING):
        return False
    return rest[2:] in ([], ["for", "it"]) or rest[2:4] == ["for", "the"] and _names(rest[4:], thing)


def _marked_off(words: list[str], thing: tuple[str, ...]) -> bool:
    """ "The shoes were already marked 75% off", "It was already on sale for 75% off"."""
    if words[:1] == ["it"]:
        rest = words[1:]
    elif words[:1] == ["the"]:
        rest = words[1:]
        named = next((n for n in (len(thing), 1) if _names(rest[:n], thing)), None)
        if named is None:
            return False
        rest = rest[named:]
    else:
        return False
    if rest[:2] not in (["was", "already"], ["were", "already"]):
        return False
    rest = rest[2:]
    return rest in (["marked", _PERCENT, "off"], ["on", "sale", "for", _PERCENT, "off"],
                    ["on", "sale", "at", _PERCENT, "off"])


def _names(words: list[str], thing: tuple[str, ...]) -> bool:
    """The thing named again by all its words or by its last one ("the pair of shoes", "the
    shoes")."""
    return tuple(words) == thing or len(words) == 1 and words[0] == thing[-1]


def _asked(words: list[str], thing: tuple[str, ...]) -> bool:
    """ "What was the original price (of the lamp)?", "How much was the original price (of it)?"."""
    if words[:2] in (["what", "was"], ["what", "is"]):
        rest = words[2:]
    elif words[:3] in (["how", "much", "was"], ["how", "much", "is"]):
        rest = words[3:]
    else:
        return False
    if rest[:3] != ["the", "original", "price"]:
        return False
    rest = rest[3:]
    return rest in ([], ["of", "it"]) or rest[:2] == ["of", "the"] and _names(rest[2:], thing)


def _quoted(token: Token) -> Quoted:
    assert token.numeral is not None
    return Quoted(number_said(token.numeral.value, token.numeral.kind), token.text, token.span)


__all__ = ["read_original_price"]
