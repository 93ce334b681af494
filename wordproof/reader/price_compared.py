"""Reading one thing's price told against another's, asked of a purchase of the two: "A pen
costs $3 more than a pad. If a pad costs $2, what is the total cost of both items?" ($7);
"A mug costs twice as much as a cup. A cup costs $4. How much will Ana pay for 3 mugs?" ($24).

The text tells two things, in either order, each once, and nothing else:

- *the comparison*: `A/An X costs` and `N times / twice / thrice / half / 1/3 as much as`,
  `1/3 of the cost (price) of`, or `$N more (less, cheaper) than`, then `a/an Y`;
- *the price told*: `A/An Y costs (is) $P`, or `If a/an Y costs $P,` opening the question.

X and Y are one or two plain words each, other than each other; the comparison may come
before the price it is told against (the only other price told is the one it names). The
question asks the price of one X (`How much does a/an X cost?`), both (`What is (Find) the
total cost of both items.`), a count of X (`How much do K Xs cost?`, `How much will (would)
<Name>/he/she pay for K Xs?`; a purchase asked as done, `did … pay`, the story never tells)
or of both (`How much will it cost to buy a/an (K) X(s) and a/an (K) Y(s)?`). A price less
than nothing is refused by the obligations; any other number, word or sentence leaves the
text to the general reader (``None``).
"""

from __future__ import annotations

from fractions import Fraction

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.equations import NumberPair, PairRelation, Tie
from wordproof.ledger.price_compared import PriceComparedEntry, PriceTie
from wordproof.lexicon.words import noun_form
from wordproof.reader.sequences import is_name, told_and_asked
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind

Said = list[str | Token]
_ARTICLES = frozenset({"a", "an"})
_COSTS = frozenset({"costs", "cost"})
_WORDS_OF_COST = frozenset({"cost", "price"})
_IMPERATIVES = frozenset({"find", "calculate"})
_BOTH = frozenset({"items", "things"})


def read_price_compared(text: str, tokens: tuple[Token, ...] | list[Token]) -> PriceComparedEntry | None:
    """The cost asked of things whose prices are told one against the other, or None when the
    text is not such a problem."""
    split = told_and_asked(tokens, (2, 3), _orders)
    if split is None:
        return None
    told, question = split
    if len(told) != 2:
        return None
    said = [_said(clause, at_start=True) for clause in told]
    asked = _said(question, at_start=True)
    if None in said or asked is None:
        return None
    first, second = (s for s in said if s is not None)
    for compared_said, price_said, clause in ((first, second, told[0]), (second, first, told[1])):
        comparison = _comparison(compared_said)
        price = _price(price_said)
        if comparison is None or price is None:
            continue
        compared, tie, by, other = comparison
        thing, sum_told = price
        if thing != other or compared == other:
            return None
        counts = _asked(asked, compared, other)
        if counts is None:
            return None
        numbers, words = counts
        return PriceComparedEntry("p1", " ".join(compared), " ".join(other), sum_told, tie, by,
                                  text[clause[0].start:clause[-1].end], numbers, words,
                                  text[question[0].start:question[-1].end])
    return None


_THE = frozenset({"the"})
_TIES = {PriceTie.TIMES: Tie.MULTIPLE, PriceTie.MORE: Tie.MORE, PriceTie.LESS: Tie.LESS}
# words closing a total told of two things: "… cost $90 together"
_ALL_TOLD = (("together",), ("in", "total"), ("altogether",), ("combined",))
_HOW_MUCH: tuple[tuple[str, ...], ...] = (("how", "much", "does"), ("how", "much", "did"))
_WHAT_IS: tuple[tuple[str, ...], ...] = (("what", "is"), ("what", "was"), ("find",))


def read_priced_pair(text: str, tokens: tuple[Token, ...] | list[Token]) -> NumberPair | None:
    """Two things told by what they cost together and one's price against the other's, one
    asked: "A lamp and a rug cost $90 together. The rug costs twice as much as the lamp. How
    much does the lamp cost?" ($30). The total is "A/The X and a/the Y (together) cost(s) (a
    total of) $T (together, in total, altogether)"; the comparison is the one read above, of
    the things named again with "the" (or "a"); the question is "How much does (did) the X
    cost?", "What is (was) the cost (price) of the X?" or "Find …". Any other text is
    ``None``."""
    split = told_and_asked(tokens, (2, 3), _orders, clauses=2)
    if split is None:
        return None
    (total_clause, compared_clause), question = split
    total_said = _said(total_clause, at_start=True)
    compared_said = _said(compared_clause, at_start=True)
    asked_said = _said(question, at_start=True)
    if total_said is None or compared_said is None or asked_said is None:
        return None
    told = _total(total_said)
    comparison = _comparison(compared_said, _ARTICLES | _THE)
    if told is None or comparison is None:
        return None
    things, total = told
    compared, tie, by, other = comparison
    asked = _price_asked(asked_said)
    if {compared, other} != set(things) or asked not in things:
        return None
    names = tuple(" ".join(thing) for thing in things)
    sum_span = (total_clause[0].start, total_clause[-1].end)
    tie_span = (compared_clause[0].start, compared_clause[-1].end)
    relations = (PairRelation("e1", Tie.SUM, total, text[sum_span[0]:sum_span[1]], sum_span),
                 PairRelation("e2", _TIES[tie], by, text[tie_span[0]:tie_span[1]], tie_span,
                              " ".join(compared), " ".join(other)))
    return NumberPair((names[0], names[1]), False, relations, " ".join(asked),
                      text[question[0].start:question[-1].end], unit="dollars")


