"""A part of a whole told as a multiple of the part told just before: "5 of them are red and
twice as many are green", "6 are red, half as many are green, and the rest are blue", "Twice
that many are green." The factor is of the part told right before (bound as "half that amount"
is), never of the whole ("A box has 30 pens. Half as many are red": as many as what?). Every
case is in our own words."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("A jar has 30 beads. 5 of them are red and twice as many are green. How many beads are "
     "green?", 10, "beads"),
    ("A jar has 30 beads. 5 of them are red and twice as many are green. The rest are blue. How many "
     "beads are blue?", 15, "beads"),
    ("A jar has 30 beads. 5 of them are red. Twice that many are green. The rest are blue. How many "
     "beads are blue?", 15, "beads"),
    ("Ida has 30 shells. 6 of them are white, half as many are pink, and the rest are grey. How many "
     "shells are grey?", 21, "shells"),
    ("Ida has 30 shells. 6 of them are white and twice as many are pink. How many shells are not "
     "pink?", 18, "shells"),
]

REFUSED = [
    # no part told before: as many as what?
    "A jar has 30 beads. Half as many are green. How many beads are green?",
    "A jar has 30 beads. Twice as many are green. How many beads are green?",
    # another whole told between
    "A jar has 30 beads. 5 of them are red. A box has 20 beads. Twice as many are green. How many "
    "beads are green?",
    # the part before is itself a share of the whole
    "Ida has 30 shells. Half of them are white and half as many are pink. How many shells are pink?",
    # parts that may overlap ("large" ones may be red)
    "A jar has 30 beads. 5 of them are red and twice as many are large. The rest are blue. How many "
    "beads are blue?",
    # more than the whole, or not whole
    "A jar has 7 beads. 5 of them are red and twice as many are green. How many beads are green?",
    "A jar has 30 beads. 5 of them are red and half as many are green. How many beads are green?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
