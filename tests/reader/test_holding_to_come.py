""""Mr. Diaz will have 45 oranges for the fair": a holding to come that opens the story is what the
story starts from, as "Mr. Diaz has 45 oranges" says. Each case is in our own words; an answer
case fails when the "will have" clause is left unread, a refusal case when a holding to come is
read after something told before it, under "would" or "if", with "more", or beside a later
change it may come after."""

from tests.outcomes import shape_tests

ANSWERED = [
    # rounded up: the crates that hold all of them
    ("Mr. Diaz will have 45 oranges for the fair. Each crate will hold 10 oranges. "
     "How many crates will he need?", 5, "crates"),
    ("Lena will have 36 cupcakes. Each tray can hold 12 cupcakes. How many trays will she need?",
     3, "trays"),
    ("Omar will have 28 marbles. He will put them into bags of 7. How many bags will he fill?", 4, "bags"),
]

REFUSED = [
    # something told before it: the holding to come may be after it
    "Lena has 4 cupcakes. Lena will have 36 cupcakes. Each tray can hold 12 cupcakes. "
    "How many trays will she need?",
    # a later change: before the holding to come, or after it?
    "Omar will have 28 marbles. He gave 3 marbles to Ravi. How many marbles does he have?",
    "Omar will have 28 marbles. Ravi gives him 3 marbles. How many marbles will Omar have?",
    # no fact: a holding under "would", in a supposition, or more than some other
    "Mr. Diaz would have 45 oranges. Each crate will hold 10 oranges. How many crates will he need?",
    "If Mr. Diaz will have 45 oranges, how many crates of 10 oranges will he need?",
    "Mr. Diaz will have 45 more oranges. Each crate will hold 10 oranges. How many crates will he need?",
    # asked of now or of before: what he will have says nothing of them
    "Omar will have 28 marbles. How many marbles does Omar have now?",
    "Omar will have 28 marbles. How many marbles did he have?",
    # a holding to come after a time is no holding the story starts from
    "Mr. Diaz will have 45 oranges in 3 days. Each crate will hold 10 oranges. "
    "How many crates will he need?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
