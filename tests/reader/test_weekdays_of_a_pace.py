"""A pace per day (or per a time that comes once a day), then "Monday through Friday" (or "Monday
to Friday") closing its sentence: what "…, 5 days a week" says, the 5 a reading rule cited at
"Monday"."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Omar bikes 6 miles a day, Monday through Friday. How many miles does he bike in 2 weeks?", 60,
     "miles"),
    ("Omar reads 9 pages every evening, Monday to Friday. How many pages does he read in 4 weeks?",
     180, "pages"),
    ("Omar bikes 6 miles each day, Monday through Friday. How many miles does he bike in a week?",
     30, "miles"),
]

REFUSED = [
    # days of the week asked that are not whole weeks: which days?
    "Omar bikes 6 miles a day, Monday through Friday. How many miles does he bike in 3 days?",
    # other days than Monday through Friday, or words after them
    "Omar bikes 6 miles a day, Monday through Thursday. How many miles does he bike in 2 weeks?",
    "Omar bikes 6 miles a day, Monday through Friday, in the summer. How many miles does he bike "
    "in 2 weeks?",
    # no pace per day before them
    "Omar bikes 6 miles, Monday through Friday. How many miles does he bike in 2 weeks?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
