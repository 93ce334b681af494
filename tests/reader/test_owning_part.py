"""A part of a whole picked out by owning one thing ("40% of the students have a dog", "12 of
them own a bike"): "have"/"own" in the simple present with "a"/"an" and a singular noun, read as
a habit that picks out a part is, and asked in the same words ("How many students have a dog?",
"… do not have a dog?"). A plural or a count owned, a past, two owned things, another thing
asked, or a whole not unique refuse."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("There are 30 students in a class. 40% of the students have a dog. How many students have a "
     "dog?", 12, "students"),
    ("There are 30 students in a class. 40% of the students have a dog. How many students do not have "
     "a dog?", 18, "students"),
    ("There are 30 students in a class. 40% of them have a dog. How many don't have a dog?", 18,
     "students"),
    ("A club has 30 members. 12 of the members own a bike. How many members do not own a bike?", 18,
     "members"),
    ("A club has 30 members. A third of the members own a car. How many members own a car?", 10,
     "members"),
]

REFUSED = [
    # another thing owned, or the same one in other words
    "There are 30 students in a class. 40% of the students have a dog. How many students have a cat?",
    "There are 30 students in a class. 40% of the students have a dog. How many students have dogs?",
    "There are 30 students in a class. 40% of the students have a dog. How many students have a big "
    "dog?",
    # how many dogs: one each at least, perhaps more
    "There are 30 students in a class. 40% of the students have a dog. How many dogs are there?",
    # plural, counted or past owning
    "There are 30 students in a class. 40% of the students have dogs. How many students have dogs?",
    "There are 30 students in a class. 40% of the students have 2 dogs. How many students have 2 dogs?",
    "There are 30 students in a class. 40% of the students had a dog. How many students have a dog?",
    # two wholes of students
    "There are 30 students in a class. There are 20 students in a club. 40% of the students have a "
    "dog. How many students have a dog?",
    # two owned things may overlap: no complement
    "There are 30 students in a class. 40% of the students have a dog. 20% of the students have a cat. "
    "How many students do not have a cat?",
    # things do not own
    "There are 30 pens in a box. 40% of the pens have a cap. How many pens have a cap?",
    # no whole count, over the whole, or "more"
    "There are 30 students in a class. 35% of the students have a dog. How many students have a dog?",
    "There are 30 students in a class. 140% of the students have a dog. How many students have a dog?",
    "There are 30 students in a class. 40% more students have a dog. How many students have a dog?",
    # a change of the whole since
    "There are 30 students in a class. 40% of the students have a dog. Then 4 students joined the "
    "class. How many students do not have a dog?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
