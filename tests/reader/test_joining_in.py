"""Doers counted as they do something and more who join in, asked now (reader/joining_in.py)."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Twenty frogs are croaking. Six more frogs start to croak. How many frogs are croaking?", 26, "frogs"),
    ("8 kids were swimming in the lake. Then 5 more kids started swimming in the lake. How many kids "
     "are swimming in the lake now?", 13, "kids"),
    ("3 hungry ducks were eating bread. Another duck came to eat bread, too. How many ducks are eating "
     "bread now?", 4, "ducks"),
    ("12 girls are dancing. Later 4 more girls joined them. How many girls are dancing now?", 16, "girls"),
]

REFUSED: list[str] = [
    # no "more": the six may be among the twenty
    "Twenty frogs are croaking. Six frogs start to croak. How many frogs are croaking?",
    # another doing taken up
    "Twenty frogs are croaking. Six more frogs start to jump. How many frogs are croaking?",
    # a stopping, not a starting
    "Twenty frogs are croaking. Six more frogs stop croaking. How many frogs are croaking?",
    # the doing said with fewer words: croaking at what?
    "Twenty frogs are croaking at the moon. Six more frogs start to croak. How many frogs are "
    "croaking at the moon?",
    # asked in the past: at first, or after?
    "Twenty frogs were croaking. Six more frogs started to croak. How many frogs were croaking?",
    # only the ones described asked
    "Twenty green frogs are croaking. Six more frogs start to croak. How many green frogs are croaking?",
    # another kind joins
    "Twenty frogs are croaking. Six more toads start to croak. How many frogs are croaking?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
