"""A share of a holding that contents make ("Mia bought 3 pizzas. Each pizza has 8 slices"):
the things are the rate times the containers though no count of them was told, so "She ate 1/4
of the slices" is of those 24, and "Half of the pens are red" is a part of them (the whole an
observation replay finds from the contents). Only when the contents are all the story tells of
the kind and the holder holds nothing but those containers; another holder, other containers, a
change since or a share that is no whole count refuse."""

from tests.outcomes import shape_tests

ANSWERED = [
    # a share taken from the contents' holding
    ("Mia bought 3 pizzas. Each pizza has 8 slices. She ate 1/4 of the slices. How many slices did "
     "she eat?", 6, "slices"),
    ("Mia bought 3 pizzas. Each pizza has 8 slices. She ate 1/4 of the slices. How many slices are "
     "left?", 18, "slices"),
    ("Ivo has 5 crates with 8 melons in each crate. He sold 25% of the melons. How many melons does "
     "he have left?", 30, "melons"),
    ("Ivo has 5 crates. Each crate has 8 melons and 4 limes. He gave half of the melons to Bo. How "
     "many melons does Ivo have?", 20, "melons"),
    # a part of the contents' whole, asked, denied or as the rest
    ("Ivo has 5 crates. Each crate has 8 melons. Half of the melons are ripe. How many melons are "
     "ripe?", 20, "melons"),
    ("Ivo has 5 crates. Each crate has 8 melons. Half of the melons are ripe. How many melons are "
     "not ripe?", 20, "melons"),
    ("There are 5 batches of 80 bolts each. One fourth of the bolts are defective. How many bolts are not "
     "defective?", 300, "bolts"),
    ("Ivo has 5 crates. Each crate has 8 melons. A quarter of the melons are green and the rest are "
     "yellow. How many melons are yellow?", 30, "melons"),
    ("Ivo has 5 crates. Each crate has 8 melons. 12 of the melons are ripe. How many melons are not "
     "ripe?", 28, "melons"),
    # another sort got after the share is not among those shared
    ("Ivo has 5 crates. Each crate has 8 melons. He sold half of the melons. Then he bought 6 fresh "
     "melons. How many melons does he have?", 26, "melons"),
    ("Ivo has 40 melons. He sold half of his melons. Then he bought 6 fresh melons. How many melons does "
     "he have?", 26, "melons"),
]

REFUSED = [
    # other containers of the holder may hold some too
    "Ivo has 5 crates and 2 bags. Each crate has 8 melons. He sold half of the melons. How many "
    "melons did he sell?",
    "Ivo has 5 crates and 2 bags. Each crate has 8 melons. Half of the melons are ripe. How many "
    "melons are ripe?",
    # another sort of the kind held beside the contents (loose ones): of all, or of those boxed?
    "Ivo has 5 crates. Each crate has 8 melons. He also has 4 loose melons. He sold half of the melons. "
    "How many melons does he have?",
    # two holders of the kind: whose?
    "Ivo has 5 crates. Bo has 3 crates. Each crate has 8 melons. Half of the melons are ripe. How "
    "many melons are ripe?",
    "Ivo has 5 crates. Each crate has 8 melons. Bo has 6 melons. Half of the melons are ripe. How many "
    "melons are ripe?",
    # a change since the contents were told: of the 40, or of what is held now?
    "Ivo has 5 crates. Each crate has 8 melons. He bought 4 more melons. He gave half of the melons "
    "to Bo. How many melons does Ivo have?",
    "Ivo has 5 crates. Each crate has 8 melons. He gave 2 crates to Bo. Half of the melons are ripe. "
    "How many melons are ripe?",
    # a share of the containers, or one that is no whole count of melons
    "Ivo has 5 crates. Each crate has 8 melons. Half of the crates are ripe. How many melons are ripe?",
    "Ivo has 5 crates. Each crate has 8 melons. 3/7 of the melons are ripe. How many melons are ripe?",
    "Mia bought 3 pizzas. Each pizza has 8 slices. She ate 1/5 of the slices. How many slices are left?",
    # more than all of them, or "more" rather than "of"
    "Ivo has 5 crates. Each crate has 8 melons. 130% of the melons are ripe. How many melons are ripe?",
    "Ivo has 5 crates. Each crate has 8 melons. 40% more melons are ripe. How many melons are ripe?",
    # "of them" after two kinds told: crates or melons?
    "Ivo has 5 crates. Each crate has 8 melons. Half of them are ripe. How many melons are ripe?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
