"""Reading the profit on things one seller buys and sells at a price each: "Ben buys cups for $2
each and sells them for $5 each. How much profit does he make by selling 20 cups?" ($60); "Ana
buys lamps at $10 each and sells them at $14 each. If she bought 8 lamps, how much profit does she
make?" ($32).

The text tells these, each once, and nothing else (one to three sentences):

- *the purchase*: one seller, named by a given name, buys (lexicon `buying_verbs`) things at a
  price, `buys (20) cups for / at $2 (each)`; with a count the price must say `each` (`buys 20
  cups for $40` is what all of them cost); with none, it is the price of one;
- *the sale*, `(and) sells (lexicon `selling_verbs`) them (all) for / at $5 (each)`, of all the
  things bought; beside a count bought it must say `each`, and it says `each` just when the
  purchase does (`buys cups for $2 each and sells them (all) for $50`: $50 may be what all of
  them fetch);
- *the count*, once: in the purchase, in its own clause (`If she bought 8 lamps,`), or in the
  question (`… by selling 20 cups?`), the things named as bought.

The question asks the profit: `How much profit does / did / will <seller> make / get (by selling
20 cups)?`, `How much does <seller> make in profit (…)?`. A second seller, count or price, a sale
at no more than the cost, or any word the shape does not hold leave the text to the general
reader (``None``).
"""

from __future__ import annotations

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.profit import ProfitEntry
from wordproof.lexicon import words
from wordproof.reader.sequences import is_name, one_named_person, told_and_asked, words_and_marks
from wordproof.text.numerals import Numeral, NumeralKind, number_said
from wordproof.text.tokens import Token, TokenKind

_PRONOUN_GENDER = {"she": "female", "he": "male"}
_MONEY, _COUNT = "$", "#"
# words things bought may not hold: they count, compare, own or place them
_NOT_A_THING = frozenset({
    "and", "or", "for", "with", "that", "which", "each", "every", "per", "more", "less", "than", "other",
    "another", "his", "her", "their", "its", "the", "a", "an", "at", "on", "in", "from", "to", "some",
    "all", "both", "few", "several", "many", "dozen", "twice", "half", "then", "them", "it",
})

Bought = tuple[tuple[str, ...], Quoted | None, Quoted | None, bool]  # things, count, price, "each"
Sold = tuple[Quoted, bool]  # the price, and whether it says "each"


def read_profit(text: str, tokens: tuple[Token, ...] | list[Token]) -> ProfitEntry | None:
    """The profit on things bought and sold at a price each, or None when the text is not such a
    problem."""
    told_asked = told_and_asked(tokens, (1, 2, 3))
    if told_asked is None:
        return None
    told, question = told_asked
    people: list[Token] = []
    bought: list[Bought] = []
    sold: list[Sold] = []
    for clause in told:
        if not _read_told(clause, people, bought, sold):
            return None
    asked = _asked(question, people)
    if asked is None or not one_named_person(people, _PRONOUN_GENDER) or len(sold) != 1:
        return None
    priced = [b for b in bought if b[2] is not None]
    counted = [b for b in bought if b[2] is None]
    if len(priced) != 1 or len(counted) > 1:
        return None
    things, count, cost, cost_each = priced[0]
    price, price_each = sold[0]
    assert cost is not None
    counts = [c for c in (count, *(b[1] for b in counted), asked[1]) if c is not None]
    named = [b[0] for b in counted] + ([asked[0]] if asked[0] is not None else [])
    if len(counts) != 1 or any(not _same_things(n, things) for n in named):
        return None
    if count is not None and not (cost_each and price_each):
        return None  # "buys 20 cups for $40": what all of them cost
    if cost_each != price_each:
        return None  # "buys cups for $2 each and sells them for $50": $50 may be what all of them fetch
    if price.value <= cost.value:
        return None  # no profit: a loss, or nothing
    return ProfitEntry("p1", counts[0], cost, price, things[-1], text[question[0].start:question[-1].end])


def _said(clause: list[Token]) -> list[str] | None:
    """The clause's words, a sum in dollars standing as "$" and a count as "#"; None with any
    other number, a possessive or a mark."""
    return words_and_marks(clause, _mark)


def _mark(token: Token, numeral: Numeral) -> tuple[str, ...] | None:
    if numeral.kind is not NumeralKind.CARDINAL or numeral.value <= 0:
        return None
    if numeral.currency == "dollar":
        return (_MONEY,)
    if numeral.currency is None and numeral.value.denominator == 1:
        return (_COUNT,)
    return None


