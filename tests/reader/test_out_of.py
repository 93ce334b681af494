"""A part "out of" a whole ("13 out of 31 ducks flew away"): the whole is told, the part did
the doing, and the rest is the whole less the part. Our own words throughout."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("At the lake, 17 out of 42 geese flew away. How many geese were left at the lake?", 25, "geese"),
    ("13 out of 31 ducks flew away. How many ducks are left?", 18, "ducks"),
    ("9 out of the 30 pupils were late. How many pupils were not late?", 21, "pupils"),
    ("21 out of 48 marbles were blue. How many marbles were not blue?", 27, "marbles"),
    ("8 out of 26 kites blew away. How many kites are left?", 18, "kites"),
    ("9 out of 30 pupils were late. How many pupils were late?", 9, "pupils"),
    # the whole's place told with it
    ("11 out of 36 kids in a gym went home. How many kids were left in the gym?", 25, "kids"),
]

REFUSED = [
    # a group the text does not close: birds, or kites someone holds
    "8 out of 26 kites blew away. How many birds are left?",
    "Tom had some pens. 8 out of 26 kites blew away. How many kites does Tom have?",
    "12 out of 40 stamps were torn. How many stamps did Mia have left?",
    "11 out of 36 kids in a gym went home. How many kids were left in the hall?",
    # a part greater than the whole
    "30 out of 12 ducks flew away. How many ducks are left?",
    # the whole of another kind than the one asked
    "The farmer had 30 cows. 12 out of 20 sheep ran away. How many cows are left?",
    # "out of" as a rate (2 in every 5), with the whole told apart
    "2 out of 5 students are girls. If there are 30 students, how many girls are there?",
    "1 out of 4 birds flew away. There were 20 birds. How many birds are left?",
    "3 out of 10 kids were sick. The school has 200 kids. How many kids were not sick?",
    # no noun after the whole: of what?
    "Rosa had 14 cards. She lost 6 out of the 14. How many cards did Rosa have left?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
