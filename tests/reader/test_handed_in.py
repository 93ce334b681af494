"""A verb of several words read as one verb (lexicon ``verb_phrases``): "turn in" hands
things over ("turned in 3 forms" gives them away, as "handed in" does), while "turn" alone
or "turns" as a noun of turning says nothing of holdings."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Ivo turned in 5 reports on Tuesday and 2 reports on Thursday. How many reports did he turn "
     "in?", 7, "reports"),
    ("Ivo had 12 tokens. He turned in 5 tokens at the desk. How many tokens does he have left?", 7,
     "tokens"),
    ("A clerk turned in 3 quarters, 4 dimes and 1 nickel. How many coins did the clerk turn in?", 8,
     "coins"),
    # "turns" of a wheel are things a pace counts (reader.pace_scaled), never a handing over
    ("A fan makes 30 turns in 1 minute. How many turns does it make in 3 minutes?", 90, "turns"),
]

REFUSED = [
    # "turn" of age: no handing over
    "Ivo is 12 years old. How old will he turn in 4 years?",
    # what the desk holds after is not told by a handing with no one holding it before
    "Ivo had 12 tokens. He turned in 5 tokens to the desk. How many tokens does the desk have?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
