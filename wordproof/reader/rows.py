"""Things named by their place in a row: "The first weighed 2 pounds, the second 7 and the last
4" after "A vet weighed 3 cats". The reader binds a "they" or "the three cats" to such a row
and the ledger sets aside the count the row restates; both ask this module."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from wordproof.ledger.entries import Entity, EntityKind, Entry
from wordproof.lexicon import words
from wordproof.lexicon.tables import measure_unit
from wordproof.reader.told import Told
from wordproof.text.numerals import ordinal_place

ORDINALS_IN_ORDER = ("the first", "the second", "the third", "the fourth", "the fifth")


def last_after_gap(members: list[str]) -> bool:
    """ "The first weighed 5 pounds and the last weighed 4": the ones between are never told,
    so "they" is not the two named. Only after a row told with no gap ("the first …, the
    second … and the last …") does "the last" close it."""
    if "the last" not in members:
        return False
    before = [m for m in members if m != "the last"]
    return len(before) < 2 or tuple(before) != ORDINALS_IN_ORDER[:len(before)]


def row_naming(
    entities: Iterable[Entity], entries: Iterable[Entry], told: Told, head: str, before: int
) -> tuple[str, ...] | None:
    """ "A vet weighed 3 cats. The first …, the second … and the last …": the ones named by a
    bare ordinal before ``before`` are the cats, when they are a row told with no gap (perhaps
    closed by "the last"), the only plural countable things named before its first are called
    ``head`` (no measure, no people), and every count told of them before ``before`` is the row's
    length. The row's members in order, else None ("weighed 4 cats. The first …, the second
    … and the last …": one is left untold; "3 cats and 2 dogs": which are they?; "Then she
    weighed 2 more cats": the 3, or all 5?)."""
    row = _row(entities, before)
    if row is None:
        return None
    members = tuple(e.id for e in row)
    named = _named_before(told, row[0].span[0])
    counts = {e.amount.value for e in entries if e.kind.unit == head and e.clause[1] <= before}
    if named != {head} or not counts <= {None, Fraction(len(members))}:
        return None
    return members


def row_counted_by(
    entities: Iterable[Entity], entries: Iterable[Entry], told: Told, head: str, count: int, before: int
) -> tuple[str, ...] | None:
    """ "Jerry weighed boxes. The first …, the second … and the last … What is the combined
    weight of all three boxes?": the row named before ``before`` is the ``count`` things a question
    numbers, when it is that long, closed by "the last" (no more of them after it), the only
    plural countable things named before its first are called ``head``, no count told of
    them before ``before`` is another, and none is told after the row begins ("Ben packed 3
    bags": his three?). Its members in order, else None."""
    row = _row(entities, before)
    if row is None or len(row) != count or row[-1].id != "the last":
        return None
    counts = {e.amount.value for e in entries if e.kind.unit == head and e.clause[1] <= before}
    after_row = any(e.kind.unit == head and row[0].span[0] <= e.clause[0] and e.clause[1] <= before
                    and e.amount.value is not None for e in entries)  # ("Ben packed 3 bags": his?)
    if _named_before(told, row[0].span[0]) != {head} or not counts <= {None, Fraction(count)} or after_row:
        return None
    return tuple(e.id for e in row)


def row_uncounted(entities: Iterable[Entity], entries: Iterable[Entry], told: Told, before: int) -> bool:
    """ "A vet weighed some cats. The first …, the second … and the third …": a row before
    ``before`` of things told before it with no count, or another: there may be more of them
    than the row names, so "they" is not the row."""
    entities, entries = tuple(entities), tuple(entries)
    row = _row(entities, before)
    if row is None:
        return False
    named = _named_before(told, row[0].span[0])
    return bool(named) and not any(
        row_naming(entities, entries, told, head, before) is not None
        and any(e.kind.unit == head and e.amount.value == len(row) for e in entries) for head in named)


def _row(entities: Iterable[Entity], before: int) -> list[Entity] | None:
    """The ones named by a bare ordinal before ``before``, in order, when they are a row told
    with no gap (perhaps closed by "the last"), else None."""
    row = sorted((e for e in entities if e.kind is EntityKind.ROLE and not e.plural and e.span[0] < before
                  and len(said := e.id.split()) == 2 and said[0] == "the"
                  and (said[1] == "last" or ordinal_place(said[1]) is not None)),
                 key=lambda e: e.span[0])
    members = tuple(e.id for e in row)
    placed = members[:-1] if members[-1:] == ("the last",) else members
    if len(members) < 2 or placed != ORDINALS_IN_ORDER[:len(placed)] or last_after_gap(list(members)):
        return None
    return row


def _named_before(told: Told, first: int) -> set[str]:
    """The plural countable things named before ``first`` (no measure, no people)."""
    return {n.head for n in told.nouns if n.span[1] <= first and n.written.lower() != n.head
            and measure_unit(n.head) is None and not words.in_class(n.head, "person_nouns")}
