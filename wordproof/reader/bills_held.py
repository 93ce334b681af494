"""Reading money held as bills of told sums, asked as one sum: "Ana has two $20 bills and a $5
bill. How much money does Ana have?" ($45); "He has 7 bills of 5 dollars and 1 bill of 10
dollars" ($45); "Ben has ten $10 bills and four fewer $5 bills" (six $5 bills: $130).

The text tells one holding and may tell where the bills are kept, nothing else:

- *the holding*: `<Name>/he/she has/had LIST (in his/her wallet/purse/pocket)`, LIST a list
  (`,`, `and`, `, and`) of bills: `N $D bills`, `a/an/one $D bill`, `N bills of D dollars`,
  `a/one bill of D dollars` (`note` as `bill`), or `N fewer $D bills`: N fewer than the bills
  of the one item before it (after two items, fewer than which?; in a second holder's list,
  fewer than his bills or than the first holder's?; `N more $D bills` may be N besides: not
  read);
- *where they are kept* (no number): `<Name>/he/she keeps/kept his/her bills in his/her
  wallet/purse/pocket`.

The question asks the money held, at the holding's time: `How much money does (did) <holder>
have (in all / in total / altogether)?`. One holder, named by a given name before any pronoun,
every pronoun of the name's gender (a name of no known gender only with no pronoun). A count
of bills told against no bills before it, fewer bills than none, another number, holder, time
or word leave the text to the general reader (``None``); a bare sum held beside the bills (`$4
in coins`) is not of this shape.
"""

from __future__ import annotations

from fractions import Fraction

from wordproof.ledger.bills_held import BillsHeldEntry, BillsHolding, BillsItem
from wordproof.ledger.derivation import Quoted
from wordproof.lexicon.tables import name_gender
from wordproof.lexicon.words import in_class, verb_lemma
from wordproof.reader.sequences import is_name, one_named_person, told_and_asked
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind

_GENDERS = {"she": "female", "he": "male", "her": "female", "his": "male"}
_BILLS = {"bill": False, "bills": True, "note": False, "notes": True}
_ONE = frozenset({"a", "an"})
_KEPT_IN = frozenset({"wallet", "purse", "pocket"})
_TIMES = {"has": "does", "had": "did"}
_ASKED_ENDS: tuple[list[str], ...] = ([], ["in", "all"], ["in", "total"], ["altogether"], ["total"])


def read_bills_held(text: str, tokens: tuple[Token, ...] | list[Token]) -> BillsHeldEntry | None:
    """The money held as bills, or None when the text is not such a problem."""
    told_asked = told_and_asked(tokens, (2, 3))
    if told_asked is None:
        return None
    told, question = told_asked
    people: list[Token] = []
    holdings: list[tuple[str, str, list[BillsItem]]] = []
    places: set[str | Token] = set()  # "in her wallet", "keeps her bills in her purse"
    for clause in told:
        words = _words(clause, people)
        if words is None:
            return None
        holding = _holding(words)
        if holding is not None:
            holdings.append(holding)
        elif not _kept(words):
            return None
        if words[-1] in _KEPT_IN:
            places.add(words[-1])
    if len(places) > 1:
        return None  # "keeps her bills in her purse … has three $20 bills in her wallet": and those in it?
    asked = _words(question, people)
    if asked is None or not holdings or len({verb for _, verb, _ in holdings}) != 1:
        return None
    names = [holder for holder, _, _ in holdings]
    if len(holdings) == 1 and _one_holder(people):
        names = [f"<{people[0].text}>"]  # the one name, whether the holding tells it or a pronoun
        held = _asked_held(asked, holdings[0][1])
        if held is None or held[0] not in (names[0], "he", "she") or held[1] is not None:
            return None
        than = None
    elif len(holdings) == 2 and all(t.lower not in _GENDERS for t in people) and len(set(names)) == 2:
        if any(item.than for item in holdings[1][2]):
            return None  # "Ben has four $10 bills and two fewer $5 bills" after Ana's: than his, or hers?
        held = _asked_held(asked, holdings[0][1])
        if held is None or held[1] is None or {held[0], held[1]} != set(names):
            return None  # two holders: how much more one has than the other
        than = names.index(held[1])
    else:
        return None
    return BillsHeldEntry("b1", tuple(BillsHolding(name[1:-1], items) for name, (_, _, items) in zip(
        names, holdings, strict=True)), names.index(held[0]) if held[0] in names else 0, than,
                          text[question[0].start:question[-1].end])


