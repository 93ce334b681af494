"""A vehicle named right after a way of going, set aside from a pace (reader/rates.py
_without_vehicle): the pace is the goer's. Our own words throughout."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Ada rides her scooter 4 miles a day. How many miles does she ride in a week?", 28, "miles"),
    ("Omar drives his truck at 40 mph for 3 hours. Paul drives his truck at 50 mph for 2 hours. How "
     "many more miles does Omar drive than Paul?", 20, "miles"),
    ("Ada drives the van 30 miles a day. How many miles does she drive in 2 weeks?", 420, "miles"),
]

REFUSED = [
    # an owner other than the goer, untold; two vehicles; a vehicle of more words
    "Ada drives his van 40 miles a day. How many miles does she drive in a week?",
    "Ada rides her two bikes 4 miles a day. How many miles does she ride in a week?",
    "Ada rides her brother's bike 4 miles a day. How many miles does she ride in a week?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
