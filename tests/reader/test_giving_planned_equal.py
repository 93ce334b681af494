"""A giving planned and then said to be equal for everyone: "has 48 pens to give away to her 6
cousins … if she gives everyone the same number of pens" (`frames._gained_to_give`,
`shares._ought_equal`, `state._told_equal`)."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value"), [
    ("Ann has 48 pens to give away to her six cousins. How many will each receive if she gives "
     "everyone the same number of pens?", 8),
    ("Ann has 48 pens to give to her six cousins. How many will each receive if she gives "
     "everybody the same number of pens?", 8),
    ("Ann has 48 pens to give away to her 6 cousins. She wants to give everyone the same number "
     "of pens. How many pens will each cousin get?", 8),
    # what the equal parts leave over, as after "each cousin the same number"
    ("Ann has 50 pens to give away to her six cousins. How many will she have left if she gives "
     "everyone the same number of pens?", 2),
])
def test_everyone_given_the_same(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", [
    # no share among people told before: "everyone" is whom?
    "Ann has 48 pens. She has 6 cousins. How many will each receive if she gives everyone the "
    "same number of pens?",
    # parts that are no people
    "Ann has 48 pens to put into 6 boxes. If she gives everyone the same number of pens, how "
    "many will each box get?",
    # another kind than the one shared
    "Ann has 48 pens to give away to her 6 cousins. How many will each get if she gives "
    "everyone the same number of cups?",
    # not exact: each gets no whole number of pens
    "Ann has 50 pens to give away to her six cousins. How many will each receive if she gives "
    "everyone the same number of pens?",
    # "gives away" with no plan and no "equally": all to one cousin?
    "Ann has 48 pens to give away to her six cousins. How many will each receive?",
])
def test_everyone_refused(text: str) -> None:
    assert_refuses(text)


@pytest.mark.parametrize(("text", "value"), [
    # a parting planned said of the things, in the passive
    ("Ann has 210 books to be distributed equally on the 10 shelves. How many books will each "
     "shelf contain?", 21),
    ("Ann has 212 books to be split equally into 10 boxes. How many books will be left over?", 2),
    # "in each of the albums" asks what "in each album" asks
    ("Ann has 30 pens. She put them into 5 boxes with the same number in each box. How many pens "
     "are in each of the boxes?", 6),
])
def test_parts_said_otherwise(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", [
    "Ann has 212 books to be distributed equally on the 10 shelves. How many books will each "
    "shelf contain?",
    # a passive of no parting
    "Ann has 210 books to be read by 10 students. How many books will each student read?",
    # parts the story does not part into
    "Ann has 30 pens. She put them into 5 boxes with the same number in each box. How many pens "
    "are in each of the bags?",
    # boxes of two holders: which boxes?
    "Ann has 30 pens. She put them into 5 red boxes with the same number in each box. Bo has 3 "
    "blue boxes. How many pens are in each of the boxes?",
    # the size was told: the question asks a given
    "Ann has 30 pens. She put them into boxes with 6 in each box. How many pens are in each of "
    "the boxes?",
])
def test_parts_said_otherwise_refused(text: str) -> None:
    assert_refuses(text)


@pytest.mark.parametrize(("text", "value"), [
    # "How many … can she give to each of her N …?": an equal giving of all she has, supposed
    ("Ann has 18 pens. How many pens can she give to each of her two cousins?", 9),
    ("Ann bought 18 pens. How many pens could she give to each of her 3 friends?", 6),
    ("Ann has 18 pens and 6 cups. How many pens can she give to each of her two cousins?", 9),
])
def test_can_give_to_each(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", [
    # not exact
    "Ann has 19 pens. How many pens can she give to each of her two cousins?",
    # another giver, who holds none of them
    "Ann has 18 pens. How many pens can Bo give to each of his two cousins?",
    # a giving told as done is no supposition (all to each? how many?)
    "Ann has 18 pens. How many pens did she give to each of her two cousins?",
    # a kind she does not hold
    "Ann has 18 pens. How many cups can she give to each of her two cousins?",
])
def test_can_give_to_each_refused(text: str) -> None:
    assert_refuses(text)
