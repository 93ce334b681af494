"""How many times as many one doer's count is as another's (reader/times_as_many.py). Our own
words throughout."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Ana picked 45 plums. Her brother picked 9 plums. How many times as many plums did Ana pick?", 5,
     "times"),
    ("Ana picked 45 plums. Her brother picked 9 plums. How many times as many plums did Ana pick as her "
     "brother?", 5, "times"),
    ("Ana has 24 stamps. Tom has 6 stamps. How many times as many stamps does Ana have?", 4, "times"),
]

REFUSED = [
    # a part of a time, or fewer
    "Ana picked 45 plums. Her brother picked 10 plums. How many times as many plums did Ana pick?",
    "Ana picked 45 plums. Her brother picked 9 plums. How many times as many plums did her brother pick?",
    # two doings: picked against ate
    "Ana picked 45 plums. Her brother ate 9 plums. How many times as many plums did Ana pick?",
    # a habit, not a count done
    "Ana picks 45 plums. Her brother picks 9 plums. How many times as many plums does Ana pick?",
    # other things
    "Ana picked 45 plums. Her brother picked 9 pears. How many times as many plums did Ana pick?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
