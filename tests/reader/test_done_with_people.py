"""A past doing told with the people it was done with ("played tag with 9 kids", "danced with 4
boys"): it moves nothing anyone holds, and counts the people for a question of that doing ("How
many kids did she play with?"); doings on several days are summed as doings are. A game named
in the question (which game?), a group asked, people of the kind told besides the doing, a
going ("went to the zoo with 3 friends": company) or a doing not yet done are not read."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Rosa played tag with 9 kids on Monday. She played tag with 5 kids on Tuesday. How many kids "
     "did she play with altogether?", 14, "kids"),
    ("Rosa played with 9 kids on Monday. She played with 5 kids on Tuesday. How many kids did she "
     "play with on Tuesday?", 5, "kids"),
    ("Omar danced with 3 girls on Friday. He danced with 6 girls on Saturday. How many girls did he "
     "dance with in all?", 9, "girls"),
    ("Omar worked with 8 volunteers. He worked with 4 volunteers the next day. How many volunteers "
     "did he work with?", 12, "volunteers"),
    ("Omar played chess with 2 friends. Lea played chess with 6 friends. How many friends did Omar "
     "play with?", 2, "friends"),
    ("Rosa played tag with 9 kids. She played tag with 4 adults. How many kids did she play with?",
     9, "kids"),
]

REFUSED = [
    # which game? both told
    "Rosa played tag with 9 kids. She played catch with 5 kids. How many kids did she play tag with?",
    # others of the kind beside the doing: joined it, or among them?
    "Rosa played tag with 9 kids. Then 4 more kids joined. How many kids did she play with?",
    # a group asked: the same people may be counted by each
    "Omar played chess with 2 friends. Lea played chess with 6 friends. How many friends did they "
    "play with?",
    # a going: "with" names company, and the question asks no doing told
    "Omar went to the zoo with 3 friends. He went to the park with 2 friends. How many friends did "
    "he go with?",
    # not yet done, or a habit
    "Omar will play with 6 kids tomorrow. How many kids will he play with?",
    "Omar plays with 6 kids every day. How many kids did he play with?",
    # nothing held is told by the doing
    "Rosa played tag with 9 kids. How many kids does she have?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
