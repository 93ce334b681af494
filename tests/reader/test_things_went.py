"""A going asked of the things counted ("How many people got off?", "… flew away?"): the one
untold change between two holdings told, a loss, when the verb is one of going (an activity,
or "get") turned by a particle of going away and the things are its subject in the active. A
doing the things counted did ("How many kids ate?") is no change of them. Each case is in our
own words; an answer case fails when the going is no longer read, a refusal case when the
things' own doing is read as a change of them."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("A bus had 40 riders. After the second stop there were 26 riders left. How many riders got "
     "off?", 14),
    ("There were 30 geese on the lake. Later there were 12 geese on the lake. How many geese flew "
     "away?", 18),
    ("There were 20 kids in the pool. Later there were 15 kids in the pool. How many kids "
     "got out?", 5),
    # the things done to, in the passive: a change of them as before
    ("There were 20 cookies in the jar. Later there were 12 cookies in the jar. How many cookies "
     "were eaten?", 8),
]

REFUSED = [
    # the kids did the eating: nothing says any kid went (was 8)
    "There were 20 kids in the pool. Later there were 12 kids in the pool. How many kids ate?",
    # "ate out" is no going
    "There were 20 kids in the pool. Later there were 12 kids in the pool. How many kids ate out?",
    # more came than went: no loss to count
    "A bus had 40 riders. Later there were 52 riders on the bus. How many riders got off?",
    # a getting told beside the going asked: two changes
    "A bus had 40 riders. Some riders got on. Later there were 26 riders on the bus. How many riders "
    "got off?",
    # pens that ran out (of ink), candles that went out: still there
    "Ann had 30 pens. Later she had 12 pens. How many pens ran out?",
    "There were 30 candles on the cake. Later there were 12 candles on the cake. How many candles went out?",
    # a holder asking of its own taking out: out of what?
    "Ann had 14 pens. Later she had 9 pens. How many pens did she take out?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_things_went_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_things_went_refused(text: str) -> None:
    assert_refuses(text)
