"""Time spent on a doing, as a pace: "spends 30 minutes a day drawing" keeps the doing with the
time, and a question naming the doing asks that pace only; occasions with their time after
("twice a day for 20 minutes") are so many times a period, each taking that time."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Ada spends 30 minutes a day drawing. How many minutes does she spend in a week?", 210, "minutes"),
    ("Ada spends 30 minutes every day drawing. How many minutes does she spend drawing in a week?",
     210, "minutes"),
    ("Ada spends 2 hours on homework every day. How many hours does she spend on homework in 5 "
     "days?", 10, "hours"),
    ("Ada spends 30 minutes a day walking her dog. How many minutes does she spend walking her dog "
     "in a week?", 210, "minutes"),
    ("Ada spends 30 minutes twice a day drawing. How many minutes does she spend drawing in 3 "
     "days?", 180, "minutes"),
    ("An artist spends 30 hours every week painting. How many hours does she spend painting in 4 "
     "weeks?", 120, "hours"),
    ("Ada draws twice a day for 30 minutes. How many minutes does she draw in a week?", 420,
     "minutes"),
    ("Ada swims twice a week for 2 hours. How many hours does she swim in 4 weeks?", 16, "hours"),
    # the time a doing takes, what it is done to kept with it
    ("Ada walks her dog for 20 minutes a day. How many minutes does she walk her dog in a week?",
     140, "minutes"),
    ("Ada walks her dog twice a day for 20 minutes. How many minutes does she walk her dog in a "
     "week?", 280, "minutes"),
    ("Ada walks her dog for 20 minutes a day. How many minutes a week does she walk her dog?", 140,
     "minutes"),
    ("Ada reads a book for 30 minutes a day. How many minutes does she read in 4 days?", 120,
     "minutes"),
    # the period asked said with the thing counted: "How many pages a week" is "… in a week"
    ("Ada reads 10 pages a day. How many pages a week does she read?", 70, "pages"),
    ("Ada reads 10 pages a day. How many pages per week does she read?", 70, "pages per week"),
    ("Ada spends 30 minutes a day drawing. How many minutes a week does she spend drawing?", 210,
     "minutes"),
]

REFUSED = [
    # another doing than the one the time is spent on
    "Ada spends 30 minutes a day reading. How many minutes does she spend drawing in a week?",
    "Ada spends 30 minutes a day walking her dog. How many minutes does she spend walking her cat "
    "in a week?",
    "Ada spends 2 hours every day on homework. How many hours does she spend on chores in 5 days?",
    # a pace on some days only, days off, two doers
    "Ada spends 30 minutes a day drawing on weekdays. How many minutes does she spend drawing in a "
    "week?",
    "Ada spends 30 minutes a day drawing. She took 2 days off. How many minutes does she spend "
    "drawing in a week?",
    "Ada and Bo spend 30 minutes a day drawing. How many minutes do they spend drawing in a week?",
    # "for 3 days" is how long the habit went on, no time of each occasion
    "Ada draws twice a day for 3 days. How many minutes does she draw?",
    # the time of a doing to one thing is not the time of a doing to another; a pace that is
    # not a time is not read so (the miles may be the dog's)
    "Ada walks her dog for 20 minutes a day. How many minutes does she walk her cat in a week?",
    "Ada walks her dog 2 miles a day. How many miles does she walk her dog in a week?",
    "Ada walks her dog twice a day for 20 minutes on weekdays. How many minutes does she walk her "
    "dog in a week?",
    # a month has no fixed days; the period said of another doer
    "Ada reads 10 pages a day. How many pages a month does she read?",
    "Ada reads 10 pages a day. How many pages a week did Bo read?",
    # money spent a day is no time
    "Ada spends $5 a day on lunch. How many minutes does she spend on lunch in a week?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
