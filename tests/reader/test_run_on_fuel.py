"""A doing paced per unit of fuel, asked "on" or "with" so much fuel ("Ted drives 30 miles per
gallon. How many miles can he drive on 4 gallons?", reader paces._fuel): as "in 4 gallons"."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Nia drives 30 miles per gallon. How many miles can she drive on 4 gallons?", 120, "miles"),
    ("Nia drives 30 miles per gallon. How many miles can she drive on 4 gallons of fuel?", 120, "miles"),
    ("Nia drives 12 kilometers per liter. How many kilometers can she drive with 9 liters?", 108,
     "kilometers"),
]

REFUSED: list[str] = [
    # fuel of another unit than the one paced (no reading of gallons as liters here)
    "Nia drives 30 miles per gallon. How many miles can she drive with 4 liters?",
    # "with" of people is no fuel
    "Nia drives 30 miles per gallon. How many miles can she drive with 4 friends?",
    # a pace by the day says nothing of fuel
    "Nia drives 30 miles a day. How many miles can she drive on 4 gallons?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
