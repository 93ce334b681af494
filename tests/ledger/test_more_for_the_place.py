"""More of what a place holds, got by someone who holds none of it ("There were 5 pears in the
bowl. Lia picked some more pears. Now there are 11 pears in the bowl."): the picking is a gain
of the bowl's, done by Lia. A doing asked of a group whose holding alone tells it ("They had 9
left. How many did they sell?") is read as one person's would be, when the story tells no one
doing it."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("There were 5 pears in the bowl. Lia picked some more pears. Now there are 11 pears in the "
     "bowl. How many pears did Lia pick?", 6, "pears"),
    ("There were 9 shells in the jar. Omar found more shells. There are now 30 shells "
     "in the jar. How many shells did he find?", 21, "shells"),
    ("There were 4 tulips in the pot. Wen picked some more tulips from his yard. Now there are 13 "
     "tulips in the pot. How many tulips did Wen pick?", 9, "tulips"),
    ("Pia and Rex bought 70 paper cups. They had 12 paper cups left. How many paper cups did Pia "
     "and Rex use?", 58, "paper cups"),
]

REFUSED = [
    # two places hold the kind: which one got them?
    "There were 5 pears in the bowl and 3 pears in the bag. Lia picked some more pears. Now there "
    "are 11 pears in the bowl. How many pears did Lia pick?",
    # told again of another place
    "There were 5 pears in the bowl. Lia picked some more pears. Now there are 11 pears in the "
    "bag. How many pears did Lia pick?",
    # someone else added some in between
    "There were 5 pears in the bowl. Lia picked some more pears. Tom put 2 pears in the bowl. Now "
    "there are 11 pears in the bowl. How many pears did Lia pick?",
    # she held some of her own: more than hers, or than the bowl's?
    "There were 5 pears in the bowl. Lia had 2 pears. She picked some more pears. Now there are 11 "
    "pears in the bowl. How many pears did she pick?",
    # a number picked: the bowl's new count need not be all of them
    "There were 5 pears in the bowl. Lia picked 4 more pears. Now there are 11 pears in the bowl. "
    "How many pears does Lia have?",
    # another kind got
    "There were 5 pears in the bowl. Lia picked some more plums. Now there are 11 pears in the "
    "bowl. How many plums did Lia pick?",
    # fewer now: no picking makes fewer
    "There were 5 pears in the bowl. Lia picked some more pears. Now there are 3 pears in the "
    "bowl. How many pears did Lia pick?",
    # the group's doing is told of one member only
    "Pia and Rex bought 70 cups. Rex sold 20 cups. They had 12 cups left. How many cups did they "
    "sell?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
