"""The jobs a sum earned pays for at a price for each (reader/jobs_paid.py). Our own words
throughout."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Tom made 20 dollars washing cars last week. If he charged 5 dollars for each car, how many cars "
     "did he wash?", 4, "cars"),
    ("Rosa earned $45 walking dogs over the summer. She got $3 per dog. How many dogs did she walk?",
     15, "dogs"),
    ("Tom made 18 bucks raking yards. He charged 6 bucks a yard. How many yards did he rake?", 3, "yards"),
    # a sum taken in selling things, the price of each
    ("Rosa sold $48 worth of paper kites. If each kite cost $4, how many kites did she sell?", 12, "kites"),
    ("Ben's club sold 90 dollars in raffle tickets. Each ticket costs 3 dollars. How many tickets did "
     "they sell?", 30, "tickets"),
]

REFUSED = [
    # no whole count of jobs
    "Tom made $20 washing cars. He charged $3 per car. How many cars did he wash?",
    # another person, another thing priced, another doing asked
    "Tom made $20 washing cars. She charged $5 per car. How many cars did he wash?",
    "Tom made $20 washing cars. He charged $5 per truck. How many cars did he wash?",
    "Tom made $20 washing cars. He charged $5 per car. How many cars did he dry?",
    # a time with a count, or money besides the jobs
    "Tom made $20 washing cars for 2 days. He charged $5 per car. How many cars did he wash?",
    "Tom made $20 washing cars. He charged $5 per car and got $5 in tips. How many cars did he wash?",
    # the sum sold is of two kinds of things, or another thing priced
    "Rosa sold $48 in kites and pens. If each kite cost $4, how many kites did she sell?",
    "Rosa sold $48 worth of kites. If each pen cost $4, how many kites did she sell?",
    # "he" is no one told; "she" of a club
    "Rosa sold $48 worth of kites. If each kite cost $4, how many kites did he sell?",
    "Ben's club sold 90 dollars in tickets. Each ticket costs 3 dollars. How many tickets did she sell?",
    # not a whole count
    "Rosa sold $50 worth of kites. If each kite cost $4, how many kites did she sell?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
