"""People had by a group that is no person ("The club had 63 students", "The team had 31 boys and
32 girls on it") are what a passive "they" parts ("They were split into groups of 9"): the club
is none of the people, so no one beside them may be counted in. Two kinds of one holder, told
together, are parted together under their category. Anyone named beside them (a person, another
holder) leaves "they" open, and refuses. Every case is in our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("The club had 63 students. They were split into groups of 9. How many groups were there?", 7),
    ("The team had 31 boys and 32 girls. They were split into groups of 9. How many groups were "
     "there?", 7),
    ("The choir has 12 girls and 8 boys in it. If they were put into groups of 5, how many groups "
     "would there be?", 4),
]

REFUSED = [
    # the coach's kids too, or only the students?
    "The club had 63 students. The coach had 3 kids. They were split into groups of 9. How many "
    "groups were there?",
    # the students of both, or one's?
    "The school had 63 students. The club had 27 students. They were split into groups of 9. How "
    "many groups were there?",
    "The team had 31 boys and the club had 32 girls. They were split into groups of 9. How many "
    "groups were there?",
    # some boys went: the kinds were not all told together at the parting
    "The team had 31 boys and 32 girls. The team sent 4 boys home. They were split into groups of "
    "9. How many groups were there?",
    # dogs are not people: "they" is not read as both
    "The team had 31 boys and 32 dogs. They were split into groups of 9. How many groups were there?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
