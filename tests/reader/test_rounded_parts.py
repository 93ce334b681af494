"""Counts of parts rounded as the question's words say: up for the parts needed to hold all of
a whole, down for the full parts one can make. The step that rounds names the way and cites
the words that call for it; the whole a question says again is held to the one told."""

import pytest

from tests.outcomes import assert_answers
from wordproof import Answer, solve

ANSWERED = [
    # "all N things": the whole said again with its count; a place after it says where they go
    ("There are 50 campers. Each canoe holds 4 campers. How many canoes are needed to take all "
     "50 campers across the lake?", 13, "canoes"),
    ("The farm has 40 sacks. Each wagon can carry 9 sacks. How many wagons are needed to bring "
     "all the sacks to the barn?", 5, "wagons"),
    ("63 fans are going to the game. 8 fans can ride in each van. How many vans are needed to "
     "get all 63 fans to the game?", 8, "vans"),
    # an amount to be held by parts that hold it: the parts needed for all of it
    ("A memory card can hold 16 songs. Rosa needs to store 90 songs. How many memory cards does "
     "she need?", 6, "memory cards"),
    ("A cart can carry 7 crates. The crew has to carry 45 crates. How many carts do they need?", 7,
     "carts"),
    # what things come in, told with the size in each
    ("Omar needs 50 balloons. Balloons come in packs with 6 balloons in each pack. How many packs "
     "does he need to buy?", 9, "packs"),
    ("Omar needs 40 cans of beans. The beans come in crates with 12 cans in each crate. How many "
     "crates does he need to buy?", 4, "crates"),
    # a share whose rest the sharer keeps: each part whole things, as many as go to all alike
    ("Mia split 23 marbles between 5 cousins and kept the rest. How many marbles did each cousin "
     "get?", 4, "marbles"),
    ("Mia had 23 marbles. She shared them equally among 5 cousins and kept the leftovers. How "
     "many marbles did each cousin get?", 4, "marbles"),
    ("Mia had 23 marbles. She put them into bags of 6 and kept the remainder. How many bags did "
     "she fill?", 3, "bags"),
    # "a" with a need told in the past: one store's need then, no portion of any store
    ("A bakery needed 90 rolls. Each tray has 8 rolls. How many trays did the bakery need?", 12,
     "trays"),
    ("A shop needed 50 cans of corn. If each crate has 6 cans in it, how many crates will it need "
     "to buy?", 9, "crates"),
    # "complete" before the things counted is an adjective, as "full" is: the parts made whole
    ("Ivo has 100 tiles. Each mosaic uses 15 tiles. How many complete mosaics can Ivo make?", 6,
     "complete mosaics"),
    ("Ivo has 100 tiles. He packs them into crates of 15. How many complete crates can he make?", 6,
     "complete crates"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_rounded_parts_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # made, not can make: how many he made is not told
    "Ivo has 100 tiles. Each mosaic uses 15 tiles. How many complete mosaics did Ivo make?",
    # jars of what? the story counts no jars of beans
    "Omar needs 40 cans of beans. The beans come in crates with 12 jars in each crate. How many "
    "crates does he need to buy?",
    # parts not asked as needed: the last one may be part-filled, or some not used at all
    "A cart can carry 7 crates. The crew has to carry 45 crates. How many carts do they use?",
    # every box has 8: 50 pens fill no whole number of them
    "Each box has 8 pens. Tom needs to carry 50 pens. How many boxes does he need?",
    # a share with a rest and nothing said of it: each part is not said to get whole things
    "Mia had 23 marbles. She shared them equally among 5 cousins. How many marbles did each "
    "cousin get?",
    # a keeping after a giving that parts nothing is no rounding
    "Mia had 23 marbles. She gave 5 marbles to Bo and kept the rest. How many marbles did each "
    "cousin get?",
    # a need told in the present of "a" thing is what any one takes: no bakery is counted
    "A bakery needs 90 rolls. Each tray has 8 rolls. How many trays does the bakery need?",
    # the need of one, beside a holding of the kind: the trays are for which?
    "A bakery needed 90 rolls. It has 20 rolls. Each tray has 8 rolls. How many trays does it need?",
    # the count said again is not the one told
    "There are 50 campers. Each canoe holds 4 campers. How many canoes are needed to take all "
    "45 campers across the lake?",
    # the count said again is the first one told, but more came after it
    "Ann has 30 pens. She bought 6 more pens. Each box holds 8 pens. How many boxes are needed "
    "to pack all 30 pens?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_rounded_parts_refused(text: str) -> None:
    assert not isinstance(solve(text), Answer)


CITED = [
    ("There are 50 campers. Each canoe holds 4 campers. How many canoes are needed?", "up",
     "are needed"),
    ("Lea has 50 muffins. A tray holds 6 muffins. How many full trays does she have?", "down",
     "full trays"),
    ("It takes 4 apples to make a pie. How many pies can Lea make with 30 apples?", "down",
     "can Lea make"),
    ("Lea has $25. A notebook costs $3. How many notebooks can Lea buy?", "down", "can Lea buy"),
    ("Mia split 23 marbles between 5 cousins and kept the rest. How many marbles did each cousin "
     "get?", "down", "kept the rest"),
]


@pytest.mark.parametrize(("text", "way", "words"), CITED)
def test_rounding_step_cites_its_words(text: str, way: str, words: str) -> None:
    answer = solve(text)
    assert isinstance(answer, Answer)
    rounded = [step for step in answer.steps if step.rounded_by is not None]
    assert len(rounded) == 1
    cited = rounded[0].rounded_by
    assert cited is not None and cited.text == words and cited.span is not None
    assert text[cited.span[0]:cited.span[1]] == words
    assert f"rounded {way}" in rounded[0].explanation
