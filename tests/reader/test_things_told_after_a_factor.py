""" "twice the pages (that) Ann read", "half the cans collected by Ann": a factor before "the" and a
plain plural whose doer is told after it counts them, as "twice the number of pages Ann read"
does. Each case is in our own words."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Rik read 6 comics. Una read twice the comics Rik read. How many comics did Una read?", 12, "comics"),
    ("Rik read 6 comics. Una read 4 more than three times the comics that Rik read. How many comics "
     "did Una read?", 22, "comics"),
    ("Rik has 14 marbles. Una has 3 fewer than double the marbles that Rik has. How many marbles does "
     "Una have?", 25, "marbles"),
    ("Rik picked 40 figs. Una picked 6 more than half the figs picked by Rik. How many figs did they "
     "pick in all?", 66, "figs"),
]

REFUSED = [
    # another verb: "half the figs Rik picked" eaten may be half of those very figs
    ("Rik picked 40 figs. Una ate half the figs that Rik picked. How many figs does Rik have?",
     None),
    ("Rik picked 40 figs. Una bought half the figs picked by Rik. How many figs did Una buy?", None),
    # a doer never told of the doing
    ("Rik read 6 comics. Una read twice the comics that Lev read. How many comics did Una read?", None),
    # a time after the doer: which of Rik's readings?
    ("Rik read 6 comics. Una read half the comics that Rik read on Monday. How many comics did Una "
     "read?", None),
]

test_answered, test_refused = shape_tests(ANSWERED, [text for text, _ in REFUSED])
