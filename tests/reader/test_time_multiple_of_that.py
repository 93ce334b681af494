"""Time spent said as a multiple of the time told just before ("twice that amount of time
reading"), also after a joint in one clause of "spend"; "how much time" asked as "how long"; and
"on these activities (tasks, chores)" pointing back at all the doings told."""

from tests.outcomes import shape_tests

ANSWERED = [
    # a multiple of the time told just before, after a joint with its own doing
    ("Rin spends 20 minutes painting a fence and half that amount of time cleaning the brushes. How "
     "many minutes does she spend in all?", 30, "minutes"),
    ("Rin spends 20 minutes painting and 4 times that amount of time sanding. How long does Rin "
     "spend in total?", 100, "minutes"),
    ("Ole spent 2 hours digging and 3 times that amount of time weeding. How many minutes did he "
     "spend?", 480, "minutes"),
    # … and in a sentence of its own, the doing left bare after "time"
    ("Ole worked 6 hours. Ida worked twice that amount of time. How many hours did Ida work?", 12,
     "hours"),
    # "how much time" asks what "how long" asks
    ("Rin spends 20 minutes painting and 40 minutes sanding. How much time does she spend in "
     "total?", 60, "minutes"),
    ("It takes Ole 4 minutes to fold a shirt. How much time will it take him to fold 5 shirts?", 20,
     "minutes"),
    # "these activities" are the doings told
    ("Rin spends 20 minutes painting and 40 minutes sanding. How much time does she spend on these "
     "activities?", 60, "minutes"),
    ("Rin spent 20 minutes painting and 4 times that amount of time sanding. How long did she "
     "spend on all those chores?", 100, "minutes"),
    # the doings of both asked together
    ("Rin spends 20 minutes painting. Ole spends 30 minutes reading. How much time do they spend "
     "on these activities?", 50, "minutes"),
]

REFUSED = [
    # "a day" after the doing is a pace, not a day painted: a total of how many days?
    "Rin spends 20 minutes painting a day and 4 times that amount of time sanding. How long does Rin "
    "spend in total?",
    # "these activities" are Rin's painting and sanding: none of them is Ole's
    "Rin spends 20 minutes painting and 40 minutes sanding. Ole spends 30 minutes reading. How much "
    "time does Ole spend on these activities?",
    # "that amount of time" after an amount of money: no time was told just before
    "Rin spent $10 buying paint. She spent twice that amount of time painting. How much did she "
    "spend?",
    "Rin spends $10 buying paint and twice that amount of time painting. How much does she spend?",
    # "that amount of money" after a time
    "Rin spent 10 minutes painting. She spent twice that amount of money shopping. How long did "
    "she spend?",
    # "that amount of" a thing counted: of what was told just before?
    "Ole picked 6 apples. Ida picked twice that amount of pears. How many pears did Ida pick?",
    # a count of the doings pointed at is not read
    "Rin spends 20 minutes painting and 40 minutes sanding. How long does she spend on these two "
    "tasks?",
    # "how much time" of a time held, not spent
    "Rin has 30 minutes. She spends 20 minutes painting. How much time does she have left?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
