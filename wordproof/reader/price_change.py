"""Reading a price or a pay changed by a share of it, the new one asked: "The price of a lamp was
$40. Now the price is down by 25%. What is the new price of the lamp?" ($30); "Ana earns a monthly
salary of $900. If she gets a 10% raise, what is her new salary?" ($990).

The text tells two things, each once and in this order, and nothing else:

- *the sum before*: `The price of a/an/the <thing> is/was $P`, `A/An <thing> costs $P`, or a
  salary one person named by a given name is paid, `<Name> earns/receives/gets/has a
  (monthly/weekly/yearly) salary of $P`;
- *the change*: of a price, `The price is/was down/up by N%`, `The price (of the <thing>) is/was
  (has been) increased/decreased/reduced/raised/cut by N%`, `The price/Its price
  increases/rises/drops/falls/… by N%`, or a sale, `It/The <thing> is (on sale for) N% off`; of
  a salary, `<Name>/he/she gets/got/receives/received a N% raise`.

Each clause may open with a time (`Last week,`, `This year`, `Now`); an `If …,` clause before the
question is a told clause. The question asks the new sum: `What is/was the new price (of the
<thing>)?` or `How much does it (the <thing>) cost now?` for a price (`What is the sale price
…?` beside a sale), `What is/will be (his/her/<Name>'s) new salary?` or `How much will be
<Name>'s new salary?` for a salary. A second change, person or number, another thing, and any
word the shape does not hold leave the text to the general reader (``None``). It is read as a
price with a share added (up) or taken off (down), `ledger/price_share.py`.
"""

from __future__ import annotations

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.price_share import PriceShareEntry
from wordproof.lexicon.tables import is_given_name, name_gender
from wordproof.reader.sequences import told_and_asked, words_and_marks
from wordproof.text.numerals import Numeral, NumeralKind, number_said
from wordproof.text.tokens import Token, TokenKind

_PRONOUN_GENDER = {"she": "female", "he": "male"}
_POSSESSIVE_GENDER = {"her": "female", "his": "male"}
_MONEY, _PERCENT = "$", "%"
_TIMES = (("last", "week"), ("last", "month"), ("last", "year"), ("this", "week"), ("this", "month"),
          ("this", "year"), ("now",), ("today",))
_UP = frozenset({"up", "increased", "raised"})
_DOWN = frozenset({"down", "decreased", "reduced", "cut"})
# a price's own verb of change, with no "is": "The price increases by 25%", "Its price fell by 10%"
_MOVES_UP = frozenset({"increases", "increased", "rises", "rose", "goes up", "went up"})
_MOVES_DOWN = frozenset({
    "decreases", "decreased", "drops", "dropped", "falls", "fell", "goes down", "went down"})
_MOVED = frozenset({"increased", "rose", "went", "decreased", "dropped", "fell"})  # told in the past
_PERIODS = frozenset({"monthly", "weekly", "yearly", "annual"})
_EARNING = frozenset({"earns", "earned", "receives", "received", "gets", "got", "has", "had"})
# a sum or change told in the present
_PRESENT = frozenset({"is", "costs", "earns", "receives", "gets", "has"})
_PAST = frozenset({"was", "earned", "received", "got", "had"})
_RAISED = frozenset({"gets", "got", "receives", "received"})
# words a thing priced may not hold: they count, compare or own it
_NOT_A_THING = frozenset({
    "and", "or", "for", "with", "that", "which", "each", "every", "per", "more", "less", "than", "other",
    "another", "his", "her", "their", "its", "the", "a", "an", "of", "at", "on", "in", "new", "old",
    "price", "cost", "sale", "some", "all", "both", "half", "twice", "then",
})


def read_price_change(text: str, tokens: tuple[Token, ...] | list[Token]) -> PriceShareEntry | None:
    """The new price or salary after one change by a share of it, or None when the text is not
    such a problem."""
    told_asked = told_and_asked(tokens, (2, 3), clauses=2)
    if told_asked is None:
        return None
    told, question = told_asked
    before, change = (_untimed(clause) for clause in told)
    people: list[Token] = []
    base = _price_before(before) or _salary_before(before, people)
    if base is None:
        return None
    what, thing, price = base
    changed = _price_changed(change, thing) if what == "price" else _raised(change, people)
    asked = _asked(question, what, thing, people, changed is not None and changed[2])
    if changed is None or not asked or not _one_person(people, what):
        return None
    if _change_placed_first(told[0], told[1], "will" in (t.lower for t in question)):
        return None  # "The price is $60. Last week it was cut by 25%.": is $60 before the cut, or after?
    up, share, _ = changed
    if not up and share.value >= 1:
        return None  # all of it or more taken off
    noun = "increase" if up else "decrease"
    return PriceShareEntry("s1", price, (), share, noun, up, text[question[0].start:question[-1].end])


