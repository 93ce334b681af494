"""Reading the price of each of some things bought, worked back from the sum spent: "Ivo spent 90
cents. He bought a pen for 30 cents and 4 erasers. How much did each eraser cost?" (15 cents).

One person (a given name or a name with its title, then `he`/`she` of its gender) spends a sum
and buys things, in sentences of one or more doings joined by `and`:
  `<person> spent <sum> (in total / in all / altogether / at <a place>)`, `spent a total of <sum>`;
  `<person> (also) bought / purchased <things>`, the things a list (`,`, `and`, `, and`) of
  `<a / an / one / a count> <one to three words> (<price>)`, the price `for <sum> (each)`, `at
  <sum> each` or `that each cost <sum>` (a count of more than one `for <sum>` with no `each`:
  the sum of all, or of each? refused);
  `<person> went to <a / the> <a few words>` before `and`, a place gone to;
  `Each <thing> cost the same (amount)`, of the things of no price.
Exactly one sum spent and one kind of things bought with no price (its count any whole number),
every other kind priced; every sum in one unit (dollars or cents). The question asks the price
of one of the unpriced things: `How much does / did each / one / a (single) <thing> cost (in
<the unit>)`, `What is / was the cost / price of one / each / a <thing>`, or `How much did
<the person> pay for each / one <thing>`. Anything else — another person, a sum spent on
something named, a word more, a rest that is no more than zero — leaves the text to the general
reader (``None``). Replay takes what the priced things cost from the sum and parts the rest.
"""

from __future__ import annotations

from fractions import Fraction

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.price_back import PriceBackEntry
from wordproof.lexicon.words import noun_form
from wordproof.reader.sequences import person_gender, told_and_asked, told_in_dozens, whole_count
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind

_PRONOUNS = frozenset({"he", "she"})
_SPENDING = frozenset({"spent"})
_BUYING = frozenset({"bought", "purchased"})
_UNITS = {"dollars": "dollars", "dollar": "dollars", "cents": "cents", "cent": "cents"}
_ONE = frozenset({"a", "an", "one"})
_IN_ALL = (("in", "total"), ("in", "all"), ("altogether",))
_PLACES = frozenset({"at", "in"})
_ARTICLES = frozenset({"a", "an", "the"})
_EACH = frozenset({"each", "apiece"})
_COSTING = frozenset({"cost", "costs"})
# words that say more than a thing's name ("5 pens each", "8 more"): not read as one
_NOT_A_THING = frozenset({
    "more", "less", "fewer", "each", "every", "per", "of", "for", "to", "in", "on", "with", "from", "at",
    "by", "and", "or", "but", "than", "total", "all", "altogether", "together", "left", "other", "another",
    "again", "extra", "only", "already", "now", "still", "a", "an", "the", "some", "times", "twice", "that",
    "which", "who", "also", "same", "cost", "costs", "spent", "bought", "purchased", "price", "half", "both",
})

Thing = tuple[str, ...]  # the thing's words, its head last in the singular: ("candy", "bar")
Sum = tuple[Quoted, str]  # a sum and its unit
Item = tuple[Thing, Quoted, Sum | None]  # what was bought, how many, the price of each


def read_price_back(text: str, tokens: tuple[Token, ...] | list[Token]) -> PriceBackEntry | None:
    """The price of each unpriced thing bought, or None when the text is not such a problem."""
    told_asked = told_and_asked(tokens, (2, 3, 4, 5))
    if told_asked is None:
        return None
    told, question = told_asked
    people: list[Token] = []
    spent: list[Sum] = []
    items: list[Item] = []
    alike: list[Thing] = []
    for sentence in told:
        same = _each_the_same(sentence)
        if same is not None:
            alike.append(same)
            continue
        if not _sentence(sentence, people, spent, items):
            return None
    unpriced = [item for item in items if item[2] is None]
    priced = [(thing, count, price) for thing, count, price in items if price is not None]
    if len(spent) != 1 or len(unpriced) != 1 or not priced:
        return None
    (total, unit), (thing, count, _) = spent[0], unpriced[0]
    if any(price[1] != unit for _, _, price in priced) or any(a != thing for a in alike) or any(
        other[-1] == thing[-1] for other, _, _ in priced
    ):
        return None  # "a pen for 30 cents and 3 pens": which pens?
    asked = _asked(question, people, unit)
    if asked is None or asked != thing[len(thing) - len(asked):] or not _one_person(people):
        return None
    told_cost = sum((c.value * p.value for _, c, (p, _) in priced), start=Fraction(0))
    if total.value - told_cost <= 0:
        return None
    return PriceBackEntry("p1", total, tuple((" ".join(t), c, p) for t, c, (p, _) in priced), count,
                          " ".join(thing), unit, text[question[0].start:question[-1].end])


