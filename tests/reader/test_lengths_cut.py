"""One thing's length told, then a length cut from it or its length later: the other asked
("How long is it now?", "How much did she cut off?"). Each case is in our own words; an answer
case fails when the shape is no longer read, a refusal case when it is read without what makes
it certain (one thing, one owner, one taking, one unit, nothing added)."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Nell's scarf was 60 inches long. She trimmed off 12 inches. How long is her scarf now?", 48, "inches"),
    ("A hose was 25 meters long. Omar cut 7 meters off the hose. How long is the hose now?", 18, "meters"),
    ("Lena's candle is 20 centimeters long. It burned for an evening and now the candle is 13 "
     "centimeters long. How much of Lena's candle got used?", 7, "centimeters"),
    ("The ribbon was 9 feet long. If Omar cut off 2 feet, how long is it now?", 7, "feet"),
]

REFUSED = [
    # two cuttings, one of them untold
    "Nell's scarf was 60 inches long. She trimmed off 12 inches. Then she cut off a piece. How long "
    "is her scarf now?",
    # another owner's thing of that kind
    "Nell's scarf was 60 inches long. Rosa's scarf is 48 inches long. How much did Nell cut off?",
    # a second person: whose scarf is "her scarf"?
    "Nell's scarf was 60 inches long. Her sister cut off 12 inches. How long is her scarf now?",
    # a length in another unit
    "Nell's scarf was 60 inches long. She trimmed off 12 centimeters. How long is her scarf now?",
    # the same cut made twice
    "Nell's scarf was 60 inches long. She trimmed off 12 inches twice. How long is her scarf now?",
    # something added
    "Nell's scarf was 60 inches long. She trimmed off 12 inches and sewed on a new piece. How long "
    "is her scarf now?",
    # an abbreviation's period before the question mark leaves an empty last sentence (it raised)
    "Nell's scarf was 60 inches long. She trimmed off 12 inches. How long is it in in.?",
    # a cutting to come or wished, asked as done (it answered 48)
    "Nell's scarf is 60 inches long. She will trim off 12 inches. How long is her scarf now?",
    "Nell's scarf is 60 inches long. She wants to trim off 12 inches. How long is her scarf now?",
    # longer later: nothing was cut
    "Nell's scarf was 60 inches long. Now her scarf is 70 inches long. How much did she cut off?",
    # another doing beside the cutting: by how much did it change the length?
    "Nell's scarf was 60 inches long. It stretched. She trimmed off 12 inches. How long is her "
    "scarf now?",
    "Nell's scarf was 60 inches long. Her kitten chewed it. Now her scarf is 48 inches long. How "
    "much did she cut off?",
    # a cutting hedged, or undone after it
    "Nell's scarf was 60 inches long. She almost trimmed off 12 inches. How long is her scarf now?",
    "Nell's scarf was 60 inches long. She trimmed off 12 inches, but then sewed it back on. How long "
    "is her scarf now?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
