"""The passive of giving with the receiver as subject ("Ivo was given 9 plums", "She was given
$15 for her birthday") says what "Ivo received 9 plums" says: a getting from someone the story
does not name. A giver named ("by Rosa"), a purpose, a pace, a group, "more", a negation or
another tense leave the clause to the old refusal."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Ivo was given 9 plums. How many plums does he have?", 9, "plums"),
    ("Ivo had 4 plums. He was given 9 plums. How many plums does he have now?", 13, "plums"),
    ("Rosa was given $15 for her birthday. She spent $6. How much money does she have left?", 9, "dollars"),
    ("Ivo was given 3 boxes of plums. If each box has 8 plums, how many plums does he have?", 24, "plums"),
    # the one who gave away is no one told: the receiver's own count moves
    ("Ivo had 4 plums. He was given 9 plums. He gave 2 plums to Rosa. How many plums does Ivo have?",
     11, "plums"),
]

REFUSED = [
    # a giver named: the giver's count moves too
    "Rosa had 20 plums. Ivo was given 9 plums by Rosa. How many plums does Rosa have?",
    "Ivo was given 9 plums by Rosa. How many plums does Ivo have?",
    # a purpose, a pace, a group, more, not, the present
    "Ivo was given 9 plums to share with 3 friends. How many plums does Ivo have?",
    "Ivo was given 9 plums every day. How many plums does he have?",
    "They were given 9 plums. How many plums do they have?",
    "Ivo was given 9 more plums. How many plums does he have?",
    "Ivo was not given 9 plums. How many plums does he have?",
    "Ivo is given 9 plums. How many plums does he have?",
    # a thing of something told as a whole
    "Ivo was given a bag of 9 plums. How many plums does he have?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
