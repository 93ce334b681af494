"""A pace of giving to someone ("He gives 3 plums to his niece each day"), read as the giver's
holding shrinking, answers how long the holding lasts as a pace of using up does (s29-giving).
Texts invented for these tests."""

from __future__ import annotations

from tests.outcomes import shape_tests

ANSWERED = [
    ("Rex has 28 plums. He gives 4 plums to his niece each day. How many days will the plums last?",
     7, "days"),
    ("Rex has 28 plums. Each day he gives his niece 4 plums. How many days will the plums last?",
     7, "days"),
    ("Rex has 28 plums. He gives Lena 4 plums a day. How many days will the plums last?",
     7, "days"),
    ("Rex has 28 plums. He gives away 4 plums each day. How many days will the plums last?",
     7, "days"),
    ("Ivy has 36 cards. She sends 4 cards to her uncle every week. How many weeks will the cards last?",
     9, "weeks"),
    ("Rex has 28 plums. He gives 4 plums to his niece each day. How many plums does he give in 3 days?",
     12, "plums"),
]

REFUSED = [
    # the count does not divide: never rounded
    "Rex has 29 plums. He gives 4 plums to his niece each day. How many days will the plums last?",
    # two paces on one stock
    "Rex has 28 plums. He gives 4 plums to his niece each day. He eats 2 plums a day. "
    "How many days will the plums last?",
    # the recipient gives back
    "Rex has 28 plums. He gives 4 plums to his niece each day. His niece gives him 1 plum each day. "
    "How many days will the plums last?",
    # the start is unknown
    "Rex has some plums. He gives 4 plums to his niece each day. How many days will the plums last?",
    # the giver is not the holder: the recipient's plums grow
    "Lena has 28 plums. Rex gives Lena 4 plums each day. How many days will the plums last?",
    # a group of recipients: each one's, or all of theirs?
    "Rex has 28 plums. He gives 4 plums to his nieces each day. How many days will the plums last?",
    # lending keeps the owning
    "Rex has 28 plums. He lends 4 plums to his niece each day. How many days will the plums last?",
    # a pace of getting beside: the stock grows too
    "Rex has 28 plums. He gives 4 plums to his niece each day. He buys 2 plums each day. "
    "How many days will the plums last?",
    # a beast that yields is no giver of its own
    "Rex has 28 eggs. His hen gives him 2 eggs every day. How many days will the eggs last?",
    # the recipient's holding told beside: whose plums are asked?
    "Rex has 28 plums. His niece has 6 plums. He gives 4 plums to his niece each day. "
    "How many days will the plums last?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
