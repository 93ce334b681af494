"""A day named inside a supposition told in the question's own sentence ("If she eats 2 on
Monday, how many will she have?") places the doing supposed; the question asks of the time
after it, as it would with no day named. A day the question names itself still places the
question. Each case is in our own words; an answer case fails when the shape is no longer read,
a refusal case when it is read without what would make it certain."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Kofi has 40 marbles. If he loses 6 marbles on Friday, how many marbles will he have?", 34, "marbles"),
    ("Kofi has 40 marbles. If he loses 6 marbles on Friday and 5 marbles on Saturday, how many "
     "marbles will he have then?", 29, "marbles"),
]

REFUSED = [
    # the question names a day of its own, between the two doings
    "Kofi has 40 marbles. If he loses 6 marbles on Friday and 5 marbles on Saturday, how many "
    "marbles will he have on Friday?",
    # a day before the doing supposed: was Friday's loss before or after the 40 told?
    "Kofi has 40 marbles. If he loses 6 marbles on Friday, how many marbles did he have on Thursday?",
    # a day said in a sentence of its own, not a supposition: the question asks of no day told
    "Kofi has 40 marbles. He loses 6 marbles on Friday. How many marbles will he have on Sunday?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
