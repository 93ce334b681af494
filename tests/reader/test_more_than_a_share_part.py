""" "4 more than half of the ducks are white", "2 fewer than a third of them are red": a part of
the whole just counted that is a share of it and a count more (or fewer). "half the ducks" is
"half of the ducks" here too. Each case is in our own words; a refusal case fails when the share
is taken of a whole not told, of two holdings, or the part comes out more than the whole."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("A pond has 30 ducks. 4 more than half of the ducks are white. How many ducks are not white?",
     11, "ducks"),
    ("A pond has 30 ducks. 4 more than half the ducks are white. How many white ducks are there?",
     19, "white ducks"),
    ("Lena has 27 beads. 2 fewer than a third of them are red and the rest are green. How many green "
     "beads does Lena have?", 20, "green beads"),
    ("There are 50 cars in a garage. 3 more than 20% of the cars are red. How many cars are not red?",
     37, "cars"),
]

REFUSED = [
    # a share of things never told
    "A pond has 30 ducks. 4 more than half of the geese are white. How many ducks are not white?",
    # two holdings of the kind: of which?
    "A pond has 30 ducks and a lake has 20 ducks. 4 more than half the ducks are white. How many "
    "ducks are not white?",
    # more than the whole
    "A pond has 30 ducks. 20 more than half of the ducks are white. How many ducks are not white?",
    # a multiple is no share of a whole
    "A pond has 30 ducks. 4 more than twice the ducks are white. How many ducks are not white?",
    # hedged: not a count told
    "A pond has 30 ducks. About 4 more than half of the ducks are white. How many ducks are not "
    "white?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
