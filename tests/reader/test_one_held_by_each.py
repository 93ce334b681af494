"""Things each one of a kind holds, told by the article "a"/"an" ("Each crate has a lid", "Each
tent had a lamp and a rope"), are one of each per holder: the clause says what "Each crate has
1 lid" says. Only "has"/"had" after "each", a list of plain "a"/"an" things with nothing after
it; a thing "of" something, a vague amount, a person held, or a thing the text tells of again
refuse."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Rosa has 8 crates. Each crate has a lid. How many lids does she have?", 8, "lids"),
    ("There are 5 tents. Each tent had a lamp. How many lamps were there?", 5, "lamps"),
    ("Each wagon has a bell. There are 6 wagons at the fair. How many bells are there?", 6, "bells"),
    # a list: one of each thing
    ("Rosa has 8 crates. Each crate has a lid and a handle. How many handles does she have?", 8, "handles"),
    # the holders of two people: the one asked
    ("Rosa has 8 crates and Ivo has 3 crates. Each crate has a lid. How many lids does Ivo have?",
     3, "lids"),
]

REFUSED = [
    # a person held: one teacher may have two classes
    "There are 6 classes. Each class has a teacher. How many teachers are there?",
    # a thing of something, a vague amount, a box of things
    "Rosa has 8 crates. Each crate has a lid of tin. How many lids does she have?",
    "Rosa has 8 crates. Each crate has a few lids. How many lids does she have?",
    "Rosa has 8 crates. Each crate has a box of lids. How many lids does she have?",
    # the thing told of again
    "Rosa has 8 crates. Each crate has a lid that covers 2 jars. How many lids does she have?",
    # something after the thing
    "Rosa has 8 crates. Each crate has a lid for every jar. How many lids does she have?",
    # a thing the crates hold not told
    "Rosa has 8 crates. Each crate has a lid. How many handles does she have?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
