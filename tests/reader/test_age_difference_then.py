"""A difference of ages asked at a time in years ("In 6 years, how many years older will Nia be
than Rex?", "How many years younger was Rex than Nia 4 years ago?"): both ages moved by the
years alike, so the same gap as now; a time before one of them was born refuses."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Rex is 9 years old and his aunt Nia is 33 years old. In 6 years, how many years older will Nia "
     "be than Rex?", 24, "years"),
    ("Rex is 9 years old and Nia is 3 years more than twice his age. How many years older is Nia "
     "than Rex in 5 years?", 12, "years"),
    ("Rex is 9 years old and Nia is 33 years old. How many years younger was Rex than Nia 4 years "
     "ago?", 24, "years"),
]

REFUSED = [
    # Rex was not born 12 years ago
    "Rex is 9 years old and Nia is 33 years old. How many years younger was Rex than Nia 12 years "
    "ago?",
    # the tense and the time disagree
    "Rex is 9 years old and Nia is 33 years old. In 6 years, how many years older was Nia than "
    "Rex?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
