"""'take a' before a noun that names a doing ("took a look at", "takes a nap") is that doing,
and nothing is taken. Each case is in our own words; an answer case fails when the phrase is
read as a taking again, a refusal case when it is read as the doing where the noun is counted
or measured."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Tess took a look at her shelves. She has 6 shelves with 8 cups on each shelf. How many cups "
     "does she have?", 48),
    ("Tess had 12 plums. She took a short nap. Then she ate 5 plums. How many plums does she have "
     "now?", 7),
    # after "to": she went there to look at them, and took nothing
    ("Tess went to the attic to take a look at her old cups. She has 6 shelves with 8 cups on each "
     "shelf. How many cups does she have?", 48),
]

REFUSED = [
    # the doing's noun counted elsewhere: the first break is one of them
    "Tess took a break. Then she took 3 more breaks. How many breaks did she take?",
    # a number in the clause: "a 10-minute break" is told as a measure
    "Tess had 12 plums. She took a 10-minute break. How many minutes did she rest?",
    # a doing measured by a distance is no doing_noun: a walk of untold length
    "Tess walked 3 miles. Then she took a walk. How many miles did she walk?",
    # after "to", the noun counted elsewhere: one of the breaks, or one more?
    "Tess went out to take a break. Then she took 3 more breaks. How many breaks did she take?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_doing_taken_read(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_doing_taken_refused(text: str) -> None:
    assert_refuses(text)
