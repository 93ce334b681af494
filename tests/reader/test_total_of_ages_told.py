"""A total of ages told ("The total of their ages is 40", "The sum of the current ages of Oli
and Bea is 40", "In 2 years, the total of their ages will be 44"): the ages added, at the time
told. "current", "present" ages are read only of a statement of now."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Oli is 6 years older than Bea. The total of their ages is 40. How old is Bea?", 17, "years"),
    ("Oli is 6 years older than Bea. The sum of their present ages is 40. How old is Oli?", 23, "years"),
    ("Oli is 6 years older than Bea. The sum of the current ages of Oli and Bea is 40. How old is "
     "Bea?", 17, "years"),
    ("Oli is 6 years older than Bea. In 2 years, the total of their ages will be 44. How old is "
     "Bea?", 17, "years"),
]

REFUSED = [
    # the ages now, said of a time in years from now
    "Oli is 6 years older than Bea. In 2 years, the sum of their current ages will be 44. How old "
    "is Bea?",
    # "the number of their ages": no total
    "Oli is 6 years older than Bea. The number of their ages is 40. How old is Bea?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
