"""A holder told with the place it stands at between it and "has" ("The barn on the hill has 6
stalls"): the place says which barn, not what it holds, and is set aside when the story told no
other thing of that noun before it. Each case is in our own words; an answer case fails when the
shape is no longer read, a refusal case when it is read without what would make it certain."""



from tests.outcomes import shape_tests

ANSWERED = [
    ("The barn on the hill has 6 stalls. Each stall holds 3 sheep. How many sheep can the barn "
     "hold?", 18, "sheep"),
    ("A crate at the dock has 25 melons. Lu took 7 melons from the crate. How many melons are in the "
     "crate now?", 18, "melons"),
]

REFUSED = [
    # two barns told apart by their places: which one is "the barn"?
    "The barn on the hill has 6 stalls. The barn by the river has 4 stalls. Each stall holds 3 "
    "sheep. How many sheep can the barn hold?",
    # the place holds the barn, and maybe more stalls besides
    "The barn on the hill has 6 stalls. How many stalls are on the hill?",
    # a time is no place
    "The barn in the spring has 6 stalls. How many stalls does the barn have?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
