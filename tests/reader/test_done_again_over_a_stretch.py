"""A pace, then its doer doing "this" for a stretch of time ("Ana knits 3 hats a day. She does
this for 5 days."): the pace told over the stretch, as "knits 3 hats a day for 5 days" says.
Only after a sentence of one clause closing on the pace, the pronoun the subject's. What the
pace got over a told stretch is a told amount: the holding may start with it, as it may with
"knitted 15 hats"."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Lena knits 3 hats a day. She does this for 5 days. How many hats does she knit?", 15,
     "hats"),
    ("Omar painted 4 fences each week. He did this for 6 weeks. How many fences did he paint?",
     24, "fences"),
    ("A press prints 50 posters an hour. It does this for 3 hours. How many posters does it "
     "print?", 150, "posters"),
    ("Lena knits 3 hats a day. She does that for 5 days. How many hats does she knit?", 15,
     "hats"),
    # what the pace got, then a part of it given up
    ("Lena knits 3 hats a day for 5 days. Then she gives away 4 hats. How many hats does she "
     "have left?", 11, "hats"),
    ("Lena knits 4 hats a day. She does this for 5 days and then sells half of the hats. How "
     "many hats does she have left?", 10, "hats"),
    # the subject a pronoun, said again
    ("Lena has a loom. She knits 3 hats a day. She does this for 5 days. How many hats does she "
     "knit?", 15, "hats"),
]

REFUSED = [
    # the pronoun is not the subject's
    "Lena knits 3 hats a day. He does this for 5 days. How many hats does she knit?",
    # two doings before: which is "this"?
    "Lena knits 3 hats and sells 2 hats a day. She does this for 5 days. How many hats does she "
    "knit?",
    "Lena knits 3 hats a day, and Omar helps. She does this for 5 days. How many hats does she "
    "knit?",
    # no pace closing the sentence before
    "Lena knits 3 hats. She does this for 5 days. How many hats does she knit?",
    "Lena knits 3 hats a day at home. She does this for 5 days. How many hats does she knit?",
    # a pace of no told amount
    "Lena knits some hats a day for 5 days. Then she gives away 4 hats. How many hats does she "
    "have left?",
    # no stretch of time
    "Lena knits 3 hats a day. She does this for 5 friends. How many hats does she knit?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
