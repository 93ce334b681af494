"""What "how many" counts runs up to the question's auxiliary: a base form that is also a noun
right before it ("How many pieces of junk mail does it have?") ends the thing counted, never a
verb. Every case is in our own words; an answer fails when the shape is no longer read."""

import pytest

from tests.outcomes import assert_answers

ANSWERED = [
    ("A post office has 582 pieces of junk mail. How many pieces of junk mail does it have?", 582),
    ("Tom has 5 pieces of junk mail. How many pieces of junk mail are there?", 5),
    ("Tom has 5 pieces of junk mail. Bo has 3 pieces of junk mail. How many more pieces of junk "
     "mail does Tom have than Bo?", 2),
    ("A post office has 582 pieces of junk mail it wants to split evenly between 7 trucks. How "
     "many extra pieces of junk mail will it have if it gives each truck the same amount?", 1),
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)