def _asked_held(asked: list[str | Token], verb: str) -> tuple[str, str | None] | None:
    """(holder asked, holder compared or None) of "How much money does Ana have (in all)?" or
    "How much more money does Ana have than Ben?", asked at the holding's time."""
    if asked[:2] != ["how", "much"]:
        return None
    more = asked[2:3] == ["more"]
    rest = asked[3:] if more else asked[2:]
    if rest[:2] != ["money", _TIMES[verb]] or rest[3:4] != ["have"] or not _holder(rest[2:3]):
        return None
    if not more:
        return (str(rest[2]), None) if rest[4:] in _ASKED_ENDS else None
    if len(rest) != 6 or rest[4] != "than" or not _holder(rest[5:]):
        return None
    return str(rest[2]), str(rest[5])


def _words(clause: list[Token], people: list[Token]) -> list[str | Token] | None:
    """The clause's words in lowercase (a given name as "<holder>"), each number and article
    as its token, a comma as ","; the names and pronouns kept in ``people``. None with a possessive or any
    other mark."""
    said: list[str | Token] = []
    for token in clause:
        if token.possessive:
            return None
        if token.kind is TokenKind.NUMBER:
            said.append(token)
        elif token.kind is TokenKind.WORD and is_name(token):
            people.append(token)
            said.append(f"<{token.text}>")
        elif token.kind is TokenKind.WORD and token.lower in _ONE:
            said.append(token)  # an article counts one bill: kept with its span
        elif token.kind is TokenKind.WORD:
            if token.lower in _GENDERS:
                people.append(token)
            said.append(token.lower)
        elif token.text == ",":
            said.append(",")
        else:
            return None
    return said


def _one_holder(people: list[Token]) -> bool:
    """One given name told, before any pronoun, and every pronoun of the name's gender; a name
    of no known gender with pronouns all of one gender, none else to stand for ("Kim keeps her
    bills in her purse. She has …")."""
    names = {t.text for t in people if t.lower not in _GENDERS}
    if len(names) != 1 or not people or people[0].lower in _GENDERS:
        return False
    if name_gender(next(iter(names))) is None:
        return len({_GENDERS[t.lower] for t in people if t.lower in _GENDERS}) <= 1
    return one_named_person(people, _GENDERS)


def _holder(words: list[str | Token]) -> bool:
    """A holder at the head of ``words``: a given name ("<Ana>"), "he" or "she"."""
    head = words[0] if words else None
    return isinstance(head, str) and (head in ("he", "she") or head.startswith("<"))


def _kept(words: list[str | Token]) -> bool:
    """ "She keeps her bills in her wallet": where the bills are, no number told."""
    return _holder(words) and words[1:2] in (["keeps"], ["kept"]) and words[2:3] in (
        ["his"], ["her"]) and words[3:4] == ["bills"] and words[4:5] == ["in"] and words[5:6] in (
        ["his"], ["her"]) and len(words) == 7 and words[6] in _KEPT_IN


def _holding(words: list[str | Token]) -> tuple[str, str, list[BillsItem]] | None:
    """(holder, "has" / "had", the bills listed) of "Ana has two $20 bills and a $5 bill (in her
    wallet)"; None for any other clause."""
    if not _holder(words) or words[1:2] not in (["has"], ["had"]):
        return None
    holder, verb = str(words[0]), str(words[1])
    rest = words[2:]
    if len(rest) >= 3 and rest[-3] == "in" and rest[-2] in ("his", "her") and rest[-1] in _KEPT_IN:
        rest = rest[:-3]
    items: list[BillsItem] = []
    waiting = False  # "10 $20 and 3 $5 bills": a sum whose bill noun comes with a later item
    while True:
        read = _item(rest, items)
        if read is None:
            return None
        item, rest, form = read
        if form == "after" and waiting:
            return None  # "10 $20 and 3 bills of 5 dollars"
        waiting = form == "bare" or waiting and form != "before"
        items.append(item)
        if not rest:
            return None if waiting else (holder, verb, items)
        if rest[:2] == [",", "and"]:
            rest = rest[2:]
        elif rest[:1] in ([","], ["and"]):
            rest = rest[1:]
        else:
            return None


def _item(words: list[str | Token], before: list[BillsItem]
          ) -> tuple[BillsItem, list[str | Token], str] | None:
    """The bills of one sum at the head of ``words``, the words after them, and where the bill
    noun stands: "before" ("$20 bills"), "after" ("bills of 20 dollars") or "bare" ("10 $20 and
    …", the noun said with a later item)."""
    count = _count(words[0]) if words else None
    if count is None:
        return None
    after = words[1:]
    than, sign = False, 1
    if after[:1] == ["more"]:
        return None  # "ten $10 bills and four more $5 bills": four besides, or fourteen?
    if after[:1] == ["fewer"]:
        if len(before) != 1 or count.text.lower() in _ONE:
            return None  # fewer than no bills told, or than which of two?; "a fewer"
        than, sign = True, -1
        after = after[1:]
    plural = count.value != 1 or than
    worth, form = _sum_before(after, plural), "before"
    if worth is None and not than and after[1:2] in ([","], ["and"]):
        worth, form = _dollars(after[0], "dollar"), "bare"
    if worth is None:
        worth, form = _sum_after(after, plural), "after"
    if worth is None:
        return None
    if than and before[-1].count.value + sign * count.value < 0:
        return None  # fewer bills than there are
    return BillsItem(count, worth, than, sign), after[{"before": 2, "bare": 1, "after": 4}[form]:], form


