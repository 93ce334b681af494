"""Pieces of a stuff asked where the story holds it only in sheets (slices): the sheets, each
one piece; pieces told in the story, other counting nouns, a doing to the sheets, or sheets
asked of pieces refuse."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Omar has 14 blue sheets of craft paper and 9 green sheets of craft paper. How many pieces "
     "of craft paper does he have?", 23, "pieces"),
    ("Ines has 40 sheets of paper. How many pieces of paper does she have?", 40, "pieces"),
]

REFUSED = [
    # a doing to the sheets may have made pieces
    "Ines has 40 sheets of paper. She ripped up 3 sheets. How many pieces of paper does she have?",
    "Ines has 40 sheets of paper. She folded 3 sheets. How many pieces of paper does she have?",
    # pieces of its own in the story
    "Ines has 40 sheets of paper and 6 pieces of paper. How many pieces of paper does she have?",
    # a bar may be broken into pieces
    "Ines has 6 bars of chocolate. How many pieces of chocolate does she have?",
    # a piece may be a scrap: sheets asked of pieces told
    "Ines has 40 pieces of paper. How many sheets of paper does she have?",
    # another stuff asked
    "Ines has 40 sheets of paper. How many pieces of card does she have?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
