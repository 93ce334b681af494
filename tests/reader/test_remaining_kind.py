""" "The remaining pens are blue": "remaining" right before the bare plural noun of the whole,
then "be" and the part, says what "the rest of the pens are blue" says. Each case is in our own
words; a refusal case fails when a noun of another kind, a noun with its own describing word, or
a "remaining" after a change is read as the rest of the parts told."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("There are 40 shells in a bucket. 1/4 of them are white. The remaining shells are pink. How many "
     " pink shells are in the bucket?", 30, "pink shells"),
    ("Rosa has 26 stamps. 9 of her stamps are old. The remaining stamps are new. How many new stamps "
     "does Rosa have?", 17, "new stamps"),
    ("There are 15 flowers in a vase. 6 are tulips and the remaining flowers are roses. How many roses "
     "are in the vase?", 9, "roses"),
    # with its count too: the rest, which must make up the whole
    ("There are 15 flowers in a vase. 6 are tulips and the remaining 9 flowers are roses. How many "
     "flowers are there in all?", 15, "flowers"),
]

REFUSED = [
    # a noun of another kind: not the rest of the shells
    "There are 40 shells in a bucket. 1/4 of them are white. The remaining stones are pink. How many "
    "pink stones are in the bucket?",
    # a noun with its own describing word: some of the rest, or all?
    "There are 40 shells in a bucket. 1/4 of them are white. The remaining big shells are pink. How "
    "many pink shells are in the bucket?",
    # what a change left, not the rest of the parts told
    "Rosa has 26 stamps. She gave 9 to Ivo. The remaining stamps are new. How many new stamps does "
    "Rosa have?",
    # said not to be the part
    "Rosa has 26 stamps. 9 of her stamps are old. The remaining stamps are not new. How many new "
    "stamps does Rosa have?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
