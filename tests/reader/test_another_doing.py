""""another N" said by someone new ("Ivo baked 30 rolls. His aunt baked another 12."): one more
doing of the verb the story told, whoever did it, so no holding of the new doer need come
before it. "N more" by someone new is not read so: it may mean "N more than Ivo". Each case
is in our own words; an answer case fails when "another" by a new doer is refused again, a
refusal case when "more" or a holding is read through it."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("At the lake Ivo caught 14 fish. If his aunt caught another 9 fish, how many fish did they "
     "catch in all?", 23),
    ("Ivo baked 30 rolls. His aunt baked another 12 rolls. How many rolls did they bake?", 42),
]

REFUSED = [
    # "12 more rolls" after Ivo's 30: 12 in all, or 12 more than Ivo's?
    "Ivo baked 30 rolls. His aunt baked 12 more rolls. How many rolls did they bake?",
    # another doing of a verb the story never told: more than what she held before, unknown
    "Ivo has 30 rolls. His aunt baked another 12 rolls. How many rolls did they bake?",
    # what the aunt holds after it: she may have held some before
    "Ivo baked 30 rolls. His aunt baked another 12 rolls. How many rolls does his aunt have?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_another_doing_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_another_doing_refused(text: str) -> None:
    assert_refuses(text)
