"""A count of packages closed by "worth" (machine._worth_of_packages): "found 6 more crates
worth." counts the crates the things found would fill, as "found 6 more crates" does."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Omid had 2 crates of pears. The next day he picked 6 more crates worth. How many crates did "
     "he have in all?", 8, "crates"),
    ("Kaya gathered 4 sacks of leaves. Then she gathered 3 more sacks worth. How many sacks did "
     "she gather?", 7, "sacks"),
]

REFUSED = [
    # a price after "worth": the crates are priced, not filled, and the price is read nowhere
    "Omid had 2 crates of pears. The next day he picked 6 more crates worth $9. How many crates "
    "does he have now?",
    # not packages: "6 more pears worth" says nothing read here
    "Omid had 2 pears. The next day he picked 6 more pears worth. How many pears does he have now?",
    # another doer's "more": more than what he never had
    "Omid had 2 crates of pears. The next day Ida picked 6 more crates worth. How many crates does "
    "Omid have now?",
    # packages of another kind: sacks are no crates
    "Omid had 2 crates of pears. The next day he picked 6 sacks worth. How many crates does he "
    "have now?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
