"""Things done in a time, at a pace of time per thing ("It takes her 15 minutes to bake a pie.
How many pies can she bake in 2 hours?"): the time asked over the time for each, whole or
refused; the time asked must be of the clock (hours of baking are not days of it), the pace the
one told of the verb and kind, and nothing else told of them."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("It takes Uma 15 minutes to bake a pie. How many pies can Uma bake in 2 hours?", 8, "pies"),
    ("If it takes 15 minutes to bake a pie, how many pies can you bake in 2 hours?", 8, "pies"),
    ("It takes Uma 20 minutes to paint 2 fences. How many fences can she paint in 1 hour?", 6, "fences"),
    ("It takes Uma 15 minutes to bake a pie. How many pies can she bake in 45 minutes?", 3, "pies"),
]

REFUSED = [
    # 50 minutes hold 3 pies and a part of one: never rounded down
    "It takes Uma 15 minutes to bake a pie. How many pies can she bake in 50 minutes?",
    # days of baking are not so many times 24 hours of it
    "It takes Uma 15 minutes to bake a pie. How many pies can she bake in 2 days?",
    # pies baked besides the pace
    "It takes Uma 15 minutes to bake a pie. Uma baked 4 pies on Monday. How many pies can she bake in "
    "2 hours?",
    # another kind, another doer named before
    "It takes Uma 15 minutes to bake a pie. How many cakes can she bake in 2 hours?",
    "It takes Uma 15 minutes to bake a pie. Ben is a baker. How many pies can Ben bake in 2 hours?",
    # something else of the doer: 2 ovens may bake 2 pies at once
    "It takes Uma 15 minutes to bake a pie. She has 2 ovens. How many pies can she bake in 2 hours?",
    # two paces of the verb
    "It takes Uma 15 minutes to bake a pie and 30 minutes to bake a cake. How many pies can she bake "
    "in 2 hours?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
