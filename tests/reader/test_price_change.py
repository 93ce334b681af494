"""A price or a salary changed by a share of it, the new one asked (reader/price_change.py)."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("The price of a kettle was $60. Now the price is down by 25%. What is the new price?", 45, "dollars"),
    ("Last month, the price of a bike was $300. This month the price was increased by 10%. What is the new "
     "price of the bike?", 330, "dollars"),
    ("The price of a lamp was $40. The price of the lamp has been reduced by 20%. What is the new price?",
     32, "dollars"),
    ("Omar earns a weekly salary of $800. If he gets a 5% raise, what will be his new salary?", 840,
     "dollars"),
    ("Lena receives a monthly salary of $2000. She got a 3% raise. How much will be Lena's new salary?",
     2060, "dollars"),
]

REFUSED: list[str] = [
    # the price of another thing changed
    "The price of a kettle was $60. The price of the toaster is down by 25%. What is the new price?",
    # the old price asked
    "The price of a kettle was $60. Now the price is down by 25%. What was the old price?",
    # down to a share, not by it
    "The price of a kettle was $60. Now the price is down to 25%. What is the new price?",
    # all of it and more taken off
    "The price of a kettle was $60. Now the price is down by 125%. What is the new price?",
    # changed twice
    "The price of a kettle was $60. The price was increased by 10% twice. What is the new price?",
    # another person's raise
    "Omar earns a weekly salary of $800. If Ben gets a 5% raise, what is Ben's new salary?",
    # a pronoun of the other gender
    "Omar earns a weekly salary of $800. If she gets a 5% raise, what will be her new salary?",
    # a salary in another period than the one told
    "Omar earns a weekly salary of $800. If he gets a 5% raise, what is his new monthly salary?",
    # a price told now beside a change told before it: the price may be the changed one
    "The price of a rug is $90. The price was reduced by 10%. What is the new price?",
    "Omar earned a weekly salary of $800. Last year he got a 5% raise. What is his new salary?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