def _count(token: str | Token) -> Quoted | None:
    """A whole count of bills: a cardinal, or "a"/"an" (one)."""
    if not isinstance(token, Token):
        return None
    if token.kind is TokenKind.WORD:
        return Quoted(Fraction(1), token.text, token.span) if token.lower in _ONE else None
    numeral = token.numeral
    if numeral is None or token.attributive or numeral.kind is not NumeralKind.CARDINAL or (
        numeral.currency is not None or numeral.value.denominator != 1 or numeral.value < 1
    ):
        return None
    return Quoted(numeral.value, token.text, token.span)


def _dollars(token: str | Token, currency: str | None) -> Quoted | None:
    """A sum of whole dollars (or another told sum) a number token tells, in the currency
    given (None: a bare number)."""
    if not isinstance(token, Token) or token.attributive or token.numeral is None:
        return None
    numeral = token.numeral
    if numeral.kind is not NumeralKind.CARDINAL or numeral.currency != currency or numeral.value <= 0:
        return None
    return Quoted(numeral.value, token.text, token.span)


def _sum_before(words: list[str | Token], plural: bool) -> Quoted | None:
    """ "$20 bills": the sum of one bill, before the bill noun."""
    worth = _dollars(words[0], "dollar") if words else None
    noun = words[1:2]
    if worth is None or not noun or not isinstance(noun[0], str) or _BILLS.get(noun[0]) is not plural:
        return None
    return worth


def _sum_after(words: list[str | Token], plural: bool) -> Quoted | None:
    """ "bills of 20 dollars": the sum of one bill, after the bill noun."""
    if len(words) < 4 or not isinstance(words[0], str) or _BILLS.get(words[0]) is not plural or (
        words[1] != "of"
    ):
        return None
    worth = _dollars(words[2], None)
    if worth is None or words[3] != ("dollar" if worth.value == 1 else "dollars"):
        return None
    return worth


def read_bills_valued(text: str, tokens: tuple[Token, ...] | list[Token]) -> BillsHeldEntry | None:
    """The worth of one holder's bills of one told sum, asked by that sum: "She has 10 pieces of
    $5 bills. What is the total value of her $5 bills?" ($50). The count is the last thing told,
    in the present (`has`) or counted (`counted`, after a clause telling that what is counted is
    the holder's own bills of that sum), maybe after an opening of knowing (`She found out that`);
    told after any other clause, it says `a total of`, so that what those clauses tell (a saving,
    a sorting) is inside it. Those clauses tell no number but the bills' sum. None for any other
    text."""
    told_asked = told_and_asked(tokens, (1, 2, 3))
    if told_asked is None or not 1 <= len(told_asked[0]) <= 3:
        return None
    told, question = told_asked
    people: list[Token] = []
    said = [_words(clause, people) for clause in told]
    asked = _words(question, people)
    if asked is None or any(words is None for words in said) or not _one_person(people):
        return None
    *before, last = [words for words in said if words is not None]
    counted = _counted_bills(last, total=bool(before))
    worth = _value_asked(asked)
    if counted is None or worth is None or worth.value != counted[1][1].value:
        return None
    holder, (count, _), verb = counted
    if any(not _no_number_but(words, worth.value) for words in before) or verb == "counted" and not any(
        _counting_own(words, worth.value) for words in before
    ):
        return None
    item = BillsItem(count, worth)
    return BillsHeldEntry("b1", (BillsHolding(holder.strip("<>"), (item,)),), 0, None,
                          text[question[0].start:question[-1].end])


def _one_person(people: list[Token]) -> bool:
    """One person told: one given name said first and pronouns of its gender, or pronouns of one
    gender and no name."""
    if any(t.lower not in _GENDERS for t in people):
        return one_named_person(people, _GENDERS)
    return len({_GENDERS[t.lower] for t in people}) == 1


