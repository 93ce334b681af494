"""A time asked "how long" with its unit named ("How long, in hours, …?") asks what "How many
hours …?" asks: the time found is put in the unit named by the units table, and the answer is
in that unit; where the story tells the time in a unit the table does not turn into it for the
doing ("worked 2 days": days of work are no 24 hours), the question is refused. Money asked
"in dollars" or "in cents" is put in that unit so too."""

from fractions import Fraction

from tests.outcomes import shape_tests

ANSWERED = [
    ("Pia folds 4 cranes in 15 minutes. How long, in hours, will it take her to fold 32 cranes?", 2, "hours"),
    ("Pia folds 4 cranes in 15 minutes. How long, in hours, will it take her to fold 8 cranes?",
     Fraction(1, 2), "hours"),
    ("Pia painted for 150 minutes. How long, in hours, did she paint?", Fraction(5, 2), "hours"),
    ("Pia painted for 3 hours. How long, in minutes, did she paint?", 180, "minutes"),
    # money asked in the other unit of money, as "How many dollars …" (every unit told converted)
    ("Pia has 300 cents. How much money, in dollars, does she have?", 3, "dollars"),
]

REFUSED = [
    "Pia worked 2 days. How long, in hours, did she work?",
    # one holding told in two units of money is not turned into one of them
    "Pia has $2. She spent 150 cents. How much money, in dollars, does she have left?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
