"""A subject said by "the" and a plural, then two or more names ("The twins Ann and Bo found 9
eggs", "the boys Al, Ben and Cy"): the names say who they are, and the clause is read of that
group, as "Ann and Bo found 9 eggs" is. The plural alone said again later ("the twins") is no
holder told, and refuses. "locate" is a verb of finding: a getting."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("The twins Rosa and Lia found 7 shells on the beach and 5 shells in the dunes. How many shells "
     "do they have in total?", 12, "shells"),
    ("The brothers Al, Ben and Cy have 4 kites each. How many kites do they have in all?", 12, "kites"),
    ("Rosa located 6 eggs. She found 3 more eggs. How many eggs does she have?", 9, "eggs"),
    ("The twins Rosa and Lia were able to locate 8 eggs. How many eggs did they locate?", 8, "eggs"),
]

REFUSED = [
    # the plural said again names no holder the story told
    "The twins Rosa and Lia found 7 shells. Their cousin found 4 shells. How many shells do the "
    "twins have?",
    # one of the pair asked: how the 7 were shared is not told
    "The twins Rosa and Lia have 7 shells. Rosa has 3 shells. How many shells does Lia have?",
    # a place located: no getting
    "The shop is located 4 miles from the park. Rosa walked 1 mile. How many more miles must she "
    "walk?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
