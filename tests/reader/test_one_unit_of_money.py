"""One unit of money said with "a" / "an" ("for a dollar each", "a dollar more than the cap") is
a quantity of one of that unit, as "$1" is: the article is counted one by a reading rule, and
the phrase goes on as a quantity's does. "Of a dollar" is a fraction's whole and "a dollar's
worth" owns: neither is read so. One coin named as what each thing goes for ("for a dime
each") or as a price ("costs a nickel") is its worth in cents, read again from the coin table;
a coin anywhere else is a coin, and "a quarter of" a fraction."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Rosa knits 9 hats. She sells them for a dollar each. How much money does Rosa make?", 9, "dollars"),
    ("Omar bought 7 erasers at a dollar each. How much did Omar spend?", 7, "dollars"),
    ("Omar had $11. He spent a dollar. How much money does he have left?", 10, "dollars"),
    ("Rosa earns a dollar for each dog she walks. She walked 5 dogs. How many dollars did Rosa "
     "earn?", 5, "dollars"),
    ("Omar pays a dollar for a pencil and $3 for a notebook. How much does he pay?", 4, "dollars"),
    ("Omar bought 9 stickers for a dime each. How many cents did Omar spend?", 90, "cents"),
    ("Omar bought 4 stickers at a nickel each. How many cents did Omar spend?", 20, "cents"),
    ("Rosa makes 8 paper stars and sells them for a quarter each. How many cents does Rosa make?",
     200, "cents"),
]

REFUSED = [
    # a fraction of a dollar, and a dollar's worth of a thing: no dollar held
    "Rosa has three fourths of a dollar. How many cents does Rosa have?",
    "Rosa has 6 dollars. Omar has a dollar's worth of gum. How many dollars does Omar have?",
    # a coin found is a coin, never cents: how many cents is not asked of coins so
    "Omar found a dime. He had 3 dimes before. How many cents does he have now?",
    # "a quarter of" stays a fraction: of what, the text does not say
    "Omar bought 8 stickers and gave a quarter of the money away. How many cents did he give?",
    # what was sold is not told to be all of what was made
    "Rosa knits 9 hats and sells some of them for a dollar each. How much money does Rosa make?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
