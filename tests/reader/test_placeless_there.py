""" "There are 9 more blue cups than white cups on a shelf. There are 7 white cups.": things said
to be there with no place are where the one holder of their kind so far holds them — told outright
or as the kind another is compared with — when that holder is a place or a thing. Each case is in
our own words; a refusal case fails when a person, two places, or another place said is taken for
that place."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("There are 9 more blue cups than white cups on a shelf. There are 7 white cups. How many cups "
     "are on the shelf?", 23, "cups"),
    ("There are twice as many oaks as elms in a park. There are 14 elms. How many trees are in the "
     "park?", 42, "trees"),
]

REFUSED = [
    # a person holds them: not where he keeps them
    "Ivo has 9 more blue cups than white cups. There are 7 white cups. How many cups does Ivo have?",
    # two places hold the kind
    "There are 5 white cups on a shelf and 4 white cups in a box. There are 7 white cups. How many "
    "cups are on the shelf?",
    # a place of their own
    "There are 9 more blue cups than white cups on a shelf. There are 7 white cups in a box. How "
    "many cups are on the shelf?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