def _sentence(said: list[Token], people: list[Token], spent: list[Sum], items: list[Item]) -> bool:
    """One told sentence of the person's doings, joined by "and", each read into ``spent`` and
    ``items``; False for anything else."""
    if not said or not _a_person(said[0]):
        return False
    people.append(said[0])
    at = 1
    while True:
        if at < len(said) and said[at].lower == "also":
            at += 1
        if at >= len(said):
            return False
        verb = said[at].lower
        if verb in _SPENDING:
            read = _spent(said, at + 1)
            if read is None:
                return False
            amount, at, whole = read
            if items and not whole:
                return False  # "bought 5 lamps … She spent $260": besides the lamps, or in all?
            spent.append(amount)
        elif verb in _BUYING:
            bought = _bought(said, at + 1)
            if bought is None:
                return False
            listed, at = bought
            items.extend(listed)
        elif verb == "went" and said[at + 1:at + 2] and said[at + 1].lower == "to":
            place_end = _place(said, at + 2)
            if place_end is None or place_end >= len(said):
                return False  # a place gone to, and nothing done there
            at = place_end
        else:
            return False
        if at == len(said):
            return True
        if said[at].lower != "and":
            return False
        at += 1


def _spent(said: list[Token], at: int) -> tuple[Sum, int, bool] | None:
    """ "spent 74 cents (at the store)", "spent a total of $28": the sum, where its words end,
    and whether it is said to be the whole ("a total of", "in all")."""
    whole = [t.lower for t in said[at:at + 3]] == ["a", "total", "of"]
    if whole:
        at += 3
    read = _sum(said, at)
    if read is None:
        return None
    amount, at = read
    rest = [t.lower for t in said[at:]]
    for closing in _IN_ALL:
        if tuple(rest[:len(closing)]) == closing:
            return amount, at + len(closing), True
    if rest[:1] and rest[0] in _PLACES:
        end = _place(said, at + 1)
        return None if end is None else (amount, end, whole)
    return amount, at, whole


def _place(said: list[Token], at: int) -> int | None:
    """ "the school store", "a garage sale": an article and one to three plain words, up to an
    "and" or the end; where they end."""
    if at >= len(said) or said[at].lower not in _ARTICLES:
        return None
    end = at + 1
    while end < len(said) and said[end].lower != "and":
        if not _plain(said[end]):
            return None
        end += 1
    return end if 1 <= end - at - 1 <= 3 else None


def _bought(said: list[Token], at: int) -> tuple[list[Item], int] | None:
    """ "a ruler for 29 cents, a folder for 25 cents, and 3 pencils": the things bought, and
    where the list ends (the end, or an "and" before another doing)."""
    items: list[Item] = []
    while True:
        read = _item(said, at)
        if read is None:
            return None
        item, at = read
        if items and items[-1][2] is None:
            return None  # "4 figs and 3 pears for $2 each": the price of both, or of the pears?
        items.append(item)
        if at < len(said) and said[at].text == ",":
            at += 1
            if at < len(said) and said[at].lower == "and":
                at += 1
            continue
        if at + 1 < len(said) and said[at].lower == "and" and _count(said[at + 1]) is not None:
            at += 1
            continue
        return items, at


def _item(said: list[Token], at: int) -> tuple[Item, int] | None:
    """ "a ruler for 29 cents", "2 soft drinks for $4 each", "5 televisions that each cost $50",
    "3 pencils": the thing, its count, its price (None when untold)."""
    count = _count(said[at]) if at < len(said) else None
    if count is None:
        return None
    end = at + 1
    while end < len(said) and _plain(said[end]):
        end += 1
    thing = _thing(said[at + 1:end], count)
    if thing is None:
        return None
    rest = [t.lower for t in said[end:]]
    price: Sum | None = None
    if rest[:1] in (["for"], ["at"]):
        read = _sum(said, end + 1)
        if read is None:
            return None
        price, end = read
        each = end < len(said) and said[end].lower in _EACH
        if rest[0] == "at" and not each or count.value != 1 and not each:
            return None  # "2 pens for $4": $4 for both, or for each?
        end += int(each)
    elif rest[:3] == ["that", "each", "cost"] or rest[:3] == ["that", "each", "costs"]:
        read = _sum(said, end + 3)
        if read is None:
            return None
        price, end = read
    return (thing, count, price), end


