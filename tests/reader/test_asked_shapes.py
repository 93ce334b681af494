"""Question shapes of ASDiv's kind taught one at a time: what a question's words bind to in the
replay. Each case is in our own words; an answer case fails when the shape is no longer read, a
refusal case when the question binds to something its words do not name, or to two things."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # a verb of taking up a place, with the place as its object: who is in it now
    ("There are 30 kids on the train. 6 more kids get on the train. How many kids are riding the "
     "train?", 36),
    ("12 women were on the ferry. 5 men were on the ferry too. How many people were riding the "
     "ferry?", 17),
]

REFUSED = [
    # a place never told to hold anyone
    "There are 30 kids on a train and 12 kids on a bus. How many kids are riding the boat?",
    # a place beside another that gained some: the 6 got on the bus, not the train
    "There are 30 kids on the train. 6 more kids get on the bus. How many kids are riding the "
    "train?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_asked_shape_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_asked_shape_refused(text: str) -> None:
    assert_refuses(text)
