"""A name gone to ("flew to Oslo", "a trip to Peru", "visited Lima") is a place, as "went to the
city" is: never a person who holds or acts, nor one a later "she" may be. A name after "to"
of giving stays a person, and so does one owned ("went to Bo's house") or after a bare gerund
("After visiting Peru, …")."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Nia went to Lisbon. She bought 5 fans. How many fans did she buy?", 5, "fans"),
    ("Nia flew to Cairo and bought 6 rugs. How many rugs did she buy?", 6, "rugs"),
    ("Raul took a trip to Peru. He bought 3 hats and 2 ponchos. How many hats and ponchos did he "
     "buy?", 5, "hats and ponchos"),
    ("Raul visited Quito. He saw 4 churches and 5 parks. How many churches and parks did he see?",
     9, "churches and parks"),
    ("Raul is saving for a trip to Chile. He saves $15 a week for 8 weeks. How much money does he "
     "save?", 120, "dollars"),
]

REFUSED = [
    # a person given to is no place: who "he" is stays two-fold
    "Raul gave 3 pens to Omar. He had 2 pens. How many pens does Raul have now?",
    # a place holds nothing: the question asks of what no one told
    "Nia went to Lisbon. Lisbon has 5 fans. How many fans does Nia have?",
    # a verb of going to a person's house: the owner stays a person, and holds nothing told
    "Nia went to Omar's house. She gave him 3 pens. How many pens does Omar have?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
