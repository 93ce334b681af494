"""Things carried to a place by a verb of carrying ("took 5 pens to school", "brought 8 buns to
the picnic") go along with the carrier: still held there, or left there, the words do not say,
so no holding is read from the clause; only how many were carried, for a question of that doing
("How many buns did they bring (to the picnic)?"). Given to a person ("took 5 pens to his
teacher") they are given; money brought to a place is the money held there ("brought $40 to the fair")."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Dev had 30 pens. He took 5 pens to his teacher. How many pens does Dev have?", 25, "pens"),
    ("Dev had 30 pens. He sent 5 pens to school. How many pens does Dev have?", 25, "pens"),
    ("Dev brought $40 to the fair. He spent $15 on rides. How much money does Dev have left?", 25, "dollars"),
    ("Lia brought 6 muffins to the picnic. Omar brought 9 muffins to the picnic. How many muffins "
     "did they bring to the picnic?", 15, "muffins"),
    ("Lia took 3 kites to the beach. Omar took 4 kites to the beach. How many kites did they "
     "take?", 7, "kites"),
    ("Lia brought 6 muffins to the picnic and 2 pies to the picnic. How many muffins did she bring "
     "to the picnic?", 6, "muffins"),
]

REFUSED = [
    "Dev had 30 pens. He took 5 pens to school. How many pens does Dev have?",
    "Dev had 30 buns. He brought 8 buns to the picnic. How many buns does Dev have?",
    "Dev had 30 pens. He carried 5 pens to the office. How many pens does he have left?",
    # what the place holds, or what the carriers hold after, is not told
    "Lia brought 6 muffins to the picnic. How many muffins are at the picnic?",
    "Lia brought 6 muffins to the picnic. She baked 4 more muffins. How many muffins does she have?",
    # one carried elsewhere, or to no place told: not all of it went to the place asked
    "Lia brought 6 muffins to the picnic. Omar brought 9 muffins to school. How many muffins did "
    "they bring to the picnic?",
    "Lia brought 6 muffins to the picnic. Omar brought 9 muffins. How many muffins did they bring "
    "to the picnic?",
    # carried to a place beside taken from it or taken home: got things may be those carried
    "Nia took 4 plates to the party. Raj took 5 plates from the party. How many plates did they take?",
    "Nia took 4 plates to the party. Raj took 5 plates home. How many plates did they take?",
    # two verbs of carrying: one doing asked of both
    "Lia brought 6 muffins to the picnic. Omar took 9 muffins to the picnic. How many muffins did "
    "they bring to the picnic?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
