""""bought 3 dollars worth of candy" says what "bought $3 worth of candy" says: a sum spent on a
kind, with no count of it. Only the money word alone: "3 silver dollars worth", "5 euros
worth", or "of the candy" are not read so. Our own words throughout."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Kai buys 3 dollars worth of nuts. How much did he spend?", 3, "dollars"),
    ("Kai had $10. He buys 3 dollars worth of nuts. How much money does he have left?", 7, "dollars"),
    ("Kai buys 4 dollars worth of nuts and 2 dollars worth of figs. How much did he spend?", 6, "dollars"),
    ("Kai had 90 cents. He buys 40 cents worth of gum. How many cents does he have left?", 50, "cents"),
]

REFUSED = [
    "Kai buys 3 silver dollars worth of nuts. How much did he spend?",
    "Kai buys 3 dollars worth of the nuts. How much did he spend?",
    "Kai buys 5 euros worth of nuts. How much did he spend?",
    "Kai buys 3 dollars worth of nuts. How many nuts did he buy?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
