"""What a "with" tells held: "X starts (begins) with N things" and the place they are held in
("at the arcade", "on her phone"); "a container is (was) filled (loaded, packed) with N
things" and "has a jar filled with N things" as what the container has. People "started
with" by a person are company, not a holding; a container's filling after its holding was
told, one told for many containers, "each", or more said after the number are not read."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # a "-s" form of a phase verb after a noun is the verb, not the noun's last word
    ("The tank starts with 40 gallons of water. It loses 10 gallons of water. How many gallons of "
     "water are in the tank?", 30, "gallons"),
    ("The box begins with 24 crayons. How many crayons are in the box?", 24, "crayons"),
    # the place the held things are in
    ("Rosa started with 36 tokens at the arcade. She used 10 tokens. How many tokens does she "
     "have?", 26, "tokens"),
    ("Ines starts with 500 songs on her phone. She buys 20 songs. How many songs does she have?",
     520, "songs"),
    ("Omar starts with $80 in his account. He spends $20. How much money does he have?", 60,
     "dollars"),
    # a container made full: what it has
    ("A pail is filled with 5 liters of water. Lee drinks 2 liters of the water. How many liters "
     "of water are in the pail?", 3, "liters"),
    ("The wagon was loaded with 100 bricks. 20 bricks were taken off the wagon. How many bricks "
     "are on the wagon?", 80, "bricks"),
    ("A jar is filled with 30 buttons. Kim puts 5 buttons in the jar. How many buttons are in the "
     "jar?", 35, "buttons"),
    # a thing held, told filled with what it has
    ("Rex has a jar filled with 100 nickels. How many nickels are in the jar?", 100, "nickels"),
    ("Rex had a van packed with 9 boxes. How many boxes were in the van?", 9, "boxes"),
    # a start told after a change with no time of its own is the story's start
    ("Pia gave away 4 shells. She started with 20 shells. How many shells does she have?", 16, "shells"),
    ("The bus started with 30 passengers. 12 passengers got off. How many passengers are on the "
     "bus?", 18, "passengers"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_held_with_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # people "started with" by a person: company, not a holding
    "Rosa started with 3 friends at the park. 2 friends left. How many friends does she have?",
    "Rosa started with 3 friends. 2 friends left. How many friends does she have?",
    # the jar's marbles were told before: 30 put in, or 30 in all?
    "The jar had 20 marbles. The jar was filled with 30 marbles. How many marbles are in the jar?",
    # one count told for many containers: in each, or in all?
    "The boxes are filled with 5 pens. There are 4 boxes. How many pens are there?",
    # more than the amount after "with": how often, by whom, with what else
    "The jar is filled with 30 marbles each day. Kim takes 5 marbles from the jar. How many marbles "
    "are in the jar?",
    "The van was packed with 9 kids by their parents. How many kids are in the van?",
    "The jar is filled with 30 more marbles. How many marbles are in the jar?",
    "Sam started with 5 pens at each shop. He lost 2 pens. How many pens does he have?",
    "Sam started with $80 in his wallet and $20 in his pocket. He spent $30. How much money does he "
    "have left?",
    # what the thing holds beside the holder's own: whose?
    "Rex has a jar filled with 100 nickels. He has 5 nickels. How many nickels does he have?",
    "Rex has a jar filled with 100 nickels and 3 dimes. How many nickels are in the jar?",
    # a person is no container
    "Tom is filled with 5 cookies. How many cookies does Tom have?",
    # a thing started with a tool: what was used, not held
    "Ryan started the fire with 3 matches. He has 10 matches left. How many matches does he have?",
    # a start told after a change, in time ("today", "then", "the day"): the story's start is untold
    "Pia gave away 4 shells on Monday. On Tuesday she started with 20 shells and found 3. How many "
    "shells does she have?",
    "Pia gave away 4 shells. She started the morning with 20 shells. How many shells does she have?",
    # the same amount at every start
    "Ben starts each day with $50. He spends $15. How much money does he have?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_held_with_refused(text: str) -> None:
    assert_refuses(text)
