"""A paced question of a group ("How many pages will they read in a week?") whose members each
have one pace of the verb and kind asked, and nothing else told of them, is the sum of what each
pace gives in the time asked; a member with something else told, another verb, another kind, or
a time the paces do not convert to, refuses."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Lia knits 4 rows a day. Omar knits 6 rows a day. How many rows will they knit in a week?", 70, "rows"),
    ("Lia knits 4 rows a day. Her uncle knits 6 rows a day. How many rows will they knit in 3 days?",
     30, "rows"),
    ("A gray goose eats 5 snails a day. A white goose eats 2 snails a day. How many snails will the two "
     "geese eat in 4 days?", 28, "snails"),
    ("Lia swims 40 meters in one minute. Omar swims 30 meters per minute. How far will the two of them "
     "swim in 3 minutes?", 210, "meters"),
    ("Lia knits 8 rows in 2 hours. Omar knits 9 rows in 3 hours. How many rows will Lia and Omar knit "
     "in 6 hours?", 42, "rows"),
]

REFUSED = [
    # another verb, another kind
    "Lia knits 4 rows a day. Omar sews 6 rows a day. How many rows will they knit in 3 days?",
    "Lia knits 4 rows a day. Omar knits 6 scarves a day. How many rows will they knit in 3 days?",
    # something else told of a member: toward the rows asked, or not?
    "Lia knits 4 rows a day. Omar knits 6 rows a day. Lia has knitted 3 rows. How many rows will they "
    "knit in 3 days?",
    # days taken from a pace
    "Lia knits 4 rows a day. Omar knits 6 rows a day. On Sunday, Omar rests. How many rows will they "
    "knit in a week?",
    # the hours of a day's pace are not told
    "Lia knits 4 rows a day. Omar knits 6 rows a day. How many rows will they knit in 3 hours?",
    # one pace of the two together: each one's, or both?
    "Lia and Omar knit 4 rows a day. How many rows will they knit in 3 days?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
