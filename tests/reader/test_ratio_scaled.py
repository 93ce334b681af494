"""A mixing ratio told with "for every", scaled to an amount of the second stuff used
(reader/ratio_scaled.py). Our own words throughout."""

from tests.outcomes import shape_tests

_SALT = "Ida adds 2 grams of salt for every 5 cups of water. "

ANSWERED = [
    (_SALT + "If she adds 20 cups of water, how much salt "
     "does she add?", 8, "grams of salt"),
    ("Ida adds 2 grams of salt for every cup of water. If she adds 7 cups of water, how many grams of "
     "salt does she add?", 14, "grams of salt"),
    ("Mia uses 4 beads for every 3 buttons. If she uses 12 buttons, how many beads does she use?",
     16, "beads"),
    ("Jo is mixing a batch of green paint. She needs to add 3 drops of blue for every 4 drops of yellow. "
     "If she adds 12 drops of yellow, how many drops of blue does she add?", 9, "drops of blue"),
    ("Ida needs 2 grams of salt for every 5 cups of water. She used 20 cups of water. How many grams of "
     "salt did she need?", 8, "grams of salt"),
]

REFUSED = [
    # a part of a group left over: salt for it, or none?
    _SALT + "If she adds 22 cups of water, how much salt does she add?",
    # water held is not water used
    _SALT + "If she has 20 cups of water, how much salt does she add?",
    # another doer, another stuff, another unit
    _SALT + "If Tom adds 20 cups of water, how much salt does he add?",
    _SALT + "If she adds 20 cups of milk, how much salt does she add?",
    _SALT + "If she adds 20 liters of water, how much salt does she add?",
    # the other way round, and the stuff told asked again
    _SALT + "If she adds 20 grams of salt, how much water does she add?",
    "Mia uses 4 beads for every 3 buttons. If she uses 12 buttons, how many buttons does she use?",
    # a habit told in the past; a doer named by no one; more asked
    "Ida added 2 grams of salt for every 5 cups of water. "
    "If she adds 20 cups of water, how much salt will she need?",
    "She adds 2 grams of salt for every 5 cups of water. "
    "If she adds 20 cups of water, how much salt does she add?",
    _SALT + "If she adds 20 cups of water, how much more salt does she add?",
    # cups of which?
    "Ida adds 2 cups of salt for every 5 cups of water. "
    "If she adds 20 cups of water, how many cups does she add?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
