"""Sorts got by one who already held their kind: "He already had 3 apples".

"A chef bought 2 red apples and 2 green apples. He already had 3 apples. How many apples
does he have now?": the 3 were held before the buying, of sorts untold (some may be red). The
apples counted together begin only after the buying, so the holding of them all before it
is no state of that count; but every red apple got is an apple got, so for a question of the
apples (no sort named) the gains and losses of each sort are of the apples: 3 + 2 + 2. So too
kinds of a category the held noun names: "found 3 pennies and 4 dimes. He already had 10 coins".
"""

from __future__ import annotations

import attrs

from wordproof.ledger.entries import Entry, Kind, Ledger, Op, TargetWhat
from wordproof.lexicon.tables import hypernyms_of

_CHANGES = (Op.GAIN, Op.LOSS)


def sorts_into_the_held(ledger: Ledger) -> Ledger:
    """The ledger with each gain or loss of a sort of the kind asked (the question's unit, no
    sort named) by the one holder asked read as of the kind itself, when that holder is told
    holding the kind, with no sort, before any change ("already had"), and every other telling
    of the kind by or to that holder is such a gain or loss (or the reading's own "had none of
    that sort before", dropped: the sorts of what was held are untold). Anything else (a
    holding, a giving, a comparison of a sort; a sort asked; another holder) is left as it was."""
    target = ledger.target
    matcher = target.matcher
    if target.what is not TargetWhat.STATE or target.holders is None or len(target.holders) != 1 or (
        matcher.unit is None or matcher.of is not None or matcher.modifiers or matcher.category is not None
        or matcher.money or matcher.dimension is not None
    ):
        return ledger
    holder = target.holders[0]
    kind = Kind(matcher.unit)
    told = [e for e in ledger.entries
            if _of_the_kind(e.kind, kind) and holder in (e.subject, e.other, e.actor)]
    held = [e for e in told if e.op is Op.OBSERVE and e.kind == kind and e.at_start and e.subject == holder]
    sorts = [e for e in told if e not in held]
    if len(held) != 1 or not any(e.op in _CHANGES and e.kind != kind for e in sorts) or any(
        not _a_sort_changed(e, holder) and not _none_of_the_sort(e, holder) for e in sorts
    ):
        return ledger
    entries = tuple(attrs.evolve(e, kind=kind) if e in sorts and e.op in _CHANGES else e
                    for e in ledger.entries if not (e in sorts and e.op is Op.START_EMPTY))
    return attrs.evolve(ledger, entries=entries)


def _of_the_kind(told: Kind, kind: Kind) -> bool:
    """A sort of ``kind`` or it: the same unit, or a unit always of the category ``kind`` names
    ("pennies" of "coins", "cows" of "animals": lexicon hypernyms)."""
    return told.unit == kind.unit or kind.unit in hypernyms_of(told.unit)


def _a_sort_changed(entry: Entry, holder: str) -> bool:
    """A gain or loss of a told amount of the kind (a sort of it, or it all) by the holder."""
    return entry.op in _CHANGES and entry.subject == holder and entry.other is None and (
        entry.kind.of is None and entry.kind.part is None and entry.amount.value is not None)


def _none_of_the_sort(entry: Entry, holder: str) -> bool:
    return entry.op is Op.START_EMPTY and entry.subject == holder and entry.kind.of is None and (
        entry.kind.part is None)
