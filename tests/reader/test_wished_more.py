"""More of a doing wanted ("She wants to buy 6 more pens.") is read as "If she buys 6 more
pens." says it: a supposition the question asked right after rests on, when that question asks
what would be ("How many pens would she have then?"). Asked of what is, or with any statement
between, it is not read. Each case is in our own words; an answer case fails when the shape is
no longer read, a refusal case when it is read without what would make it certain."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Odile has 31 stamps. She wants to buy 9 more stamps. How many stamps would Odile have then?",
     40, "stamps"),
    ("Odile has 31 stamps. She plans to collect 9 more. How many stamps would she have?", 40, "stamps"),
    ("Odile has 31 stamps. She hopes to give away 9 more. How many stamps would she have then?",
     22, "stamps"),
]

REFUSED = [
    # asked of now: the 9 are only wanted, not yet got
    "Odile has 31 stamps. She wants to buy 9 more stamps. How many stamps does she have?",
    # a doing told after the one wanted: before it, or after?
    "Odile has 31 stamps. She wants to buy 9 more stamps. She loses 3. How many stamps would she have?",
    # wanted by someone else, for another
    "Odile has 31 stamps. She wants to buy 9 more stamps for Remy. How many stamps would she have?",
    # a supposition of the question's own: besides the doing wanted, or instead of it?
    "Odile has 31 stamps. She wants to buy 9 more stamps. How many stamps would she have if she lost 4?",
    # the want denied
    "Odile has 31 stamps. She does not want to buy 9 more stamps. How many stamps would she have?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
