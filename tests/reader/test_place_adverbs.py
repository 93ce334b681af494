"""An adverb of place ("online", "abroad", "indoors") tells where a doing was and counts
nothing: a statement is read without it, and a question that names one (of the doings done
there, which the reader does not tell apart) is refused. Each case is in our own words."""



from tests.outcomes import shape_tests

ANSWERED = [
    ("Noor ordered 6 posters online. Each poster cost 3 dollars. How much money did Noor spend?", 18,
     "dollars"),
    ("Noor bought 4 kites downtown. Each kite cost 5 dollars. How much money did she spend?", 20, "dollars"),
    ("If Noor ordered 6 posters online, how many posters did she order?", 6, "posters"),
]

REFUSED = [
    # the doings done there: which of them?
    "Noor ordered 6 posters online and 2 posters at the mall. How many posters did she order online?",
    "Noor played 4 games outdoors. She played 3 games at school. How many games did she play outdoors?",
    "Noor ordered 6 posters online. How many posters did she order online?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
