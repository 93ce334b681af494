"""Reading how long one saver takes to reach a price: "Ana wants to buy a bike that costs $60.
She already has $20 and saves $5 a week. How many weeks will it take her to save enough money?"
(8 weeks).

The text tells these, each once, in any order, and nothing else (two to five sentences):

- *the goal*: one saver, named by a given name, `wants to buy`, `is saving (up) to buy` or `saves
  to buy (herself/himself)` one thing said with `a`/`an`, its price in the clause (`… a bike that
  costs $60`, `… a bike for $60`) or in one of its own (`The bike costs $60`, `It costs $60`);
- *what is held* (at most once): `She (already) has $20 (in savings)`, `She has (already) saved
  $20`, `She was able to save $20 already`;
- *the sum saved each period*: `She saves (up) $5 a/per/each/every week`, `She can save $5 …`,
  `She puts away (sets aside) $5 …`, `She gets (receives) an allowance of $5 …`; a clause may tell
  two of these with `and` (`She has $20 and saves $5 a week`).

The question asks the periods, in the unit the sum is saved per: `How many weeks will (does) it
take (her) (to save enough (money), to save the money she needs, to buy the bike, …)?` or `How
many weeks does she need (have) to save (for the bike, for the remaining amount)?`; a told clause
may stand as `If …,` before it or `if …` after it. A sum not saved (earned, spent, given), a
second saver or price, a count of periods that is not whole, nothing left to save, or any word
the shape does not hold leave the text to the general reader (``None``).
"""

from __future__ import annotations

from wordproof.ledger.derivation import Quoted
from wordproof.ledger.savings_goal import SavingsGoalEntry
from wordproof.reader.sequences import is_name, one_named_person, told_and_asked, words_and_marks
from wordproof.text.numerals import Numeral, NumeralKind, number_said
from wordproof.text.tokens import Token, TokenKind

_GENDER = {"she": "female", "he": "male", "her": "female", "him": "male", "herself": "female",
           "himself": "male"}
_MONEY = "$"
_PERIODS = frozenset({"day", "week", "month", "year"})
_PER = frozenset({"a", "an", "per", "each", "every"})
_WANTING = (("wants", "to", "buy"), ("is", "saving", "to", "buy"), ("is", "saving", "up", "to", "buy"),
            ("saves", "to", "buy"), ("saves", "up", "to", "buy"))
_HELD = (("has", _MONEY), ("already", "has", _MONEY), ("has", _MONEY, "in", "savings"),
         ("already", "has", _MONEY, "in", "savings"), ("has", "saved", _MONEY),
         ("has", "already", "saved", _MONEY),
         ("has", "saved", _MONEY, "already"), ("was", "able", "to", "save", _MONEY, "already"))
_SAVING = (("saves",), ("saves", "up"), ("can", "save"), ("can", "save", "up"), ("puts", "away"),
           ("sets", "aside"), ("gets", "an", "allowance", "of"), ("receives", "an", "allowance", "of"))
# words a thing wanted may not hold: they count, compare or own it
_NOT_A_THING = frozenset({
    "and", "or", "for", "with", "that", "which", "each", "every", "per", "more", "less", "than", "other",
    "another", "his", "her", "their", "its", "the", "a", "an", "of", "at", "on", "in", "to", "some", "all",
    "both", "few", "several", "many", "dozen", "twice", "half", "then", "it",
})

Money = tuple[str, Quoted]  # what a sum is ("price", "held", "saved <period>"), and the sum


def read_savings_goal(text: str, tokens: tuple[Token, ...] | list[Token]) -> SavingsGoalEntry | None:
    """The periods one saver takes to reach a price, or None when the text is not such a problem."""
    told_asked = told_and_asked(tokens, (2, 3, 4, 5))
    if told_asked is None:
        return None
    told, question = told_asked
    late_if = next((i for i, t in enumerate(question) if t.lower == "if"), None)
    if late_if is not None:  # "… for the rest if she saves $2 a week?"
        told.append(question[late_if + 1:])
        question = question[:late_if]
    people: list[Token] = []
    things: list[tuple[str, ...]] = []
    sums: list[Money] = []
    for clause in told:
        if not _read_told(clause, people, things, sums):
            return None
    asked = _asked(question, people)
    kinds = [kind for kind, _ in sums]
    if asked is None or not things or not one_named_person(people, _GENDER):
        return None
    period, named, remaining = asked
    if any(not _same_thing(thing, things[0]) for thing in things[1:]):
        return None  # "wants a bike. The helmet costs $60."
    if kinds.count("price") != 1 or kinds.count("held") > 1 or kinds.count(f"saved {period}") != 1:
        return None
    if len(sums) != 2 + kinds.count("held") or (remaining and "held" not in kinds):
        return None  # a sum saved per another period; "the remaining amount" with nothing held
    if named is not None and not _same_thing(named, things[0]):
        return None  # "wants a bike … to buy the helmet"
    price, saved = (next(q for k, q in sums if k == kind) for kind in ("price", f"saved {period}"))
    held = next((q for k, q in sums if k == "held"), None)
    rest = price.value - (held.value if held is not None else 0)
    if rest <= 0 or (rest / saved.value).denominator != 1:
        return None  # nothing to save, or a last period only partly needed
    return SavingsGoalEntry("g1", price, held, saved, period + "s", text[question[0].start:question[-1].end])


