"""A change asked with the one sum handed over supposed by the question ("If he has $300, how
much change …") comes from the sums the buyer spent ("spends $40 on figs, $50 on plums"), as
it comes from priced purchases: those sums are what was spent, no holding beside the purse.
Money of his moved otherwise, another holding, a sum in another unit, or a purse smaller than
what was spent refuse. Our own words throughout."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Omar spends $40 on figs, $50 on plums, and $60 on pears. If he has $300, how much change was he "
     "given?", 150, "dollars"),
    ("Omar spent $40 on figs. If he has $100, how much change will he get?", 60, "dollars"),
    ("Omar spent $40 on figs and bought 3 limes for $2 each. If he has $100, how much change will he get?",
     54, "dollars"),
]

REFUSED = [
    # money of his moved otherwise, or a purchase with no price
    "Omar spent $40 on figs. He gave Ann $5. If he has $100, how much change will he get?",
    "Omar spent $40 on figs. He bought a pear. If he has $100, how much change will he get?",
    # another holding of his money told
    "Omar had $80. He spent $40 on figs. If he has $100, how much change will he get?",
    # another unit
    "Omar spent $40 on figs and 50 cents on gum. If he has $100, how much change will he get?",
    # less than he spent
    "Omar spent $40 on figs. If he has $30, how much change will he get?",
    # told at two times: handed over once, for both?
    "Omar spent $40 on figs yesterday and $10 on pears today. If he has $100, how much change will he get?",
    # a part of his money spent: no sum spent, and the purse is his money after it?
    "Omar spent 40% of his money on figs. If he has $100, how much change will he get?",
    "Omar spent half of his money on figs. If he has $100, how much change will he get?",
    # another buyer's sum
    "Omar spent $40 on figs. Ann spent $10 on pears. If Ann has $100, how much change will she get?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
