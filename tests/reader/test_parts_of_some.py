"""Parts asked "of" something, and nouns asked that end listed kinds: the parts of a whole
are of the whole, not of some of it ("groups of boys" of boys and girls), while what they
hold made of it is read ("glasses of lemonade" of lemons); a noun asked that is only the last
word of kinds named by a noun ("text files") beside other kinds refuses unless the lexicon
tells the others apart. Each case in our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ann put 63 pens into boxes of 9. How many boxes of pens were there?", 7),
    ("Ivo wants to make lemonade. Each jug needs 4 lemons. How many jugs of lemonade can he make "
     "if he has 28 lemons?", 7),
    ("The club had 63 students. They were split into groups of 9. How many groups were there?", 7),
    ("A vet weighed three cats. The first weighed 2 pounds, the second weighed 7 pounds and the "
     "last weighed 4 pounds. What is their combined weight?", 13),
    ("Ola deleted 7 text files and 3 image files. How many files did she delete?", 10),
    ("Ann has 2 dolls and 4 teddy bears. How many bears does she have?", 4),
]

REFUSED = [
    "Ann split 63 students into groups of 9. How many groups of boys were there?",
    "Ola has 63 pens. She put them into boxes of 9. How many boxes of blue pens does she have?",
    "There were 63 kids. 27 of them were boys. They were split into groups of 9. How many groups "
    "were there?",
    "A vet weighed the cats. The first weighed 2 pounds, the second weighed 7 pounds and the "
    "third weighed 4 pounds. What is their combined weight?",
    "Ola deleted 5 photos and 7 text files. How many files did she delete?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_read(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
