"""The cost of counted things of several kinds asked in one question: "How much do 4 cups and 2
bowls cost?", "How much would it cost to buy a kettle and 3 mugs?", "How much will he pay for 2
rugs and 5 mats?" — each count times the one price told of its kind, added, in the one unit of
money the prices are told in. Each case is in our own words."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("A cup costs $4. A bowl costs $6. How much do 5 cups and 2 bowls cost?", 32, "dollars"),
    ("Cups cost $4 each. Bowls cost $6 each. How much would 3 cups and 3 bowls cost?", 30, "dollars"),
    ("A cup costs $4. A bowl costs $6. How much would it cost to buy 5 cups and 2 bowls?", 32,
     "dollars"),
    ("A cup costs $4. A bowl costs $6. How much will Ray pay for 5 cups and 2 bowls?", 32, "dollars"),
    # one thing named with its article is one of it
    ("A cup costs $4. A bowl costs $6. How much do a bowl and 3 cups cost?", 18, "dollars"),
    # three kinds, listed with commas
    ("A cup costs $4. A bowl costs $6. A jug costs $9. How much do 2 cups, 2 bowls and a jug cost?",
     29, "dollars"),
    # a price told by its difference from another's
    ("A cup costs $4. A bowl costs $7 more than a cup. How much do a cup and a bowl cost?", 15,
     "dollars"),
    # all priced in cents, asked in cents
    ("A clip costs 15 cents. A pin costs 5 cents. How many cents do 4 clips and 6 pins cost?", 90,
     "cents"),
]

REFUSED = [
    # one kind has no price told
    "A cup costs $4. How much do 5 cups and 2 bowls cost?",
    # prices in two units of money, with nothing to convert them by in the question
    "A cup costs $4. A bowl costs 60 cents. How much will Ray pay for 5 cups and 2 bowls?",
    # "or": either of the two, not both
    "A cup costs $4. A bowl costs $6. How much do 5 cups or 2 bowls cost?",
    # the same kind twice in the list
    "A cup costs $4. A bowl costs $6. How much do 5 cups and 2 cups cost?",
    # the bowls' price is of a box of them, not of one bowl
    "A cup costs $4. A box of bowls costs $6. How much do 5 cups and 2 bowls cost?",
    # a sale told after the prices may change what they cost
    "A cup costs $4. A bowl costs $6. There is a sale. How much do 5 cups and 2 bowls cost?",
    # "more" asks a difference, not the cost of the list
    "A cup costs $4. A bowl costs $6. How much more do 5 cups and 2 bowls cost?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
