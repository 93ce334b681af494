"""A time more asked for an amount more ("How many additional hours would it take to cover an
additional 300 km?") is the time of that amount at the one pace told; a time more asked for
an amount not said to be more is not read. A length asked with "go" or "travel" ("How far will
he go in 3 hours?") is of the one way of going the pace tells."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("A bus covers 120 km in 2 hours. How many additional hours will it take to cover an additional "
     "300 km?", 5, "hours"),
    ("Nora reads 30 pages in 2 hours. How many additional minutes will it take her to read an additional "
     "45 pages?", 180, "minutes"),
    ("Nora saves $30 a week. How many additional weeks will it take her to save an additional $90?",
     3, "weeks"),
    ("Ravi cycles 36 miles in 3 hours. How far will he go in 20 minutes?", 4, "miles"),
    ("Ravi cycles 36 miles in 3 hours. How far will he travel in 5 hours?", 60, "miles"),
]

REFUSED = [
    # "more hours … to cover 300 km": 300 in all, or past the 120?
    "A bus covers 120 km in 2 hours. How many additional hours will it take to cover 300 km?",
    # the pages read already may count toward the 45
    "Nora reads 30 pages in 2 hours. She has read 10 pages. How many additional hours will it take her "
    "to read an additional 45 pages?",
    "Nora saves $30 a week. She has $50. How many additional weeks will it take her to save an "
    "additional $90?",
    # a way of going the pace does not tell
    "Ravi cycles 36 miles in 3 hours. How far will he walk in 20 minutes?",
    # two ways of going: which is "go"?
    "Ravi cycles 36 miles in 3 hours and walks 4 miles in 1 hour. How far will he go in 20 minutes?",
    "Ravi cycles 36 miles in 3 hours. Then he walks home. How far will he go in 20 minutes?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
