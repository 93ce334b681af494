"""A question closing on a period named from now ("last week", "last year", "this week") asks the
doings of that period when the story names its times in the same words, the pointer ("last",
"this") included: "sold 20 cups last week" answers "How many did she sell last week?", never
"this week" or "last month", and a story that also names another time refuses."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Last week Rafa sold 20 cups. How many cups did he sell last week?", 20, "cups"),
    ("Rafa sells cups of lemonade for $3 each. Last week he sold 20 cups. How much money did he make "
     "last week?", 60, "dollars"),
    ("Rafa read 7 books last year. How many books did he read last year?", 7, "books"),
    ("This week Rafa sold 20 cups. How many cups did he sell this week?", 20, "cups"),
]

REFUSED = [
    # another period than the one told
    "Last week Rafa sold 20 cups. How many cups did he sell last month?",
    "Last week Rafa sold 20 cups. How many cups did he sell this week?",
    # two times told: the question's is only one of them
    "Last week Rafa sold 20 cups. This week he sold 12 cups. How many cups did he sell last week?",
    "Last week Rafa sold 20 cups. Today he sold 12 cups. How many cups did he sell last week?",
    # a doing of no time told beside it
    "Last week Rafa sold 20 cups. He sold 12 cups. How many cups did he sell last week?",
    # a holding at a time gone by is not the end of the story
    "Last week Rafa had 20 cups. How many cups did he have last week?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
