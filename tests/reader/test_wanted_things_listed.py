"""Things wanted listed one each ("wants to buy a lamp, a rug and a vase"): a goal of one of
each thing, each at the one price told of it, so "How much more money does she need?" is what
they all cost less the money she has. Each case is in our own words."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Nia wants to buy a lamp and a rug. The lamp costs $14 and the rug costs $30. She has $25. "
     "How much more money does she need?", 19, "dollars"),
    ("Nia wants to buy a lamp, a rug, and a vase. The lamp costs $14, the rug costs $30, and the "
     "vase costs $6. Nia has $41. How much more money does Nia need?", 9, "dollars"),
    # prices told for any one of the kind
    ("Nia wants to buy a lamp and a rug. Lamps cost $14 each. Rugs cost $30 each. She has $25. "
     "How much more money does she need?", 19, "dollars"),
    # money got after the want counts toward it
    ("Nia wants to buy a lamp and a rug. The lamp costs $14 and the rug costs $30. She has $25. "
     "Her aunt gives her $10. How much more money does she need?", 9, "dollars"),
]

REFUSED = [
    # a thing wanted with no price told
    "Nia wants to buy a lamp and a rug. The lamp costs $14. She has $5. How much more money does "
    "she need?",
    # "a pair of boots" counts two boots: is the price told for the pair or for each boot?
    "Nia wants to buy a lamp and a pair of boots. The lamp costs $14 and the boots cost $30. She "
    "has $25. How much more money does she need?",
    # one of them is bought already
    "Nia wants to buy a lamp and a rug. The lamp costs $14 and the rug costs $30. She bought the "
    "rug. She has $5. How much more money does she need?",
    # the money told is someone else's
    "Nia wants to buy a lamp and a rug. The lamp costs $14 and the rug costs $30. Ole has $25. How "
    "much more money does Nia need?",
    # "or": one of them, which?
    "Nia wants to buy a lamp or a rug. The lamp costs $14 and the rug costs $30. She has $5. How "
    "much more money does she need?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
