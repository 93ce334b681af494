"""Things of one holder used up "of them" by another on a journey ("Her team ate 3 kg of the
nuts on the trip"): the journey names when they were used, no place they were in, so they
are the holder's. Each case is in our own words; an answer case fails when the journey is read
as a place again, a refusal case when the things used are not picked out as the told ones."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Pia made 5 kg of nuts for her team's hike. Her team ate 3200 g of the nuts on the hike "
     "trip. How many grams of nuts did Pia have left?", 1800),
    ("Pia had 20 figs. Her brother ate 6 of them during the voyage. How many figs does Pia have "
     "left?", 14),
]

REFUSED = [
    # no "of them": his own figs, perhaps
    "Pia had 20 figs. Her brother ate 6 figs on the trip. How many figs does Pia have left?",
    # two holders: whose figs?
    "Pia had 20 figs. Ned had 9 figs. Her brother ate 6 of them on the trip. How many figs does "
    "Pia have left?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_used_on_a_journey_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_used_on_a_journey_refused(text: str) -> None:
    assert_refuses(text)
