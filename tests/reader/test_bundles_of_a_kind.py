"""A bare count of a bundle noun ("5 flocks", "3 crates") said of things whose holder the clause
does not name, after the story told that noun only "of" one kind ("12 flocks of geese"): the
bundles of that kind, as a count of liters is liters of the one stuff measured in liters. With
bundles of two kinds told, the count may be of either and nothing is answered. Each case is in
our own words; an answer case fails when the shape is no longer read, a refusal case when it is
read without what would make it certain."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("There are 12 flocks of geese on the lake. 5 flocks flew off. How many flocks are on the "
     "lake now?", 7, "flocks"),
    ("If there are 30 herds of deer in the valley and 8 herds moved away, how many deer herds "
     "were left in the valley?", 22, "deer herds"),
    ("There were 16 crates of plums in the barn. 9 crates were sold. How many crates of plums "
     "were left in the barn?", 7, "crates"),
]

REFUSED = [
    # flocks of geese and of ducks: 5 flocks of which?
    "There are 12 flocks of geese and 4 flocks of ducks on the lake. 5 flocks flew off. How many "
    "flocks of geese are on the lake now?",
    # bundles asked by the things in them: how many geese make a flock is not told
    "There are 12 flocks of geese on the lake. 5 flocks flew off. How many geese are on the lake "
    "now?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