def _said(clause: list[Token]) -> list[str] | None:
    """The clause's words, a sum in dollars standing as "$"; None with any other number, a
    possessive or a mark."""
    return words_and_marks(clause, _mark)


def _mark(token: Token, numeral: Numeral) -> tuple[str, ...] | None:
    if numeral.kind is NumeralKind.CARDINAL and numeral.currency == "dollar" and numeral.value > 0:
        return (_MONEY,)
    return None


def _quoted(clause: list[Token]) -> Quoted:
    """The one sum in dollars of a clause."""
    token = next(t for t in clause if t.numeral is not None and t.numeral.currency == "dollar")
    assert token.numeral is not None
    return Quoted(number_said(token.numeral.value, token.numeral.kind), token.text, token.span)


def _read_told(clause: list[Token], people: list[Token], things: list[tuple[str, ...]],
               sums: list[Money]) -> bool:
    """One told clause read into the saver, the thing wanted and the sums; False when it is none
    of the clauses the shape holds."""
    said = _said(clause)
    if not said:
        return False
    if said[0] in ("she", "he") or is_name(clause[0]):
        people.append(clause[0])
        parts = _parts(said[1:])
        moneyed = [t for t in clause if t.numeral is not None]
        if len(moneyed) != sum(part.count(_MONEY) for part in parts):
            return False
        for part, token in zip(parts, _each_sum(parts, moneyed), strict=True):
            if not _read_predicate(part, token, clause, people, things, sums):
                return False
        return True
    subject, price = said[:-2], said[-2:]
    if price not in (["costs", _MONEY], ["is", _MONEY]):
        return False
    if subject == ["it"] or subject[:1] == ["the"] and _plain(subject[1:]):
        sums.append(("price", _quoted(clause)))
        if subject != ["it"]:
            things.append(tuple(subject[1:]))  # the thing wanted, named again
        return True
    return False


def _parts(rest: list[str]) -> list[list[str]]:
    """ "already has $20 and saves $5 a week": the predicates joined by "and"."""
    parts: list[list[str]] = [[]]
    for word in rest:
        if word == "and":
            parts.append([])
        else:
            parts[-1].append(word)
    return parts


def _each_sum(parts: list[list[str]], moneyed: list[Token]) -> list[Token | None]:
    """The sum token each predicate holds (None for a predicate with none)."""
    out: list[Token | None] = []
    at = 0
    for part in parts:
        out.append(moneyed[at] if _MONEY in part else None)
        at += part.count(_MONEY)
    return out


def _read_predicate(part: list[str], token: Token | None, clause: list[Token], people: list[Token],
                    things: list[tuple[str, ...]], sums: list[Money]) -> bool:
    """What the saver does: wants a thing (at a price), holds a sum, or saves a sum each period."""
    money = None if token is None or token.numeral is None else Quoted(
        number_said(token.numeral.value, token.numeral.kind), token.text, token.span)
    if part.count(_MONEY) > 1:
        return False
    if tuple(part) in _HELD and money is not None:
        sums.append(("held", money))
        return True
    for verb in _SAVING:
        if tuple(part[:len(verb)]) != verb or part[len(verb):len(verb) + 1] != [_MONEY] or money is None:
            continue
        per = part[len(verb) + 1:]
        if len(per) != 2 or per[0] not in _PER or per[1] not in _PERIODS:
            return False
        sums.append((f"saved {per[1]}", money))
        return True
    for wanting in _WANTING:
        if tuple(part[:len(wanting)]) == wanting:
            return _wanted(part[len(wanting):], money, clause, people, things, sums)
    return False


