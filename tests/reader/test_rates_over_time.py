"""Rates over time: a speed or pace said with "at", money spent on a thing for each period, a
habit of every week or day counted over whole years (52 weeks, 365 days, as the calendar
reckons), and paces placed at a time of their own, which hold then only."""

from tests.outcomes import shape_tests

ANSWERED = [
    # "at (a speed of)" a rate closing the clause: the verb's pace
    ("Ravi drives at a speed of 40 miles per hour. How many miles does he drive in 3 hours?", 120,
     "miles"),
    ("Ravi drives at 40 miles an hour. How many miles does he drive in 3 hours?", 120, "miles"),
    ("Ravi types at a rate of 50 words per minute. How many words can he type in 2 hours?", 6000,
     "words"),
    ("Ravi can run at an average speed of 3 miles per hour. How many miles can Ravi run in 4 "
     "hours?", 12, "miles"),
    ("Ravi reads at a rate of 40 pages an hour. How long will it take him to read 120 pages?", 3,
     "hours"),
    # money spent on a thing each period, the thing kept as the doing's words
    ("Ravi spends $100 a month on supplies. How much does he spend in 3 months?", 300, "dollars"),
    ("Ravi spends $100 on supplies every month. How much does he spend on supplies in 3 months?",
     300, "dollars"),
    ("Ravi spends $5 a day on lunch. How much does he spend on lunch in a week?", 35, "dollars"),
    ("Ravi spends $5 a day buying coffee. How much does he spend in 2 weeks?", 70, "dollars"),
    # a habit of every week or day over whole years, by the calendar's reckoning
    ("Ravi reads 4 books a week. How many books does he read in a year?", 208, "books"),
    ("Ravi reads 2 pages a day. How many pages does he read in 2 years?", 1460, "pages"),
    ("Ravi saves $5 a week. How much money will he save in a year?", 260, "dollars"),
    ("Ravi swims twice a week. How many times does he swim in a year?", 104, "times"),
    ("Ravi reads 2 pages a day, 5 days a week. How many pages does he read in a year?", 520,
     "pages"),
    ("Ravi spends $5 a day on lunch. How much does he spend on lunch in a year?", 1825, "dollars"),
    # a decade is ten such years
    ("Ravi reads 3 books a week. How many books does he read in a decade?", 1560, "books"),
    ("Ravi walks 2 miles a day. How many miles does he walk in 2 decades?", 14600, "miles"),
    # "how far" asks a pace of length over the count named
    ("Ravi drives 40 miles per hour. How far does he drive in 3 hours?", 120, "miles"),
    ("Ravi drives at a speed of 40 miles per hour. How far can he drive in 3 hours?", 120, "miles"),
    ("Ravi runs 5 kilometers a day. How far does he run in a week?", 35, "kilometers"),
    ("Ravi swims 50 meters per minute. How far does he swim in 10 minutes?", 500, "meters"),
    # a speed over a part of its hour (minute): its part of the length
    ("Ravi drives 40 miles per hour. How far does he drive in 30 minutes?", 20, "miles"),
    ("Ravi drove for 30 minutes at a speed of 40 miles per hour. How many miles did he drive?", 20,
     "miles"),
    ("A bus traveled for 42 minutes at a speed of 50 miles per hour. How many miles did the bus "
     "travel?", 35, "miles"),
    ("Ravi swims 50 meters per minute. How far does he swim in 30 seconds?", 25, "meters"),
    # a pace per hour of a doing chained through the doer's hours of it each day
    ("Ravi reads 40 pages an hour. He reads 2 hours a day. How many pages does he read in 5 days?",
     400, "pages"),
    ("Ravi reads 40 pages an hour. He reads for 2 hours a day. How many pages does he read in 2 "
     "weeks?", 1120, "pages"),
    ("Ravi reads 40 pages an hour. He reads 2 hours a day, 5 days a week. How many pages does he "
     "read in 3 weeks?", 1200, "pages"),
    # a link told in a larger unit of time than the pace is per: its hours are 60 minutes each
    ("Ravi types 50 words per minute. He types for 4 hours a day. How many words does he type in 7 "
     "days?", 84000, "words"),
    ("Ravi types at a speed of 50 words per minute. If he types continuously for 4 hours per day, "
     "how many words can he type in 7 days?", 84000, "words"),
    ("Ravi earns $1 a minute. He works 2 hours a day. How much does he earn in 5 days?", 600,
     "dollars"),
    ("Ravi types 50 words per minute. He types for 4 hours a month. How many words does he type in "
     "2 months?", 24000, "words"),
    # an ordinal of the doer, "by" of the means: no time placed
    ("The first dog eats 2 cups a day. How many cups does it eat in 3 days?", 6, "cups"),
    ("Ravi earns $10 an hour by delivering flyers. How much does he earn in 3 hours?", 30,
     "dollars"),
]

