"""A given name that ends in "s" written inside a noun phrase ("the Lewis bridge", "a Curtis
van") names one thing it describes: its closing "s" makes no plural, so the word after it goes
on the noun phrase instead of being read as the plural subject's verb. Each case is in our own
words; an answer case fails when the shape is no longer read, a refusal case when it is read
without what would make it certain."""



from tests.outcomes import shape_tests

ANSWERED = [
    ("The Lewis bridge has 12 lamps. Each lamp has 3 bulbs. How many bulbs does the bridge have?",
     36, "bulbs"),
    ("The Curtis barn has 7 stalls. Each stall holds 2 goats. How many goats can the Curtis barn "
     "hold?", 14, "goats"),
]

REFUSED = [
    # two bridges, one named: which is "the bridge"?
    "The Lewis bridge has 12 lamps. The old bridge has 9 lamps. Each lamp has 3 bulbs. How many "
    "bulbs does the bridge have?",
    # a family written as the name alone may be the subject of the verb after it: not read
    "The Dennis paint 4 fences. How many fences do the Dennis paint?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
