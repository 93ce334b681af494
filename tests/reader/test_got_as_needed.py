"""`How many vans should (must) be rented / bought?`: parts got as they ought to be, with no one
named, asked as `How many vans are needed?` (rounded up only where the share allows it)."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("A van can carry 12 kids. 100 kids are going to the zoo. How many vans should be rented?", 9, "vans"),
    ("A van can carry 12 kids. 100 kids are going to the zoo. How many vans must be hired?", 9, "vans"),
    ("A crate can hold 14 jars. There are 100 jars. How many crates should be bought?", 8, "crates"),
    ("Cups come in packs of 8. Lou needs 50 cups. How many packs should be bought?", 7, "packs"),
    # the least more that parts a whole exactly, as "How many more are needed?" asks
    ("A club buys 100 balls. If it wants to share them equally among 8 teams, how many more balls "
     "should be purchased?", 4, "balls"),
]

REFUSED = [
    # vans held already: the rest, or all?
    "A van can carry 12 kids. 100 kids are going to the zoo. The school has 2 vans. "
    "How many vans should be rented?",
    # an active question with its own subject, a negation, a done renting: not read so
    "A van can carry 12 kids. 100 kids are going to the zoo. How many vans should they rent?",
    "A van can carry 12 kids. 100 kids are going to the zoo. How many vans should not be rented?",
    "A van can carry 12 kids. 100 kids are going to the zoo. How many vans were rented?",
    # an amount held, not needed, is no whole of packs
    "Cups come in packs of 8. Lou has 50 cups. How many packs should be bought?",
    # parts not told equal: nothing more is needed
    "A club buys 100 balls. If it wants to share them among 8 teams, how many more balls should be bought?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
