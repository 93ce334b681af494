"""Occasions counted and what each one does: "swims twice a day" is a pace of times, and "swims
2 miles each time" (or "every time she swims, …") a pace per time, so a question over days asks
miles per time × times per day × days; the occasions must be the same doer's, of the same doing
(its verb, or the verb "each time she …" names), where it is done said alike."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Ada swims twice a day. She swims 2 miles each time. How many miles does she swim in a week?",
     28, "miles"),
    ("Ada swims twice a day. She swims 2 miles each time. How many miles does she swim in 3 days?",
     12, "miles"),
    ("Ada swims once a day. Each time, she swims 2 miles. How many miles does she swim in a week?",
     14, "miles"),
    ("Ada swims twice a day. Every time she swims, she eats 2 plums. How many plums does she eat in "
     "a week?", 28, "plums"),
    ("Ada swims twice a day. She runs 2 miles every time she swims. How many miles does she run in "
     "4 days?", 16, "miles"),
    ("Ada swims 3 times a month. She swims 2 miles each time. How many miles does she swim in a "
     "year?", 72, "miles"),
    ("Ada swims 3 times a week. She swims 2 miles each time. How many miles does she swim in 4 "
     "weeks?", 24, "miles"),
    # what the doing is done to, or where, kept with the times
    ("Ada walks her dog twice a day. How many times does she walk her dog in a week?", 14, "times"),
    ("Ada walks her dog twice a day. She walks 2 miles each time. How many miles does she walk in "
     "a week?", 28, "miles"),
    ("Ada goes to the gym 3 times a week. How many times does she go to the gym in 4 weeks?", 12,
     "times"),
    ("Ada goes to the gym 3 times a week. Every time she goes to the gym, she lifts 90 pounds. How "
     "many pounds does she lift in 2 weeks?", 540, "pounds"),
    ("Ada goes to the gym 3 times a week. Each time she goes she lifts 90 pounds. How many pounds "
     "does she lift in 2 weeks?", 540, "pounds"),
    ("Ada goes to the cafe 2 times a day. She buys 3 buns each time she goes to the cafe. How many "
     "buns does she buy per day?", 6, "buns per day"),
    # bare times in a chain of paces: times per day × days per week
    ("Ada swims twice a day, 5 days a week. How many times does she swim in 2 weeks?", 20, "times"),
    ("Ada swims twice a day, 5 days a week. She swims 2 miles each time. How many miles does she "
     "swim in 2 weeks?", 40, "miles"),
    # the time of each occasion said after the times, "each time" / "at a time"
    ("Ada volunteers at a shelter twice a month for 3 hours at a time. How many hours does she "
     "volunteer in a year?", 72, "hours"),
    ("Ada swims twice a week for 2 hours each time. How many hours does she swim in 3 weeks?", 12,
     "hours"),
    ("Ada swims at the pool twice a week for 2 hours each time. How many hours does she swim at "
     "the pool in 3 weeks?", 12, "hours"),
]

REFUSED = [
    # another doer's times, or times of another doing
    "Ada swims twice a day. Bo swims 2 miles each time. How many miles does Bo swim in a week?",
    "Ada swims twice a day. Each time she swims, Tom eats 2 plums. How many plums does Tom eat in a "
    "week?",
    "Ada runs twice a day. She swims 2 miles each time. How many miles does she swim in a week?",
    "Ada swims twice a day and runs 3 times a day. She swims 2 miles each time. How many miles "
    "does she swim in a week?",
    "Ada goes to the gym 3 times a week. Every time she goes to the pool, she lifts 90 pounds. How "
    "many pounds does she lift in 4 weeks?",
    "Ada walks her dog twice a day. How many times does she walk her cat in a week?",
    "Ada walks her dog twice a day. She walks her cat 2 miles each time. How many miles does she "
    "walk in a week?",
    "Ada goes to the gym 3 times a week. How many times does she go to the pool in 4 weeks?",
    # times told apart from the pace, days off, a time placing the pace
    "Ada swims twice a day. She swam 3 times yesterday. She swims 2 miles each time. How many "
    "miles does she swim in a week?",
    "Ada swims twice a day. She swims 2 miles each time. She skipped 2 days. How many miles does "
    "she swim in a week?",
    "Ada swims twice a day on weekdays. She swims 2 miles each time. How many miles does she swim "
    "in a week?",
    # no whole count of the times' unit: a month of days, days of a week told by the week
    "Ada swims twice a day. She swims 2 miles each time. How many miles does she swim in a month?",
    "Ada swims 3 times a week. She swims 2 miles each time. How many miles does she swim in 10 "
    "days?",
    "Ada swims 3 times a week. She swims 2 miles each time. How many miles does she swim in a year?",
    "Ada walks her dog 3 times a week. How many times does she walk her dog in 5 days?",
    # a daily pace of work: every day, or the workdays?
    "Ada works twice a day. She earns $20 each time she works. How much does she earn in a week?",
    # times that do not fit in their period, each as long as told; a time at another place
    "Ada swims twice a day for 3 days each time. How many days does she swim in 3 weeks?",
    "Ada volunteers twice a month for 20 days at a time. How many days does she volunteer in a "
    "year?",
    "Ada swims at the pool twice a week for 2 hours each time. How many hours does she swim at the "
    "lake in 3 weeks?",
    # weekdays are not every day of a week; more days than a week holds; the times' span
    "Ada swims twice a day, 5 days a week. She swims 2 miles each time. How many miles does she "
    "swim in 10 days?",
    "Ada swims twice a day, 9 days a week. How many times does she swim in 2 weeks?",
    "Ada draws twice a day for 3 days. How many minutes does she draw?",
    # times (or days of a week) asked over a part of their period: which part holds them?
    "Ada swims twice a day. How many times does she swim in half a day?",
    "Ada swims twice a day. She swims 2 miles each time. How many miles does she swim in half a "
    "day?",
    "Ada drinks 2 cups of tea, twice a day. How many cups does she drink in 36 hours?",
    "Ada paints 2 hours a day, 5 days a week. How many hours does she paint in half a week?",
    # times told in the past, asked now; the thing done to is another's
    "Ada swam twice a day. She swims 2 miles each time. How many miles does she swim in a week?",
    "Ada walks her dog twice a day. How many times does she walk Bea's dog in a week?",
    # a total told with the times
    "Ada swims twice a day for a total of 4 miles. How many miles does she swim in a week?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
