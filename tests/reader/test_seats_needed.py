"""The vehicles people need when each carries so many (reader/seats_needed.py). Our own words
throughout."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("The club is going to the lake. If each boat can hold 6 people and there are 20 students and 3 "
     "teachers going, how many boats will they need?", 4, "boats"),
    ("The choir is planning a concert trip. There are 45 singers and 12 seats on each minibus. How many "
     "minibuses are needed to make the trip?", 4, "minibuses"),
    ("There are 25 campers. Each canoe has 3 seats. How many canoes are needed?", 9, "canoes"),
]

REFUSED = [
    # people told with no count, or some told to go otherwise
    "The class is going to the lake with their parents. If each boat can hold 6 people and there are 20 "
    "students and 3 teachers going, how many boats will they need?",
    "Some campers will walk. There are 25 campers. Each canoe has 3 seats. How many canoes are needed?",
    # not all people
    "There are 25 campers and 4 dogs. Each canoe has 3 seats. How many canoes are needed?",
    # a count besides the people and the room
    "The club has 3 coaches. There are 25 campers. Each canoe has 3 seats. How many canoes are needed?",
    # another vehicle asked
    "There are 25 campers. Each canoe has 3 seats. How many boats are needed?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
