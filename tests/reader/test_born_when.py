"""A birth told or asked at the time of another's age ("Pia was born when Ned was 27 years
old", "Ned was 27 years old when Pia was born", "How old was Ned when Pia was born?"): the one
born is aged none then (a reading rule cites the 0), so the years back are her age now."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Pia was born when Ned was 27 years old. Pia is 6 years old. How old is Ned?", 33, "years"),
    ("Ned was 27 years old when Pia was born. In 3 years, Pia will be 9 years old. How old is Ned "
     "now?", 33, "years"),
    ("Ned is 41 years old. Pia is 6 years old. How old was Ned when Pia was born?", 35, "years"),
    ("Ned is five times as old as Pia. Pia is 7 years old. How old was Ned when Pia was born?", 28, "years"),
]

REFUSED = [
    # Ned was not born 6 years ago
    "Ned is 4 years old. Pia is 6 years old. How old was Ned when Pia was born?",
    # Pia's age now is not told
    "Pia was born when Ned was 27 years old. How old is Ned?",
    # a birth ahead is not read
    "Ned is 41 years old. Pia is 6 years old. How old will Ned be when Pia is born?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
