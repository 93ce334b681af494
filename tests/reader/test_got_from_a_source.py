"""A getting whose doer is the one it goes to, told with where it came from ("picked 12 plums
from her tree", "bought 6 pens from Ida"), is the doer's getting as one told with no source
is: a first one may start the doer's holding from none. Each case is in our own words; an
answer case fails when the shape is no longer read, a refusal case when it is read without
what would make it certain."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Lina picked 15 plums from her tree. She ate 4 of them. How many plums does Lina have?", 11, "plums"),
    ("Omar bought 9 stamps from Ida. He gave 2 stamps to Ben. How many stamps does Omar have?", 7, "stamps"),
    # the source's own holding told: the source loses what went
    ("Ida had 30 stamps. Omar bought 9 stamps from Ida. How many stamps does Ida have?", 21, "stamps"),
    # told held before: the getting adds to it
    ("Lina had 3 plums. She picked 15 plums from her tree. How many plums does she have?", 18, "plums"),
    # asked of the time before it: the getting adds to what was held, not from none
    ("Omar bought 9 stamps from Ida. He has 20 stamps now. How many stamps did he have before?", 11,
     "stamps"),
]

REFUSED = [
    # got for someone else: his, or hers? (as with no source told)
    "Kai picked 12 figs from his tree for Mona. How many figs does Kai have?",
    "Kai bought 12 figs from Ida for Mona. He ate 2 of them. How many figs does Kai have?",
    # what the tree held is never told
    "Lina picked 15 plums from her tree. How many plums are left on the tree?",
    # a pronoun that may be the source or the getter
    "Lina picked 15 plums from Eva. She ate 4 of them. How many plums does Eva have?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
