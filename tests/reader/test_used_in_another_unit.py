"""A measured amount used "of the" stuff one holding holds in another unit of one dimension
("had 3 L of juice … drank 250 mL of the juice"): taken from that holding by the units table,
the answer in the unit asked. Each case is in our own words; an answer case fails when the loss
is kept on a timeline of its own (not unique), a refusal case when a loss that may not be of the
holding is taken from it."""

from fractions import Fraction

from tests.outcomes import shape_tests

ANSWERED = [
    ("Ann had 3 L of juice. She drank 250 mL of the juice. How many milliliters of juice does she "
     "have left?", 2750, "milliliters"),
    ("Ann had 3 kg of rice. She ate 400 g of the rice. How many kilograms of rice does she have left?",
     Fraction(13, 5), "kilograms"),
    # used up by one who holds none: the one holder's stuff
    ("Ivo made 5 liters of soup for a picnic. His friends ate 3200 milliliters of the soup. How many "
     "milliliters of soup did Ivo have left?", 1800, "milliliters"),
    ("Pia bought 2 kilograms of cherries. Her sister ate 350 grams of the cherries. How many grams of "
     "cherries does Pia have left?", 1650, "grams"),
]

REFUSED = [
    # not said to be of the stuff held ("of the"): maybe juice of her own
    "Ann had 3 L of juice. She drank 250 mL of juice. How many milliliters of juice does she have left?",
    # "of it" names no stuff the loss is of
    "Ann had 3 L of juice. She drank 250 mL of it. How many milliliters of juice does she have left?",
    # two holders of the stuff: whose juice?
    "Ann had 3 L of juice. Bo had 2 L of juice. She drank 250 mL of the juice. How many milliliters "
    "of juice does Ann have left?",
    # another stuff used
    "Ann had 3 L of juice. She drank 250 mL of the milk. How many milliliters of juice does she have left?",
    # days are no part of weeks said so (a week of vacation may be 5 days)
    "Ann had 2 weeks of vacation. She used 3 days of the vacation. How many days of vacation does she "
    "have left?",
    # a getting in another unit is not folded in
    "Ann had 3 L of juice. She bought 250 mL of the juice. How many milliliters of juice does she have?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
