"""Question forms: wordings of a question the reader reads as one it already knows. Each case
is in our own words; an answered case fails when the form is no longer read, a refused one
when it is read without what makes it certain."""

from tests.outcomes import shape_tests

ANSWERED = [
    # "on Monday than Tuesday": "on" said once for both days compared
    ("Ivo sold 18 pens on Monday. He sold 11 pens on Tuesday. How many more pens did he sell on Monday "
     "than Tuesday?", 7, "pens"),
    ("Ivo sold 18 pens on Monday. He sold 11 pens on Tuesday. How many fewer pens did he sell on Tuesday "
     "than Monday?", 7, "pens"),
    ("Ivo sold 18 pens on Monday. He sold twice as many on Tuesday. How many more pens were sold on "
     "Tuesday than Monday?", 18, "pens"),
    # a passive question counts everyone's doings of each day
    ("Ivo sold 18 pens on Monday. He sold 11 pens on Tuesday. Ann sold 5 pens on Tuesday. How many more "
     "pens were sold on Monday than Tuesday?", 2, "pens"),
]

REFUSED = [
    # a day compared that no doing is told on
    "Ivo sold 18 pens on Monday. He sold 11 pens on Tuesday. How many more pens did he sell on Monday "
    "than Wednesday?",
    # more on the day with fewer: below zero
    "Ivo sold 18 pens on Monday. He sold 11 pens on Tuesday. How many more pens did he sell on Tuesday "
    "than Monday?",
    # a part of a day compared: no doing is placed in it
    "On Monday Ivo sold 18 pens. On Tuesday he sold 11 pens. How many more pens did he sell on Monday "
    "than Tuesday morning?",
    # what is left when nothing was taken: the other things told may fill some
    "A crate has 24 slots. 15 jars are in the crate. How many slots are left?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
