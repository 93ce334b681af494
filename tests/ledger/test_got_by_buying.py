""""get" asked of what a purchase got, when the holding has since lost some (replay._bought_told,
state._asks_what_got): a loss is no way of coming to have a thing, so the purchase stays the one
way told, and the reading where the holding starts at it is held for the question."""

from tests.outcomes import shape_tests

ANSWERED = [
    # some bought, some lost by others, the rest told: what was got is what was bought
    ("Noor bought some plums for a picnic. At the picnic nine were eaten. Now she has fourteen "
     "left. How many plums did Noor get for the picnic?", 23, "plums"),
    # the holder's own loss
    ("Ravi bought some pencils. He lost 5. Now he has 8 pencils left. How many pencils did Ravi "
     "get?", 13, "pencils"),
]

REFUSED = [
    # a gift beside the purchase: "get" may take in both
    "Ravi bought some pencils. Lia gave him 3 pencils. He lost 5. Now he has 8 pencils left. "
    "How many pencils did Ravi get?",
    # a gift to another is a doing of its own, not read here as no way of getting
    "Ravi bought some pencils. He gave 5 to Lia. Now he has 8 pencils left. How many pencils did "
    "Ravi get?",
    # found, not bought: "get" names only a purchase here
    "Ravi found some pencils. He lost 5. Now he has 8 pencils left. How many pencils did Ravi get?",
    # the start is not the purchase: the holding before it is untold
    "Ravi bought some pencils. He lost 5. Now he has 8 pencils left. How many pencils did Ravi "
    "have at first?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
