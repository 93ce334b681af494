"""Seats of one place and people in it, one seat each: the seats empty are the seats less the
people. Each case is in our own words; an answer case fails when the shape is no longer read, a
refusal case when it is read without what makes it certain (people in that place, in seats, all
of them counted once, in the same time as the question)."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("A van has 12 seats. 9 people are sitting in it. How many seats are empty?", 3, "seats"),
    ("31 fans are watching a match in the clubhouse. The clubhouse has 45 seats. How many seats "
     "are free in the clubhouse?", 14, "seats"),
    ("There were 60 seats in the chapel. 38 guests were seated in the chapel. How many empty "
     "seats were there?", 22, "seats"),
]

REFUSED = [
    # standing is no seat
    "A van has 12 seats. 9 people are standing in it. How many seats are empty?",
    # people in another place
    "A van has 12 seats. 9 people are sitting in the truck. How many seats are empty?",
    # more people came: a change, not this shape
    "A van has 12 seats. 9 people are sitting in it. 2 more people got in. How many seats are empty?",
    # were sitting, are empty: the people may have left
    "A van has 12 seats. 9 people were sitting in it. How many seats are empty?",
    # more people than seats
    "A van has 12 seats. 15 people are sitting in it. How many seats are empty?",
    # the seats taken asked, not the empty ones (another shape's question)
    "A van has 12 seats. 9 people are sitting in it. How many seats are taken?",
    # a part of the people only
    "A van has 12 seats. Only 9 people are sitting in it. How many seats are empty?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
