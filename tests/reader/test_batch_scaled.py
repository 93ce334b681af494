"""What a batch of things made takes, scaled to another count (reader/batch_scaled.py): the
amount for another count made, or the count an amount makes. Our own words throughout."""

from fractions import Fraction

from tests.outcomes import shape_tests

ANSWERED = [
    ("Lea needs 6 cups of milk to make 4 puddings. How much milk will she need to make 10 puddings?",
     15, "cups of milk"),
    ("Lea needs 6 cups of milk to make 4 puddings. How many cups of milk does she need to make one "
     "pudding?", Fraction(3, 2), "cups of milk"),
    ("Lea needs 6 cups of milk to make 4 puddings. How many puddings can she make with 9 cups of milk?",
     6, "puddings"),
    ("Mr. Ortiz is baking muffins. He needs 3 cups of sugar to bake two trays of muffins. How much sugar "
     "will he need to bake one tray of muffins?", Fraction(3, 2), "cups of sugar"),
    ("It takes 9 apples to make 3 pies. How many apples does it take to make 7 pies?", 21, "apples"),
]

REFUSED = [
    # a count made in parts
    "Lea needs 6 cups of milk to make 4 puddings. How many puddings can she make with 10 cups of milk?",
    # another maker, another stuff, other things made
    "Lea needs 6 cups of milk to make 4 puddings. How much milk will Tom need to make 10 puddings?",
    "Lea needs 6 cups of milk to make 4 puddings. How much sugar will she need to make 10 puddings?",
    "Lea needs 6 cups of milk to make 4 puddings. How much milk will she need to make 10 pies?",
    # a maker named by no one
    "She needs 6 cups of milk to make 4 puddings. How much milk will she need to make 10 puddings?",
    # more asked: beyond the batch told, or in all?
    "Lea needs 6 cups of milk to make 4 puddings. How much more milk will she need to make 10 puddings?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
