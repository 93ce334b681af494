"""A doing paced per unit of fuel (or a vehicle's mileage, ledger
paces._own_vehicle_mileage), asked "on" or "with" so much fuel ("Ted drives 30 miles per
gallon. How many miles can he drive on 4 gallons?", reader paces._fuel): as "in 4 gallons"."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Nia drives 30 miles per gallon. How many miles can she drive on 4 gallons?", 120, "miles"),
    ("Nia drives 30 miles per gallon. How many miles can she drive on 4 gallons of fuel?", 120, "miles"),
    ("Nia drives 12 kilometers per liter. How many kilometers can she drive with 9 liters?", 108,
     "kilometers"),
    # the mileage of one's own vehicle is how far one drives on the fuel
    ("Our van gets 25 miles per gallon. How many miles can we drive on 3 gallons of gas?", 75, "miles"),
    ("Her jeep gets 18 miles per gallon. How many miles can she travel with 2 gallons?", 36, "miles"),
]

REFUSED: list[str] = [
    # fuel of another unit than the one paced (no reading of gallons as liters here)
    "Nia drives 30 miles per gallon. How many miles can she drive with 4 liters?",
    # "with" of people is no fuel
    "Nia drives 30 miles per gallon. How many miles can she drive with 4 friends?",
    # a pace by the day says nothing of fuel
    "Nia drives 30 miles a day. How many miles can she drive on 4 gallons?",
    # another's vehicle
    "Her jeep gets 18 miles per gallon. How many miles can he drive with 2 gallons?",
    # a driving told besides the mileage
    "Her jeep gets 18 miles per gallon. She drove 40 miles today. How many miles can she drive with 2 "
    "gallons?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
