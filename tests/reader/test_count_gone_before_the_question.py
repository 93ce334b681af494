"""A count of doers with its verb, closed by a comma right before the question ("If there are
40 geese on the pond and 15 geese flew away, how many geese are on the pond?") is a statement
of its own, not the question's subject split off ("Ben has how many brothers?" still refuses).
Each case is in our own words."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("If there are 40 geese on the pond and 15 geese flew away, how many geese are on the pond?",
     25, "geese"),
    ("There are 40 geese on the pond. 15 geese flew away, how many geese are left on the pond?",
     25, "geese"),
    ("Una has 18 cups. 4 cups broke, how many cups does she have?", 14, "cups"),
]

REFUSED = [
    # the subject and verb of the question itself, split off before its wh-words
    "Ben has how many brothers?",
    "6 kids ate how many pies?",
    # doers counted whose doing moves nothing told: how many pies did they eat?
    "There are 12 pies on the table. 6 kids ate, how many pies are left?",
    # a going in whose amount is not the pond's
    "There are 40 geese on the pond. 15 geese came, how many geese are on the pond?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
