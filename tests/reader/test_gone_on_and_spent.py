""""go on" before a count ("went on 6 rides") is one verb, asked as "How many rides did she go
on?"; and "spent 50 minutes reading and 25 minutes writing" is one "spend" of each amount, the
joint's "25 minutes writing" no clause of its own. Each case is in our own words; an answer case
fails when the shape is refused again, a refusal case when another verb's doing of the things
asked is left out, or a doing's time is read as all the time spent."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ivy went on 5 rides in the morning and 4 at night. How many rides did Ivy go on in all?", 9),
    ("Ivy went on 5 rides. Later she went on 2 more rides. How many rides did Ivy go on?", 7),
    ("Ivy went on 5 rides. Bo went on 3 rides. How many rides did Ivy go on?", 5),
    ("Ivy spent 40 minutes painting and 15 minutes sweeping. How many minutes did she spend?", 55),
    ("Ivy spent 40 minutes painting in the shed and 15 minutes painting at home. How many minutes did "
     "she spend?", 55),
]

REFUSED = [
    # riding rides is going on them: one doing told by two verbs?
    "Ivy rode 5 rides. She went on 2 rides. How many rides did Ivy go on?",
    # a verb of unknown effect asked beside another of those things: learning changes knowing
    "Ivy knows 30 songs. She learned 8 more songs. How many songs does Ivy know now?",
    # only the time painting is asked: the other doing is no part of it
    "Ivy spent 40 minutes painting and 15 minutes sweeping. How many minutes did she spend painting?",
    # "and 3 kids sing" is a clause of its own, of other things
    "Ivy has 5 pens and 3 kids sing. How many kids does Ivy have?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_gone_on_and_spent_read(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_gone_on_and_spent_refused(text: str) -> None:
    assert_refuses(text)