def _total(said: Said) -> tuple[tuple[tuple[str, ...], tuple[str, ...]], Quoted] | None:
    """((X, Y), $T) of "A/The X and a/the Y (together) cost $T (together)"."""
    closings: tuple[tuple[str, ...], ...] = (*_ALL_TOLD, ())
    for closing in closings:
        if len(said) > len(closing) and tuple(said[len(said) - len(closing):]) == closing:
            words = said[:len(said) - len(closing)]
            break
    else:
        return None
    if len(words) < 2:
        return None
    if words[-1] == "dollars":  # "cost 240 dollars": the sum in words, as "$240"
        words = words[:-1]
        price = _number(words[-1], (NumeralKind.CARDINAL,), None)
    else:
        price = _number(words[-1], (NumeralKind.CARDINAL,), "dollar")
    words = words[:-1]
    if words[-3:] == ["a", "total", "of"]:
        words = words[:-3]
    if price is None or not words or words[-1] not in _COSTS:
        return None
    words = words[:-1]
    if words[-1:] == ["together"] and not closing:
        words = words[:-1]
    if "and" not in words:
        return None
    joint = words.index("and")
    first, second = (_a_thing(part, _ARTICLES | _THE) for part in (words[:joint], words[joint + 1:]))
    if first is None or second is None or first == second or set(first) & set(second):
        return None  # "a red pen and a blue pen": which one is "the pen"?
    return (first, second), price


def _price_asked(said: Said) -> tuple[str, ...] | None:
    """X of "How much does (did) the X cost?", "What is the cost (price) of the X?"."""
    for opening in _HOW_MUCH:
        if tuple(said[:3]) == opening and said[-1:] == ["cost"]:
            return _a_thing(said[3:-1], _THE)
    for opening in _WHAT_IS:
        rest = said[len(opening):]
        if tuple(said[:len(opening)]) == opening and rest[:1] == ["the"] and rest[1:2] in (
                ["cost"], ["price"]) and rest[2:3] == ["of"]:
            return _a_thing(rest[3:], _THE)
    return None


def _orders(sentence: list[Token]) -> bool:
    """ "Find …", "If …, calculate …": a question said as an order."""
    opening = sentence[0].lower == "if"
    comma = next((i for i, t in enumerate(sentence) if t.text == ","), -1) if opening else -1
    return comma + 1 < len(sentence) and sentence[comma + 1].lower in _IMPERATIVES


def _said(clause: list[Token], at_start: bool) -> Said | None:
    """Lowercase words, numbers as tokens, a given name (other than the first word) as
    "<name>"; None with a possessive or a mark."""
    said: Said = []
    for index, token in enumerate(clause):
        if token.possessive:
            return None
        if token.kind is TokenKind.NUMBER and not token.attributive:
            said.append(token)
        elif token.kind is TokenKind.WORD and is_name(token) and not (at_start and index == 0):
            said.append("<name>")
        elif token.kind is TokenKind.WORD and (not token.capitalized or index == 0):
            said.append(token.lower)
        else:
            return None
    return said


def _plain(words: Said) -> bool:
    """One or two plain words naming a thing."""
    return 1 <= len(words) <= 2 and all(isinstance(w, str) and w.isalpha() and w not in _ARTICLES
                                        and w not in ("of", "and", "than", "as") for w in words)


def _a_thing(words: Said, articles: frozenset[str] = _ARTICLES) -> tuple[str, ...] | None:
    """ "a pencil", "an ink pad" (or "the pencil" with "the" among ``articles``): the thing's
    words after its article."""
    if words[:1] and words[0] in articles and _plain(words[1:]):
        return tuple(str(w) for w in words[1:])
    return None


def _number(word: str | Token, kinds: tuple[NumeralKind, ...], currency: str | None) -> Quoted | None:
    if not isinstance(word, Token) or word.numeral is None:
        return None
    numeral = word.numeral
    if numeral.kind not in kinds or numeral.currency != currency or numeral.value <= 0:
        return None
    return Quoted(numeral.value, word.text, word.span)


