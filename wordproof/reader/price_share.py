"""Reading what one buyer pays for one thing at a price told, with at most one share of that
price taken off (a discount) or added (a tax, a tip): "Ana buys a lamp that costs $40. She gets
a 25% discount. How much does she pay?" ($30); "Ben gets a haircut and tips the barber 20%. If
the haircut costs $15, how much did he pay in total?" ($18); "Mia hires a clown for 3 hours at
$25 an hour. How much did she pay?" ($75).

The text tells these, each once, in any order, and nothing else (one to four sentences):

- *the thing*: one buyer, named by a given name, buys, gets or hires (lexicon `buying_verbs`,
  `maybe_bought_verbs`, `hiring_verbs`) one thing said with `a`/`an` (`a lamp`, `a pair of
  shoes`, `a new lamp`); a thing got with no share told may be a gift, and is not read;
- *its price*, one sum in dollars: `… a lamp that costs $40` in the purchase itself, or a clause
  of its own, `The lamp costs $40`, `The price is $40`, `The price of the lamp is $40`; or, with a
  verb of hiring, a rate for a time: `for 3 hours at $25 an hour`, `books 3 nights at a cabin for
  $80 a night`, or the time alone (`for 2 hours a day for 4 days`) and the rate in a clause of
  its own (`It costs $15 an hour (to rent)`, `The kayak costs $15 an hour`, `The clown charges $25
  an hour`), or the rate in the hiring (`rents a canoe for $12 an hour`) and the time in a clause
  naming the thing again (`He rents it for 4 hours`), in one unit;
- *the share*: `She gets (received, has) a 25% discount`, `… bought a lamp with a 25% discount`,
  a sum off (`She gets a $5 discount`); `She pays 10% tax`, `(The) (sales) tax is 10%`; `She
  tips the barber 20%`, `She gives (leaves, adds) a 20% tip`. A purchase and its share may
  share a clause with `and` (`Ben gets a haircut and tips the barber 20%`).

The question asks what the buyer paid: `How much did/does/will <buyer> pay` (`in total`, `in
all`, `after the discount/tax/tip` of the share told, `for the <thing>` beside a discount or a
tax). A price beside a discount must be said in the present (`costs`, `is`) or be named
`regular`, `original` or `normal`: `The lamp cost $40` after a discount may be what was paid.
A sum the purchase itself states (`buys a lamp for $40 and gets a 25% discount`) is not read
(before the discount or after?), and nor is a second number, person, thing or share, a discount
of all the price or more, a pronoun before the name or of another gender, or any word the shape
does not hold (``None``: the general reader refuses it).
"""
from __future__ import annotations

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.price_share import SUM_OFF, PriceShareEntry
from wordproof.lexicon import words
from wordproof.reader.sequences import is_name, one_named_person, sentences_of, words_and_marks
from wordproof.text.numerals import Numeral, NumeralKind, number_said
from wordproof.text.tokens import Token

_PRONOUN_GENDER = {"she": "female", "he": "male"}
_MONEY, _PERCENT, _COUNT = "$", "%", "#"  # how a sum, a percentage, a count stand in the words matched
# the units of time a thing is hired for: "for 3 hours at $20 an hour"
_TIME_UNITS = frozenset({"minute", "hour", "day", "night", "week", "month"})
_PER = frozenset({"a", "an", "per"})
_ARTICLES = frozenset({"a", "an"})
# words a thing bought may not hold: they count, compare, own or place it
_NOT_A_THING = frozenset({
    "and", "or", "for", "with", "that", "which", "each", "every", "per", "more", "less", "than",
    "other", "another", "his", "her", "their", "its", "the", "a", "an", "at", "on", "in", "from",
    "to", "some", "all", "both", "few", "several", "many", "dozen", "twice", "half", "then",
})
_PRICE_PRESENT = frozenset({"costs", "is"})
_PRICE_PAST = frozenset({"cost", "was"})
_PRICE_NAMES = frozenset({"regular", "original", "normal"})
_GOT = frozenset({"gets", "got", "receives", "received", "has", "had"})
_TIPPING = frozenset({"tips", "tipped"})
_SURCHARGE_GIVING = frozenset({"gives", "gave", "leaves", "left", "adds", "added", "pays", "paid"})
_TAX_TOLD = frozenset({"is", "was"})
_HIRED_AGAIN = frozenset({"it", "him", "her"})  # the one thing (or person) hired, named again