def _quoted_all(clause: list[Token]) -> list[Quoted]:
    """The numbers of a clause in order, each quoted."""
    out: list[Quoted] = []
    for token in clause:
        if token.kind is TokenKind.NUMBER and token.numeral is not None:
            out.append(Quoted(number_said(token.numeral.value, token.numeral.kind), token.text, token.span))
    return out


def _read_told(clause: list[Token], people: list[Token], bought: list[Bought], sold: list[Sold]) -> bool:
    """One told clause: the seller buys things (at a price), and sells them at a price."""
    said = _said(clause)
    if not said or not (said[0] in _PRONOUN_GENDER or is_name(clause[0])):
        return False
    people.append(clause[0])
    numbers = _quoted_all(clause)
    parts: list[list[str]] = [[]]
    for word in said[1:]:
        if word == "and":
            parts.append([])
        else:
            parts[-1].append(word)
    at = 0
    for part in parts:
        held = numbers[at:at + part.count(_MONEY) + part.count(_COUNT)]
        at += len(held)
        if not (_bought(part, held, bought) or _sold(part, held, sold)):
            return False
    return True


def _told_verb_of(word: str, word_class: str) -> bool:
    """A verb said told (not its base form: "buys", "sold") of a class of the lexicon."""
    lemma = words.verb_lemma(word)
    return lemma is not None and lemma != word and words.in_class(lemma, word_class)


def _bought(part: list[str], numbers: list[Quoted], bought: list[Bought]) -> bool:
    """ "buys (20) cups (for / at $2 (each))": the things, their count, the price and "each"."""
    if not part or not _told_verb_of(part[0], "buying_verbs"):
        return False
    rest, count = part[1:], None
    if rest[:1] == [_COUNT]:
        count, rest = numbers[0], rest[1:]
    end = next((i for i, w in enumerate(rest) if w in ("for", "at")), len(rest))
    things, after = tuple(rest[:end]), rest[end:]
    if not _plain(things):
        return False
    if not after:
        if count is None:
            return False
        bought.append((things, count, None, False))
        return True
    if after[1:2] != [_MONEY] or after[2:] not in ([], ["each"]):
        return False
    bought.append((things, count, numbers[-1], after[2:] == ["each"]))
    return True


def _sold(part: list[str], numbers: list[Quoted], sold: list[Sold]) -> bool:
    """ "sells them (all) for / at $5 (each)": the price and "each"."""
    if not part or not _told_verb_of(part[0], "selling_verbs"):
        return False
    rest = part[1:]
    if rest[:2] != ["them", "all"] and rest[:1] != ["them"]:
        return False
    every = rest[:2] == ["them", "all"]
    rest = rest[2:] if every else rest[1:]
    if len(rest) not in (2, 3) or rest[0] not in ("for", "at") or rest[1] != _MONEY:
        return False
    if rest[2:] != ["each"] and (every or rest[2:] != []):
        return False  # "sells them all for $50": what all of them fetch
    sold.append((numbers[0], rest[2:] == ["each"]))
    return True


def _asked(question: list[Token], people: list[Token]) -> tuple[tuple[str, ...] | None, Quoted | None] | None:
    """ "How much profit does she make (by selling 20 cups)?": the things and count of the
    closing, if any."""
    said = _said(question)
    if said is None or len(said) < 6 or said[:2] != ["how", "much"]:
        return None
    if said[2] == "profit" and said[3] in ("does", "did", "will") and said[5] in ("make", "get"):
        seller, rest = question[4], said[6:]
    elif said[2] in ("does", "did", "will") and said[4:7] == ["make", "in", "profit"]:
        seller, rest = question[3], said[7:]
    else:
        return None
    if not (seller.lower in _PRONOUN_GENDER or is_name(seller)):
        return None
    people.append(seller)
    if not rest:
        return None, None
    if rest[:3] != ["by", "selling", _COUNT] or not _plain(tuple(rest[3:])):
        return None
    return tuple(rest[3:]), _quoted_all(question)[0]


def _plain(things: tuple[str, ...]) -> bool:
    """One to four words that name things and nothing more (`bags of popcorn`)."""
    if not 1 <= len(things) <= 4 or any(w in _NOT_A_THING or w in (_MONEY, _COUNT) for w in things):
        return False
    return "of" not in things or (len(things) == 3 and things[1] == "of")


def _same_things(named: tuple[str, ...], things: tuple[str, ...]) -> bool:
    """The things bought named again: in their words, or by the noun that counts them (`bags` of
    `bags of tea`, `cups` of `blue cups`)."""
    return named in (things, things[:1] if "of" in things else things[-1:])




__all__ = ["read_profit"]
