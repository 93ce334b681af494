""" "… as old as Lea today", "… as Lea is currently": the one word set aside for now, right after
the other (or its own "is") closing an age clause, says "now" of the other's age, as "now" there
does. Each case is in our own words."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("In 6 years, Omar will be three times as old as Lea today. Lea is 7. How old is Omar now?", 15, "years"),
    ("Omar is twice as old as Lea is today. Lea is 9. How old is Omar?", 18, "years"),
    ("In 2 years, Omar will be twice as old as Lea is currently. If Lea is 10, how old is Omar now?",
     18, "years"),
    ("4 years ago, Omar was twice as old as Lea today. Lea is 6. How old is Omar now?", 16, "years"),
]

REFUSED = [
    # another day than now
    "In 6 years, Omar will be three times as old as Lea tomorrow. Lea is 7. How old is Omar now?",
    # a past of the other's own: at a time not told
    "In 6 years, Omar will be three times as old as Lea was today. Lea is 7. How old is Omar now?",
    # more words after the time word
    "In 6 years, Omar will be three times as old as Lea today or so. Lea is 7. How old is Omar now?",
    # after two comparisons joined: of both, or of the last?
    "Omar is twice as old as Lea and half as old as Kit today. Kit is 40. How old is Lea?",
    # a past of the one aged with no time told
    "Omar was twice as old as Lea today. Lea is 6. How old is Omar now?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