def _change_placed_first(before: list[Token], change: list[Token], asked_ahead: bool) -> bool:
    """Whether the change may come before the sum told: the change placed in the past ("Last
    year …") and the sum not, or the sum said in the present ("is", "earns") and the change in
    the past ("was", "got", "has been") with the new sum not asked ahead ("will be")."""
    said_before, said_change = ([t.lower for t in _untimed(c)] for c in (before, change))
    sum_present = bool(set(said_before) & _PRESENT)
    moved_past = bool(set(said_change) & _MOVED) and "is" not in said_change  # "fell", not "is decreased"
    change_past = bool(set(said_change) & _PAST) or "been" in said_change or moved_past
    placed_first = _placed_past(change) and not _placed_past(before)
    return placed_first or sum_present and change_past and not asked_ahead


def _placed_past(clause: list[Token]) -> bool:
    """A clause opening with a past time: "Last week, …"."""
    return clause[0].lower == "last"


def _untimed(clause: list[Token]) -> list[Token]:
    """The clause without a time before it ("Last week,", "This year", "Now")."""
    said = [t.lower for t in clause]
    for time in _TIMES:
        if tuple(said[:len(time)]) == time:
            rest = clause[len(time):]
            return rest[1:] if rest[:1] and rest[0].text == "," else rest
    return clause


def _said(clause: list[Token]) -> list[str] | None:
    """The clause's words, a sum in dollars as "$", a percentage as "%"; None with any other
    number, a possessive or a mark."""
    return words_and_marks(clause, _mark)


def _mark(token: Token, numeral: Numeral) -> tuple[str, ...] | None:
    if numeral.kind is NumeralKind.PERCENT and numeral.currency is None:
        return (_PERCENT,)
    if numeral.kind is NumeralKind.CARDINAL and numeral.currency == "dollar":
        return (_MONEY,)
    return None


def _quoted(clause: list[Token], kind: NumeralKind) -> Quoted:
    token = next(t for t in clause if t.numeral is not None and t.numeral.kind is kind)
    assert token.numeral is not None
    return Quoted(number_said(token.numeral.value, token.numeral.kind), token.text, token.span)


def _price_before(clause: list[Token]) -> tuple[str, tuple[str, ...], Quoted] | None:
    """ "The price of a movie ticket was $100", "A shirt costs $20": ("price", the thing's words,
    the sum)."""
    said = _said(clause)
    if said is not None and said[:1] in (["a"], ["an"]) and said[-2:] == ["costs", _MONEY] and (
        _plain(said[1:-2])
    ):
        return "price", tuple(said[1:-2]), _quoted(clause, NumeralKind.CARDINAL)
    if said is None or len(said) < 7 or said[:3] != ["the", "price", "of"] or said[3] not in ("a", "an"):
        return None
    if said[-2:] not in (["was", _MONEY], ["is", _MONEY]) or not _plain(said[4:-2]):
        return None
    return "price", tuple(said[4:-2]), _quoted(clause, NumeralKind.CARDINAL)


def _salary_before(clause: list[Token], people: list[Token]) -> tuple[str, tuple[str, ...], Quoted] | None:
    """ "Ruiz receives a monthly salary of $500": ("salary", (), the sum); the earner is kept."""
    said = _said(clause)
    if said is None or len(said) < 2 or not _is_name(clause[0]) or said[1] not in _EARNING:
        return None
    rest = said[2:]
    if rest[:1] != ["a"]:
        return None
    rest = rest[1:]
    if rest[:1] and rest[0] in _PERIODS:
        rest = rest[1:]
    if rest != ["salary", "of", _MONEY]:
        return None
    people.append(clause[0])
    return "salary", (), _quoted(clause, NumeralKind.CARDINAL)


