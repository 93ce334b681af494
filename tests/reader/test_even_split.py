"""The fewest more things that let a whole be split evenly among a counted set of parts:
"Ana has 20 pens. She wants each of her 6 friends to get the same number of pens. How many more
pens does she need?" (24 is the next whole split: 4 more). Each case is in our own words; an
answer case fails when the shape is no longer read, a refusal case when it is read without what
makes it certain (the evenness wished, every part named by it, the whole all there is)."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Omar has 50 marbles. He wants each of his 8 cousins to get the same number of marbles. "
     "How many more marbles does he need?", 6, "marbles"),
    ("Omar has 50 marbles. He wants to put the same number of marbles in each of his 8 jars. How "
     "many more marbles does he need?", 6, "marbles"),
    ("A bakery made 100 rolls for 7 tables. If each table should get an equal number of rolls, "
     "at least how many more rolls are needed?", 5, "rolls"),
    ("There are 41 chairs. The host wants to put them in 4 rows with each having the same number "
     "of chairs. How many more chairs would he need?", 3, "chairs"),
    ("A club had 9 teams and bought 70 shirts for them. If it wanted to give each team the same "
     "number of shirts, how many more should it buy so it does not have any extra?", 2, "shirts"),
]

REFUSED = [
    # the whole already splits evenly: none is short
    "Omar has 48 marbles. He wants each of his 8 cousins to get the same number of marbles. "
    "How many more marbles does he need?",
    # one more part beside the counted ones
    "Omar has 50 marbles. He wants each of his 8 cousins and his aunt to get the same number of "
    "marbles. How many more marbles does he need?",
    # the evenness told done, not wished
    "Omar has 50 marbles. He gave each of his 8 cousins the same number of marbles. How many "
    "more marbles does he need?",
    # more marbles got, how many untold
    "Omar had 50 marbles. He bought marbles at a fair. He wants each of his 8 cousins to get the "
    "same number of marbles. How many more marbles does he need?",
    # the same number as someone else's
    "Omar has 50 marbles. He wants each of his 8 cousins to get the same number of marbles as "
    "his sister. How many more marbles does he need?",
    # what was bought asked, not what is short
    "Omar has 50 marbles. He wants each of his 8 cousins to get the same number of marbles. How "
    "many more marbles did he buy?",
    # another person's need
    "Omar has 50 marbles. He wants each of his 8 cousins to get the same number of marbles. How "
    "many more marbles does his cousin need?",
    # the marbles are Omar's, the cousins Lena's: whose need?
    "Omar has 50 marbles and Lena has 8 cousins. Lena wants each cousin to get the same number of "
    "marbles. How many more marbles does Lena need?",
    # the parts not the ones counted
    "Omar has 50 marbles and 8 cousins. He wants to fill jars with the same number of marbles "
    "each. How many more marbles does he need?",
    # a share told: no evenness to find
    "Omar has 50 marbles. He wants each of his 8 cousins to get 7 marbles. How many more "
    "marbles does he need?",
    # the parts' own kin, never counted
    "Omar has 50 marbles. He wants each of his 8 cousins' friends to get the same number of "
    "marbles. How many more marbles does he need?",
    # a second evenness over bags never counted
    "Omar has 50 marbles. He wants each of his 8 cousins to get the same number of marbles in each "
    "bag. How many more marbles does he need?",
    # the cousins give, not get
    "Omar has 50 marbles. He wants each of his 8 cousins to give him the same number of marbles. "
    "How many more marbles does he need?",
    # the cousins bring marbles of their own: nothing of Omar's is handed out
    "Omar has 50 marbles. He wants each of his 8 cousins to bring the same number of marbles. "
    "How many more marbles does he need?",
    # a borrowing from each: the marbles go the other way
    "Omar has 50 marbles. He wants to borrow the same number of marbles from each of his 8 "
    "cousins. How many more marbles does he need?",
    # a split with someone besides the parts counted
    "Omar has 50 marbles. He wants to share the marbles with his aunt so each of his 8 cousins gets "
    "the same number of marbles. How many more marbles does he need?",
    # "they" never told
    "Omar has 50 marbles. He wants each of his 8 cousins to get the same number of marbles. How "
    "many more marbles do they need?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
