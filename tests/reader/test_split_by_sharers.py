"""People counted as the subject part a whole among themselves ("5 girls split 23 ribbons"), and
a clause that says what each part should get ("Each girl should get the same number of
ribbons"): the parts of a share told before are equal, so what is left over is the rest of
the division. Every case is in our own words; an answer fails when the shape is no longer
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
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
