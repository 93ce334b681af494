"""Two pieces of one thing told by their total length and how much longer one is, the longer
or the shorter asked (reader/equations.read_pieces_pair, replayed and proven as a number pair
in the unit told)."""

from fractions import Fraction

from tests.outcomes import shape_tests

ANSWERED = [
    ("Ivo has two pieces of wire. One piece is 4 feet longer than the other. The total length of "
     "the two pieces is 20 feet. How long is the shorter piece?", 8, "feet"),
    ("Ivo has two pieces of wire. One piece is 4 feet longer than the other. The total length of "
     "the two pieces is 20 feet. How long is the longer piece?", 12, "feet"),
    ("Nadia had two pieces of ribbon. One piece is 3 meters shorter than the other. The two "
     "pieces are 15 meters long. What is the length of the longer piece?", 9, "meters"),
    ("There are two pieces of pipe in the shed. The total length of the two pieces is 11 yards. "
     "One piece is 2 yards longer than the other. Find the length of the shorter piece.",
     Fraction(9, 2), "yards"),
    # the total told as the length of the thing cut in two
    ("Lola cuts a 30 inch ribbon into two pieces. One piece is 6 inches shorter than "
     "the other. How long is the longer piece?", 18, "inches"),
    ("A 14-meter cable is cut into two pieces. One piece is 2 meters longer than the other. What "
     "is the length of the shorter piece?", 6, "meters"),
    # one piece a multiple of the other
    ("A 24 foot plank is cut into two pieces. One piece is twice as long as the other. How long "
     "is the longer piece?", 16, "feet"),
    ("Ivo has two pieces of wire. One piece is 4 times as long as the other. The total length of "
     "the two pieces is 30 feet. How long is the shorter piece?", 6, "feet"),
]

REFUSED = [
    # the lengths in two units: no conversion
    "Ivo has two pieces of wire. One piece is 4 feet longer than the other. The total length of "
    "the two pieces is 20 inches. How long is the shorter piece?",
    # a piece of no length
    "Ivo has two pieces of wire. One piece is 20 feet longer than the other. The total length of "
    "the two pieces is 20 feet. How long is the shorter piece?",
    # "the other piece": which one?
    "Ivo has two pieces of wire. One piece is 4 feet longer than the other. The total length of "
    "the two pieces is 20 feet. How long is the other piece?",
    # another number in the opening
    "Ivo had 3 spools and two pieces of wire. One piece is 4 feet longer than the other. The two "
    "pieces are 20 feet long. How long is the longer piece?",
    # the thing cut told in another unit, or with no length, or not a thing of length
    "A 14-meter cable is cut into two pieces. One piece is 2 feet longer than the other. What is "
    "the length of the shorter piece?",
    "Lola cuts a cable into two pieces. One piece is 2 meters longer than the other. What is the "
    "length of the shorter piece?",
    "Lola cuts a cake 14 inches long into two pieces. One piece is 2 inches longer than the "
    "other. What is the length of the shorter piece?",
    # "as long as" (no longer one) and "half as long" are not read here
    "Ivo has two pieces of wire. One piece is as long as the other. The total length of the two "
    "pieces is 30 feet. How long is the shorter piece?",
    # both asked
    "Ivo has two pieces of wire. One piece is 4 feet longer than the other. The total length of "
    "the two pieces is 20 feet. How long are the pieces?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
