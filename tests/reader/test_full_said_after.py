"""`How many boxes are full?` asks the full parts, as `How many full boxes are there?` does:
rounded down. Anything after `full`, another adjective, or parts not sized refuses."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("A crate can hold 14 jars. There are 100 jars. How many crates are full?", 7, "crates"),
    ("A crate can hold 14 jars. There were 100 jars. How many crates were full?", 7, "crates"),
    ("Lou had 75 cups. She put them in boxes of 10. How many boxes are full?", 7, "boxes"),
    ("Lou has 75 cups and 9 plates. She puts the cups in boxes of 10. How many boxes are full?", 7, "boxes"),
    # exact: every part full
    ("A crate can hold 14 jars. There are 98 jars. How many crates are full?", 7, "crates"),
]

REFUSED = [
    # a purpose or a complement after "full" is not read
    "A crate can hold 14 jars. There are 100 jars. How many crates are full to hold all the jars?",
    "A crate can hold 14 jars. There are 100 jars. How many crates are full of jars?",
    # "whole" after "are" may say unbroken
    "A crate can hold 14 jars. There are 100 jars. How many crates are whole?",
    # parts counted, not sized: which are full is not told
    "Lou had 75 cups. She put them in 8 boxes. How many boxes are full?",
    "Lou had 75 cups. She put them in boxes of 10. How many boxes are not full?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
