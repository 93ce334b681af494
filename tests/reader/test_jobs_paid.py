"""The jobs a sum earned pays for at a price for each (reader/jobs_paid.py). Our own words
throughout."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Tom made 20 dollars washing cars last week. If he charged 5 dollars for each car, how many cars "
     "did he wash?", 4, "cars"),
    ("Rosa earned $45 walking dogs over the summer. She got $3 per dog. How many dogs did she walk?",
     15, "dogs"),
    ("Tom made 18 bucks raking yards. He charged 6 bucks a yard. How many yards did he rake?", 3, "yards"),
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
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