def _wanted(rest: list[str], money: Quoted | None, clause: list[Token], people: list[Token],
            things: list[tuple[str, ...]], sums: list[Money]) -> bool:
    """ "(herself) a bike (that costs $60 / for $60)": the thing wanted and its price."""
    if rest[:1] in (["herself"], ["himself"]):
        people.append(next(t for t in clause if t.lower == rest[0]))
        rest = rest[1:]
    if rest[:1] not in (["a"], ["an"]):
        return False
    end = next((i for i in range(1, len(rest)) if rest[i] in ("that", "which", "for")), len(rest))
    thing, after = rest[1:end], rest[end:]
    if not _plain(thing):
        return False
    things.append(tuple(thing))
    if not after:
        return money is None
    priced = (["that", "costs", _MONEY], ["which", "costs", _MONEY], ["for", _MONEY])
    if after in priced and money is not None:
        sums.append(("price", money))
        return True
    return False


def _asked(question: list[Token], people: list[Token]) -> tuple[str, tuple[str, ...] | None, bool] | None:
    """ "How many weeks will it take her to save enough money?": the period asked, the thing the
    question names (None when it names none), and whether it asks the remaining amount."""
    if any(t.kind is not TokenKind.WORD or t.possessive for t in question):
        return None
    said = [t.lower for t in question]
    if len(said) < 5 or said[:2] != ["how", "many"] or said[2].removesuffix("s") not in _PERIODS:
        return None
    period = said[2].removesuffix("s")
    if said[2] != period + "s":
        return None
    rest, tokens = said[3:], question[3:]
    if rest[:3] in (["will", "it", "take"], ["does", "it", "take"]):
        rest, tokens = rest[3:], tokens[3:]
        if tokens and (rest[0] in ("her", "him") or is_name(tokens[0])):
            people.append(tokens[0])
            rest, tokens = rest[1:], tokens[1:]
        return _take_tail(rest, tokens, people, period)
    if len(rest) >= 5 and rest[0] in ("does", "will") and rest[2] in ("need", "have") and rest[3:5] == [
        "to", "save"]:
        if not (rest[1] in ("she", "he") or is_name(tokens[1])):
            return None
        people.append(tokens[1])
        tail = rest[5:]
        if tail == ["for", "the", "remaining", "amount"]:
            return period, None, True
        named = _named(tail, ("for", "the"))
        if named is not None or not tail:
            return period, named, False
        return _enough(tail, period)
    return None


def _take_tail(rest: list[str], tokens: list[Token], people: list[Token],
               period: str) -> tuple[str, tuple[str, ...] | None, bool] | None:
    """What follows "will it take (her)": nothing, "to buy the bike", "to save enough (money) (to
    buy the bike)", "to save the money she needs (for the bike)", "to save for the bike"."""
    if not rest:
        return period, None, False
    named = _named(rest, ("to", "buy", "the")) or _named(rest, ("to", "save", "for", "the"))
    if named is not None:
        return period, named, False
    if rest[:2] != ["to", "save"]:
        return None
    if rest[2:4] == ["the", "money"] and rest[5:6] == ["needs"]:
        if not (rest[4] in ("she", "he") or is_name(tokens[4])):
            return None
        people.append(tokens[4])
        after = rest[6:]
        if not after:
            return period, None, False
        named = _named(after, ("for", "the")) or _named(after, ("to", "buy", "the"))
        return None if named is None else (period, named, False)
    return _enough(rest[2:], period)


def _enough(tail: list[str], period: str) -> tuple[str, tuple[str, ...] | None, bool] | None:
    """ "enough (money) (to buy the bike)"."""
    if tail[:1] != ["enough"]:
        return None
    after = tail[2:] if tail[1:2] == ["money"] else tail[1:]
    if not after:
        return period, None, False
    named = _named(after, ("to", "buy", "the"))
    return None if named is None else (period, named, False)


def _named(words: list[str], opening: tuple[str, ...]) -> tuple[str, ...] | None:
    """The thing after an opening ("for the bike"), or None."""
    if tuple(words[:len(opening)]) != opening or not _plain(words[len(opening):]):
        return None
    return tuple(words[len(opening):])


def _same_thing(named: tuple[str, ...], thing: tuple[str, ...]) -> bool:
    """The thing wanted named again: in its words, by its last word, or with a plural "s" of a
    word before the last dropped or added ("the sport bag" of "a sports bag"; never "the bags")."""
    def stems(words: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(w.removesuffix("s") for w in words[:-1]) + words[-1:]
    return named in (thing, thing[-1:]) or stems(named) == stems(thing)


def _plain(thing: list[str]) -> bool:
    """One to three words that name a thing and nothing more."""
    return 1 <= len(thing) <= 3 and not any(w in _NOT_A_THING or w == _MONEY for w in thing)




__all__ = ["read_savings_goal"]