def _comparison(said: Said, articles: frozenset[str] = _ARTICLES
                ) -> tuple[tuple[str, ...], PriceTie, Quoted, tuple[str, ...]] | None:
    """(X, tie, by, Y) of "A/An X costs <comparison> a/an Y" (X and Y after ``articles``)."""
    verb = next((i for i, w in enumerate(said) if w in _COSTS), None)
    if verb is None:
        return None
    compared = _a_thing(said[:verb], articles)
    rest = said[verb + 1:]
    if compared is None or not rest:
        return None
    head, after = rest[0], rest[1:]
    factor = _number(head, (NumeralKind.MULTIPLIER, NumeralKind.FRACTION), None)
    if factor is None and after[:1] == ["times"]:
        factor = _number(head, (NumeralKind.CARDINAL,), None)
        after = after[1:]
    tie, by = PriceTie.TIMES, factor
    if factor is not None:
        if factor.value == 1:
            return None
        if after[:3] == ["as", "much", "as"]:
            after = after[3:]
        elif after[:4] in [["of", "the", word, "of"] for word in _WORDS_OF_COST] and factor.value < 1:
            after = after[4:]
        else:
            return None
    else:
        by = _number(head, (NumeralKind.CARDINAL,), "dollar")
        if by is None or after[1:2] != ["than"] or after[:1] not in (["more"], ["less"], ["cheaper"]):
            return None
        tie = PriceTie.MORE if after[0] == "more" else PriceTie.LESS
        after = after[2:]
    other = _a_thing(after, articles)
    if other is None or by is None:
        return None
    return compared, tie, by, other


def _price(said: Said) -> tuple[tuple[str, ...], Quoted] | None:
    """(Y, $P) of "A/An Y costs (is) $P"."""
    if len(said) < 4 or said[-2] not in (*_COSTS, "is"):
        return None
    thing = _a_thing(said[:-2])
    price = _number(said[-1], (NumeralKind.CARDINAL,), "dollar")
    return (thing, price) if thing is not None and price is not None else None


_Counts = tuple[tuple[Fraction, Fraction], tuple[Quoted | None, Quoted | None]]


def _asked(said: Said, compared: tuple[str, ...], other: tuple[str, ...]) -> _Counts | None:
    """How many of X and of Y the question asks the cost of."""
    one = (Fraction(1), Fraction(0)), (None, None)
    if said[:3] == ["how", "much", "does"] and said[-1:] == ["cost"] and _a_thing(said[3:-1]) == compared:
        return one
    if said[:1] in (["what"], *([w] for w in _IMPERATIVES)):
        rest = said[2:] if said[:2] == ["what", "is"] else said[1:]
        if rest[:5] == ["the", "total", "cost", "of", "both"] and len(rest) == 6 and rest[5] in _BOTH:
            return (Fraction(1), Fraction(1)), (None, None)
        return None
    if said[:3] == ["how", "much", "do"] and said[-1:] == ["cost"]:
        counted = _counted(said[3:-1], compared)
        return ((counted.value, Fraction(0)), (counted, None)) if counted is not None else None
    payer = said[3:4] in (["<name>"], ["he"], ["she"])
    if said[:2] == ["how", "much"] and said[2:3] in (["will"], ["would"]) and payer and (
        said[4:6] == ["pay", "for"]
    ):
        counted = _counted(said[6:], compared)
        return ((counted.value, Fraction(0)), (counted, None)) if counted is not None else None
    if said[:7] == ["how", "much", "will", "it", "cost", "to", "buy"] and "and" in said:
        joint = said.index("and")
        items = [_item(said[7:joint]), _item(said[joint + 1:])]
        if None in items:
            return None
        found = {thing: count for thing, count in (i for i in items if i is not None)}
        if set(found) != {compared, other}:
            return None
        mine, theirs = found[compared], found[other]
        return (_many(mine), _many(theirs)), (mine, theirs)
    return None


def _many(count: Quoted | None) -> Fraction:
    return Fraction(1) if count is None else count.value


def _counted(words: Said, thing: tuple[str, ...]) -> Quoted | None:
    """ "4 notebooks": a whole count above one of the thing, said in the plural."""
    item = _item(words)
    return item[1] if item is not None and item[0] == thing and item[1] is not None else None


def _item(words: Said) -> tuple[tuple[str, ...], Quoted | None] | None:
    """(the thing, its count; None for one) of "a table" or "4 chairs"."""
    thing = _a_thing(words)
    if thing is not None:
        return thing, None
    count = _number(words[0], (NumeralKind.CARDINAL,), None) if words else None
    if count is None or count.value.denominator != 1 or count.value < 2 or not _plain(words[1:]):
        return None
    *before, last = (str(w) for w in words[1:])
    singular = noun_form(last)
    if singular == last:
        return None  # "4 sheep", or a word not in the plural
    return (*before, singular), count
