"""The rest of a kind parted, told in the passive or named with its kind: "The rest were put
into 5 boxes", "The rest of the pens were packed into bags of 6", "The remaining pens were
split into 4 piles", "He put the remaining pens into 5 cups" (`shares._rest_of_the_kind_parted`),
read as "He put the rest into 5 boxes" is: what the one holder has left after losing or giving
some. Every case is in our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Ivo had 58 pens. He lost 28. The rest were put into 5 boxes. How many pens are in each box?",
     6, "pens"),
    ("Ivo had 58 pens. He gave 28 of them to Lu. The rest were put into 5 boxes equally. How many "
     "pens were in each box?", 6, "pens"),
    ("Ivo had 58 pens. He lost 28. The rest were put into boxes with 6 in each box. How many boxes "
     "did he use?", 5, "boxes"),
    ("Ivo had 125 figs. He ate 5 figs. The rest of the figs were packed into 8 bags. How many figs "
     "are in each bag?", 15, "figs"),
    ("Ivo had 125 figs. He ate 5 figs. The remaining figs were packed into bags of 15 each. How "
     "many bags are there?", 8, "bags"),
    ("Ivo had 125 figs. He ate 5 figs. He packed the remaining figs into 8 bags. How many figs are "
     "in each bag?", 15, "figs"),
    ("There are 30 kids. 6 kids went home. The remaining kids were split into 4 teams. How many "
     "kids are on each team?", 6, "kids"),
    ("There are 30 kids. 6 kids went home. The rest of the kids were split into 4 teams. How many "
     "kids are on each team?", 6, "kids"),
    ("Ivo had 58 red pens. He lost 28 red pens. The rest of the pens were put into 5 boxes. How "
     "many pens are in each box?", 6, "pens"),
])
def test_rest_parted(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # nothing was taken from the figs: the rest of what?
    "Ivo had 125 figs. The remaining figs were packed into 5 bags. How many figs are in each bag?",
    "Ivo had 125 figs and 30 plums. He ate 5 figs. The rest of the plums were packed into 5 bags. "
    "How many plums are in each bag?",
    "Ivo had 125 figs and 30 plums. He ate 5 figs. The remaining plums were packed into 5 bags. How "
    "many plums are in each bag?",
    # the rest of the figs, or of the plums too?
    "Ivo had 125 figs and 30 plums. He ate 5 figs. The rest were packed into 8 bags. How many figs "
    "are in each bag?",
    # two holders each left with a rest
    "Ivo had 58 pens. Lu had 40 pens. Ivo lost 28. Lu lost 10. The rest were put into 5 boxes. How "
    "many pens are in each box?",
    # not a whole number in each box
    "Ivo had 58 pens. He lost 28. The rest were put into 7 boxes. How many pens are in each box?",
    # kids and adults: the rest of whom?
    "There are 30 kids and 5 adults. 6 kids went home. The rest were split into 4 teams. How many "
    "kids are on each team?",
])
def test_rest_parted_refused(text: str) -> None:
    assert_refuses(text)


@pytest.mark.parametrize(("text", "value", "unit"), [
    # where the counted parts are counts nothing
    ("Ivo had 20 plums. He split them into 4 piles on the table. How many plums are in each pile?",
     5, "plums"),
    ("Ivo had 119 cards. If he is to give the cards equally to the 9 houses in the village, how "
     "many cards will he have left?", 2, "cards"),
])
def test_parts_placed(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # parts named by "the" are the parts the story counts, and it counts none
    "Ivo has 98 mugs. He put them on the shelves. Each shelf can hold 7 mugs. How many shelves did "
    "he fill?",
    # a place that is someone's, not "the" place
    "Ivo had 20 plums. He shared them equally among his 4 friends at school. How many plums did "
    "each friend get?",
])
def test_parts_placed_refused(text: str) -> None:
    assert_refuses(text)
