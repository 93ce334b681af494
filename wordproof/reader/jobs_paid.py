"""Reading how many jobs a sum earned pays for, at a price told for each: "Ivo made 20 dollars
washing cars last week. If he charged 5 dollars for each car, how many cars did he wash?" (4);
and how many things a sum taken in selling them pays for: "The club sold $60 worth of tickets. If
each ticket cost $2, how many tickets did they sell?" (30).

Two told clauses and the question, nothing else:
- *the sum*: `<name> made / earned <sum> <doing>ing <things>` (the things plural), maybe closed by a
  time told with no count (`over the summer`, `last week`);
- *the price*: `<name / he / she> charged / got / earned / made (charges …) <sum> for each / for
  every / per / a <thing>`, the thing the one of the things done;
- *the question*: `How many <things> did <name / he / she> <do>?`, the doing the same verb.
Or: `<name / the <noun> / <name>'s <noun>> sold <sum> in / of / worth of <things>` (one or two
words, plural), `each <thing> cost(s) <sum>`, asked `How many <things> did <he / she / the name;
they of a group> sell?`. A sum is `$N` or `N dollars` (`bucks`). The count must come out whole;
anything else is left to the general reader (``None``).
"""

from __future__ import annotations

from fractions import Fraction

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.jobs_paid import JobsPaidEntry
from wordproof.lexicon import words
from wordproof.lexicon.words import noun_form
from wordproof.reader.sequences import person_gender, same_person, told_and_asked
from wordproof.text.numerals import NumeralKind
from wordproof.text.tokens import Token, TokenKind

_PRONOUNS = frozenset({"he", "she"})
_EARNED = frozenset({"made", "earned"})
_PRICED = frozenset({"charged", "charges", "got", "gets", "earned", "earns", "made", "makes"})
_DOLLARS = frozenset({"dollars", "dollar", "bucks"})
_EACH = (("for", "each"), ("for", "every"), ("per",), ("a",))
_WHEN = frozenset({"over", "last", "this", "during", "in"})
_WHEN_WORDS = frozenset({"the", "summer", "winter", "spring", "fall", "week", "weekend", "month", "year",
                         "holidays", "break", "vacation"})


def read_jobs_paid(text: str, tokens: tuple[Token, ...] | list[Token]) -> JobsPaidEntry | None:
    """The jobs done, or None when the text is not such a problem."""
    told_asked = told_and_asked(tokens, (2, 3), clauses=2)
    if told_asked is None:
        return None
    (earning, pricing), question = told_asked
    earned = _earned(earning)
    if earned is None:
        return _sold(text, told_asked)
    person, total, doing, things = earned
    price = _price(pricing, person, things)
    if price is None or not _asked(question, person, doing, things):
        return None
    count = total.value / price.value
    if count.denominator != 1 or count < 1:
        return None
    return JobsPaidEntry("j1", total, price, things, text[question[0].start:question[-1].end])


def _sold(text: str, told_asked: tuple[list[list[Token]], list[Token]]) -> JobsPaidEntry | None:
    """ "Ana sold $60 worth of lemonade cups. If each cup cost $2, how many cups did she sell?" (30):
    a sum taken in for things sold, the price of each, the count sold."""
    (selling, pricing), question = told_asked
    at = next((i for i, t in enumerate(selling) if t.lower == "sold"), None)
    if at is None or not _seller(selling[:at]):
        return None
    summed = _sum(selling[at + 1:])
    if summed is None:
        return None
    total, taken = summed
    rest = [t for t in selling[at + 1 + taken:]]
    lead = [t.lower for t in rest[:2]]
    of = 2 if lead == ["worth", "of"] else 1 if lead[:1] in (["of"], ["in"]) else 0
    named = rest[of:]
    if not of or not 1 <= len(named) <= 2 or any(t.kind is not TokenKind.WORD for t in named) or (
        noun_form(named[-1].lower) == named[-1].lower
    ):
        return None
    things = named[-1].lower
    said = [t.lower for t in pricing]
    if said[:3] != ["each", noun_form(things), "cost"] and said[:3] != ["each", noun_form(things), "costs"]:
        return None
    priced = _sum(pricing[3:])
    if priced is None or len(pricing) != 3 + priced[1]:
        return None
    asked = [t.lower for t in question]
    if len(asked) != 6 or asked[:4] != ["how", "many", things, "did"] or asked[5] != "sell" or not (
        _seller_again(question[4], selling[:at])
    ):
        return None
    count = total.value / priced[0].value
    if count.denominator != 1 or count < 1:
        return None
    return JobsPaidEntry("j1", total, priced[0], things, text[question[0].start:question[-1].end])