Share = tuple[str, Quoted]  # "discount" / "tax" / "tip", and the percentage (or the sum off)
# the thing named, whether said in the present, whether named regular, the sum, the time hired
Priced = tuple[tuple[str, ...] | None, bool, bool, Quoted, tuple[Quoted, ...]]
# the thing's words; whether its verb says it was paid for; whether its verb is one of hiring
Thing = tuple[tuple[str, ...], bool, bool]
Hired = tuple[str, tuple[Quoted, ...]]  # the unit of the time hired, and its factors
Rate = tuple[tuple[str, ...] | None, str, bool, Quoted]  # thing named, unit per, present, sum


def read_price_share(text: str, tokens: tuple[Token, ...] | list[Token]) -> PriceShareEntry | None:
    """What one buyer paid for one thing with a share of its price off or added, or None when
    the text is not such a problem."""
    sentences = sentences_of(list(tokens))
    if len(sentences) not in (1, 2, 3, 4) or [s[-1].text for s in sentences] != (
        ["."] * (len(sentences) - 1) + ["?"]
    ):
        return None
    told = [s[:-1] for s in sentences[:-1]]
    question = sentences[-1][:-1]
    if question and question[0].lower == "if":
        cut = next((i for i, t in enumerate(question) if t.text == ","), None)
        start = None if cut is None else cut + 1
        if cut is None:  # "If the haircut cost $15 how much did he pay?"
            cut = start = next((i for i, t in enumerate(question) if t.lower == "how"), None)
        if cut is None or start is None:
            return None
        told.append(question[1:cut])
        question = question[start:]
    if not told:
        return None
    people: list[Token] = []
    things: list[Thing] = []
    prices: list[Priced] = []
    shares: list[Share] = []
    hired: list[Hired] = []
    rates: list[Rate] = []
    for clause in told:
        if not _read_told(clause, people, things, prices, shares, hired, rates):
            return None
    if hired or rates:  # "rents a boat for 2 hours a day for 3 days. It costs $20 an hour."
        if prices or (len(hired), len(rates)) != (1, 1) or hired[0][0] != rates[0][1]:
            return None
        prices.append((rates[0][0], rates[0][2], False, rates[0][3], hired[0][1]))
    asked = _asked(question, people)
    if asked is None or not one_named_person(people, _PRONOUN_GENDER) or (
        (len(things), len(prices)) != (1, 1) or len(shares) > 1
    ):
        return None
    (thing, paid_for, hiring), (named, present, regular, price, times) = things[0], prices[0]
    noun, share = shares[0] if shares else ("", None)
    if share is None and not paid_for:
        return None  # "Ana gets a lamp that costs $40": a gift, or bought?
    if named is not None and named != thing[-1:] and named != thing:
        return None  # "Ana buys a lamp. The rug costs $40."
    if hiring and any(tipped != thing[-1] for tipped in _tipped(told)):
        return None  # "hires a clown … She tips the magician 10%.": a tip to another, 10% of what?
    if noun in ("discount", SUM_OFF) and not (present or regular):
        return None  # "… with a 25% discount. The lamp cost $40.": before the discount, or after?
    said_noun = "discount" if noun == SUM_OFF else noun
    closings = (("after", said_noun),) if noun == "tip" else (("after", said_noun), ("for", thing[-1]))
    if asked and asked not in closings:
        return None  # "after the tip" beside a discount; "for the haircut" beside a tip
    whole = price.value
    for time in times:
        whole *= time.value
    taken_off = noun in ("discount", SUM_OFF)
    if share is not None and taken_off and share.value >= (whole if noun == SUM_OFF else 1):
        return None  # all of the price off, or more
    return PriceShareEntry("s1", price, times, share, noun, bool(noun) and not taken_off,
                           text[question[0].start:question[-1].end])


def _said(clause: list[Token]) -> list[str] | None:
    """The clause's words, a sum in dollars standing as "$" and a percentage as "%"; None when
    it holds any other number or a possessive."""
    return words_and_marks(clause, _mark)


def _mark(token: Token, numeral: Numeral) -> tuple[str, ...] | None:
    if token.lower == "a pair of" and numeral.lexicon_constant == "pair":
        return ("a", "pair", "of")  # one thing: "a pair of shoes"
    if numeral.kind is NumeralKind.PERCENT and numeral.currency is None:
        return (_PERCENT,)
    if numeral.kind is NumeralKind.CARDINAL and numeral.currency == "dollar":
        return (_MONEY,)
    if numeral.kind is NumeralKind.CARDINAL and numeral.currency is None and numeral.value > 0:
        return (_COUNT,)
    return None


