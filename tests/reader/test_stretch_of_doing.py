"""A stretch of time "done" at a doing: "did 40 minutes of tutoring" is tutored 40 minutes."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Lio earns $18 an hour for tutoring. On Monday he did 40 minutes of tutoring. How much did "
     "he earn?", 12),
    ("Pia makes $15 an hour. She did 4 hours of work on Sunday. How much did she make?", 60),
]

REFUSED = [
    # a doing no wage pays, or the wage's other work
    "Lio earns $18 an hour for tutoring. On Monday he did 40 minutes of reading. How much did "
    "he earn?",
    "Lio earns $18 an hour for tutoring. On Monday he did 2 hours of babysitting. How much did "
    "he earn?",
    # a thing done that is no stretch of a doing
    "Pia earns $9 per hour walking dogs. Today she did 2 hours of babysitting. How much did she "
    "earn?",
    "Lio earns $18 an hour. He did 3 hours of homework. How much did he earn?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value, "dollars")


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
