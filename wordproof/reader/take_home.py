"""Reading the pay one earner keeps after a share of it goes to tax: "Ten percent of Ana's pay
goes to tax. If her pay is $400, how much is her take-home pay?" ($360); "Ben earns $3000 a month.
He has to pay 20% of it in taxes. How much money will he have left?" ($2400).

The text tells two things, each once, in either order, and nothing else:

- *the pay*: `(his/her/<Name>'s) (weekly/monthly/yearly) pay/salary/paycheck/income is/was $P`,
  or `<Name>/he/she earns/makes/gets/receives $P (a/per/each week/month/year) (from his/her
  work/job)`;
- *the tax*, one percentage of that pay: `N% of his/her/<Name>'s pay goes to (paying) tax(es)`,
  or `<Name>/he/she (has to / needs to / must) pay(s) N% (of it / of this amount / of his/her
  pay) (in/for/as (the)) tax(es)`.

A told clause may stand as `If …,` before the question. The question asks what is kept:
`How much (What) is his/her/<Name>'s take-home pay?`, `How much (money) does/will/did <earner>
take home?` or `How much (money) does/will/did <earner> have left (after paying / after he pays
the tax(es))?`. One earner, named by a given name before any pronoun, every pronoun of the name's
gender. A pay said after tax (`take-home`, `net`), a second pay, share or person, a time in the
question, a tax of all the pay or more, and any word the shape does not hold leave the text to
the general reader (``None``). It is read as a sum with a share taken off it,
`ledger/price_share.py`.
"""

from __future__ import annotations

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.price_share import PriceShareEntry
from wordproof.lexicon.tables import is_given_name
from wordproof.reader.sequences import is_name, one_named_person, told_and_asked
from wordproof.text.numerals import NumeralKind, number_said
from wordproof.text.tokens import Token, TokenKind

_MONEY, _PERCENT, _OWNER, _EARNER = "$", "%", "<owner>", "<earner>"
_GENDERS = {"she": "female", "he": "male", "her": "female", "his": "male"}
_PAY_NOUNS = frozenset({"pay", "salary", "paycheck", "income"})
# a pay's period said by its adjective: "a weekly allowance" is paid each week
PERIOD_WORDS = {"weekly": "week", "monthly": "month", "yearly": "year", "annual": "year", "daily": "day"}
_PERIODS = frozenset({"day", "week", "month", "year"})
_EARNING = frozenset({"earns", "makes", "gets", "receives", "earned", "made", "got", "received"})
_FROM_WORK = tuple(["from", owner, work] for owner in ("his", "her") for work in ("work", "job"))
_TAXES = (["tax"], ["taxes"], ["the", "tax"], ["the", "taxes"])


def read_take_home(text: str, tokens: tuple[Token, ...] | list[Token]) -> PriceShareEntry | None:
    """The pay kept after one share of it goes to tax, or None when the text is not such a
    problem."""
    told_asked = told_and_asked(tokens, (2, 3), clauses=2)
    if told_asked is None:
        return None
    told, question = told_asked
    people: list[Token] = []
    said = [_said(clause, people) for clause in told]
    asked = _said(question, people)
    if asked is None or None in said or not one_named_person(people, _GENDERS):
        return None
    first, second = (s for s in said if s is not None)
    if len(_periods(first) | _periods(second)) > 1:
        return None  # "his weekly pay is $900; 15% of his monthly pay": two pays
    pay_first = _pay(first) and _tax(second)
    if not (pay_first or _pay(second) and _tax(first)) or not _asked(asked):
        return None
    pay_clause, tax_clause = told if pay_first else told[::-1]
    pay, share = _quoted(pay_clause, NumeralKind.CARDINAL), _quoted(tax_clause, NumeralKind.PERCENT)
    if share.value >= 1:
        return None  # all the pay or more goes to tax
    return PriceShareEntry("s1", pay, (), share, "tax", False, text[question[0].start:question[-1].end])


def _said(clause: list[Token], people: list[Token]) -> list[str] | None:
    """The clause's words in lowercase, a sum in dollars as "$", a percentage as "%", a given
    name's possessive as "<owner>", a given name as "<earner>", a hyphen as "-"; the names and
    pronouns are kept in ``people``. None with any other number, possessive or mark."""
    said: list[str] = []
    for token in clause:
        numeral = token.numeral
        if token.kind is TokenKind.NUMBER and numeral is not None and not token.attributive:
            if numeral.kind is NumeralKind.PERCENT and numeral.currency is None:
                said.append(_PERCENT)
            elif numeral.kind is NumeralKind.CARDINAL and numeral.currency == "dollar":
                said.append(_MONEY)
            else:
                return None
        elif token.kind is TokenKind.WORD and is_name(token) or token.possessive and token.capitalized:
            if token.possessive and not _name_owner(token):
                return None
            people.append(token)
            said.append(_OWNER if token.possessive else _EARNER)
        elif token.kind is TokenKind.WORD and not token.possessive:
            if token.lower in _GENDERS:
                people.append(token)
            said.append(token.lower)
        elif token.text == "-":
            said.append("-")
        else:
            return None
    return said