def _quoted(clause: list[Token], mark: str) -> Quoted:
    """The one sum ("$") or percentage ("%") of a clause, its value the number it stands for."""
    kind = NumeralKind.PERCENT if mark == _PERCENT else NumeralKind.CARDINAL
    token = next(t for t in clause if t.numeral is not None and t.numeral.kind is kind and (
        mark == _PERCENT or t.numeral.currency == "dollar"))
    assert token.numeral is not None
    return Quoted(number_said(token.numeral.value, token.numeral.kind), token.text, token.span)


def _read_told(clause: list[Token], people: list[Token], things: list[Thing],
               prices: list[Priced], shares: list[Share], hired: list[Hired], rates: list[Rate]) -> bool:
    """One told clause read into the lists of buyers, things, prices and shares; False when it
    is none of the clauses the shape holds."""
    said = _said(clause)
    if said is None or not said:
        return False
    if said[0] in _PRONOUN_GENDER or is_name(clause[0]):
        people.append(clause[0])
        return _buyer_told(clause, said[1:], things, prices, shares, hired, rates)
    rate = _rate_told(said)
    if rate is not None:
        named, unit, present = rate
        rates.append((named, unit, present, _quoted(clause, _MONEY)))
        return True
    price = _price_told(said)
    if price is not None:
        named, present, regular = price
        prices.append((named, present, regular, _quoted(clause, _MONEY), ()))
        return True
    if said[:1] == ["the"]:
        said = said[1:]
    if said[:1] == ["sales"]:
        said = said[1:]
    if len(said) == 3 and said[0] == "tax" and said[1] in _TAX_TOLD and said[2] == _PERCENT:
        shares.append(("tax", _quoted(clause, _PERCENT)))
        return True
    return False


def _buyer_told(clause: list[Token], rest: list[str], things: list[Thing], prices: list[Priced],
                shares: list[Share], hired: list[Hired], rates: list[Rate]) -> bool:
    """What a buyer does: buys a thing (at its price, with a discount, and then a share of the
    price), hires one at a rate for a time, or gets, pays or gives a share."""
    share = _share_done(rest)
    if share is not None:
        shares.append((share, _share_quoted(clause, share)))
        return True
    if len(rest) > 2 and rest[1] in _HIRED_AGAIN and _told_verb_of(rest[0], "hiring_verbs"):
        # "She rents it for 3 hours", "He hires him for 2 hours a day for 3 days": the time of
        # the one thing hired, its rate told in a clause of its own
        time_unit = _time_alone(rest[2:])
        if time_unit is None:
            return False
        hired.append((time_unit, _times_quoted(clause)))
        return True
    hired_thing = _hired_time_first(rest)
    if hired_thing is not None:
        things.append((hired_thing, True, True))
        prices.append((None, True, False, _quoted(clause, _MONEY), (_time_quoted(clause),)))
        return True
    bought = _bought(rest)
    if bought is None:
        return False
    thing, after = bought
    hiring = _told_verb_of(rest[0], "hiring_verbs")
    things.append((thing, hiring or _told_verb_of(rest[0], "buying_verbs"), hiring))
    if not after:
        return True
    time_unit = _time_alone(after)
    if time_unit is not None and hiring:
        hired.append((time_unit, _times_quoted(clause)))
        return True
    if hiring and len(after) == 4 and after[:2] == ["for", _MONEY] and after[2] in _PER and (
        after[3] in _TIME_UNITS
    ):
        # "rents a boat for $20 an hour": the rate of the thing hired, its time told apart
        rates.append((thing, after[3], True, _quoted(clause, _MONEY)))
        return True
    if _hired_for_a_time(after) and hiring:  # never "buys a lamp for 3 hours at $40 an hour"
        prices.append((None, True, False, _quoted(clause, _MONEY), (_time_quoted(clause),)))
        return True
    if after in (["that", "costs", _MONEY], ["that", "cost", _MONEY]):
        prices.append((None, after[1] == "costs", False, _quoted(clause, _MONEY), ()))
        return True
    if after == ["with", "a", _PERCENT, "discount"]:
        shares.append(("discount", _quoted(clause, _PERCENT)))
        return True
    if after[:1] == ["and"]:
        share = _share_done(after[1:])
        if share is not None and _MONEY not in after:
            shares.append((share, _share_quoted(clause, share)))
            return True
    return False


