"""Pay for each one of a kind named with what it is of ("$3 for each crate of plums he sells"),
and a price of a described kind ("Each green pear costs $2"): the ones of that kind the doer's
own doings count (or sales), those told bare too when no other kind of them is told."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Omar earned 3 dollars for each crate of plums he sold. He had 10 crates, but did not sell 4 of "
    "them. How much money did he earn?", 18, "dollars"),
    ("Lena earns 7 dollars for each tray of buns she sells. She sold 5 trays of buns. How much money "
    "did she earn?", 35, "dollars"),
    ("Omar earns 2 points for each sack of cans he recycles. He recycled 6 sacks. How many points "
    "did he earn?", 12, "points"),
]

REFUSED = [
    # crates of another stuff are never paid as crates of plums
    "Omar earned 3 dollars for each crate of plums he sold. He had 10 crates of pears, but did not "
    "sell 4 of them. How much money did he earn?",
    # crates told bare beside crates of another stuff: of which are they?
    "Omar earned 3 dollars for each crate of plums he sold. He sold 4 crates and 2 crates of pears. "
    "How much money did he earn?",
    # another's selling
    "Omar earned 3 dollars for each crate of plums she sold. He had 10 crates, but did not sell 4 of "
    "them. How much money did he earn?",
    "Omar earned 3 dollars for each crate of plums he sold. Ida had 10 crates, but did not sell 4 of "
    "them. How much money did Omar earn?",
    # a stuff told with a word before it: are all the crates of red plums?
    "Omar earned 3 dollars for each crate of red plums he sold. He had 10 crates, but did not sell 4 "
    "of them. How much money did he earn?",
    # pears told bare beside pears of another kind: which were sold?
    "Each green pear costs $2. Tia had 8 pears and 4 yellow pears. She sold all but 3 pears. How much "
    "money did she make?",
    "Each green pear costs $2. Tia sold 5 yellow pears. How much money did she make?",
    "Each green pear costs $2 and each yellow pear costs $1. Tia had 8 pears and sold all but 3 of "
    "them. How much money did she make?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