def _bill_sum(words: list[str | Token]) -> tuple[Quoted, list[str | Token]] | None:
    """ "$5 bills", "$50 dollar bills" at the head of ``words``: one bill's sum, and the words after."""
    worth = _dollars(words[0], "dollar") if words else None
    rest = words[1:]
    if rest[:1] == ["dollar"]:
        rest = rest[1:]
    return (worth, rest[1:]) if worth is not None and rest[:1] == ["bills"] else None


def _opened(words: list[str | Token]) -> list[str | Token]:
    """``words`` without an opening that tells what the holder came to know: "she (also) found
    out that", "Michelle noticed that"."""
    rest = words[1:]
    if rest[:1] == ["also"]:
        rest = rest[1:]
    if not _holder(words) or not rest or not isinstance(rest[0], str):
        return words
    lemma = verb_lemma(rest[0])
    rest = rest[1:]
    if lemma == "find" and rest[:1] == ["out"]:
        rest = rest[1:]
    if lemma is None or not in_class(lemma, "knowing_verbs") or rest[:1] != ["that"] or len(rest) < 2:
        return words
    return rest[1:]


def _counted_bills(words: list[str | Token], total: bool
                   ) -> tuple[str, tuple[Quoted, Quoted], str] | None:
    """(holder, (count, sum), verb) of "she has (a total of) 10 (pieces of) $5 bills" or "she
    counted a total of 9 $10 bills"; ``total``: "a total of" must be said."""
    words = _opened(words)
    if not _holder(words) or words[1:2] not in (["has"], ["counted"]):
        return None
    holder, verb, rest = str(words[0]), str(words[1]), words[2:]
    said_total = len(rest) > 3 and isinstance(rest[0], Token) and rest[0].lower == "a" and rest[1:3] == [
        "total", "of"]
    if said_total:
        rest = rest[3:]
    if total and not said_total or verb == "counted" and not said_total:
        return None
    count = _count(rest[0]) if rest else None
    if count is None or count.text.lower() in _ONE:
        return None
    rest = rest[1:]
    if rest[:2] == ["pieces", "of"]:
        rest = rest[2:]
    bills = _bill_sum(rest)
    if bills is None or bills[1]:
        return None
    return holder, (count, bills[0]), verb


def _value_asked(words: list[str | Token]) -> Quoted | None:
    """The bill's sum asked of "What is the (total) value of (all) her $5 bills (combined)?", "What is
    the total value of (the) money (does) she (has/have) in $5 bills?" or "How much money does she
    have in $5 bills?"."""
    if words[:2] == ["how", "much"]:
        rest = words[2:]
        if rest[:2] != ["money", "does"] or not _holder(rest[2:3]) or rest[3:5] != ["have", "in"]:
            return None
        rest = rest[5:]
    else:
        if words[:3] != ["what", "is", "the"]:
            return None
        rest = words[3:]
        if rest[:1] == ["total"]:
            rest = rest[1:]
        if rest[:2] != ["value", "of"]:
            return None
        rest = rest[2:]
        if rest[:1] == ["all"]:
            rest = rest[1:]
        if rest[:1] == ["the"]:
            rest = rest[1:]
        if rest[:1] == ["money"]:
            rest = rest[1:]
            if rest[:1] == ["does"]:
                rest = rest[1:]
            if not _holder(rest) or rest[1:3] not in (["has", "in"], ["have", "in"]):
                return None
            rest = rest[3:]
        elif rest[:1] in (["her"], ["his"]):
            rest = rest[1:]
        else:
            return None
    bills = _bill_sum(rest)
    if bills is None or bills[1] not in ([], ["combined"], ["altogether"], ["in", "all"], ["in", "total"]):
        return None
    return bills[0]


def _no_number_but(words: list[str | Token], worth: Fraction) -> bool:
    """No number said in ``words`` but bills of the sum ``worth`` ("a few $50 bills"), no count
    of them."""
    for at, word in enumerate(words):
        if not isinstance(word, Token) or word.kind is not TokenKind.NUMBER:
            continue
        bills = _bill_sum(words[at:])
        if bills is None or bills[0].value != worth or at and isinstance(words[at - 1], Token):
            return False
    return True


def _counting_own(words: list[str | Token], worth: Fraction) -> bool:
    """ "(When she was done sorting her savings,) she counted (the number of) her $10 bills": what
    is counted is the holder's own bills of the sum."""
    if "," in words:
        words = words[len(words) - words[::-1].index(","):]
    if not _holder(words) or words[1:2] != ["counted"]:
        return False
    rest = words[2:]
    if rest[:3] == ["the", "number", "of"]:
        rest = rest[3:]
    bills = _bill_sum(rest[1:]) if rest[:1] in (["her"], ["his"]) else None
    return bills is not None and bills[0].value == worth and not bills[1]


__all__ = ["read_bills_held", "read_bills_valued"]