def _periods(said: list[str]) -> set[str]:
    """The times a pay is told for: "week" of "weekly" and of "a week"."""
    return {PERIOD_WORDS.get(word, word) for word in said if word in PERIOD_WORDS or word in _PERIODS}


def _name_owner(token: Token) -> bool:
    """ "Ana's": a given name's possessive."""
    return token.kind is TokenKind.WORD and token.capitalized and is_given_name(token.text)


def _owner(words: list[str]) -> list[str] | None:
    """The words after an owner of the pay ("his", "her", "<owner>"); None without one."""
    return words[1:] if words[:1] in (["his"], ["her"], [_OWNER]) else None


def _earner(words: list[str]) -> list[str] | None:
    """The words after an earner ("he", "she", "<earner>"); None without one."""
    return words[1:] if words[:1] in (["he"], ["she"], [_EARNER]) else None


def _pay_noun(words: list[str]) -> list[str] | None:
    """The words after `(weekly) pay`; None without a pay noun."""
    if words[:1] and words[0] in PERIOD_WORDS:
        words = words[1:]
    return words[1:] if words[:1] and words[0] in _PAY_NOUNS else None


def _pay(said: list[str]) -> bool:
    """ "her pay is $500", "Ana's monthly salary was $900", "Ana earns $900 a month (from her
    work)"."""
    owned = _owner(said)
    if owned is not None:
        rest = _pay_noun(owned)
        return rest in (["is", _MONEY], ["was", _MONEY])
    rest = _earner(said)
    if rest is None or rest[:2] not in ([verb, _MONEY] for verb in _EARNING):
        return False
    rest = rest[2:]
    if rest[:3] in _FROM_WORK:
        rest = rest[3:]
    elif rest[-3:] in _FROM_WORK:
        rest = rest[:-3]
    return rest == [] or len(rest) == 2 and rest[0] in ("a", "per", "each") and rest[1] in _PERIODS


def _tax(said: list[str]) -> bool:
    """ "10% of her pay goes to (paying) tax", "She (has to) pay(s) 18% (of it) in taxes"."""
    if said[:2] == [_PERCENT, "of"]:
        owned = _owner(said[2:])
        rest = _pay_noun(owned) if owned is not None else None
        if rest is None or rest[:2] not in (["goes", "to"], ["went", "to"]):
            return False
        rest = rest[2:]
        return (rest[1:] if rest[:1] == ["paying"] else rest) in _TAXES
    rest = _earner(said)
    if rest is None:
        return False
    for must in (["has", "to"], ["had", "to"], ["needs", "to"], ["must"]):
        if rest[:len(must)] == must:
            rest = rest[len(must):]
            break
    else:
        if rest[:1] not in (["pays"], ["paid"]):
            return False
        rest = ["pay", *rest[1:]]
    if rest[:2] != ["pay", _PERCENT]:
        return False
    rest = rest[2:]
    for of_pay in (["of", "it"], ["of", "this", "amount"]):
        if rest[:len(of_pay)] == of_pay:
            rest = rest[len(of_pay):]
            break
    else:
        if rest[:1] == ["of"]:
            owned = _owner(rest[1:])
            after_pay = _pay_noun(owned) if owned is not None else None
            if after_pay is None:
                return False
            rest = after_pay
    return rest in (["tax"], ["taxes"]) or rest[:1] in (["in"], ["for"], ["as"]) and rest[1:] in _TAXES


def _asked(said: list[str]) -> bool:
    """ "How much is her take-home pay?", "How much money will she take home?", "How much does
    she have left (after she pays the taxes)?"."""
    if said[:2] == ["how", "much"] or said[:1] == ["what"]:
        rest = said[2:] if said[0] == "how" else said[1:]
    else:
        return False
    if rest[:1] == ["is"]:
        owned = _owner(rest[1:])
        return owned == ["take", "-", "home", "pay"]
    if rest[:1] == ["money"] and said[0] == "how":
        rest = rest[1:]
    if rest[:1] not in (["does"], ["will"], ["did"]):
        return False
    kept = _earner(rest[1:])
    if kept is None:
        return False
    if kept == ["take", "home"]:
        return True
    if kept[:2] != ["have", "left"]:
        return False
    after = kept[2:]
    if after == []:
        return True
    paid = _earner(after[1:]) if after[:1] == ["after"] else None
    return after[:2] == ["after", "paying"] and after[2:] in _TAXES or (
        paid is not None and paid[:1] in (["pays"], ["paid"]) and paid[1:] in _TAXES)


def _quoted(clause: list[Token], kind: NumeralKind) -> Quoted:
    token = next(t for t in clause if t.numeral is not None and t.numeral.kind is kind)
    assert token.numeral is not None
    return Quoted(number_said(token.numeral.value, token.numeral.kind), token.text, token.span)


__all__ = ["read_take_home"]
