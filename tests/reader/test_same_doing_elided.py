"""A bare number after containers of a stuff, in the same doing by another doer
(state._same_doing_by_another): "Ivy sold 12 crates of pears and Ola sold 9" leaves out the
whole noun phrase, so Ola sold 9 crates. Any other bare number after them may count the
containers or the things in them, and stays refused."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Ivy sold 12 crates of pears while Ola sold 9. How many crates of pears did they sell?", 21,
     "crates"),
    ("Ivy packed 6 jars of jam. Ola packed 4. How many jars did they pack in all?", 10, "jars"),
    ("Ivy has 5 tins of cookies and Ola has 7. How many tins do they have altogether?", 12, "tins"),
]

REFUSED = [
    # the same doer's next doing may take from inside the crates
    "Ivy bought 12 crates of pears. She ate 9. How many crates does she have now?",
    # another verb by another doer: 9 crates, or 9 pears?
    "Ivy bought 12 crates of pears. Ola ate 9. How many crates did Ivy buy?",
    # two kinds of container told before: of which?
    "Ivy sold 3 jars of jam and 2 tins of jam. Ola sold 5. How many tins did they sell?",
    # the things inside are asked, and no count of them is told
    "Ivy sold 12 crates of pears while Ola sold 9. How many pears did they sell?",
    # a rate told between: the last doing is not the sale
    "Ivy sold 4 crates of pears. Each crate has 10 pears. Ola sold 6. How many crates did they sell?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
