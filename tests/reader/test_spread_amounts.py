"""An amount told with several times or both of two things ("on both days", "in those
weeks", "Both boxes hold 4"), a pace told after the last of two doings ("read 4 pages and wrote 5
lines every day"), a measure asked as a stuff the story never names ("36 ounces" asked as milk):
each refuses; the same shapes told plainly still read."""

from tests.outcomes import shape_tests

ANSWERED = [
    # a question over both days told one by one
    ("Ann sold 4 pens on Monday and 5 pens on Tuesday. How many pens did she sell on both days?", 9,
     "pens"),
    ("Ann sold 4 pens on Monday. How many pens did she sell?", 4, "pens"),
    # a holding beside a pace: no doing the pace could be said of
    ("Ann has 20 pens and sells 4 a day. How many pens does she sell in 3 days?", 12, "pens"),
    ("Ann has 20 pens and sells 4 pens a day. How many days will the pens last?", 5, "days"),
    # the stuff named once lets its bare measures count
    ("Ann has 36 ounces of milk. She drinks 10 ounces. How many ounces of milk does she have?", 26,
     "ounces"),
]

REFUSED = [
    "Ann sold 4 pens on both days. How many pens did she sell?",
    "Ann sold 4 pens in both weeks. How many pens did she sell?",
    "Ann sold 4 pens on those days. How many pens did she sell?",
    "On both days, Ann sold 4 pens. How many pens did she sell?",
    "Both boxes hold 4 pens. How many pens do the boxes hold?",
    "Ann read 4 pages and wrote 5 lines every day for 3 days. How many pages did she read?",
    "Ann read 4 pages and wrote 5 lines a day for 3 days. How many lines did she write?",
    "Ann has 36 ounces. How many ounces of milk does she have?",
    "Ann has 6 bags. Each bag is 3 pounds. How many pounds of sugar does she have?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
