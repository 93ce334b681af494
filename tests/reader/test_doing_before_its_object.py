"""An "-ing" word that is a noun and a verb ("brushing", "painting") is the verb when "the" or a
possessive follows it right after one unit of time ("20 minutes a day grooming her horse") or
right after a verb of spending ("spend grooming her horse"): no noun takes an object so. After
a determiner ("the painting his aunt made") it stays a noun."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Ivy spends 15 minutes twice a day brushing her horse. How many minutes does Ivy spend "
     "brushing her horse each day?", 30, "minutes"),
    ("Ivy spends 15 minutes a day brushing her horse. How many minutes does Ivy spend brushing her "
     "horse in a week?", 105, "minutes"),
    ("Ivy spends 40 minutes every day cleaning the barn. How many minutes does she spend cleaning "
     "the barn in 3 days?", 120, "minutes"),
]

REFUSED = [
    # a doing asked that was never told
    "Ivy spends 15 minutes twice a day brushing her horse. How many minutes does Ivy spend "
    "feeding her horse each day?",
    "Ivy spends 15 minutes twice a day brushing her horse. How many minutes does Ivy spend "
    "brushing her dog each day?",
    # "the painting his aunt made": a thing, and what it cost is not told as spent
    "Ivy bought the painting her aunt made and a frame for $10. How much did Ivy spend?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
