"""A kind compared by its describing word alone: "6 more green balls than red" (red balls told)."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Ada has 30 red balls. She has 6 more green balls than red. How many balls does she have?",
     66, "balls"),
    ("There are 30 red balls. There are 6 fewer green balls than red. How many green balls are "
     "there?", 24, "green balls"),
    ("Ada has 12 blue pens. She has 3 more black pens than blue. How many black pens does she have?",
     15, "black pens"),
    # a gerund describing the kind after "more" and a describing word
    ("There are 30 red bowling balls. There are 6 more green bowling balls than red. How many "
     "bowling balls are there?", 66, "bowling balls"),
]

REFUSED = [
    # "usual" names no kind the story told
    "Ada has 30 green balls. She has 6 more green balls than usual. How many green balls does she "
    "have?",
    # the kind compared with was never told
    "Ada has 30 red balls. She has 6 more red balls than blue. How many blue balls does she have?",
    # told after the comparison
    "Ada has 6 more green balls than red. She has 30 red balls. How many green balls does she have?",
    # another holder's red balls are not told
    "Ada has 30 red balls. Bo has 6 more green balls than red. How many green balls does Bo have?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
