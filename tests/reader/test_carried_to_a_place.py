"""Things carried to a place by a verb of carrying ("took 5 pens to school", "brought 8 buns to
the picnic") go along with the carrier: still held there, or left there, the words do not say,
so the clause is not read. Given to a person ("took 5 pens to his teacher") they are given;
money brought to a place is the money held there ("brought $40 to the fair")."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Dev had 30 pens. He took 5 pens to his teacher. How many pens does Dev have?", 25, "pens"),
    ("Dev had 30 pens. He sent 5 pens to school. How many pens does Dev have?", 25, "pens"),
    ("Dev brought $40 to the fair. He spent $15 on rides. How much money does Dev have left?", 25, "dollars"),
]

REFUSED = [
    "Dev had 30 pens. He took 5 pens to school. How many pens does Dev have?",
    "Dev had 30 buns. He brought 8 buns to the picnic. How many buns does Dev have?",
    "Dev had 30 pens. He carried 5 pens to the office. How many pens does he have left?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
