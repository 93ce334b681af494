"""Percentages in more frames: a doer's event of one kind a share more (or fewer) than its event
of another; a bare percentage (or "half") as the subject of a loss; a purchase told with its
discount; a share "of which" after a comma. Each is answered as its plainer wording is, or
refused where that wording refuses."""

from tests.outcomes import shape_tests

ANSWERED = [
    # a doing of one kind a share more than the doer's doing of another kind
    ("Ida counts 30 crows. She counts 60% more hawks than crows. How many hawks does she count?",
     48, "hawks"),
    ("Ida counts 30 crows. She counts 60% fewer hawks than crows. How many hawks does she count?",
     12, "hawks"),
    ("Ida counts 40 crows on a wire and 25% more hawks than crows. How many birds does she count?",
     90, "birds"),
    # a bare percentage (or "half") that is lost: of the one holding of the one kind told
    ("Ned has 30 boats. 20% sank. How many boats does Ned have now?", 24, "boats"),
    ("There are 40 plums on a plate. 25% were eaten. How many plums are left?", 30, "plums"),
    ("Ned has 30 boats. Half sank. How many boats sank?", 15, "boats"),
    # a purchase told with its discount: the buyer's discount, on that purchase
    ("Each cap costs $20. Jo buys 6 caps with a 50% discount. How much did Jo pay?", 60, "dollars"),
    ("Each cap costs $20. Jo buys 6 caps at a discount of 25%. How much did Jo pay?", 90, "dollars"),
    ("Jo buys 3 caps for 20% off. Each cap costs $10. How much did Jo pay?", 24, "dollars"),
    # "N, P% of which are …": of the things the clause before the comma told
    ("There are 350 trees in the park, 70% of which are pines. How many pines are there?", 245,
     "pines"),
    ("Bo has 40 cards, 25% of which are red. How many cards are not red?", 30, "cards"),
    ("Al has 10 cards. Bo has 40 cards, half of which are red. How many red cards does Bo have?", 20,
     "red cards"),
    # another buyer's purchase of the kind pays the whole price
    ("Each cap costs $20. Jo buys 6 caps with a 50% discount. Al buys 2 caps. How much did Al pay?",
     40, "dollars"),
]

REFUSED = [
    # the share of the other kind would not be a whole count
    "Ida counts 31 crows. She counts 50% more hawks than crows. How many hawks does she count?",
    # "than crows" with two countings of crows told: which one?
    "Ida counts 30 crows and 20 crows. She counts 60% more hawks than crows. How many hawks does "
    "she count?",
    # another doer's kinds: "Bo counts more hawks than crows" compares Bo's own countings
    "Ida counts 30 crows. Bo counts 60% more hawks than crows. How many hawks does Bo count?",
    # a bare share lost beside two kinds, or two holders of the kind: of which?
    "Ned has 30 boats and 10 cars. 20% sank. How many boats does Ned have?",
    "Ned has 30 boats. Bo has 20 boats. 20% sank. How many boats does Bo have?",
    # of a holding changed since it was told: of the 30, the 40, or the 10 just bought?
    "Ned had 30 boats. He bought 10 more boats. 20% sank. How many boats are left?",
    "Ned had 30 boats. He bought 10 more boats. Half of them sank. How many boats are left?",
    "Ned had 30 boats. He lost 10 boats. Half of them sank. How many boats are left?",
    # a share that does not come out whole, in each shape
    "Ned has 31 boats. 20% sank. How many boats are left?",
    "Bo has 30 cards, 25% of which are red. How many red cards does Bo have?",
    # "of which" after two counts: of the cards, or of the boxes (of the stamps)?
    "Bo has 40 cards in 4 boxes, half of which are red. How many red cards does Bo have?",
    "Bo has 40 cards and 10 stamps, half of which are red. How many red cards does Bo have?",
    # a purchase with its discount and a sum stated: before the discount or after?
    "Each cap costs $20. Jo buys 6 caps for $100 with a 50% discount. How much did Jo pay?",
    # a second priced kind the buyer buys: is the discount on it too?
    "Each cap costs $20. Each hat costs $5. Jo buys 6 caps with a 50% discount. She buys 2 hats. "
    "How much did Jo pay?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
