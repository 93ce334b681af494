"""Money asked as spent (or made) on a doing a closing phrase names ("How much did she spend
riding the train?") when the story tells that doing in a sentence apart from every purchase or
sale counted: what went on the doing may be only a part of them, so it refuses. A doing told in
the same sentence as the one event counted is that event's. Each case is in our own words."""



from tests.outcomes import shape_tests

ANSWERED = [
    ("Nia earned 8 dollars raking leaves. How much money did Nia make raking leaves?", 8, "dollars"),
]

REFUSED = [
    # the tokens used on the ride are the ones gone, not all bought
    "Jo bought 8 tokens. After riding the train she had 5 tokens left. If each token cost 2 dollars, "
    "how much money did Jo spend riding the train?",
    "Jo bought 8 tokens for 2 dollars each. She rode the train. How much money did Jo spend riding "
    "the train?",
    "Nia sold 6 mugs for 3 dollars each. Later she painted a fence. How much money did Nia make "
    "painting?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
