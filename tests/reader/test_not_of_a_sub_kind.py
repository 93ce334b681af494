""" "How many (trees) are not pine trees?": the whole less the sub-kind told of it by a word before
its noun, as "How many roses are not red?" is the roses less the red ones. Each case is in our
own words."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("There are 80 cars in the garage. 25% of them are race cars. How many are not race cars?", 60, "cars"),
    ("There are 80 cars in the garage, 40% of which are race cars. How many cars are not race cars?",
     48, "cars"),
    ("Pia keeps 40 birds. 10 of them are song birds. How many birds are not song birds?", 30, "birds"),
    # the race cars sold were race cars: the others are as many as before
    ("Pia has 30 cars. 12 of them are race cars. She sold 5 race cars. How many are not race cars?",
     18, "cars"),
]

REFUSED = [
    # another sub-kind than the one told
    "There are 80 cars in the garage. 25% of them are race cars. How many are not toy cars?",
    # a whole that grew after the part was told: are the new ones race cars?
    "Pia has 30 cars. 12 of them are race cars. She bought 6 more cars. How many cars are not race cars?",
    # a second holder of the sub-kind
    "Pia has 30 cars. 12 of them are race cars. Lev has 5 race cars. How many are not race cars?",
    # a noun of its own after the word, not the kind told
    "There are 80 trees in the park. 25% of them are pine trees. How many are not pine cones?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
