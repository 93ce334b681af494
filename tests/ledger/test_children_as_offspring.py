"""A person told holding sons and daughters, asked how many children (kids) the person has:
the sum of the two; one kind only, another kin or person-like kind told of anyone, a change,
a group or an earlier time refuse."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Mrs. Ortiz has 2 sons and 5 daughters. How many children does she have?", 7, "children"),
    ("The old king had 6 daughters and 4 sons. How many kids did the king have?", 10, "kids"),
    ("Ravi has 3 daughters and 1 son and 9 goats. How many children does Ravi have?", 4, "children"),
    ("Lola has 3 sons and twice as many daughters. How many children does she have?", 9, "children"),
]

REFUSED = [
    # sons only: daughters untold
    "Mrs. Ortiz has 2 sons. How many children does she have?",
    # grandchildren beside them
    "Mrs. Ortiz has 2 sons, 5 daughters and 3 grandchildren. How many children does she have?",
    # a kind the table cannot place beside them
    "Mrs. Ortiz has 2 sons, 5 daughters and 3 stepsons. How many children does she have?",
    # another's sons: the couple's?
    "Mrs. Ortiz has 2 sons and 5 daughters. Her husband has 3 sons. How many children does she have?",
    # her daughters told by another's count, untold
    "Lola has 3 sons and twice as many daughters as Ben has. How many children does she have?",
    # a group asked
    "Tom and Ann have 2 sons and 5 daughters. How many children do they have?",
    # an earlier time
    "Mrs. Ortiz has 2 sons and 5 daughters. How many children did she have at first?",
    # one born later
    "Mrs. Ortiz has 2 sons and 5 daughters. Later she had another son. How many children does she "
    "have now?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
