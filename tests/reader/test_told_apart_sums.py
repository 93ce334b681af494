"""Two cases where a number may count more than it says. A sum paid "for" some things, with a
later sum in the same sentence told "each" ("2 rugs for $5 each"): that "each" may reach back
over the first sum too, so the sum is not read. A count of trips or other repetitions ("went
3 times") of the one asked about is never set aside as counting another kind: what was then got
may have been got on each of them."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Ivy bought 3 lamps for $10. She bought 2 rugs for $5 each. How much did she spend?", 20, "dollars"),
    ("Ivy bought 3 lamps for $10 each and 2 rugs for $5 each. How much did she spend?", 40, "dollars"),
    ("Ivy bought 3 lamps for $10 and 2 rugs for $5. How much did she spend?", 15, "dollars"),
    ("Ivy bought 3 lamps for $10 each, 2 mats at $4 each and 2 rugs for $5 each. How much did she "
     "spend?", 48, "dollars"),
    ("Ivy bought a lamp for $12 and 2 rugs for $5 each. How much did she spend?", 22, "dollars"),
    ("Abe went to the bakery 3 times. Cy bought 4 rolls. How many rolls did Cy buy?", 4, "rolls"),
]

REFUSED = [
    # $10 for the 3 lamps, or $10 each?
    "Ivy bought 3 lamps for $10 and 2 rugs for $5 each. How much did she spend?",
    "Ivy bought 3 lamps for 10 dollars and 2 rugs for 5 dollars each. How much did she spend?",
    "Ivy bought 3 lamps for $10 and 2 rugs for $5 apiece. How much did she spend?",
    # 4 rolls in all, or 4 on each trip?
    "Abe went to the bakery 3 times. He bought 4 rolls. How many rolls did he buy?",
    "Abe went to the bakery 3 times and bought 4 rolls. How many rolls did he buy?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