REFUSED = [
    # a speed told with words after it holds there only; another doer; two doers
    "Ravi drives at a speed of 40 miles per hour on the highway. How many miles does he drive in 3 "
    "hours?",
    "Ravi drives at a speed of 40 miles per hour. How many miles does Bo drive in 3 hours?",
    "Ravi and Bo drive at 40 miles per hour. How many miles do they drive in 3 hours?",
    "Ravi babysits at the rate of $10 per hour. How much does she babysit in 3 hours?",
    # money spent on another thing, on weekdays, two spendings, a month in days, told in the past
    "Ravi spends $100 on supplies each month. How much does he spend on food in 3 months?",
    "Ravi spends $5 on lunch every weekday. How much does he spend in a week?",
    "Ravi spends $5 a day on lunch. He spends $3 a day on snacks. How much does he spend in a "
    "week?",
    "Ravi spends $100 a month on rent. How much does he spend in 60 days?",
    "Ravi spent $5 a day on lunch. How much does he spend on lunch in a week?",
    # "how far" of a pace that is no length, of another doer, beside a distance told
    "Ravi reads 40 pages an hour. How far does he read in 3 hours?",
    "Ravi runs 5 laps a day. How far does he run in a week?",
    "Ravi drives 40 miles per hour. How far does Bo drive in 3 hours?",
    "Ravi walks 3 miles every day. He has walked 10 miles. How far does he walk in 2 weeks?",
    "Ravi eats 3 pounds of rice a day. How far does he eat in 3 days?",
    # a part of an hour of things done, of pay, of a length per day; a speed over days
    "Ravi eats 2 apples an hour. How many apples does he eat in 30 minutes?",
    "Ravi earns $12 an hour. How much does he earn in 30 minutes?",
    "Ravi walks 3 miles a day. How far does he walk in 12 hours?",
    "Ravi drives 40 miles per hour. How far does he drive in 2 days?",
    "Ravi walks 3 miles every 2 hours. How far does he walk in 30 minutes?",
    # hours of another doing, of another doer, told apart, two paces of hours, a link per minute
    "Ravi reads 40 pages an hour. He works 2 hours a day. How many pages does he read in 5 days?",
    "Ravi reads 40 pages an hour. Bo reads 2 hours a day. How many pages does Ravi read in 5 days?",
    "Ravi reads 40 pages an hour. He reads 2 hours on Monday. How many pages does he read in 5 "
    "days?",
    "Ravi reads 40 pages an hour. He reads 2 hours a day. He reads 3 hours a week. How many pages "
    "does he read in 5 days?",
    "Ravi reads 40 pages an hour. He reads 30 minutes a day. How many pages does he read in 2 days?",
    "Ravi reads 40 pages an hour. He reads 2 hours a day. Yesterday he read 3 hours. How many pages "
    "does he read in 5 days?",
    # a pace placed at a time of its own: it may start or stop inside the count asked
    "For the first hour, Ravi drives 40 miles per hour. How many miles does he drive in 3 hours?",
    "During the first hour, the pool fills 8 gallons per hour. How many gallons does the pool fill "
    "in 3 hours?",
    "On Monday, Ravi reads 40 pages a day. How many pages does he read in 3 days?",
    "Since Wednesday, Ravi reads 4 pages a day. How many pages does he read in a week?",
    "At first, Ravi reads 4 pages a day. How many pages does he read in 3 weeks?",
    "In the first week, Ravi reads 4 pages a day. How many pages does he read in 3 weeks?",
    "For 2 days, Ravi folds 3 towels in 5 minutes. How many towels does he fold in 20 minutes?",
    "Ravi earns $1367 every week during the 5 weeks of harvest. How much does he earn in 10 weeks?",
    # a year is reckoned only for a habit over whole years: no pay or work per week or day, no part
    # of a year, no leap year, no days off, no habit placed in a past year
    "Ravi earns $500 a week. How much does he earn in a year?",
    "Ravi earns $10 an hour. He works 2 hours a day, 5 days a week. How much does he earn in a "
    "year?",
    "Ravi works 8 hours a day. How many hours does he work in a year?",
    "Ravi reads 2 pages a day. How many pages does he read in half a year?",
    "Ravi reads 4 books a week. How many books does he read in a leap year?",
    "Ravi reads 4 books a week. He rested 2 weeks. How many books does he read in a year?",
    "Last year, Ravi read 4 books a week. How many books did he read in a year?",
    "Ravi reads 4 books every 2 weeks. How many books does he read in a year?",
    "Ravi reads 2 pages a day. How many pages does he read in half a decade?",
    "Ravi earns $500 a week. How much does he earn in a decade?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