def _count(token: Token) -> Quoted | None:
    """ "a", "an", "one", "3": how many of a thing bought (never in dozens)."""
    if token.kind is TokenKind.WORD and token.lower in _ONE:
        return _one(token)
    count = whole_count(token, 1)
    return None if count is None or told_in_dozens(token) else count


def _one(token: Token) -> Quoted:
    return Quoted(Fraction(1), token.text, token.span)


def _thing(said: list[Token], count: Quoted) -> Thing | None:
    """One to three plain words, the last the thing's noun in the count's number."""
    if not 1 <= len(said) <= 3:
        return None
    head = said[-1].lower
    if (head != noun_form(head)) != (count.value != 1):
        return None
    return tuple(t.lower for t in said[:-1]) + (noun_form(head),)


def _plain(token: Token) -> bool:
    return token.kind is TokenKind.WORD and not token.capitalized and not token.possessive and (
        token.lower not in _NOT_A_THING and token.lower not in _UNITS)


def _sum(said: list[Token], at: int) -> tuple[Sum, int] | None:
    """ "$4", "$ 4" (a sign apart), "74 cents", "28 dollars": the sum, its unit, where it ends."""
    if at >= len(said):
        return None
    token = said[at]
    if token.kind is TokenKind.PUNCT and token.text == "$" and at + 1 < len(said):
        number = said[at + 1]
        numeral = number.numeral
        if number.kind is not TokenKind.NUMBER or numeral is None or numeral.currency is not None or (
            numeral.kind is not NumeralKind.CARDINAL
        ):
            return None
        return (Quoted(numeral.value, f"$ {number.text}", (token.span[0], number.span[1])), "dollars"), at + 2
    numeral = token.numeral
    if token.kind is not TokenKind.NUMBER or numeral is None or numeral.kind is not NumeralKind.CARDINAL or (
        token.attributive or numeral.value <= 0
    ):
        return None
    if numeral.currency == "dollar":
        return (Quoted(numeral.value, token.text, token.span), "dollars"), at + 1
    unit = _UNITS.get(said[at + 1].lower) if numeral.currency is None and at + 1 < len(said) else None
    if unit is None:
        return None
    return (Quoted(numeral.value, f"{token.text} {said[at + 1].text}", (token.span[0], said[at + 1].span[1])),
            unit), at + 2


def _each_the_same(said: list[Token]) -> Thing | None:
    """ "Each chair cost the same (amount)": the things of the price asked are alike."""
    words = [t.lower for t in said]
    if words[:1] != ["each"] or len(words) < 5:
        return None
    at = next((i for i, w in enumerate(words) if w in _COSTING), None)
    if at is None or words[at + 1:] not in (["the", "same"], ["the", "same", "amount"]):
        return None
    thing = said[1:at]
    if not thing or not all(_plain(t) for t in thing):
        return None
    return _thing(thing, _one(said[0]))


def _asked(question: list[Token], people: list[Token], unit: str) -> Thing | None:
    """The thing whose price of one the question asks."""
    words = [t.lower for t in question]
    if words[-2:] == ["in", unit]:
        words = words[:-2]
    rest: list[str]
    if words[:2] == ["how", "much"] and words[2:3] in (["does"], ["did"]) and words[-1:] == ["cost"]:
        rest = words[3:-1]
    elif words[:2] == ["what", "is"] or words[:2] == ["what", "was"]:
        if words[2:5] not in (["the", "cost", "of"], ["the", "price", "of"]):
            return None
        rest = words[5:]
    elif words[:3] in (["how", "much", "did"], ["how", "much", "does"]) and words[4:6] == ["pay", "for"]:
        if not _a_person(question[3]):
            return None
        people.append(question[3])
        rest = words[6:]
    else:
        return None
    if rest[:2] == ["a", "single"]:
        rest = rest[2:]
    elif rest[:1] in (["each"], ["one"], ["a"], ["an"]):
        rest = rest[1:]
    else:
        return None
    if not 1 <= len(rest) <= 3 or any(w in _NOT_A_THING for w in rest) or noun_form(rest[-1]) != rest[-1]:
        return None
    return tuple(rest)


def _a_person(token: Token) -> bool:
    return person_gender(token) is not None


def _one_person(people: list[Token]) -> bool:
    """One name, said first, every "he"/"she" of its gender."""
    names = {t.text for t in people if t.lower not in _PRONOUNS}
    if len(names) != 1 or people[0].lower in _PRONOUNS:
        return False
    gender = person_gender(people[0])
    return gender is not None and all(person_gender(t) == gender for t in people)


__all__ = ["read_price_back"]
