""" "The (total) number of their pens (combined) is 40", "The total number of pens they have is
40": what "They have 40 pens combined" says. Each case is in our own words."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Tia has 6 more shells than Rob. The number of their shells is 30. How many shells does Rob have?",
     12, "shells"),
    ("Tia has twice as many shells as Rob. If the total number of their shells combined is 30, how many "
     "shells does Tia have?", 20, "shells"),
    ("Tia has 6 more shells than Rob. The total number of shells they have is 30. How many shells does "
     "Tia have?", 18, "shells"),
]

REFUSED = [
    # a past count: at a time not told
    "Tia has 6 more shells than Rob. The number of their shells was 30. How many shells does Rob have?",
    # one person's: whose, and of what time?
    "Tia has 6 more shells than Rob. The number of her shells is 30. How many shells does Rob have?",
    # another kind than the one compared
    "Tia has 6 more shells than Rob. The number of their stones is 30. How many shells does Rob have?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