def _seller(said: list[Token]) -> bool:
    """ "Ana", "The club", "Zoe's school": one person named, or one group told by a noun."""
    if len(said) == 1:
        return person_gender(said[0]) is not None and said[0].lower not in _PRONOUNS
    return len(said) == 2 and (said[0].lower == "the" or said[0].possessive) and said[1].kind is (
        TokenKind.WORD) and not said[1].possessive and noun_form(said[1].lower) == said[1].lower


def _seller_again(said: Token, seller: list[Token]) -> bool:
    """ "she" of Ana, "they" of the club."""
    if len(seller) == 1:
        return same_person(said, seller[0])
    return said.lower == "they"


def _sum(said: list[Token]) -> tuple[Quoted, int] | None:
    """ "$12", "12 dollars": the sum and the tokens it takes."""
    numeral = said[0].numeral if said else None
    if not said or said[0].kind is not TokenKind.NUMBER or numeral is None or said[0].attributive or (
        numeral.kind is not NumeralKind.CARDINAL or numeral.value <= 0
    ):
        return None
    if numeral.currency == "dollar":
        return Quoted(Fraction(numeral.value), said[0].text, said[0].span), 1
    if numeral.currency is None and len(said) > 1 and said[1].lower in _DOLLARS:
        return Quoted(Fraction(numeral.value), said[0].text, said[0].span), 2
    return None


def _earned(said: list[Token]) -> tuple[Token, Quoted, str, str] | None:
    """ "Ivo made 20 dollars washing cars (last week)": who, the sum, the doing, the things."""
    if len(said) < 5 or person_gender(said[0]) is None or said[0].lower in _PRONOUNS or (
        said[1].lower not in _EARNED
    ):
        return None
    summed = _sum(said[2:])
    if summed is None:
        return None
    total, taken = summed
    at = 2 + taken
    if at + 2 > len(said) or not said[at].lower.endswith("ing"):
        return None
    doing = words.verb_lemma(said[at].lower)
    things = said[at + 1].lower
    if doing is None or doing == said[at].lower or noun_form(things) == things or (
        said[at + 1].kind is not TokenKind.WORD
    ):
        return None
    when = [t.lower for t in said[at + 2:]]
    if when and (when[0] not in _WHEN or len(when) > 3 or any(w not in _WHEN_WORDS for w in when[1:])):
        return None
    return said[0], total, doing, things


def _price(said: list[Token], person: Token, things: str) -> Quoted | None:
    """ "he charged 5 dollars for each car": the price of one."""
    if len(said) < 4 or not same_person(said[0], person) or said[1].lower not in _PRICED:
        return None
    summed = _sum(said[2:])
    if summed is None:
        return None
    price, taken = summed
    rest = tuple(t.lower for t in said[2 + taken:])
    return price if any(rest == (*each, noun_form(things)) for each in _EACH) else None


def _asked(question: list[Token], person: Token, doing: str, things: str) -> bool:
    """ "how many cars did he wash"."""
    said = [t.lower for t in question]
    return len(said) == 6 and said[:4] == ["how", "many", things, "did"] and said[5] == doing and (
        same_person(question[4], person)
    )


__all__ = ["read_jobs_paid"]
