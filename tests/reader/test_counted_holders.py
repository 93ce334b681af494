"""Things named by their number as the subject of a question ("the two jars", "both ponds"):
the holders the story called by that noun, bound only when it told exactly that many; never
people (read apart), nor things the story counted as an amount."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("The tall jar holds 30 beads. The short jar holds 12 beads. How many beads do the two jars "
     "hold?", 42, "beads"),
    ("The first crate has 18 melons. The second crate has 25 melons. How many melons do both "
     "crates have?", 43, "melons"),
    ("The grey goose ate 7 snails. The white goose ate 5 snails. How many snails did the two "
     "geese eat?", 12, "snails"),
    # one holder of another noun beside them is left out
    ("The red van has 6 seats. The blue van has 8 seats. The old bus has 40 seats. How many seats "
     "do the two vans have?", 14, "seats"),
    # a change told after them, asked now
    ("The first jar has 20 figs. The second jar has 9 figs. Ivo took 4 figs from the first jar. "
     "How many figs do the two jars have now?", 25, "figs"),
]

REFUSED = [
    # three told, two asked: which two?
    "The tall jar holds 30 beads. The short jar holds 12 beads. The wide jar holds 8 beads. How "
    "many beads do the two jars hold?",
    # two told, three asked
    "The tall jar holds 30 beads. The short jar holds 12 beads. How many beads do the three jars "
    "hold?",
    # "the second" with no noun is not told as a jar
    "The first jar holds 30 beads. The second holds 12 beads. How many beads do the two jars hold?",
    # jars the story counted as an amount, not holders it named
    "Ada has 2 jars. The tall jar holds 30 beads. The short jar holds 12 beads. How many beads do "
    "the 2 jars hold?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
