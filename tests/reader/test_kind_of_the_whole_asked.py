"""A kind asked among the things it always is one of ("How many of the children are girls?",
"How many of the trees are pine trees?"): a girl is always a child (the hypernym table), a pine
tree always a tree, so it asks how many of that kind there are. A kind that need not be one of
them ("students" are not always children), or a kind the story never told, is not read so."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("There are 30 children at the fair. Two-thirds of them are boys. How many of the children "
     "are girls?", 10, "girls"),
    ("There were 30 children at the fair. 12 of them were girls. How many children were boys?",
     18, "boys"),
    ("A farm has 80 trees. 25% of the trees are apple trees. How many of the trees are apple trees?",
     20, "apple trees"),
]

REFUSED = [
    # students need not be children: the girls among the students are not the girls told
    "There are 30 students at the fair. Two-thirds of them are boys. How many of the students are "
    "girls?",
    # a kind of tree the story never tells
    "A farm has 80 trees. 25% of the trees are apple trees. How many of the trees are pear trees?",
    # the kind is no kind of the things counted
    "A farm has 80 trees. 25% of the trees are apple trees. How many of the apple trees are trees?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
