"""The years until a group's ages added reach a total ("In how many years will their combined
age be 50?"): unknown, whole and not below zero; each member's age moved by them, added. Years
that are not whole, a total already passed, or a member with no age told refuse."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Tia is 13 years old. Abe is 17 years old. In how many years will their combined age be 50?",
     10, "years"),
    ("Tia is 13 years old. Abe is 4 years older than Tia. Zed is 2 years old. In how many years will "
     "their total age be 50 years old?", 6, "years"),
]

REFUSED = [
    # 5 more years between two people: not whole
    "Tia is 13 years old. Abe is 17 years old. In how many years will their combined age be 35?",
    # already past
    "Tia is 13 years old. Abe is 17 years old. In how many years will their combined age be 20?",
    # Abe's age is never told
    "Tia is 13 years old. Abe has 17 kites. In how many years will their combined age be 50?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
