"""A holding told in the past tense of a part of today ("had 20 buns this morning") is of a time
before now, as "yesterday" tells: asked of now with nothing told since, it is refused; a change
told after it carries it on to now."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Uma had 20 buns this morning. She sold 6 buns. How many buns does she have now?", 14, "buns"),
    ("Uma had 20 buns this morning. How many buns did she have this morning?", 20, "buns"),
    ("Uma has 20 buns this morning. How many buns does she have?", 20, "buns"),
]

REFUSED = [
    "Uma had 20 buns this morning. How many buns does she have now?",
    "This afternoon Uma had 20 buns. How many buns does she have?",
    # a habit of making them besides: more may have been made since
    "A cook makes buns. She had 20 buns this evening. How many buns does she have now?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
