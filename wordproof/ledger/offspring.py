"""A person's sons and daughters, asked as the children the person has.

"Sandro has 4 daughters and 3 sons. How many children does he have?": the hypernym table keeps
"son" and "daughter" out of ``child`` (a grown son is no child in years), but children a person
*has* are the person's offspring, and a person's sons and daughters are those with nothing left
over. The question is read as the sum of the two kinds (TargetWhat.SUM, one part each, as "How
many sons and daughters does he have?" is), only when the one person asked is told holding both
kinds, with no words of their own, as holdings only (a count, or a multiple or a difference of
the other kind's; no child born or lost), and nothing else of
the child category or of kin (lexicon ``offspring_nouns``) is told of that person. Anything else
("3 sons" only, "2 grandchildren" beside them, a group, children asked of a place) is left as it
was and refuses as before.
"""

from __future__ import annotations

import attrs

from wordproof.ledger.entries import EntityKind, Kind, KindMatcher, Ledger, Op, TargetWhat
from wordproof.ledger.places import a_thing
from wordproof.lexicon.tables import membership
from wordproof.lexicon.words import in_class

# holdings told, by a count or by the other kind's ("twice as many daughters as sons")
_HOLDINGS = (Op.OBSERVE, Op.SCALE, Op.COMPARE)


def children_as_offspring(ledger: Ledger) -> Ledger:
    """The ledger with "How many children does she have?" of a person told holding sons and
    daughters read as their sum; else the ledger as it was."""
    target = ledger.target
    matcher = target.matcher
    if target.what is not TargetWhat.STATE or matcher != KindMatcher(None, category="child") or (
        target.holders is None or len(target.holders) != 1 or target.time not in ("final", "past")
    ):
        return ledger
    holder = next((e for e in ledger.entities if e.id == target.holders[0]), None)
    if holder is None or holder.kind not in (EntityKind.PERSON, EntityKind.ROLE) or a_thing(holder) or (
        holder.plural
    ):
        return ledger
    # anything told that may be a person (a kind the table does not know: "stepsons") may be kin,
    # whoever holds it ("His wife had another son": his child too)
    kin = [e for e in ledger.entries
           if in_class(e.kind.unit, "offspring_nouns") or membership(e.kind.unit, "person") is not False]
    units = sorted({e.kind.unit for e in kin})
    if len(units) != 2 or not all(in_class(u, "offspring_nouns") for u in units) or any(
        e.op not in _HOLDINGS or e.subject != holder.id or e.kind != Kind(e.kind.unit)
        or e.settings or e.held_at is not None for e in kin  # ("3 sons in college": and at home?)
    ):
        return ledger
    parts = tuple(attrs.evolve(target, matcher=KindMatcher(unit), unit_text="") for unit in units)
    return attrs.evolve(ledger, target=attrs.evolve(target, what=TargetWhat.SUM, matcher=parts[0].matcher,
                                                     parts=parts))


__all__ = ["children_as_offspring"]
