"""A total told with no place ("There are 30 shells altogether", "… in all", "… total") right
before the question, of a kind only people have held so far: the total of all of them, as
"They have 30 shells altogether" is. Not read when a place or thing holds some too, when
someone is told holding them after it, or when the total names another kind."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Noor has 4 more shells than Ivo. There are 30 shells altogether. How many shells does Ivo "
     "have?", 13, "shells"),
    ("Noor has three times as many stamps as Ivo, and Pia has 5 more stamps than Noor. If there "
     "are 40 stamps in all, how many stamps does Pia have?", 20, "stamps"),
    ("Noor has 6 fewer beads than Ivo. There are 20 beads total. How many beads does Noor have?",
     7, "beads"),
]

REFUSED = [
    # a place holds some too: the total may count more than the people's
    "Noor has 4 more shells than Ivo. The jar has 10 shells. There are 30 shells altogether. How "
    "many shells does Ivo have?",
    # someone told after the total may hold some of them
    "Noor has 4 more shells than Ivo. There are 30 shells altogether. Pia has 6 shells. How many "
    "shells does Ivo have?",
    "Noor has 4 more shells than Ivo. If there are 30 shells altogether and Pia has 6 shells, how "
    "many shells does Ivo have?",
    # the total told of a kind of the shells only
    "Noor has 4 more shells than Ivo. There are 30 white shells altogether. How many shells does "
    "Ivo have?",
    # a place said with the total
    "Noor has 4 more shells than Ivo. There are 30 shells altogether on the beach. How many shells "
    "does Ivo have?",
    # a place or a doing told beside the total
    "Noor has 4 more shells than Ivo. There are 30 shells altogether in the club. How many shells "
    "does Ivo have?",
    "Noor has 4 more shells than Ivo. There are 30 shells to sell altogether. How many shells does "
    "Ivo have?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
