"""Money held as coins and bills: "a quarter" the coin among other coins, and counted bills
("has two $20 bills", "a $50 bill and two $10 bills", "one $50 bill").

A bill told with its sum ("a $20 bill", lexicon ``money_nouns``) is that many dollars; a
number of them is money too, the bill's sum times the bills counted (dollars per bill ×
bills), both numbers cited. The clause is read with an unknown sum of money in each counted
bill's place, and each of those sums tied to its product; a clause where an unknown sum is
not carried by exactly one proto is not of this shape.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

import attrs

from wordproof.lexicon.tables import coin_value
from wordproof.lexicon.words import in_class
from wordproof.reader.chunks import A_ONE, Chunk, ConjChunk, QtyChunk, join
from wordproof.reader.clauses import Clause
from wordproof.reader.frames import Proto
from wordproof.refusals import Refusal
from wordproof.text.numerals import NumeralKind

Frames = Callable[[Clause, str], "tuple[Proto, ...] | Refusal"]


def read_counted_bills(clause: Clause, text: str, frames: Frames) -> tuple[Proto, ...] | Refusal | None:
    """The protos of a clause that counts bills of a sum; None when it counts none."""
    rest: list[Chunk] = []
    tied: dict[int, tuple[QtyChunk, QtyChunk]] = {}  # id of the unknown sum -> (count, bill)
    unknowns: list[QtyChunk] = []
    chunks = list(clause.rest)
    i = 0
    while i < len(chunks):
        count, bill = chunks[i], chunks[i + 1] if i + 1 < len(chunks) else None
        if isinstance(count, QtyChunk) and isinstance(bill, QtyChunk) and _counts_bills(count, bill):
            unknown = attrs.evolve(bill, value=None, kind=None, span=join(count.span, bill.span))
            tied[id(unknown)] = (count, bill)
            unknowns.append(unknown)
            rest.append(unknown)
            i += 2
            continue
        rest.append(count)
        i += 1
    if not unknowns:
        return None
    read = frames(attrs.evolve(clause, rest=tuple(rest)), text)
    if isinstance(read, Refusal):
        return read
    if any(sum(p.qty is unknown for p in read) != 1 for unknown in unknowns):
        return None
    protos: list[Proto] = []
    for proto in read:
        if proto.qty is not None and id(proto.qty) in tied:
            count, bill = tied[id(proto.qty)]
            assert bill.noun is not None
            per = attrs.evolve(bill.noun, plural=False, modifiers=(), of=None)
            proto = attrs.evolve(proto, rate=bill, per=per, count=attrs.evolve(count, noun=bill.noun))
        protos.append(proto)
    return tuple(protos)


def _counts_bills(count: QtyChunk, bill: QtyChunk) -> bool:
    """ "two" before "$20 bills", "one" before "$50 bill": a whole number of bills, each of a sum in
    dollars."""
    return (
        count.noun is None and count.currency is None and count.kind is NumeralKind.CARDINAL
        and count.value is not None and count.value.denominator == 1 and count.value >= 1
        and count.comparative is None and count.of_entity is None and not count.of_them
        and bill.currency == "dollar" and bill.noun is not None and bill.noun.plural == (count.value > 1)
        and in_class(bill.noun.head, "money_nouns") and bill.noun.head not in ("dollar", "cent", "buck")
        and not bill.noun.modifiers and bill.noun.of is None and bill.value is not None
        and bill.comparative is None and count.span[1] < bill.span[0]
    )


def read_quarter_coin(clause: Clause, text: str, frames: Frames) -> tuple[Proto, ...] | Refusal | None:
    """ "found a quarter, 2 dimes and a nickel": "a quarter" with nothing after it is the coin
    when it stands in one list with other coins; "a quarter of the pie", "a quarter hour" have
    their noun after it, and "spent a quarter on candy" (of her money, or the coin?) is left
    to refuse. "a" counts one by a reading rule. None when the clause has no such quarter."""
    chunks = list(clause.rest)
    quarters = [c for c in chunks if isinstance(c, QtyChunk) and _bare_quarter(c, text)]
    coins = [c for c in chunks if isinstance(c, QtyChunk) and c.noun is not None and c.value is not None
             and c.comparative is None and coin_value(c.noun.head) is not None and not c.noun.modifiers]
    if not quarters or not coins or not _a_list(chunks):
        return None
    rest = [_the_coin(c, text) if c in quarters else c for c in chunks]
    return frames(attrs.evolve(clause, rest=tuple(rest)), text)


def _bare_quarter(qty: QtyChunk, text: str) -> bool:
    said = text[qty.span[0]:qty.span[1]].lower()
    return said == "a quarter" and qty.value == Fraction(1, 4) and qty.noun is None and (
        qty.of_entity is None and not qty.of_them and qty.comparative is None and not qty.remaining)


def _a_list(chunks: list[Chunk]) -> bool:
    """Only quantities, joined by "and" (and commas): a list of things held or moved."""
    return all(isinstance(c, QtyChunk) or isinstance(c, ConjChunk) and c.word in ("and", ",") for c in chunks)


def _the_coin(qty: QtyChunk, text: str) -> QtyChunk:
    """ "a quarter" as one quarter (the coin), its article counted one by a reading rule."""
    from wordproof.reader.machine import noun_of_word

    word = (qty.span[1] - len("quarter"), qty.span[1])
    noun = noun_of_word(text[word[0]:word[1]], word)
    return QtyChunk(Fraction(1), NumeralKind.CARDINAL, qty.value_span, qty.span, noun=noun,
                    lexicon_constant=A_ONE)


__all__ = ["read_counted_bills", "read_quarter_coin"]
