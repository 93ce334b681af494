"""Things put into a container told before: "put in 27 more" (a verb of placing, "in" with no
noun after it, then the amount) puts them into the one container the story told things put in
(``frames._container_told``); a closing "for" and a noun says what things put somewhere are for,
and they are there all the same ("put 40 beads in a tin for the craft fair"). Two containers
told, or none told by a verb of placing, leave "in" with no place and the clause refuses."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Omar put 40 beads in a tin. His sister used 15 of them. Omar put in 12 more beads. How many "
     "beads are in the tin now?", 37, "beads"),
    ("Omar put 40 beads in a tin for the craft fair. How many beads are in the tin?", 40, "beads"),
    ("Omar put 40 beads in a tin for the craft fair. His sister used 15 of them. Then Omar put in "
     "another 12 beads. How many beads are in the tin?", 37, "beads"),
    ("Omar put 40 beads into a tin. If he puts in 12 more beads, how many beads will be in the "
     "tin?", 52, "beads"),
]

REFUSED = [
    # two containers: which one took the 12?
    "Omar put 40 beads in a tin and 10 beads in a cup. Omar put in 12 more beads. How many beads "
    "are in the tin now?",
    # another thing told that things may be in: the "in" may be into it
    "Omar put 40 beads in a tin. He also has a cup. Omar put in 12 more beads. How many beads are in "
    "the tin now?",
    "Omar put 40 beads in a tin. Rosa keeps 9 beads in a cup. Omar put in 12 more beads. How many "
    "beads are in the tin now?",
    # no container told by a verb of placing
    "There were 40 beads in a tin. Omar put in 12 more beads. How many beads are in the tin now?",
    # more of a kind never put in
    "Omar put 40 beads in a tin. Omar put in 12 more buttons. How many beads are in the tin now?",
    # for a person named: put there, or given?
    "Omar put 40 beads in a tin for Rosa. How many beads does Rosa have?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
