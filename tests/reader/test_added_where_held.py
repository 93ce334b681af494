"""A gain by a verb of adding, told with no place, asked at the one place the things were told
held ("had 20 stamps in her album. She added 6 stamps. How many stamps are in her album?"): the
things added join those held there. Each case is in our own words; an answer case fails when
the adding is again read as kept somewhere untold, a refusal case when a getting that may be
kept elsewhere, or an adding to a second place, is read so."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Nell had 20 stamps in her album. She added 6 stamps. How many stamps are in her album?", 26),
    ("Nell had 20 clips on her laptop. She deleted 4 clips from it and then added 9 new clips. "
     "How many clips does she have on her laptop?", 25),
    ("Nell had 20 clips on her laptop. If she removed 4 of them and added 9 more, how many clips "
     "are on her laptop?", 25),
]

REFUSED = [
    # bought stamps may be kept loose
    "Nell had 20 stamps in her album. She bought 6 stamps. How many stamps are in her album?",
    # two places the stamps were held: added to which?
    "Nell had 20 stamps in her album and 5 stamps in a box. She added 6 stamps. How many stamps "
    "are in her album?",
    # added to another place
    "Nell had 20 stamps in her album. She added 6 stamps to a box. How many stamps are in her "
    "album?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_added_where_held_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_added_where_held_refused(text: str) -> None:
    assert_refuses(text)
