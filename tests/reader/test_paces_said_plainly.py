"""Paces said in plain everyday words: a thing with its article as one ("eats a plum a day"),
a doing every so many hours that goes on by the clock, "every evening" as once a day, a verb
after "a" and a noun ("A cat purrs"), "once every 4 seconds", a stretch told first ("In 6
hours, a pump moves 9 liters") and "How much does it use?" of a pace of using up."""

from __future__ import annotations

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    # the article counts one
    ("Pia eats a plum a day. How many plums does she eat in 9 days?", 9, "plums"),
    ("Pia eats a plum every day. How many plums does she eat in 2 weeks?", 14, "plums"),
    ("Pia eats a plum every 3 days. How many plums does she eat in 12 days?", 4, "plums"),
    ("Rex chews a stick of gum every week. How many sticks of gum does he chew in 5 weeks?", 5,
     "sticks"),
    # a doing every so many hours goes on night and day: 24 hours in each day asked
    ("Ravi feeds a lamb every 4 hours. How many lambs does he feed in 2 days?", 12, "lambs"),
    ("A clock chimes 2 times every 3 hours. How many times does it chime in a week?", 112, "times"),
    # one morning, evening or night in each day
    ("Ines drinks 2 cups of tea every evening. How many cups of tea does she drink in 3 weeks?", 42, "cups"),
    ("Ines knits 3 rows every night. How many rows does she knit in 5 days?", 15, "rows"),
    ("Ines sleeps 7 hours a night. How many hours does she sleep in 2 weeks?", 98, "hours"),
    # "a" and a noun before a verb's -s form: the verb ("a cat purrs" is no "cat purrs")
    ("A cat purrs 20 times a minute. How many times does it purr in 6 minutes?", 120, "times"),
    # "once" and "twice" every so many units: times
    ("Lia blinks once every 4 seconds. How many times does she blink in 2 minutes?", 30, "times"),
    ("Ugo swims twice every 5 days. How many times does he swim in 20 days?", 8, "times"),
    # the stretch told first
    ("In 6 hours, a pump moves 9 liters of oil. How many liters of oil does it move in 10 hours?", 15,
     "liters"),
    # a time said with its article after "for": one of it
    ("Noor rows 50 meters each minute. Every day, she rows for an hour. How many meters does she row "
     "in 3 days?", 9000, "meters"),
    ("Noor rows for an hour every day. How many hours does she row in a week?", 7, "hours"),
    # one doer named by a person's thing
    ("Omar's parrot eats 4 seeds every 2 hours. How many seeds does it eat in 10 hours?", 20, "seeds"),
    ("Her lamp burns 2 candles every night. How many candles does it burn in 4 days?", 8, "candles"),
    # "while" before another's amount sets it against the pace: no condition
    ("Ida swims 3 laps a day while Omar swims 2 laps a day. How many more laps does Ida swim than Omar "
     "in 4 days?", 4, "laps"),
    # a pace supposed in the question's own "if" clause, itself or joined by "and": no condition
    ("If Ida swims 3 laps a day and Omar swims 2 laps a day, how many more laps does Ida swim in 4 days?",
     4, "laps"),
    # "how much" of a pace of using up: the pace's own unit
    ("A lamp uses 3 liters of oil in 4 hours. How much does it use in 12 hours?", 9, "liters"),
])
def test_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # a stretch asked that holds no whole number of the stretches told
    "Ravi feeds a lamb every 5 hours. How many lambs does he feed in a day?",
    # a pace per hour of the doing, not of the clock: a day is not 24 hours of reading
    "Ravi reads 30 pages an hour. How many pages does he read in a day?",
    # beside hours of the doer's told apart, "every 2 hours" may be of those hours only
    "Ravi works 8 hours a day. He rests every 2 hours. How many times does he rest in a week?",
    # mornings asked of a pace per day: not read
    "Ines drinks 2 cups of tea every evening. How many cups of tea does she drink in 3 mornings?",
    # a pace that holds on a condition told after it: only at such times
    "Omar's parrot eats 4 seeds every 2 hours when it is awake. How many seeds does it eat in 10 hours?",
    "Ines knits 3 rows every night if she is home. How many rows does she knit in 5 days?",
    "Ida swims 3 laps a day while she is on holiday. How many laps does she swim in 4 days?",
    # a condition told first, set off by its comma
    "When it rains, Ida swims 3 laps a day. How many laps does she swim in 4 days?",
    # a thing owned by two, or by another's thing: not read
    "Omar and Ida's parrot eats 4 seeds a day. How many seeds does it eat in 3 days?",
    # the owner asked of what the thing does
    "Omar's parrot eats 4 seeds a day. How many seeds does Omar eat in 3 days?",
    # "for an hour" once, with no pace: no count of days to take it over
    "Noor rows for an hour. How many hours does she row in a week?",
    # a pay per morning is a pace per day (read now), but mornings worked are no days asked
    "Ana earns $6 each morning. She worked 3 mornings. How much did she earn?",
    # nights asked of a pace per day
    "Ines earns $40 a night. How much does she earn in 3 nights?",
    # two paces of one verb per day: not added up
    "Ines knits 3 rows every morning and 5 rows every night. How many rows does she knit in a week?",
    # an amount of no size ("a lot", "a bit") is no one thing
    "Pia eats a lot of candy every day. How many lots of candy does she eat in a week?",
    "Pia eats a bit of cake every day. How many bits of cake does she eat in a week?",
    # a thing of a measure ("a mile") is no count of one
    "Pia eats a plum a day last week. How many plums did she eat in 5 days?",
    # a stretch told first of a doing done once, in the past: no pace
    "In 4 hours, Ugo drove 200 miles. How many miles does he drive in 6 hours?",
    # a stretch told first of two doers: together or each?
    "In 4 hours, Ugo and Lia read 60 pages. How many pages do they read in 8 hours?",
])
def test_refused(text: str) -> None:
    assert_refuses(text)
