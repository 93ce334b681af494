"""How many did a doing at a second time, told against a first (reader/visits_compared.py).
Our own words throughout."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("On Friday, 120 people visited the museum. Twice as many people visited the museum on Saturday. "
     "How many people visited the museum on Saturday?", 240, "people on saturday"),
    ("On Monday, 30 students visited the library. If 4 times as many students visited the library on "
     "Tuesday, how many students visited the library on Tuesday?", 120, "students on tuesday"),
    ("40 visitors came to the park in the morning. 15 fewer visitors came in the afternoon than in the "
     "morning. How many visitors came to the park in the afternoon?", 25, "visitors in the afternoon"),
    ("22 people visited the Old Mill in the morning. 9 more people visited in the afternoon than in the "
     "morning. How many people visited the Old Mill in the afternoon?", 31, "people in the afternoon"),
]

REFUSED = [
    # another place, noun or verb the second time
    "On Friday, 120 people visited the museum. Three times as many people visited the zoo on Saturday. "
    "How many people visited the zoo on Saturday?",
    "On Friday, 120 people visited the museum. Three times as many kids visited the museum on Saturday. "
    "How many kids visited the museum on Saturday?",
    "On Friday, 120 people visited the museum. Three times as many people came to the museum on "
    "Saturday. How many people came to the museum on Saturday?",
    # no time asked, or a time not told, or the two together
    "On Friday, 120 people visited the museum. Three times as many people visited the museum on "
    "Saturday. How many people visited the museum?",
    "On Friday, 120 people visited the museum. Three times as many people visited the museum on "
    "Saturday. How many people visited the museum on Sunday?",
    "On Friday, 120 people visited the museum. Three times as many people visited the museum on "
    "Saturday. How many people visited the museum on Friday and Saturday?",
    # compared with a third time, or with the same time
    "On Friday, 120 people visited the museum. Three times as many people visited the museum on Saturday "
    "than on Thursday. How many people visited the museum on Saturday?",
    "On Friday, 120 people visited the museum. Three times as many people visited the museum on Friday. "
    "How many people visited the museum on Friday?",
    # "30 more" with no "than": more people came, or more than on Friday?
    "On Friday, 120 people visited the museum. 30 more people visited the museum on Saturday. How many "
    "people visited the museum on Saturday?",
    # another count told, a count per hour, a difference asked
    "On Friday, 120 people visited the museum and 40 people visited the zoo. Three times as many people "
    "visited the museum on Saturday. How many people visited the museum on Saturday?",
    "On Friday, 120 people visited the museum each hour. Three times as many people visited the museum "
    "on Saturday. How many people visited the museum on Saturday?",
    "On Friday, 120 people visited the museum. Three times as many people visited the museum on "
    "Saturday. How many more people visited the museum on Saturday?",
    # fewer than none
    "On Friday, 120 people visited the museum. 130 fewer people visited the museum on Saturday than on "
    "Friday. How many people visited the museum on Saturday?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
