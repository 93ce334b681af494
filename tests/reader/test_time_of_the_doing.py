"""The time a told doing took, from a time for each one ("It takes 6 minutes to wash each car.
Ivo washed 5 cars. How long did it take him to wash all the cars?" 30): the one pace of the verb,
of the doer or of anyone, times the one doing told of the doer. Refused: a time asked to come,
anything else told of the things, two times of the verb, a unit the pace is not in."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("It takes 6 minutes to wash each van. Ivo washed 4 vans. How long did it take him to wash all "
     "the vans?", 24, "minutes"),
    ("Each puzzle takes 9 minutes to solve. Ines solved 3 puzzles. How many minutes did it take her "
     "to solve all the puzzles?", 27, "minutes"),
    ("It takes 12 minutes to knit each scarf. Ines knitted 4 scarves. How long did it take her to "
     "knit all the scarves?", 48, "minutes"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_time_of_the_doing(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # asked to come: the vans are washed already
    "It takes 6 minutes to wash each van. Ivo washed 4 vans. How long will it take him to wash all the vans?",
    # another's doing of the things: all the vans, or his?
    "It takes 6 minutes to wash each van. Ivo washed 4 vans. Pia washed 2 vans. How long did it take "
    "him to wash all the vans?",
    # vans held besides: all of those, or the ones washed?
    "It takes 6 minutes to wash each van. Ivo has 9 vans. He washed 4 vans. How long did it take him "
    "to wash all the vans?",
    # a second time of the verb
    "It takes 6 minutes to wash each van. It takes 3 minutes to wash each bike. Ivo washed 4 vans. "
    "How long did it take him to wash all the vans?",
    # the time told otherwise by the same doing
    "It takes 6 minutes to wash each van. Ivo washed 4 vans. He washed for 30 minutes. How long did it "
    "take him to wash all the vans?",
    # told on two days: one doing, or two?
    "It takes 6 minutes to wash each van. Ivo washed 4 vans on Monday and 2 vans on Friday. How long "
    "did it take him to wash all the vans?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_time_of_the_doing_refused(text: str) -> None:
    assert_refuses(text)
