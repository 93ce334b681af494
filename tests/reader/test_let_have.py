""" "She lets her brother have 6 of them": "let" a person "have" or "take" an amount says what
"gives her brother 6 of them" says. Each case is in our own words."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Noa has 40 stickers. She lets her brother have 1/4 of them. How many stickers does she have "
     "left?", 30, "stickers"),
    ("Noa has 40 stickers. She let Eli take 6 of them. How many stickers does Noa have now?", 34, "stickers"),
    ("Eli has 3 stickers. Noa has 40 stickers. Noa let Eli have 6 of her stickers. How many stickers "
     "does Eli have now?", 9, "stickers"),
]

REFUSED = [
    # denied: no giving
    "Noa has 40 stickers. She did not let Eli have 6 stickers. How many stickers does Noa have?",
    # "keep" may be his own
    "Noa has 40 stickers. She let Eli keep 6 stickers. How many stickers does Noa have?",
    # for a while only: given back?
    "Noa has 40 stickers. She let Eli have 6 stickers for a day. How many stickers does Noa have?",
    # a count not taken "of" things told: an allowance, maybe of his own (his father gives none)
    "Eli has 3 stickers. His father lets him have 6 stickers. How many stickers does Eli have now?",
    # to oneself: nothing given
    "Noa has 40 stickers. She lets herself have 6 of them. How many stickers does Noa have now?",
    # not done yet
    "Noa has 40 stickers. She will let Eli have 6 stickers. How many stickers does Noa have now?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
