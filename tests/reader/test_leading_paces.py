"""A pace told before its clause ("Every day(,) the frog eats 2 flies") is the pace told after
it; "each of which cost $2" is "that cost $2 each"; a time clause of a doing ("every time she
sells a pen", "whenever", a "when" of a habit) is said of each such doing, never of one."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Every day the toad eats 3 flies. How many flies does the toad eat in 5 days?", 15, "flies"),
    ("Every week, Lia saves $6. How much money does Lia save in 4 weeks?", 24, "dollars"),
    ("Each day Ravi swims 2 laps. How many laps does Ravi swim in 6 days?", 12, "laps"),
    ("Every hour, a press prints 40 posters. How many posters does it print in 3 hours?", 120,
     "posters"),
    # a time of day that comes once a day, told first: a pace per day
    ("Every evening, Oma knits 4 rows. How many rows does Oma knit in 2 weeks?", 56, "rows"),
    ("Each morning Ravi swims 3 laps. How many laps does Ravi swim in 5 days?", 15, "laps"),
]

ANSWERED += [
    # "each of which" / "which each" after a counted head says "that … each"
    ("Reggie had $48. Reggie bought 5 books, each of which cost $2. How much money does Reggie have "
     "left?", 38, "dollars"),
    ("Reggie bought 5 books, which each cost $2. How much did he spend?", 10, "dollars"),
    # a plural asked of members each told a pace
    ("Ann has 3 dogs. Each dog eats 2 cups of food a day. How many cups of food do the dogs eat in "
     "5 days?", 30, "cups"),
]

REFUSED = [
    # a price told by a relative is what those books cost: a later purchase may be at another
    "Ann bought 3 books, which cost $2 each. She bought 2 more books. How much did she spend?",
    # two clauses after the pace: each would need it
    "Every day, Ann eats 2 apples and Bo eats 3 apples. How many apples does Ann eat in 4 days?",
    "Every morning, Ann eats 2 apples and Bo eats 3 apples. How many apples does Ann eat in 4 days?",
    # a pace per morning asked in hours, or over mornings, or beside another pace of the verb
    "Every morning, Oma walks 2 miles. How many miles does she walk in 4 hours?",
    "Every morning, Oma knits 4 rows. How many rows does Oma knit in 5 mornings?",
    "Every morning, Oma knits 4 rows. Every evening, she knits 2 rows. How many rows does Oma knit "
    "in 5 days?",
    # a growth told of each day says no count of a day's doings
    "Every day the number of fish doubles. There are 3 fish. How many fish are there after 2 days?",
    # "every time", "whenever", a "when" of a habit: the gain comes with each sale
    "Every time Ann sells a pen, she gets 2 dollars. Ann sold 4 pens. How much did she get?",
    "Each time Ann sells a pen, she gets 2 dollars. How much did she get?",
    "Whenever Ann sells a pen, she gets 2 dollars. Ann sold 4 pens. How much did she get?",
    "Whenever Ann sold a pen, she got 2 dollars. Ann sold 4 pens. How much did she get?",
    "When Ann sells a pen, she gets 2 dollars. Ann sold 4 pens. How much did she get?",
    # "each" before a thing, not a time: what one of them did
    "Each boy ate 2 apples. There are 3 boys. How many apples did the boy eat?",
    # a state is no doing that adds up over days
    "The frog weighs 2 pounds every day. How many pounds does the frog weigh in 3 days?",
    "Every day, the pool contains 20 gallons. How many gallons does it contain in 3 days?",
    # one frog's pace asked of the frogs: how many frogs?
    "Every day, a frog eats 2 flies. How many flies do the frogs eat in 5 days?",
    # "each" beside "in all": $2 each, or $2 for all?
    "Reggie bought 5 books, each of which cost $2 in all. How much did he spend?",
    # a price told of Ann's books is no price of Reggie's
    "Reggie bought 5 books. Ann bought 3 books, each of which cost $2. How much did Reggie spend?",
    "Reggie bought 5 books and Ann bought 3 books, each of which cost $2. How much did Reggie "
    "spend?",
    # a pace that was, told first, says nothing of the pace to come
    "Every week, Tom bought 2 books. How many books will he buy in 4 weeks?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_leading_pace_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_leading_pace_refused(text: str) -> None:
    assert_refuses(text)
