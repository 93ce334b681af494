"""The boys and girls a school (a class, a classroom) holds, asked as its pupils or students:
the children told there are its pupils, summed as the children are; anything beside them, a
place that is no school, one of the two only, or a change told refuses."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("At the village school there are 61 girls and 47 boys. How many pupils are there at the "
     "school?", 108, "pupils"),
    ("There are 13 boys and 16 girls in the class. How many students are in the class?", 29, "students"),
    ("The school has 210 boys and 198 girls. How many students does the school have?", 408, "students"),
    ("In a school, there are 75 girls and 66 boys. How many pupils are there?", 141, "pupils"),
    ("Mr. Diaz's class has 11 boys and 15 girls. How many students does the class have?", 26, "students"),
]

REFUSED = [
    # a park's children are no pupils
    "In a park, there are 61 girls and 47 boys. How many pupils are there in the park?",
    # the girls only: a girls' school, or are the boys untold?
    "In a school, there are 61 girls. How many pupils are there in the school?",
    # teachers beside them
    "In a school, there are 61 girls, 47 boys and 9 teachers. How many pupils are there in the school?",
    # some went home: no longer there, still its pupils
    "In a school, there are 61 girls and 47 boys. 12 boys went home. How many pupils are there in "
    "the school now?",
    # pupils counted as such too
    "In a school, there are 61 girls and 47 boys. 30 pupils are in the gym. How many pupils are "
    "there in the school?",
    # men are no pupils of the pair
    "In a school, there are 61 girls and 47 men. How many students are there in the school?",
    # a son of hers is no place of schooling
    "Mrs. Diaz's son has 11 boys and 15 girls at his party. How many students does the son have?",
    # one grade of the school: the other grades untold
    "The school has 61 girls and 47 boys in the first grade. How many students does the school have?",
    # a daycare is no school
    "In a daycare, there are 61 girls and 47 boys. How many pupils are there in the daycare?",
    # pupils with words of their own
    "In a school, there are 61 girls and 47 boys. How many new pupils are there in the school?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
