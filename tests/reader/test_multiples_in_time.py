"""A doing's amount told as a multiple (or a difference) of the same doer's doing on another
day: "On Tuesday she picked twice as many as on Monday", "On Wednesday she picked 5 fewer than
Tuesday". The compared amount counts as the one told then does ("bags of figs": bags), may be
itself a multiple told that way, and must be the one told in the sentence that names that day
as its own (never a day named only as a compared one). Every case is in our own words."""

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
    # "over the three days": the compared days are no periods of their own
    ("On Monday, Lea sold 20 jars of jam. On Tuesday, she sold three times as many as on Monday. On "
     "Wednesday, she sold 4 more than Tuesday. How many jars did she sell over the three days?",
     144, "jars"),
    ("On Monday, Lea sold 20 jars. On Tuesday, she sold 40 jars. On Wednesday, she sold 4 fewer than "
     "on Tuesday. How many jars did she sell in all?", 96, "jars"),
    # another holder's amount of containers, compared by a factor
    ("Ula has 30 boxes of nails. Rui has twice as many as Ula. How many boxes does Rui have?", 60, "boxes"),
    ("Ula has 30 boxes of nails. Rui has half as many as Ula. How many boxes do they have "
     "altogether?", 45, "boxes"),
]

REFUSED = [
    # the day compared is not the one told last: the amount told just before is Tuesday's
    "On Monday, Ivo picked 12 bags of figs. On Tuesday, he picked twice as many as on Monday. On "
    "Wednesday, he picked 5 fewer than Monday. How many bags did he pick on Wednesday?",
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
