"""An age told equal to another ("Eda is as old as Fin", "Eda is the same age as Fin"): once the
other's age, the factor 1 a reading rule cites; at a time in years too ("In 5 years, Eda will
be as old as Fin is now"). A hedge ("almost", "about"), a negation or no other refuse."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Fin is 14 years old. Eda is as old as Fin. How old is Eda?", 14, "years"),
    ("Fin is 14 years old. Eda is the same age as Fin. How old is Eda?", 14, "years"),
    ("Fin is 14 years old. In 5 years, Eda will be as old as Fin is now. How old is Eda now?", 9, "years"),
    ("Fin is 14 years old. 2 years ago, Eda was the same age as Fin is now. How old is Eda now?",
     16, "years"),
    ("Fin is 14 years old. In 5 years, Eda will be as old as Fin. How old is Eda now?", 14, "years"),
]

REFUSED = [
    "Fin is 14 years old. Eda is almost as old as Fin. How old is Eda?",
    "Fin is 14 years old. Eda is about the same age as Fin. How old is Eda?",
    "Fin is 14 years old. Eda is not as old as Fin. How old is Eda?",
    # as old as whom?
    "Fin is 14 years old. Eda is as old. How old is Eda?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