def _bought(rest: list[str]) -> tuple[tuple[str, ...], list[str]] | None:
    """ "buys a lamp …", "got a pair of shoes …": the thing's words and what follows them."""
    if len(rest) < 3 or rest[1] not in _ARTICLES or not _told_verb_of(
        rest[0], "buying_verbs", "maybe_bought_verbs", "hiring_verbs"
    ):
        return None
    end = next((i for i in range(2, len(rest)) if rest[i] in ("that", "with", "and", "for", "at")), len(rest))
    thing = tuple(rest[2:end])
    if not 1 <= len(thing) <= 4 or not _plain([w for w in thing if w != "of"]):
        return None
    if "of" in thing and (len(thing) != 3 or thing[1] != "of"):
        return None  # "a pair of shoes", never "a box of 12 pens" (no number reaches here)
    return thing, rest[end:]


def _told_verb_of(word: str, *classes: str) -> bool:
    """A verb said told (not its base form: "buys", "rented") of one of the lexicon's classes."""
    lemma = words.verb_lemma(word)
    return lemma is not None and lemma != word and any(words.in_class(lemma, c) for c in classes)


def _hired_time_first(rest: list[str]) -> tuple[str, ...] | None:
    """ "books 3 nights at a hotel for $90 a night", "rents 2 hours in a boat at $12 per hour": a
    time hired, what is hired, and the rate; the thing's words, or None."""
    if len(rest) < 10 or rest[1] != _COUNT or rest[3] not in ("at", "in") or rest[4] not in _ARTICLES:
        return None
    if not _told_verb_of(rest[0], "hiring_verbs"):
        return None
    thing, rate = rest[5:-4], rest[-4:]
    unit = rate[3]
    if rate[0] not in ("for", "at") or rate[1] != _MONEY or rate[2] not in _PER or not _plain(thing):
        return None
    return tuple(thing) if unit in _TIME_UNITS and rest[2] in (unit, unit + "s") else None


def _tipped(told: list[list[Token]]) -> list[str]:
    """Whom each tip of the told clauses goes to: "barber" of "(and) tips the barber 20%"."""
    said = [w for clause in told for w in _said(clause) or []]
    return [said[i + 2] for i, word in enumerate(said[:-2]) if word in _TIPPING and said[i + 1] == "the"]


def _share_quoted(clause: list[Token], share: str) -> Quoted:
    """The share's number: a percentage, or a sum off ("a $10 discount")."""
    return _quoted(clause, _MONEY if share == SUM_OFF else _PERCENT)


def _hired_for_a_time(after: list[str]) -> bool:
    """ "for 3 hours at $20 an hour", "at $90 per night for 2 nights": a time, in the unit the
    rate is per."""
    if len(after) != 7:
        return False
    time, rate = (after[:3], after[3:]) if after[0] == "for" else (after[4:], after[:4])
    if time[:2] != ["for", _COUNT] or rate[:2] != ["at", _MONEY] or rate[2] not in _PER:
        return False
    unit = rate[3]
    return unit in _TIME_UNITS and time[2] in (unit, unit + "s")


def _time_alone(after: list[str]) -> str | None:
    """ "for 3 hours", "for 2 hours a day for 3 days": a time hired with no rate in its clause;
    the unit of the time (the first one), or None."""
    if len(after) not in (3, 8) or after[:2] != ["for", _COUNT]:
        return None
    unit = after[2].removesuffix("s")
    if unit not in _TIME_UNITS or after[2] not in (unit, unit + "s"):
        return None
    if len(after) == 8 and (after[3] not in _PER | {"each", "every"} or after[4] != "day" or after[5:7] != [
        "for", _COUNT] or after[7] not in ("day", "days") or unit not in ("minute", "hour")):
        return None
    return unit


def _times_quoted(clause: list[Token]) -> tuple[Quoted, ...]:
    """Each count of the time hired with its unit: "2 hours", "3 days"."""
    return tuple(Quoted(t.numeral.value, f"{t.text} {clause[i + 1].text}", (t.start, clause[i + 1].end))
                 for i, t in enumerate(clause) if t.numeral is not None and t.numeral.currency is None
                 and t.numeral.kind is NumeralKind.CARDINAL)


