"""An average of ages asked of a group ("What is their average age?", "the average age of Ivo
and Pia", at a time in years too): each member's age, added, over the members, one each. A group
of one, a member whose age is not told, or a singular pronoun refuse."""

from fractions import Fraction

from tests.outcomes import shape_tests

ANSWERED = [
    ("Ivo is 31 years old. Pia is 17 years old. What is their average age?", 24, "years"),
    ("Ivo is 31 years old. Pia is 3 years younger than Ivo. Rue is 10 years old. What is their "
     "average age?", 23, "years"),
    ("Ivo is 31 years old. Pia is 16 years old. What is the average age of Ivo and Pia?",
     Fraction(47, 2), "years"),
    # at a time in years: each age moved by it
    ("Ivo is 31 years old. Pia is 17 years old. What will be their average age in 6 years?", 30, "years"),
    ("Ivo is 31 years old. Pia is 17 years old. What was their average age 5 years ago?", 19, "years"),
]

REFUSED = [
    # only one age told of the two
    "Ivo is 31 years old. Pia has 17 pears. What is their average age?",
    # "his": the average of one age?
    "Ivo is 31 years old. Pia is 17 years old. What is his average age?",
    # whose ages?
    "Ivo is 31 years old. What is their average age?",
    # Pia's age is told of no time
    "Ivo and Pia are cousins. Ivo is 31 years old. What is their average age?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
