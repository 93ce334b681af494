""""There are 30 kids. 12 of them are girls. How many boys are there?": a whole that a pair of
kinds divides with nothing left over (boys and girls of children, men and women of adults,
male and female of animals), one kind told as its part and the other asked, is read as if the
story went on "The rest are boys." Each case is in our own words; an answer case fails when
the untold rest is not read, a refusal case when a whole the pair does not divide, or a
story that tells more than the whole and its one part, is read so."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("A choir has 32 children. 14 of them are boys. How many girls are in the choir?", 18, "girls"),
    ("There are 36 pupils on the bus. One-fourth of them are girls. How many boys are on the bus?",
     27, "boys"),
    ("Tess keeps 24 rabbits. 3/8 of them are female. How many male rabbits does she keep?", 15,
     "male rabbits"),
    ("There were 50 adults at the meeting. 21 of them were women. How many men were there?", 29,
     "men"),
    # present and absent, said of the same time
    ("A club has 40 members. A quarter of them were absent last Friday. How many members were "
     "present last Friday?", 30, "members"),
    ("Tess keeps 24 rabbits. 3/8 of them are female. How many rabbits are male?", 15, "rabbits"),
]

REFUSED = [
    # people may be adults: a teacher is neither a boy nor a girl
    "There are 30 people in the hall. 12 of them are girls. How many boys are in the hall?",
    # a part of another kind: the boys are not told
    "There are 30 kids in the hall. 12 of them are tall. How many boys are in the hall?",
    # a change told after the part: some of the boys may have gone
    "There are 30 kids in the hall. 12 of them are girls. Then 4 kids go home. How many boys are "
    "in the hall?",
    # a second holding of the kind: whose boys?
    "There are 30 kids in the hall. 12 of them are girls. There are 20 kids in the yard. How many "
    "boys are there?",
    # a whole of things: a male plug is no animal
    "Ada has 20 plugs. 8 of them are male. How many female plugs does Ada have?",
    # the pair's other kind is not the one asked
    "A choir has 32 children. 14 of them are boys. How many women are in the choir?",
    # absent one day says nothing of who is there another day (was 30)
    "A club has 40 members. A quarter of them were absent on Friday. How many members are "
    "present today?",
    "A club has 40 members. A quarter of them were absent on Friday. How many members were "
    "present?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_rest_of_a_pair_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_rest_of_a_pair_refused(text: str) -> None:
    assert_refuses(text)
