"""An amount told and then compared in a relative clause ("Ivo found 52 shells, which is 8 more
than Una", "… which are 8 more than what Una found"): the amount is the doer's, and the
difference is against the other's doing of the same verb, said again in the same form or by
"did"/"has" of the clause's tense. Each case is in our own words."""

from tests.outcomes import shape_tests

ANSWERED = [
    # a doing, compared with a doer alone after "than"
    ("Ivo found 52 shells, which is 8 more than Una. How many shells did Una find?", 44, "shells"),
    # … with "what" and the verb said again, no comma, "which are"
    ("Ivo found 52 shells which are 8 more than what Una found. How many shells did Una find?", 44,
     "shells"),
    ("Ivo baked 20 pies, which is 5 fewer than what Una baked. How many pies did Una bake?", 25,
     "pies"),
    # … with "did" for the verb
    ("Ivo baked 20 pies, which is 5 fewer than what Una did. How many pies did Una bake?", 25, "pies"),
    # a sum of money, the difference in dollars too
    ("Ivo spent $40, which is $15 more than what Una spent. How much did Una spend?", 25, "dollars"),
    # a holding, with "what" and "has"
    ("Ivo has 30 marbles which are 12 more than what Una has. How many marbles does Una have?", 18,
     "marbles"),
    # both together
    ("Ivo found 52 shells, which is 8 more than Una. How many shells did they find in all?", 96,
     "shells"),
]

REFUSED = [
    # the other's verb is another verb: what Una ate is not what she found
    "Ivo found 52 shells, which is 8 more than what Una ate. How many shells did Una find?",
    # … or the same verb in another tense
    "Ivo found 52 shells which are 8 more than what Una finds. How many shells did Una find?",
    # a holding against what the other held at another time
    "Ivo has 30 marbles which are 12 more than what Una had. How many marbles does Una have?",
    # a difference in a unit of its own beside a sum of money
    "Ivo spent $40, which is 15 more than what Una spent. How much did Una spend?",
    # the other did it twice: of which doing?
    "Ivo found 52 shells, which is 8 more than Una. Later Una found 6 more shells. How many shells "
    "did Una find?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
