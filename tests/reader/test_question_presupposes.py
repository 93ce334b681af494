"""What a question presupposes, read into which readings it is asked of: "How many more does
she need?" is asked of someone a need was told of, not of whoever else "she" could be; "How
many did he buy?" after "he bought some" lets the holding start from none at that purchase,
where the other reading (some held before) leaves no one answer. A question that asks of the
time before the purchase ("at first") never takes that none as told. "the last" before a verb
is the last one, as "the first" is the first. Each case is in our own words; an answer case
fails when the shape is no longer read, a refusal case when it is read without what would
make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # "he" may be the brother too, but no need of his is told: the need asked is Ravi's
    ("Ravi needs 30 tiles. He has 12 tiles. His brother has 7 tiles. How many more tiles does "
     "he need?", 18),
    # a first purchase of an untold amount, asked about: the holding started there
    ("Omar bought some rolls. He ate 4 of them. Now he has 9 rolls left. How many rolls did Omar "
     "buy?", 13),
    ("Lena picked some plums for a pie. During the party six were eaten. Now she has 10 plums left. How "
     "many plums did Lena pick?", 16),
    # a want told first holds nothing: the first gain after it may still start the holding
    ("Ines needs 50 points to win a prize. She scored 20 points on Monday. She scored 12 more "
     "points on Tuesday. How many more points does Ines need?", 18),
    # "the last" names the last thing weighed, never the one before it again
    ("Kai weighed some melons. The first weighed 3 pounds. The second weighed 5 pounds and the "
     "last weighed 2 pounds. How much did the second weigh?", 5),
    # a multiple of a told count is no untold amount: its holding starts from none as told ones do
    ("Mia picks 4 plums and 3 times as many figs as plums. She gives 2 figs to her brother and eats "
     "half the remaining figs. How many figs does she have left?", 5),
]

REFUSED = [
    # the holding before the purchase is never told: "at first" has no answer
    "Omar bought some rolls. He ate 4 of them. Now he has 9 rolls left. How many rolls did he have "
    "at first?",
    # a need of the one named is never told
    "Ravi needs 30 tiles. Dev has 12 tiles. How many more tiles does Dev need?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
