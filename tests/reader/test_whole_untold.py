"""A share said before its whole: "Half of the plums are ripe" opening a story is a share of all
the plums, how many left untold, held by no one named; a later "There are 40 plums" tells that
whole (an observation of the same holding), and the parts follow from it. Each case is in our own
words; an answer case fails when the shape is no longer read, a refusal case when it is read
without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Half of the plums are ripe. There are 40 plums. How many plums are ripe?", 20, "plums"),
    ("A quarter of the plums are ripe and the rest are green. There are 40 plums. How many plums "
     "are green?", 30, "plums"),
    ("30% of the kites are red. If there are 50 kites, how many kites are red?", 15, "kites"),
    ("Half of the plums are ripe. There are 40 plums and 10 figs. How many ripe plums are there?",
     20, "ripe plums"),
]

REFUSED = [
    # the whole is never told
    "Half of the plums are ripe. How many plums are ripe?",
    # the plums told are someone's, or in a place: all of them, or some?
    "Half of the plums are ripe. Ann has 40 plums. How many plums are ripe?",
    "Half of the plums are ripe. There are 40 plums in the bowl. How many plums are ripe?",
    # two wholes told
    "Half of the plums are ripe. There are 40 plums. There are 50 plums. How many plums are ripe?",
    # half of 41 is no whole count
    "Half of the plums are ripe. There are 41 plums. How many plums are ripe?",
    # no "rest": a plum may be ripe and green, or neither
    "A quarter of the plums are ripe. 30 of the plums are green. How many plums are there?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_whole_untold_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_whole_untold_refused(text: str) -> None:
    assert_refuses(text)
