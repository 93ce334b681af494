"""The goings a task needs when only so many go at a time (reader/at_a_time.py). Our own words
throughout."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Omar could only carry 6 crates at a time. If he had to move 20 crates from the shed and 4 crates "
     "from the van, how many trips will he make?", 4, "trips"),
    ("Omar has 25 crates to move. He can carry 6 crates at a time. How many trips does he need to make?",
     5, "trips"),
    ("Rita's small dryer can only dry 9 pieces of clothing at a time. If she had to dry 4 skirts and 14 "
     "shirts, how many loads would she have to do?", 2, "loads"),
    ("Lina was cleaning up after the fair, but she could only carry 5 chairs at a time. If she had to "
     "take 12 chairs from one tent and 9 chairs from another, how many trips will she make?", 5, "trips"),
    ("Lina's oven can only bake 12 muffins at a time. She has to bake 30 muffins. How many batches are "
     "needed?", 3, "batches"),
]

REFUSED = [
    # another person, or a pronoun of the other gender
    "Omar has 25 crates to move. She can carry 6 crates at a time. How many trips does he need to make?",
    "Omar could only carry 6 crates at a time. If Lina had to move 20 crates, how many trips will she make?",
    # two people before the pronoun
    "Omar and Ben were helping, but he could only carry 6 crates at a time. If he had to move 20 crates, "
    "how many trips will he make?",
    # things of another kind than those carried at a time
    "Lina's oven can only bake 12 muffins at a time. She has to bake 30 muffins and 10 rolls. How many "
    "batches will she need?",
    "Rita's small dryer can only dry 9 pieces of clothing at a time. If she had to dry 4 plates and 14 "
    "shirts, how many loads would she have to do?",
    # a going asked that the verb does not make, or more goings
    "Omar could only carry 6 crates at a time. If he had to move 20 crates, how many loads will he make?",
    "Omar could only carry 6 crates at a time. If he had to move 20 crates, how many more trips will he "
    "make?",
    # some already carried
    "Omar could only carry 6 crates at a time. He had to move 20 crates. He already carried 8 crates. "
    "How many trips will he make?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
