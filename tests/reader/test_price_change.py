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
    # a thing's price told by "costs", changed by the price's own verb or put on sale
    ("A kettle costs $60. It is on sale for 25% off. What is the sale price?", 45, "dollars"),
    ("A kettle costs $60. The kettle is 10% off. How much does the kettle cost now?", 54, "dollars"),
    ("A rug costs $80. The price rises by 15%. What is the new price of the rug?", 92, "dollars"),
    ("A rug costs $80. Its price drops by 5%. How much does it cost now?", 76, "dollars"),
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
    # a sale told in the past beside a price told now: is $60 the sale price?
    "A kettle costs $60. It was on sale for 25% off. What is the sale price?",
    "A kettle costs $60. The price fell by 25%. What is the new price?",
    # a rise is no sale
    "A rug costs $80. The price rises by 15%. What is the sale price?",
    # the sale of another thing; a sum off; a price of each
    "A kettle costs $60. The toaster is on sale for 25% off. What is the sale price?",
    "A kettle costs $60. It is on sale for $5 off. What is the sale price?",
    "A kettle costs $60 each. It is on sale for 25% off. What is the sale price?",
    # what is paid, the discount, the price of more than one: not the new price asked
    "A kettle costs $60. It is on sale for 25% off. How much is the discount?",
    "A kettle costs $60. It is on sale for 25% off. What is the new price of 3 kettles?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
