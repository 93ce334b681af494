"""The time a told amount took at a told pace (reader/pace_back.py). Our own words throughout."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("A printer printed 90 posters. It can print 15 posters an hour. How many hours was the printer "
     "working?", 6, "hours"),
    ("A printer printed 90 posters. It prints 15 posters an hour. How long did it take to print them?", 6,
     "hours"),
    ("Nina knitted 12 scarves. She knits 3 scarves a week. How many weeks did it take her to knit them?", 4,
     "weeks"),
    ("A big oven baked 48 rolls. It can bake 8 rolls a minute. How many minutes was the oven working?", 6,
     "minutes"),
]

REFUSED = [
    # a part of an hour: the pace may come in batches
    "A printer printed 90 posters. It can print 20 posters an hour. How many hours was the printer working?",
    # other things at the pace, another unit asked, another doer asked
    "A printer printed 90 posters. It can print 15 flyers an hour. How many hours was the printer working?",
    "A printer printed 90 posters. It can print 15 posters an hour. How many minutes was the printer "
    "working?",
    "A printer printed 90 posters. It can print 15 posters an hour. How many hours did it take Ben to print "
    "them?",
    # a pronoun of the other gender
    "Nina knitted 12 scarves. He knits 3 scarves a week. How many weeks did it take her to knit them?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
