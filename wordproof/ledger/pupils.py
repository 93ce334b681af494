"""The boys and girls a school holds, asked as its pupils.

"In a school there are 54 girls and 38 boys. How many pupils are there in the school?": the
children a school (or a class, a classroom: lexicon ``schooling_places``) is told to hold are
there to learn, so its pupils or students (lexicon ``wholes_of_boys_and_girls``, which the
boys and girls divide with nothing left over) are its boys and girls: the question is read as
the children the place holds (the hypernym ``child``). Only when the boys and the girls are
both told, of that one place and of nothing else, the place holds nothing but them and they
are only told there, as a whole (a child gone home from a school is still its pupil, but no
longer there; "38 boys in the first grade" are not all the school's), the
question asks it (or no holder) and nothing in the story is counted as pupils or students
itself; anything else ("5 teachers", a park, a second school, "30 students and 4 girls") is
left as it was and refuses as before.
"""

from __future__ import annotations

import attrs

from wordproof.ledger.entries import Kind, KindMatcher, Ledger, Op, TargetWhat
from wordproof.ledger.places import a_thing
from wordproof.lexicon.words import divides, in_class

_BOYS_AND_GIRLS = frozenset({"boy", "girl"})


def pupils_of_the_school(ledger: Ledger) -> Ledger:
    """The ledger with a question of a school's pupils (students) read as of its children,
    when the school's boys and girls are all it holds; else the ledger as it was."""
    target = ledger.target
    matcher = target.matcher
    if target.what is not TargetWhat.STATE or matcher.unit is None or (
        not divides("boy", "girl", matcher.unit) or matcher.of is not None or matcher.modifiers
        or matcher.category is not None or matcher.money
        or matcher.dimension is not None or target.parts
    ):
        return ledger
    if any(e.kind.unit == matcher.unit for e in ledger.entries):
        return ledger  # pupils counted as such: the boys and girls may be some of them, or others
    places = {e.subject for e in ledger.entries if e.kind.unit in _BOYS_AND_GIRLS}
    if len(places) != 1 or target.holders not in (None, tuple(places)):
        return ledger
    place = next((e for e in ledger.entities if e.id in places), None)
    # "the school", "class of Mrs. Lee": the noun that names the place, before its owner
    named = place.label.split(" of ")[0].split()[-1].lower() if place is not None else ""
    if place is None or not a_thing(place) or not in_class(named, "schooling_places"):
        return ledger
    told = [e for e in ledger.entries if place.id in (e.subject, e.other, e.actor)]
    if {e.kind.unit for e in told} != _BOYS_AND_GIRLS or any(e.op is not Op.OBSERVE or e.settings or (
        e.kind != Kind(e.kind.unit)  # ("38 baby boys": no pupils, maybe)
    ) or (
        e.held_at is not None and e.held_at.head != named
    ) for e in told):
        # ("has 54 girls and 38 boys in the first grade": the school's other grades are untold)
        return ledger
    children = KindMatcher(None, category="child")
    return attrs.evolve(ledger, target=attrs.evolve(target, matcher=children, holders=(place.id,)))


__all__ = ["pupils_of_the_school"]
