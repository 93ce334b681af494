"""Things taken from a place told as several kinds: why they were taken ("to be read") counts
nothing, and a kind's name that every held kind shares ("juice cans" of red and green juice
cans) names them all, as the bare noun would. Each case is in our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("There are 9 mugs on a tray. If 4 of them are taken away to be washed, how many mugs are "
     "left on the tray?", 5),
    ("There are 3 red juice cans and 5 green juice cans in the cooler. If 6 juice cans are taken "
     "out, how many juice cans are left in the cooler?", 2),
]

REFUSED = [
    # "juice cans" may or may not be the plain cans too: which are meant is not told
    "There are 3 red juice cans, 5 green juice cans and 4 soda cans in the cooler. If 6 juice "
    "cans are taken out, how many juice cans are left in the cooler?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answers(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refuses(text: str) -> None:
    assert_refuses(text)