def _price_changed(clause: list[Token], thing: tuple[str, ...]) -> tuple[bool, Quoted, bool] | None:
    """ "The price is down by 20%", "The price of the lamp was increased by 15%", "Its price rises
    by 10%", "It is on sale for 25% off", "The lamp is 25% off": up or down, the share, and
    whether it is a sale."""
    said = _said(clause)
    if said is None:
        return None
    if said[:1] == ["it"] or said[:1 + len(thing)] == ["the", *thing]:
        off = said[1 if said[:1] == ["it"] else 1 + len(thing):]
        if off in (["is", "on", "sale", "for", _PERCENT, "off"], ["is", _PERCENT, "off"]):
            return False, _quoted(clause, NumeralKind.PERCENT), True
        return None
    if said[:1] == ["its"]:
        said = ["the", *said[1:]]
    if said[:2] != ["the", "price"] or said[-2:] != ["by", _PERCENT]:
        return None
    rest = said[2:-2]
    if rest[:1] == ["of"]:
        if rest[1:2] != ["the"] or tuple(rest[2:2 + len(thing)]) != thing:
            return None
        rest = rest[2 + len(thing):]
    moved = " ".join(rest)
    if moved in _MOVES_UP | _MOVES_DOWN:
        return moved in _MOVES_UP, _quoted(clause, NumeralKind.PERCENT), False
    if rest[:2] == ["has", "been"]:
        rest = rest[2:]
    elif rest[:1] in (["is"], ["was"]):
        rest = rest[1:]
    else:
        return None
    if len(rest) != 1 or rest[0] not in _UP | _DOWN:
        return None
    return rest[0] in _UP, _quoted(clause, NumeralKind.PERCENT), False


def _raised(clause: list[Token], people: list[Token]) -> tuple[bool, Quoted, bool] | None:
    """ "He received a 6% raise": up, and the share; the earner is kept."""
    said = _said(clause)
    if said is None or len(said) != 5 or not (said[0] in _PRONOUN_GENDER or _is_name(clause[0])):
        return None
    if said[1] not in _RAISED or said[2:] != ["a", _PERCENT, "raise"]:
        return None
    people.append(clause[0])
    return True, _quoted(clause, NumeralKind.PERCENT), False


def _asked(question: list[Token], what: str, thing: tuple[str, ...], people: list[Token], sale: bool) -> bool:
    """ "What is the new price (of the ticket)?", "What will be her new salary?", "How much will be
    Ruiz's new salary?"; beside a sale told, "What is the sale price (of the ticket)?"; "How much
    does it (the ticket) cost now?"."""
    said = [t.lower for t in question]
    if any(t.kind is not TokenKind.WORD for t in question):
        return False
    if what == "price" and said[:3] == ["how", "much", "does"] and said[-2:] == ["cost", "now"]:
        return said[3:-2] in (["it"], ["the", *thing])
    if said[:3] in (["what", "is", "the"], ["what", "was", "the"]) and what == "price":
        rest = said[3:]
        named = ["new", "price"], *((["sale", "price"],) if sale else ())
        return rest[:2] in named and (rest[2:] == [] or rest[2:] == ["of", "the", *thing])
    if what != "salary":
        return False
    if said[:2] in (["what", "is"], ["what", "was"]):
        owner_at = 2
    elif said[:4] == ["how", "much", "will", "be"]:
        owner_at = 4
    elif said[:3] in (["what", "will", "be"], ["how", "much", "is"]):
        owner_at = 3
    else:
        return False
    owner = question[owner_at] if owner_at < len(question) else None
    if owner is None or said[owner_at + 1:] != ["new", "salary"]:
        return False
    if owner.possessive and _is_name(owner) or said[owner_at] in _POSSESSIVE_GENDER:
        people.append(owner)
        return True
    return False


def _plain(thing: list[str]) -> bool:
    return 1 <= len(thing) <= 3 and not any(w in _NOT_A_THING or w in (_MONEY, _PERCENT) for w in thing)


def _is_name(token: Token) -> bool:
    return token.kind is TokenKind.WORD and token.capitalized and is_given_name(token.text)


def _one_person(people: list[Token], what: str) -> bool:
    """A price has no person; a salary one, named first, every pronoun of the name's gender."""
    if what == "price":
        return not people
    names = {t.text for t in people if t.lower not in _PRONOUN_GENDER and t.lower not in _POSSESSIVE_GENDER}
    if len(names) != 1 or not _is_name(people[0]):
        return False
    gender = name_gender(next(iter(names)))
    genders = {**_PRONOUN_GENDER, **_POSSESSIVE_GENDER}
    return gender is not None and all(genders[t.lower] == gender for t in people if t.lower in genders)


__all__ = ["read_price_change"]
