"""Rates and prices: what each one of a kind costs or holds.

A price is said of one thing of a kind ("Each pen costs $2", "A stamp costs 5 cents"), of
things each ("Pens cost $2 each", "… cost $2 per pen"), within a purchase ("bought 3 pizzas
for $8 each", "bought four tires each for $60") or as what was paid for each one ("She paid
$12 for each box"). A price belongs to the kind, not to a holder: replay makes every purchase
of that kind cost the buyer the price times the amount bought. Contents per container are
said of a place ("There are 17 apples in each basket"): the holder of the baskets holds the
apples, 17 times the baskets (as "Each basket has 17 apples" does).
"""

from __future__ import annotations

import attrs

from wordproof.ledger.entries import Op
from wordproof.lexicon import words
from wordproof.reader.chunks import (
    Chunk,
    CueChunk,
    NounChunk,
    PrepChunk,
    QtyChunk,
)
from wordproof.reader.clauses import Clause
from wordproof.reader.frames import Proto, _is_money

Read = tuple[Clause | None, tuple[Proto, ...]]


def read_rate(clause: Clause) -> Read | None:
    """The clause's price or contents rate, and what is left of the clause for the other
    frames to read (None: nothing is left); None when the clause states no rate."""
    if clause.negated or clause.hedged or clause.auxiliaries and not _be_only(clause):
        return None
    price = _price(clause)
    if price is not None:
        return None, (price,)
    purchase = _priced_purchase(clause)
    if purchase is not None:
        return purchase
    contents = _contents_of_each(clause)
    if contents is not None:
        return None, (contents,)
    return None


def _be_only(clause: Clause) -> bool:
    return all(a.group == "be" for a in clause.auxiliaries)


def _is_each(chunk: Chunk) -> bool:
    return isinstance(chunk, CueChunk) and chunk.text in ("each", "apiece")


def _price(clause: Clause) -> Proto | None:
    """ "Each pen costs $2", "A pen costs 5 cents", "Pens cost $2 each", "… $2 per pen"."""
    verb = clause.verb
    if verb is None or clause.auxiliaries or not words.in_class(verb.lemma, "price_verbs"):
        return None
    rest = list(clause.rest)
    if not rest or not _is_money(rest[0]):
        return None
    money = rest[0]
    assert isinstance(money, QtyChunk)
    if money.value is None or money.comparative is not None:
        return None
    tail = rest[1:]
    subject = clause.subject
    # "One pack costs $2" is not read here: its "one" is a number the price must cite
    if not isinstance(subject, NounChunk) or subject.possessor is not None or not subject.noun.head:
        return None
    one = subject
    each = len(tail) == 1 and _is_each(tail[0])
    match tail:
        case [CueChunk(kind="each", text="per"), NounChunk(noun=per)] if (
            per.head == one.noun.head
        ):
            each = True  # "… cost $2 per pen"
    singular = not one.noun.plural and (clause.each or one.determiner in ("a", "an", "the", "every"))
    if not (each or singular and not tail):
        return None  # "The pens cost $12": all of them together, not one
    return Proto(Op.PRICE, attrs.evolve(one, determiner=None), money, clause.span)


def _priced_purchase(clause: Clause) -> Read | None:
    """ "bought 3 pizzas for $8 each", "bought four tires each for $60": the purchase, read
    by the change frame, and the price of one of what was bought. "She paid $12 for each
    box": the price of one box."""
    verb = clause.verb
    if verb is None:
        return None
    rest = list(clause.rest)
    if words.in_class(verb.lemma, "spending_verbs"):
        match rest:
            case [QtyChunk() as money, PrepChunk(word="for" | "on"), CueChunk(kind="each", text=e),
                  NounChunk(noun=noun) as one] if _is_money(money) and e in ("each", "every") and (
                money.value is not None and one.possessor is None and not noun.plural
            ):
                return None, (Proto(Op.PRICE, attrs.evolve(one, determiner=None), money, clause.span),)
        return None
    if not words.in_class(verb.lemma, "buying_verbs") or len(rest) < 4:
        return None
    match rest[-4:]:
        case [QtyChunk() as bought, PrepChunk(word="for" | "at"), QtyChunk() as money, each]:
            pass
        case [QtyChunk() as bought, each, PrepChunk(word="for" | "at"), QtyChunk() as money]:
            pass
        case _:
            return None
    if not _is_each(each) or not _is_money(money) or money.value is None or bought.noun is None or (
        _is_money(bought)
    ):
        return None
    one = NounChunk(attrs.evolve(bought.noun, span=bought.noun.span), bought.span)
    purchase = attrs.evolve(clause, rest=tuple(rest[:-4] + [bought]))
    return purchase, (Proto(Op.PRICE, one, money, clause.span),)


def _contents_of_each(clause: Clause) -> Proto | None:
    """ "There are 17 apples in each basket", "There were 6 students at every table"."""
    subject = clause.subject
    if not (isinstance(subject, CueChunk) and subject.kind == "there") or clause.verb is not None:
        return None
    match list(clause.rest):
        case [QtyChunk(noun=noun) as inside, PrepChunk(word="in" | "on" | "at" | "inside"),
              CueChunk(kind="each", text=e), NounChunk(noun=container) as each_one]:
            pass
        case _:
            return None
    if e not in ("each", "every") or noun is None or inside.value is None or (
        inside.comparative is not None or each_one.possessor is not None or container.plural
    ):
        return None
    return Proto(Op.RATE, attrs.evolve(each_one, determiner=None), inside, clause.span)


__all__ = ["read_rate"]
