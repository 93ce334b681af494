"""A doing's amount told as a multiple (or a difference) of the same doer's doing on another
day: "On Tuesday she picked twice as many as on Monday", "On Wednesday she picked 5 fewer than
Tuesday". The compared amount counts as the one told then does ("bags of figs": bags), may be
itself a multiple told that way, and must be the one told in the sentence that names that day
as its own (never a day named only as a compared one), whatever was told after it. Every case
is in our own words."""

from tests.outcomes import shape_tests

ANSWERED = [
    # a bare multiple of an amount of containers counts the containers
    ("On Monday, Ivo picked 12 bags of figs. On Tuesday, he picked twice as many as on Monday. How "
     "many bags did he pick on Tuesday?", 24, "bags"),
    ("On Monday, Ivo picked 12 bags of figs. On Tuesday, he picked 3 more than on Monday. How many "
     "bags did he pick on Tuesday?", 15, "bags"),
    # a difference from a day whose amount was itself told as a multiple
    ("On Monday, Ivo picked 12 bags of figs. On Tuesday, he picked twice as many as on Monday. On "
     "Wednesday, he picked 5 fewer than Tuesday. How many bags did he pick on Wednesday?", 19, "bags"),
    ("On Monday, Ivo picked 12 bags of figs. On Tuesday, he picked twice as many as on Monday. On "
     "Wednesday, he picked half as many as on Tuesday. How many bags did he pick in all?", 48, "bags"),
    # Monday's own doing, though Tuesday's was told after it
    ("On Monday, Ivo picked 12 bags of figs. On Tuesday, he picked twice as many as on Monday. On "
     "Wednesday, he picked 5 fewer than Monday. How many bags did he pick on Wednesday?", 7, "bags"),
    # "over the three days": the compared days are no periods of their own
    ("On Monday, Lea sold 20 jars of jam. On Tuesday, she sold three times as many as on Monday. On "
     "Wednesday, she sold 4 more than Tuesday. How many jars did she sell over the three days?",
     144, "jars"),
    ("On Monday, Lea sold 20 jars. On Tuesday, she sold 40 jars. On Wednesday, she sold 4 fewer than "
     "on Tuesday. How many jars did she sell in all?", 96, "jars"),
    # the doing told as that day's own, whatever was told after it; "she" of a woman's name is
    # the subject
    ("Lea ate 4 figs on Monday. On Tuesday, she ate double the figs she ate on Monday. On "
     "Wednesday, Lea ate half the figs she ate on Monday. How many figs did Lea eat in the three "
     "days?", 14, "figs"),
    ("On Monday, Ivo picked 12 figs. On Tuesday, he picked 20 figs. On Wednesday, he picked 5 fewer "
     "than on Monday. How many figs did he pick in all?", 39, "figs"),
    ("On Monday, Ivo picked 12 figs. On Tuesday, he ate 20 figs. On Wednesday, he picked half as "
     "many as on Monday. How many figs did he pick in all?", 18, "figs"),
    # "by the end of these two days": all the days told, as "over the two days"
    ("Lea ate 4 figs on Monday. On Tuesday, she ate double the figs she ate on Monday. How many figs "
     "has Lea eaten by the end of these two days?", 12, "figs"),
    # another holder's amount of containers, compared by a factor
    ("Ula has 30 boxes of nails. Rui has twice as many as Ula. How many boxes does Rui have?", 60, "boxes"),
    ("Ula has 30 boxes of nails. Rui has half as many as Ula. How many boxes do they have "
     "altogether?", 45, "boxes"),
]

REFUSED = [
    # three days asked, two told; two asked, three told; a pace every day
    "Lea ate 4 figs on Monday. On Tuesday, she ate 6 figs. How many figs has Lea eaten by the end of "
    "these three days?",
    "Lea ate 4 figs on Monday. On Tuesday, she ate 6 figs. On Wednesday she ate 2 figs. How many figs "
    "has Lea eaten by the end of these two days?",
    "Lea ate 4 figs every day. How many figs has Lea eaten by the end of these two days?",
    # "he" is no woman's name's doer; Bo did no picking on Monday
    "Lea picked 12 figs on Monday. On Tuesday, Lea picked half the figs he picked on Monday. How "
    "many figs did Lea pick on Tuesday?",
    "Lea picked 12 figs on Monday. On Tuesday, Bo picked half the figs she picked on Monday. How "
    "many figs did Bo pick on Tuesday?",
    # Monday told twice: which doing?
    "On Monday, Ivo picked 12 figs. On Monday, he picked 3 more figs. On Tuesday, he picked twice as "
    "many as on Monday. How many figs did he pick on Tuesday?",
    # Monday's doing is another doer's
    "On Monday, Ivo picked 12 figs. On Tuesday, he picked 20 figs. On Wednesday, Bo picked half as "
    "many as on Monday. How many figs did Bo pick?",
    # a day never told
    "On Monday, Ivo picked 12 bags of figs. On Tuesday, he picked twice as many as on Sunday. How "
    "many bags did he pick on Tuesday?",
    # another doer told that day
    "On Monday, Ivo picked 12 bags of figs. On Tuesday, Ula picked 20 bags of figs. On Wednesday, "
    "he picked 5 fewer than Tuesday. How many bags did he pick on Wednesday?",
    # another doing of the same doer
    "On Monday, Ivo picked 12 bags of figs. On Tuesday, he ate twice as many as on Monday. How many "
    "bags did he eat on Tuesday?",
    # two kinds told that day: of which?
    "On Monday, Ivo picked 12 bags of figs and 4 bags of plums. On Tuesday, he picked twice as many "
    "as on Monday. How many bags did he pick on Tuesday?",
    # the compared holder holds no such amount told
    "Ula has 30 boxes of nails. Rui has twice as many as Ivo. How many boxes does Rui have?",
    "Ula has 30 boxes of nails. Rui has 5 nails. Ivo has twice as many as Rui. How many boxes does "
    "Ivo have?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
