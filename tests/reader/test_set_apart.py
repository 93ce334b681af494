"""One part of a whole put apart and the rest parted (reader/set_apart.py). Our own words
throughout."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Mary had 40 shirts to fold. She put 16 of them in one box, but decided to split the rest into 3 "
     "boxes. How many shirts could go in each of the small boxes?", 8, "shirts"),
    ("Mary had 40 shirts. She put 16 shirts into one box. She put the rest equally into 3 boxes. How many "
     "shirts are in each of the 3 boxes?", 8, "shirts"),
    ("Oscar had 50 pieces of paper to sort. He put 20 of them in one folder and divided the rest into 5 "
     "folders. How many pieces of paper were in each of the other folders?", 6, "pieces of paper"),
]

REFUSED = [
    # the rest does not part exactly
    "Mary had 40 shirts. She put 16 shirts into one box. She put the rest equally into 5 boxes. How many "
    "shirts are in each of the 5 boxes?",
    # another person parts them, a pronoun of the other gender
    "Mary had 40 shirts. Tom put 16 shirts into one box. She put the rest equally into 3 boxes. How many "
    "shirts are in each of the 3 boxes?",
    "Mary had 40 shirts. She put 16 shirts into one box. He put the rest equally into 3 boxes. How many "
    "shirts are in each of the 3 boxes?",
    # the rest in other containers than the part put apart, or another count asked
    "Mary had 40 shirts. She put 16 shirts into one box. She put the rest equally into 3 bags. How many "
    "shirts are in each of the 3 bags?",
    "Mary had 40 shirts. She put 16 shirts into one box. She put the rest equally into 3 boxes. How many "
    "shirts are in each of the 4 boxes?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
