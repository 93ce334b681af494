"""The sum of the ages of people named ("What is the sum of the ages of Ivo and Una?"): each
one's age added, now or at a time in years ("In 3 years, what is the sum of …?", where the
present "is" asks of the time said before it). Never one person ("the ages of Ivo"), nor
anyone the story tells nothing of."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Ivo is three times as old as Una. Una is 7 years old. What is the sum of the ages of Ivo and "
     "Una?", 28, "years"),
    ("Ivo is three times as old as Una. Una is 7 years old. In 4 years, what is the sum of the ages "
     "of Ivo and Una?", 36, "years"),
    ("Ivo is 5 years older than Una. Una is 7 years old. What will be the sum of the ages of Ivo "
     "and Una in 2 years?", 23, "years"),
    ("Ivo is three times as old as Una. Una is 7 years old. What is the sum of their ages in 4 "
     "years?", 36, "years"),
]

REFUSED = [
    # the ages of one person
    "Ivo is three times as old as Una. Una is 7 years old. Pia is 3. What is the sum of the ages "
    "of Ivo?",
    # someone the story tells nothing of
    "Ivo is three times as old as Una. Una is 7 years old. What is the sum of the ages of Ivo, Una "
    "and Pia?",
    # the tense and the time disagree
    "Ivo is three times as old as Una. Una is 7 years old. In 4 years, what was the sum of the "
    "ages of Ivo and Una?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
