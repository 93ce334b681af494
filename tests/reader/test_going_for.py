""""A scarf is going for $9", "Scarves go for $9 each": what any one thing of the kind sells
at, as "A scarf sells for $9" says, so a purchase of scarves costs that each. Not a past sale
("A scarf went for $9"), not of things pointed at or owned, not of a person, not of a sort
of the thing bought. Our own words throughout."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("A scarf is going for $9. Lou buys 3 scarves. How much does he spend?", 27, "dollars"),
    ("Scarves are going for $9 each. Lou buys 3 scarves. How much does he pay?", 27, "dollars"),
    ("A scarf goes for $9. Lou buys 2 scarves. How much does he spend?", 18, "dollars"),
    ("A pound of grapes is going for $4. Mae buys 3 pounds. She pays with a $20 bill. How much money will "
     "she get back?", 8, "dollars"),
    ("A scarf is going for $9. A cap is going for $5. Lou buys 2 scarves and 3 caps. How much does he "
     "spend?", 33, "dollars"),
]

REFUSED = [
    "A scarf went for $9. Lou buys 3 scarves. How much does he spend?",
    "The scarf is going for $9. Lou buys 3 scarves. How much does he spend?",
    "Her scarf is going for $9. Lou buys 3 scarves. How much does he spend?",
    "A man is going for $9. Lou buys 3 scarves. How much does he spend?",
    "A red scarf is going for $9. Lou buys 3 scarves. How much does he spend?",
    "A scarf is going for $9. Lou buys 3 caps. How much does he spend?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
