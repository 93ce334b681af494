"""A pace's doing asked "after N days" (a doing, not a holding): what the pace does over those
periods, as "in N days" asks."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Ivo paints 4 plates per day. How many plates does he paint after 6 days?", 24, "plates"),
    ("Ivo paints 4 plates per day. How many plates will he have painted after 2 weeks?", 56, "plates"),
]

REFUSED = [
    # a holding asked after the periods, of a pace told as a doing
    "Ivo paints 4 plates per day. How many plates will he have after 6 days?",
    # plates told before the pace: among those asked?
    "Ivo painted 10 plates on Monday. He paints 4 plates per day. How many plates will he have "
    "painted after 6 days?",
    # hours are no days of the pace
    "Ivo paints 4 plates per day. How many plates does he paint after 6 hours?",
    # "the first 6 days" are periods pointed at, not a span
    "Ivo paints 4 plates per day. How many plates does he paint after the first 6 days?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