def _rate_told(said: list[str]) -> tuple[tuple[str, ...] | None, str, bool] | None:
    """ "It costs $20 an hour (to rent)", "The boat costs $20 per hour": the thing named (None for
    "it"), the unit the rate is per, and whether said in the present."""
    if len(said) >= 7 and said[-2] == "to":
        lemma = words.verb_lemma(said[-1])
        if lemma != said[-1] or not words.in_class(lemma, "hiring_verbs"):
            return None
        said = said[:-2]
    if len(said) < 5 or said[-3] != _MONEY or said[-2] not in _PER or said[-1] not in _TIME_UNITS:
        return None
    verb, subject = said[-4], said[:-4]
    if verb not in ("costs", "cost", "charges", "charged"):
        return None  # ("The clown charges $20 an hour": the one hired asks that of the buyer)
    if subject == ["it"]:
        return (None, said[-1], verb == "costs") if verb in ("costs", "cost") else None
    if subject[:1] != ["the"] or not _plain(subject[1:]):
        return None
    return tuple(subject[1:]), said[-1], verb in ("costs", "charges")


def _time_quoted(clause: list[Token]) -> Quoted:
    """ "3 hours" of "for 3 hours at $20 an hour": the count and its unit."""
    at = next(i for i, t in enumerate(clause) if t.numeral is not None and t.numeral.currency is None
              and t.numeral.kind is NumeralKind.CARDINAL)
    count, unit = clause[at], clause[at + 1]
    assert count.numeral is not None
    return Quoted(count.numeral.value, f"{count.text} {unit.text}", (count.start, unit.end))


def _share_done(rest: list[str]) -> str | None:
    """ "gets a 25% discount", "pays 10% tax", "tips the barber 20%", "gives a 20% tip": the share
    by its noun, or None."""
    if rest[:1] == ["then"]:
        rest = rest[1:]
    if len(rest) == 4 and rest[0] in _GOT and rest[1:] == ["a", _PERCENT, "discount"]:
        return "discount"
    if len(rest) == 4 and rest[0] in _GOT and rest[1:] == ["a", _MONEY, "discount"]:
        return SUM_OFF
    if len(rest) == 4 and rest[0] in _TIPPING and rest[1] == "the" and rest[3] == _PERCENT and (
        rest[2] not in _NOT_A_THING and rest[2] not in (_MONEY, _PERCENT)
    ):
        return "tip"
    if len(rest) == 4 and rest[0] in _SURCHARGE_GIVING and rest[1:] == ["a", _PERCENT, "tip"]:
        return "tip"
    if rest in (["pays", _PERCENT, "tax"], ["paid", _PERCENT, "tax"], ["pays", _PERCENT, "sales", "tax"],
                ["paid", _PERCENT, "sales", "tax"]):
        return "tax"
    return None


def _price_told(said: list[str]) -> tuple[tuple[str, ...] | None, bool, bool] | None:
    """ "The lamp costs $40", "The price is $40", "The regular price of the lamp was $40": the
    thing named (None for "the price" alone), whether said in the present, and whether the price
    is named regular."""
    if len(said) < 4 or said[0] != "the" or said[-1] != _MONEY:
        return None
    verb, subject = said[-2], said[1:-2]
    if verb not in _PRICE_PRESENT | _PRICE_PAST:
        return None
    present = verb in _PRICE_PRESENT
    regular = bool(subject) and subject[0] in _PRICE_NAMES
    if regular:
        subject = subject[1:]
    if subject[:1] == ["price"]:
        if verb not in ("is", "was"):
            return None
        rest = subject[1:]
        if not rest:
            return None, present, regular
        if len(rest) >= 3 and rest[:2] == ["of", "the"] and _plain(rest[2:]):
            return tuple(rest[2:]), present, regular
        return None
    if regular or not _plain(subject):
        return None
    return tuple(subject), present, False


def _plain(thing: list[str]) -> bool:
    """One to three words that name a thing and nothing more."""
    return 1 <= len(thing) <= 3 and not any(w in _NOT_A_THING or w in (_MONEY, _PERCENT) for w in thing)


def _asked(question: list[Token], people: list[Token]) -> tuple[str, ...] | None:
    """ "How much did she pay (in total / after the discount / for the lamp)?": what closes the
    question ("after", "discount"; "for", "lamp"; () for nothing or "in total"), or None."""
    said = _said(question)
    if said is None or len(said) < 5 or said[:2] != ["how", "much"] or said[2] not in ("did", "does", "will"):
        return None
    buyer = question[3]
    if not (buyer.lower in _PRONOUN_GENDER or is_name(buyer)) or said[4] != "pay":
        return None
    people.append(buyer)
    rest = said[5:]
    if rest in ([], ["in", "total"], ["in", "all"]):
        return ()
    if len(rest) == 3 and rest[:2] in (["after", "the"], ["for", "the"]):
        return (rest[0], rest[2])
    if rest == ["after", "tax"]:
        return ("after", "tax")
    return None




__all__ = ["read_price_share"]
