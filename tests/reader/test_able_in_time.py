"""A time for one thing said as an ability ("Uma can knit a hat in 3 hours (and a scarf in 5
hours)") is what "It takes Uma 3 hours to knit a hat" says: a pace of time for each one, asked
by the span question or by the count done in a time. "How long will it take for Uma to …" asks
what "How long will it take Uma to …" asks. "could", a thing of a sort or owned, a vague time, a
thing told twice, or a doer who is not the one named refuse."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Uma can knit a hat in 3 hours. How long does it take her to knit 5 hats?", 15, "hours"),
    ("Uma can knit a hat in 3 hours and a scarf in 5 hours. How long will it take Uma to knit 2 hats "
     "and 4 scarves?", 26, "hours"),
    ("Uma can knit a hat in 3 hours. How many hats can she knit in 12 hours?", 4, "hats"),
    # a measure done, and the time asked in another unit of the clock
    ("Rex can swim a mile in 40 minutes. How many hours does it take him to swim 6 miles?", 4, "hours"),
    ("Uma can knit one hat in 90 minutes. How many hours does it take her to knit 4 hats?", 6, "hours"),
    # "for" before the doer in the question
    ("Uma can knit a hat in 3 hours. How long will it take for Uma to knit 5 hats?", 15, "hours"),
    ("It takes Uma 3 hours to knit a hat. How long will it take for her to knit 5 hats?", 15, "hours"),
]

REFUSED = [
    # "could": an ability of some past time
    "Uma could knit a hat in 3 hours. How long does it take her to knit 5 hats?",
    # a hat of a sort, or her own hat: not every hat
    "Uma can knit a red hat in 3 hours. How long does it take her to knit 5 hats?",
    "Uma can knit her hat in 3 hours. How long does it take her to knit 5 hats?",
    # a vague time
    "Uma can knit a hat in less than 3 hours. How long does it take her to knit 5 hats?",
    # one thing at two times: which is it?
    "Uma can knit a hat in 3 hours and a hat in 4 hours. How long does it take her to knit 5 hats?",
    # the doer asked is another, or the two together
    "Uma can knit a hat in 3 hours. How long will it take for Ivo to knit 5 hats?",
    "Uma can knit a hat in 3 hours. How long will it take for them to knit 5 hats?",
    "Uma can knit a hat in 3 hours. How long does it take for her and Ivo to knit 5 hats?",
    # gloves have no time told
    "Uma can knit a hat in 3 hours and a scarf in 5 hours. How long will it take her to knit 2 hats "
    "and 4 gloves?",
    # not a whole count of hats in 10 hours
    "Uma can knit a hat in 3 hours. How many hats can she knit in 10 hours?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
