"""One person doing something with one other ("Lia went rowing with her aunt", "Omar was playing
darts with Kofi") tells of the two together, whom a later "they" may be; and one of several doers
told doing some of the things a doing of the same verb by them all was done to ("Together they
scored 40 points. Omar scored 15 of the points.") did a part of that doing, never the doing
again. Each case is in our own words; an answer case fails when the shape is no longer read, a
refusal case when it is read without what would make it certain."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Lia went rowing with her aunt. Together they caught 30 crabs. Lia caught 12 crabs. How many "
     "crabs did her aunt catch?", 18, "crabs"),
    ("Omar was playing darts with Kofi. They scored 40 points in all. Omar scored 15 points. How "
     "many points did Kofi score?", 25, "points"),
    ("Omar was playing darts with his cousin. Together they scored 40 points. If Omar scored 15 of "
     "the points, how many points did his cousin score?", 25, "points"),
    # a "he" after the scene is the one it told of alone: no pair is made for it to be
    ("Lia went rowing with her aunt. She caught 12 crabs. How many crabs did Lia catch?", 12, "crabs"),
    ("Omar and Kofi went to a talent show. They sang 50 songs in all. Omar sang 22 of the songs. "
     "How many songs did Kofi sing?", 28, "songs"),
]

REFUSED = [
    # a doing done again to some of the same things: the doings are more than the things
    "Omar painted 9 fences. He painted 4 of the fences again. How many fences did Kofi paint?",
    # two people with the doer: "they" may be any of them
    "Lia went rowing with her aunt and her uncle. Together they caught 30 crabs. Lia caught 12 "
    "crabs. How many crabs did her aunt catch?",
    # a count of the companions, not one person
    "Lia went rowing with 3 friends. Together they caught 30 crabs. Lia caught 12 crabs. How many "
    "crabs did her friends catch?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
