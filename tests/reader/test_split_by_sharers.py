"""People counted as the subject part a whole among themselves ("5 girls split 23 ribbons"), and
a clause that says what each part should get ("Each girl should get the same number of
ribbons", "She wants each box to have the same number", "If she gives each friend the same
amount"): the parts of a share told before are equal, so what is left over (or extra) is the
rest of the division. Every case is in our own words; an answer fails when the shape is no longer
read, a refusal when it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("5 girls split 23 ribbons. Each girl should get the same number of ribbons. How many "
     "ribbons are left over?", 3),
    ("5 girls split 23 ribbons evenly. How many ribbons will be left?", 3),
    ("5 girls split 25 ribbons. Each girl should get the same number of ribbons. How many "
     "ribbons are left over?", 0),
    ("5 girls split 25 ribbons equally. How many ribbons does each girl get?", 5),
    ("4 boys split 30 marbles among themselves equally. How many marbles are left over?", 2),
    # the clause that says the parts are equal makes a division with no "equally" fair
    ("Ivy has 23 ribbons. She divides them among her 5 friends. Each friend should get the same "
     "number of ribbons. How many ribbons does Ivy have left?", 3),
    # the same, wished or supposed by the one who shares
    ("Ivy has 23 ribbons. She divides them among her 5 friends. She wants to give each friend the "
     "same number of ribbons. How many ribbons are left over?", 3),
    ("Ivy has 23 ribbons. She divides them among 5 boxes. If she wants each box to have the same "
     "number of ribbons, how many ribbons are left over?", 3),
    ("Ivy has 23 ribbons. She divides them among 5 boxes. If she wanted to make sure each box had "
     "the same number of ribbons, how many ribbons are left over?", 3),
    ("Ivy has 23 ribbons. She divides them among her 5 friends. If she gives each friend the same "
     "amount, how many ribbons are left over?", 3),
    ("Ivy has 25 ribbons. She divides them among 5 boxes. If she wants each box to have the same "
     "number of ribbons, how many ribbons does each box get?", 5),
    # what is extra after an equal share is what is left over
    ("A shop has 582 letters it wants to split between 7 trucks. How many extra letters will it "
     "have if it gives each truck the same amount?", 1),
    ("Ivy has 23 ribbons. She divides them equally among 5 boxes. How many extra ribbons does she "
     "have?", 3),
    # a giving planned with a holding or a gain, or things to be used to make parts: equal parts
    # only when told so after
    ("George bought 17 kites to give to 5 of his friends. If he wants to give each friend the "
     "same amount, how many kites would he have left over?", 2),
    ("George had 17 kites to give to his 5 friends. If he wants to give each friend the same "
     "amount, how many kites would he have left over?", 2),
    ("George bought 15 kites to give to 5 of his friends. If he wants to give each friend the "
     "same amount, how many kites does each friend get?", 3),
    ("Rita wants to use 31 shells to make 4 bracelets. If she wants each bracelet to have the "
     "same number of shells, how many shells will she have left over?", 3),
    ("Rita wants to use 32 shells to make 4 bracelets. If she wants each bracelet to have the "
     "same number of shells, how many shells will each bracelet have?", 8),
    # things to put on parts of one's own, sized after: what is extra is what fills no part
    ("A cafe had 11 slices of ham to put on its pizzas. If each pizza got 2 slices, how many extra "
     "slices of ham would it have?", 1),
    ("A cafe had 12 slices of ham to put on its pizzas. If each pizza got 2 slices, how many extra "
     "slices of ham would it have?", 0),
]

REFUSED = [
    # "split" alone: equal parts, or any?
    "5 girls split 23 ribbons. How many ribbons are left over?",
    # the size asked: with a rest, each girl's share is no whole number the text decides
    "5 girls split 23 ribbons. Each girl should get the same number of ribbons. How many ribbons "
    "does each girl get?",
    # what each should get is of another kind, or of other parts: no share told of them
    "5 girls split 23 ribbons. Each girl should get the same number of bows. How many ribbons "
    "are left over?",
    "5 girls split 23 ribbons. Each boy should get the same number of ribbons. How many ribbons "
    "are left over?",
    # no sharing told: the clause says what should be of no share, and nothing is left of one
    "There are 30 pens and 4 students. Each student should get the same number of pens. How many "
    "pens will be left?",
    "Ann has 30 pens. Each student should get the same number of pens. How many pens will be "
    "left?",
    # a whole held by someone else too: whose are the ribbons split?
    "Ann has 5 ribbons. 6 girls split 40 ribbons equally. How many ribbons are left over?",
    # "them" after two holders
    "Ivy has 23 ribbons and Mo has 10 ribbons. She splits them among 5 friends. Each friend "
    "should get the same number of ribbons. How many ribbons are left over?",
    # a wish of someone who shares nothing says nothing of the share
    "Ivy has 23 ribbons. She divides them among 5 boxes. Mo wants each box to have the same "
    "number of ribbons. How many ribbons are left over?",
    # a wish of other parts, or of another kind
    "Ivy has 23 ribbons. She divides them among 5 boxes. If she wants each bag to have the same "
    "number of ribbons, how many ribbons are left over?",
    "Ivy has 23 ribbons. She divides them among 5 boxes. If she wants each box to have the same "
    "number of bows, how many ribbons are left over?",
    # "at least": no equal parts said
    "Ivy has 23 ribbons. She divides them among 5 boxes. If she wants each box to have at least 4 "
    "ribbons, how many ribbons are left over?",
    # "extra" with no share: beyond a need, beside another's, or nothing at all
    "Ivy needs 10 ribbons. She has 23 ribbons. How many extra ribbons does she have?",
    "Ivy has 23 ribbons. Mo has 20 ribbons. How many extra ribbons does Ivy have?",
    "Ivy has 23 ribbons. She gave 5 to Mo. How many extra ribbons does she have?",
    # a giving planned, or things used to make parts, with no equal parts told
    "George bought 17 kites to give to 5 of his friends. How many kites would he have left over?",
    "George bought 15 kites to give to 5 of his friends. How many kites does each friend get?",
    "Rita wants to use 31 shells to make 4 bracelets. How many shells will she have left over?",
    "Rita used 32 shells to make 4 bracelets. How many shells are in each bracelet?",
    # more held than is used: what is left over of all she has is not told
    "Rita has 40 shells. She wants to use 31 shells to make 4 bracelets. If she wants each "
    "bracelet to have the same number of shells, how many shells will she have left over?",
    # parts of one's own sized after: how many is not exact
    "A cafe had 11 slices of ham to put on its pizzas. If each pizza got 2 slices, how many pizzas "
    "would it have?",
    # parts of someone named: counted by that one, maybe
    "A cafe had 11 slices of ham to put on Bo's pizzas. If each pizza got 2 slices, how many extra "
    "slices of ham would it have?",
    # "at most" is no size of each part
    "A cafe had 11 slices of ham to put on its pizzas. If each pizza got at most 2 slices, how "
    "many extra slices of ham would it have?",
    # "at least" is no equal parts
    "George bought 17 kites to give to his 5 friends. If he wants to give each friend at least 3 "
    "kites, how many kites would he have left over?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
