"""A time asked of no doing named ("How many minutes did it take him?", "How much time did she
spend?"): the one time told for each thing, times the one doing of those things
(reader/paces.read_span_question, state._the_doing_timed, ledger chains._time_of_the_doing)."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("It took Omar 9 minutes to clean each boot. He cleaned 4 boots. How many minutes did it take him?",
     36, "minutes"),
    ("It took her 3 hours to sew each quilt. She sewed 5 quilts. How long did it take her?", 15, "hours"),
    ("It took her 3 hours to sew each quilt. She sewed 5 quilts. How many hours did it take her to finish?",
     15, "hours"),
    ("Lena spent 8 minutes on each poster. She designed 6 posters. How many minutes did she spend?", 48,
     "minutes"),
    ("Lena spent 8 minutes on each poster. She designed 6 posters. How much time did she spend?", 48,
     "minutes"),
    ("It took Omar 9 minutes to clean each boot. He cleaned 4 boots. How much time did he spend in all?",
     36, "minutes"),
    # no time told for each thing: the times spent are summed as before
    ("Lena spent 20 minutes reading and 30 minutes writing. How much time did she spend in all?", 50,
     "minutes"),
]

REFUSED: list[str] = [
    # another time told besides: is it part of the time asked?
    "Lena spent 8 minutes on each poster. She designed 6 posters. Then she rested for 20 minutes. "
    "How many minutes did she spend?",
    # two doings of the things
    "Lena spent 8 minutes on each poster. She designed 6 posters and framed 2 posters. "
    "How many minutes did she spend?",
    # two times for each one
    "It took her 3 hours to sew each quilt and 2 hours to wash each quilt. She sewed 5 quilts. "
    "How long did it take her?",
    # asked in another unit than the one told
    "Lena spent 8 minutes on each poster. She designed 6 posters. How many hours did she spend?",
    # money spent is not time
    "Lena spent 8 minutes on each poster. She designed 6 posters. How many dollars did she spend?",
    # things of another kind told too
    "It took Omar 9 minutes to clean each boot. He cleaned 4 boots. He has 2 cats. "
    "How many minutes did it take him?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
