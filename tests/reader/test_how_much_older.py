"""A difference of ages asked with "how much" ("How much older is Gus than Hal?", "How much
younger …"): the years between their ages, as "How many years older"; ages told in another unit
(months) refuse, as the years asked are not what is told."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Hal is 11 years old. Gus is 19 years old. How much older is Gus than Hal?", 8, "year"),
    ("Hal is 11 years old. Gus is three times as old as Hal. How much younger is Hal than Gus?", 22, "year"),
    ("The barn is 70 years old. The shed is 12 years old. How much older is the barn than the shed?",
     58, "year"),
    ("Hal is 11 years old. Gus is 19 years old. In 3 years, how much older will Gus be than Hal?",
     8, "year"),
]

REFUSED = [
    # told in months, asked in years
    "Hal is 11 months old. Gus is 19 months old. How much older is Gus than Hal?",
    # no age told of Gus
    "Hal is 11 years old. Gus has 19 pens. How much older is Gus than Hal?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
