"""Near answered and refused English of the rev4 review, in our own words: parts "of them"
done twice in a clause, containers that may hold the things counted too, a "not" in the
question, a passive of holding, travel told with no length, a making done "with" someone, and
"they" beside a subject told one of a group. An answer case fails when the reading is lost, a
refusal case when the wrong reading comes back."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # parts of them given away cannot be given twice
    ("Ada has 20 cards. She gave 5 of them to Bo and 6 of them to Cy. How many cards does Ada have "
     "left?", 9, "cards"),
    # the other containers hold another kind of things
    ("Lu bought 3 packs of gum and 2 bottles of juice. Each pack had 5 sticks. How many sticks did "
     "Lu buy?", 15, "sticks"),
    # a "not" of a clause of its own
    ("A tin can hold 6 cookies. If Mo baked 20 cookies, how many cookies are in the tin that is not "
     "full?", 2, "cookies"),
    # a game played "with" someone: each played all of them
    ("Rin played 4 games with her aunt. How many games did Rin play?", 4, "games"),
    # "with" a thing names no one to share the picking
    ("Rin picked 20 cherries with a ladder. How many cherries did Rin pick?", 20, "cherries"),
    # the subject said one of a group, the question naming the two
    ("Ken, one of the fishermen, caught 9 fish. Pat caught 4 fish. How many fish did Ken and Pat "
     "catch?", 13, "fish"),
    # kept the rest, nothing got after
    ("Oma had 30 stickers. She gave 8 stickers to Tal and kept the rest. How many stickers did Oma "
     "keep?", 22, "stickers"),
    # the one side measured, compared; a lesser end fits it
    ("A tree is 20 feet tall. A pole is 5 feet higher than the tree. How tall is the pole?", 25, "feet"),
    ("A rope is 80 inches long. A cord is 10 inches shorter than the rope. How long is the cord?", 70,
     "inches"),
    # found of a colour: more of them
    ("Lea had 15 pears. She found 3 green pears. How many pears does Lea have?", 18, "pears"),
    # "Between them" names no one but those asked
    ("Ivo caught 4 fish. Pat caught 7 fish. Between them, how many fish did they catch?", 11, "fish"),
    # one way of going, nothing else gone
    ("Ben rowed 6 miles. Then he rowed 2 miles more. How many miles did Ben travel?", 8, "miles"),
]

REFUSED = [
    # two parts of the things to be cleaned, which may overlap
    "Ada has to wash 20 cups. She washed 5 of them at noon and 6 of them at night. How many more "
    "cups does she need to wash?",
    # jars of a colour may hold crayons too
    "Lu bought 3 boxes of green and 2 jars of red. Each box had 5 crayons. How many crayons did "
    "Lu buy?",
    # the place denied
    "There are 12 eggs in the nest. How many eggs are not in the nest?",
    # a passive of holding: the ball held nothing
    "The ball was kept 3 days. How many days does the ball have?",
    # travel with no length told
    "Ben rowed 6 miles. He traveled back by bus. How many miles did Ben travel?",
    # made together
    "Dev baked 16 muffins with his dad. How many muffins did Dev bake?",
    # "they" may be the fishermen
    "Ken, one of the fishermen, caught 9 fish. Pat caught 4 fish. How many fish did they catch?",
    # people named before the question pick out some of "they"
    "Ivo has 4 stamps. Pat has 7 stamps. Kim has 9 stamps. Of Pat and Kim, how many stamps do they "
    "have?",
    # another side than the one measured
    "A road is 80 feet wide. A lane is 10 feet longer than the road. How wide is the lane?",
    # a weight of a time gone by
    "Rex weighed 3 pounds as a puppy. How much does Rex weigh?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_review_rev4_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_review_rev4_refused(text: str) -> None:
    assert_refuses(text)
