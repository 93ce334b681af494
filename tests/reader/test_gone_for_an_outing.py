"""Counted things told at a doing in the progressive, some of which go for an outing of a way of
going ("3 went for a swim", "a walk", "a ride"), stop that doing: asked who are "still" at it,
the outing is a going away. Asked anything else (where they are, what was so at first), or told
doing the outing's own way of going, where they went is not told and the clause is not read."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("7 ducks were resting on the bank. 3 went for a swim. How many ducks are still resting on the "
     "bank?", 4, "ducks"),
    ("9 kids were playing in the garden. 4 of them went for a walk. How many kids are still playing "
     "in the garden?", 5, "kids"),
    ("9 kids were playing in the garden. 4 kids went for a ride. 2 went for a run. How many kids are "
     "still playing in the garden?", 3, "kids"),
]

REFUSED = [
    # where they are now, not asked as the doing told: the outing may be there
    "9 kids were playing in the garden. 4 went for a walk. How many kids are in the garden?",
    "There were 12 kids at the lake. 5 went for a swim. How many kids are at the lake?",
    # told doing the outing's own way of going
    "12 kids were swimming in the lake. 5 went for a swim. How many kids are still swimming in the "
    "lake?",
    # no way of going: an errand, which may be brief
    "7 workers were fixing the roof. 2 went for a drink. How many workers are still fixing the roof?",
    # one named: one of those counted?
    "7 workers were fixing the roof. Sam went for a walk. How many workers are still fixing the roof?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
