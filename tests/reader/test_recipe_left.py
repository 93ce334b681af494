"""A recipe's amount, some of it put in by one cook, and what is left to add asked ("How many
more cups does she need to add?"). Each case is in our own words; an answer case fails when the
shape is no longer read, a refusal case when it is read without what makes it certain (one cook,
one putting in, the ingredient and the unit the recipe names, nothing else told)."""

from fractions import Fraction

from tests.outcomes import shape_tests

ANSWERED = [
    ("Lena is making a pie. The recipe needs 5 cups of milk. She has already poured in 2 cups. "
     "How many more cups does she need to add?", 3, "cups"),
    ("A recipe for bread requires 4 cups of flour. Omar already added half a cup. How many more "
     "cups does he need to put in?", Fraction(7, 2), "cups"),
    ("The recipe calls for 6 cups of rice and 2 cups of beans. Lena put in 1 cup of beans. How "
     "many more cups of beans does she need to add?", 1, "cups"),
    ("The recipe calls for 10 pounds of potatoes. Omar put in 4 pounds. How much more potatoes "
     "will he need?", 6, "pounds"),
]

REFUSED = [
    # a second cook: whose putting in?
    "Lena is making a pie. The recipe needs 5 cups of milk. Omar has already poured in 2 cups. "
    "How many more cups does Lena need to add?",
    # a pronoun of the other gender: another cook
    "Lena is making a pie. The recipe needs 5 cups of milk. He has already poured in 2 cups. How "
    "many more cups does she need to add?",
    # two ingredients, the cups asked not said of which
    "The recipe calls for 6 cups of rice and 2 cups of beans. Lena put in 1 cup of beans. How "
    "many more cups does she need to add?",
    # put in another unit
    "The recipe calls for 6 cups of rice. Lena put in 4 tablespoons. How many more cups does she "
    "need to add?",
    # a putting in still to come
    "The recipe calls for 6 cups of rice. Lena will put in 2 cups. How many more cups does she "
    "need to add?",
    # a second putting in
    "The recipe calls for 6 cups of rice. Lena put in 2 cups. She then put in 1 cup. How many "
    "more cups does she need to add?",
    # more put in than called for
    "The recipe calls for 6 cups of rice. Lena put in 8 cups. How many more cups does she need "
    "to add?",
    # two dishes: the recipe's amount is for one
    "Lena is baking two cakes. The recipe calls for 6 cups of flour. She put in 2 cups. How many "
    "more cups does she need to add?",
    # an amount for each dish, the dishes untold (it answered 4)
    "The recipe calls for 6 cups of rice per pot. Lena put in 2 cups. How many more cups does she "
    "need to add?",
    # another ingredient asked
    "The recipe calls for 6 cups of rice. Lena put in 2 cups. How much more sugar does she need "
    "to add?",
    # a putting in of another day, a word the shape does not read
    "Lena is baking a cake. The recipe calls for 6 cups of flour. She put in 2 cups yesterday. How "
    "many more cups does she need to add?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
