"""A question closed by "that day" (or "that week") when the story said it too
(question._time_told_alike, replay._all_at_the_time_pointed): it points at the one time the
doings counted were told at, all of them in one sentence naming at most one day, and no doing
of the verb asked told elsewhere."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Nadia planned to visit her aunt on Friday. That day Nadia baked 14 muffins while Omar baked "
     "9. How many muffins did they bake that day?", 23, "muffins"),
    ("That week Lev sold 6 kites and Pia sold 4 kites. How many kites did they sell that week?", 10,
     "kites"),
]

REFUSED = [
    # two sentences of the doing: which day is "that day"?
    "On Monday Lev sold 6 kites. That day Pia sold 4 kites. How many kites did they sell that day?",
    # two days named in the one sentence
    "Lev sold 6 kites on Monday and Pia sold 4 kites on Tuesday. How many kites did they sell that "
    "day?",
    # the story never says "that day"
    "Lev sold 6 kites and Pia sold 4 kites. How many kites did they sell that day?",
    # the pointer of the story is to another time than the doings'
    "On Monday Lev sold 6 kites. On Tuesday he sold 4 kites. That day it rained. How many kites "
    "did Lev sell that day?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
