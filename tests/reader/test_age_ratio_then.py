"""A ratio of ages at a time in years closed by "then" ("In 3 years, Uma will be three times
Ted's age then"): the other's age at the time said, as with no "then". A "then" with no time in
years is refused (then when?)."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Ted is 6 years old. In 3 years, Uma will be three times Ted's age then. How old is Uma now?",
     24, "years"),
    ("Ted is 6 years old. In 3 years, Uma will be twice as old as Ted then. How old is Uma now?",
     15, "years"),
    ("Ted is 6 years old. 4 years ago, Uma was five times Ted's age then. How old is Uma now?",
     14, "years"),
]

REFUSED = [
    # then when?
    "Ted is 6 years old. Uma was three times Ted's age then. How old is Uma now?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
