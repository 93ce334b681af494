"""A place named by a holding question ("How many kites do Ivo and Pam have at the lake?") where
every amount the story told is held: the question asks them all, as without the place. An
amount told elsewhere, or with no place, keeps the place, and the question is not read. Each
case is in our own words; an answer case fails when the shape is no longer read, a refusal case
when it is read without what would make it certain."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Ivo has 6 kites at the lake. Pam has 9 kites at the lake. How many kites do Ivo and Pam have "
     "at the lake?", 15, "kites"),
]

REFUSED = [
    # some of the kites are elsewhere
    "Ivo has 6 kites at home. Pam has 9 kites at the lake. How many kites do Ivo and Pam have at the lake?",
    # some told with no place: there, or not?
    "Ivo has 6 kites. Pam has 9 kites at the lake. How many kites do Ivo and Pam have at the lake?",
    # another lake than the one told
    "Ivo has 6 kites at the lake. Pam has 9 kites at the lake. How many kites do Ivo and Pam have "
    "at the big lake?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
