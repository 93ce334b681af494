"""The review's refusals kept narrow: each wrong answer it refuses (tests/test_hazards.py) has
near English that is still read. In our own words; an answer fails when a refusal reaches too
far, a refusal when the unsure reading is answered again."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # "charge" with what it is charged for, in all, or in the past: the sum of the jobs
    ("Gus charges $8 per window. He washed 5 windows. How much does he charge in total?", 40, "dollars"),
    ("Gus charges $8 per window. How much does he charge for 5 windows?", 40, "dollars"),
    # each time told with its own count
    ("Vera ate 2 plums at lunch and 3 plums at dinner. How many plums did she eat?", 5, "plums"),
    ("Vera picked 4 figs in the morning and 6 in the afternoon. How many figs did she pick?", 10, "figs"),
    # a dated goal with its doings told of no other time; an undated goal, doings of any day
    ("Kai must paint 24 tiles this week. He painted 9 tiles. How many more tiles must he paint?",
     15, "tiles"),
    ("Kai must paint 24 tiles. He painted 9 tiles on Monday and 5 on Tuesday. How many more tiles "
     "must he paint?", 10, "tiles"),
    # a getting told of today after one of yesterday; a growth told of last year
    ("Yesterday Lin bought 6 mugs. Today she bought 4 more mugs than yesterday. How many mugs does "
     "she have altogether?", 16, "mugs"),
    # a goal of a group asked of the group
    ("Ada and Ray must fold 40 cranes. Ada folded 12 cranes. Ray folded 10 cranes. How many more "
     "cranes must they fold?", 18, "cranes"),
    # one told playing "with" the asker, and scoring: the two are "they"
    ("Ivo was playing chess with his cousin. Ivo won 3 games and his cousin won 2 games. How many "
     "games did they win?", 5, "games"),
    # an errand whose things are each told bought after it
    ("Noor went to the shop to buy a stapler. She had $25. She bought a stapler for $9. How much "
     "money does she have left?", 16, "dollars"),
]

REFUSED = [
    # the price of one, or the sum of the jobs?
    "Gus charges $8 per window. He washed 5 windows. How much does he charge?",
    # at lunch and at dinner each, or both together?
    "Vera ate 2 plums at lunch and dinner. How many plums did she eat?",
    # sold before the week of the goal?
    "Kai must paint 24 tiles this week. Last week he painted 9 tiles. How many more tiles must he "
    "paint?",
    # the stickers got yesterday may be used by now
    "Yesterday Lin bought 6 stickers. How many stickers does she have now?",
    # the goal is Ada's: is Ray's folding toward it?
    "Ada must fold 40 cranes. Ada folded 12 cranes. Ray folded 10 cranes. How many more cranes "
    "must they fold?",
    # the errand's glue is never told bought
    "Noor went to the shop to buy tape and glue. She had $25. She bought tape for $6. How much money "
    "does she have left?",
    # "they" may be the two, or the two and their aunt
    "Ada and Ray went to the pond with their aunt. Ada saw 4 frogs and Ray saw 5 frogs. How many "
    "frogs did they see?",
    # the cousin is one of "they", the niece may be too
    "Ivo was playing chess with his cousin and his niece. Ivo won 3 games and his cousin won 2 "
    "games. How many games did they win?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_review_rev2_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_review_rev2_refused(text: str) -> None:
    assert_refuses(text)
