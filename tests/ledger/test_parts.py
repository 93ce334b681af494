"""Parts of counted things: legs of animals, wheels of vehicles, each count cited from the
lexicon's parts table; refused when a thing counted is not in the table, is told with words of
its own, or a person stands in the story whose own legs may count."""

import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof.ledger.parts import parts_count

ANSWERED = [
    ("Lia saw 6 hens at the farm. How many legs did she see?", 12, "legs"),
    ("On a hike I see 5 goats and 3 ducks. How many legs do I see?", 26, "legs"),
    ("There are 7 beetles. How many beetle legs are there?", 42, "beetle legs"),
    ("There are 9 bicycles. How many wheels are there?", 18, "wheels"),
    ("Lia saw 11 girls at the park. How many eyes did she see?", 22, "eyes"),
    ("There are 4 spiders. 1 spider crawls away. How many legs are there?", 24, "legs"),
    # the things themselves asked ("the goats", or "they" with no person to be "they")
    ("Ravi spotted 7 goats on the hill. How many legs do the goats have?", 28, "legs"),
    ("I count 12 kittens. How many ears do they have?", 24, "ears"),
    ("Nell keeps 5 rabbits. How many eyes do they have?", 10, "eyes"),
    # a place named by a noun has no legs of its own to count
    ("There are 6 owls in an oak. How many legs are there?", 12, "legs"),
    # holdings of several kinds, each at the time asked
    ("There are 9 bicycles and 16 cars in the garage. How many wheels are there in the garage?", 82,
     "wheels"),
    ("There are 9 owls and 3 cows in the barn. 2 cows left. How many legs are there in the barn?", 22,
     "legs"),
    # "do you see" with no seeing told, and no one but the asker: what there is, seen
    ("There are 6 owls in an oak. How many owl legs do you see?", 12, "owl legs"),
    # the sides of polygons, counted by their names
    ("There are 4 triangles. How many sides are there?", 12, "sides"),
    ("There are 3 motorbikes and 2 tricycles in the shed. How many wheels are there in the shed?", 12,
     "wheels"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_parts_of_counted_things(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # a thing whose legs the table does not tell ("octopus": arms or legs?), or a person
    "Lia saw 6 octopuses. How many legs did she see?",
    "Lia saw 6 cows and 2 farmers. How many legs did she see?",
    # a kind told with words of its own: a toy dog has no legs the table knows
    "Lia saw 6 toy dogs. How many legs did she see?",
    # eyes the table does not count alike for every kind (a spider's)
    "Lia saw 3 girls and 2 spiders. How many eyes did she see?",
    # a holding in a story with a person in it: are her own legs among those there?
    "Lia has 3 cats. How many legs are there?",
    # "the goats" beside other things counted, or of which the story tells a holding
    "Ravi spotted 7 goats and 3 hens. How many legs do the goats have?",
    # "they" where people may be "they": the two children's legs or the goats'?
    "Ravi and Nell spotted 7 goats. How many legs do they have?",
    # a body of people ("the zoo") or a person's place: their keepers' legs too?
    "There are 5 camels at the zoo. How many legs are there?",
    "There are 5 camels in Ravi's barn. How many legs are there?",
    # someone else's camels, or at a body of people: are they all in sight?
    "Ravi has 5 camels. How many legs do you see?",
    "There are 5 camels at the zoo. How many legs do you see?",
    # several kinds held at a time gone by, asked of now; a kind the table has no wheels for
    "There were 9 owls and 3 cows in the barn yesterday. How many legs are there in the barn?",
    "There are 9 bicycles and 16 wagons in the garage. How many wheels are there in the garage?",
    # a motorcycle with a sidecar is not the table's motorcycle
    "There are 5 motorcycles with sidecars in the garage. How many wheels are there in the garage?",
    # the story tells the legs itself: read as it says, never the table's
    "Lia saw 6 ducks. One duck had 1 leg. How many legs did she see?",
    # a shape with no sides counted beside polygons
    "Ann drew 3 triangles and 2 circles. How many sides did she draw?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_parts_refused(text: str) -> None:
    assert_refuses(text)


def test_the_count_cites_the_parts_table() -> None:
    outcome = assert_answers("Lia saw 6 hens. How many legs did she see?", 12, "legs")
    assert "2 × 6" in outcome.explanation
    # grounding re-reads the cited constant from the table, and knows no other
    assert parts_count("parts: leg per hen") == 2
    assert parts_count("parts: leg per octopus") is None
    assert parts_count("coins: cent per dime") is None
