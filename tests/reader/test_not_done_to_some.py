"""A doing not done to a counted few of a holding told right before it ("Nia had 14 shells, but
she did not sell 5 of them", "… but forgot to sell 5 shells") was done to the rest, as "She sold
all but 5 of them" says. Only after "but" and a holding of the doer, with a verb that takes
things away in the past; so too a partitive "of them" after a pay for each thing done ("earns
$3 for each shell she sells"): the pay's own verb is no doing told."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Nia had 14 shells, but she did not sell 5 of them. How many shells did she sell?", 9, "shells"),
    ("Nia had 14 shells, but didn't sell 5 of them. How many shells did she sell?", 9, "shells"),
    ("Nia had 14 shells, but forgot to sell 5 shells. How many shells did she sell?", 9, "shells"),
    ("Nia had 14 shells, but she did not sell 5 of them. How many shells does she have now?", 5, "shells"),
    ("Nia earns 3 points for each shell she sells. If she had 14 shells, but did not sell 5 of them, "
     "how many points would she have earned?", 27, "points"),
    ("Nia had 14 shells, but she did not sell 5 of them. Each shell sold for $2. How much money did "
     "she make?", 18, "dollars"),
    ("Omar earned 7 dollars for each car he washed. He has to wash 10 cars. He washed 6 of them. "
     "How much money did he earn?", 42, "dollars"),
]

REFUSED = [
    # no "but": the others may be unsold too
    "Nia had 14 shells. She did not sell 5 of them. How many shells did she sell?",
    # "them" may be what she sold, what she was given or the red ones
    "Nia sold 9 shells, but she did not sell 5 of them. How many shells did she sell?",
    "Nia had 14 shells. Al gave her 4 shells, but she did not sell 5 of them. How many shells did she sell?",
    "Nia had 14 shells and 6 of them were pink, but she did not sell 5 of them. How many shells did she "
    "sell?",
    "Nia had 14 shells and 6 of them were pink. She sold all but 5 of them. How many shells did she sell?",
    # another doer's, or the holding of two people
    "Nia had 14 shells, but Al did not sell 5 of them. How many shells did Nia sell?",
    "Nia had 14 shells. Al had 6 shells, but she did not sell 5 of them. How many shells did Nia sell?",
    # not done on one day says nothing of the others
    "Nia had 14 shells, but she did not sell 5 of them on Monday. How many shells did she sell?",
    "Nia had 14 shells, but she did not sell 5 of them yesterday. How many shells did she sell?",
    # a future or present doing, or a verb that takes nothing away
    "Nia had 14 shells, but she will not sell 5 of them. How many shells will she sell?",
    "Nia had 14 shells, but she did not paint 5 of them. How many shells did she paint?",
    # a word that bounds the few ("not even 5": fewer sold; "not just 5": more)
    "Nia had 14 shells, but she did not even sell 5 of them. How many shells did she sell?",
    "Nia had 14 shells, but she did not sell just 5 of them. How many shells did she sell?",
    # not done then, or so: the rest may be undone at another time or done otherwise
    "Nia had 14 shells, but she did not sell 5 of them this morning. How many shells did she sell?",
    "Nia had 14 shells, but she did not sell 5 of them quickly. How many shells did she sell?",
    # another taking away of the shells by her: among the 9, or besides them?
    "Nia had 14 shells, but she did not sell 5 of them. She lost 2 shells. How many shells did she sell?",
    "Nia had 14 shells, but she did not sell 5 of them, and she gave 2 of them to Al. How many shells did "
    "she sell?",
    # a pay for what "she" does, said of a name of no known gender: hers, or another's?
    "Kai earns 3 points for each shell she sells. Kai had 14 shells, but did not sell 5 of them. How many "
    "points did Kai earn?",
    # sold to someone named: what that one got is told too
    "Nia had 14 shells, but she did not sell 5 of them to Al. How many shells did she sell?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
