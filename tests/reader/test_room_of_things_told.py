"""A part's room told by its number alone ("Each crate can hold 8", "The cart holds 6 on each
shelf"): eight of the things the story counts, as "Each crate can hold 8 melons" says; never of a
sum of money or a measure ("$30 … Each box can hold 6": six what?). Every case is in our own
words; an answer fails when the shape is no longer read, a refusal when it is read without what
would make it certain."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Ivo picked 48 plums. Each crate can hold 8. How many crates does he need?", 6, "crates"),
    ("Ivo picked 50 plums. Each crate can hold 8. How many crates does he need?", 7, "crates"),
    ("Ivo picked 50 plums. Each crate can hold 8. How many crates can he fill?", 6, "crates"),
    # kinds of one noun told apart by their words are that noun, whichever
    ("Ivo picked 20 red plums and 16 green plums. Each crate would hold 9. How many crates would "
     "he fill up?", 4, "crates"),
    # the room of each part of a thing ("The cart holds 6 on each shelf": each shelf holds 6)
    ("Ivo picked 30 plums. His cart would only hold 6 on each shelf. How many shelves would he "
     "fill?", 5, "shelves"),
]

REFUSED = [
    # two kinds: eight of which?
    "Ivo picked 48 plums and 16 pears. Each crate can hold 8. How many crates does he need?",
    # money or a measure: six of what?
    "Ivo has $30. Each box can hold 6. How many boxes does he need?",
    "Ivo has 12 liters of milk. Each jug can hold 2. How many jugs does he need?",
    # the room told before anything is counted
    "Each crate can hold 8. Ivo picked 48 plums. How many crates does he need?",
    # the crates counted are not the parts to come
    "Ivo has 3 crates and 48 plums. Each crate can hold 8. How many crates does he need?",
    # full crates only: 50 plums do not fill whole crates of 8
    "Ivo picked 50 plums. Each crate can hold 8. How many crates did he fill?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
