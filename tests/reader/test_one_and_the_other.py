"""Two things of one noun told as "One box had 5 pens and the other had 3" (or "… . The other
box had 3."): read as "the first box" and "the second box", each holding its amount; the "One"
counts nothing. Another "other", an ordinal word anywhere, another noun or another verb after
"the other" leave the text as it was (refused)."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("One crate had 7 melons and the other had 4. How many melons were there in all?", 11, "melons"),
    ("One crate had 7 melons. The other crate had 4 melons. How many melons were there altogether?",
     11, "melons"),
    ("One pond has 9 ducks and the other pond has 6 ducks. How many ducks are there in all?", 15, "ducks"),
    ("One crate had 7 red melons and the other had 4 green melons. How many red melons were there?",
     7, "red melons"),
    ("One crate had 7 melons and the other had twice as many. How many melons were there in all?",
     21, "melons"),
]

REFUSED = [
    # "another" is no "the other": a third one may follow
    "One crate had 7 melons and another crate had 4 melons. How many melons were there in all?",
    # a different noun, or a different verb, after "the other"
    "One crate had 7 melons and the other basket had 4 melons. How many melons were there in all?",
    "One crate has 7 melons and the other crate had 4 melons. How many melons are there in all?",
    # an ordinal elsewhere: which one is "the first"?
    "One crate has 7 melons and the other has 4. How many more melons does the first crate have?",
    # a second "other", or "others" / "another" beside it: two things, or more?
    "One crate had 7 melons and the other had 4. The others had 2. How many melons were there?",
    "One crate had 7 melons and the other had 4. Another crate had 2. How many melons were there?",
    "One crate has 7 melons and the other has 4. How many melons does the other crate have?",
    # a doing, not a holding: the verbs of holding alone are read so
    "One hen laid 3 eggs and the other laid 5. How many eggs did the hens lay?",
    # a time, not a thing: "One day"
    "One day Ivo had 7 melons and the other day he had 4. How many melons did he have?",
    # one of the two asked
    "One crate had 7 melons and the other had 4. How many melons were in the crate?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
