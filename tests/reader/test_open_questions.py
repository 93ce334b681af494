"""A question put as the object of a verb of asking or working out, inside a statement ("She
wonders how many pens she has.", "decided to count how many birds he saw") tells no amount:
it is passed over, and the story's own question is read. With a number inside it, or a
supposition after it, it tells something, and is not passed over."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Noor wonders how many kites she has. She has 7 red kites and 5 blue kites. How many kites does "
     "Noor have?", 12, "kites"),
    ("Ivo went to the park and decided to count how many birds he saw. He saw 4 ducks and 6 geese. How "
     "many birds did he see?", 10, "birds"),
    ("Ivo wants to figure out how much money he spent. He spent $4 on a pen and $3 on a pad. How much "
     "money did he spend?", 7, "dollars"),
]

REFUSED = [
    # a number inside: "of her 12 pens" tells a holding, not read here
    "Ann wonders how many of her 12 pens are red. She has 5 red pens. How many pens does she have?",
    # a supposition after the open question: the question rests on it
    "Tom has 5 apples. He wonders how many he will have if he buys 3 more. How many will he have?",
    "Tom has 5 apples. He wonders how many he will have after he buys 3 more. How many will he have?",
    # a verb that tells, not asks: what she says may be a number the story gives
    "Noor says how many kites she has. She has 7 kites. How many kites does Noor have?",
    # the open question alone is no question the text asks
    "Tom has 5 apples and 3 pears. He wants to know how many fruits he has.",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_open_question_passed_over(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_open_question_refused(text: str) -> None:
    assert_refuses(text)
