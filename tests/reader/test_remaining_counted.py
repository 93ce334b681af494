"""The rest of a whole told with its count ("12 of them are red and the remaining 8 are blue")
completes the whole, so a whole told as "some" is the sum of its parts. Each case is in our own
words; an answer case fails when the shape is refused again, a refusal case when "remaining" is
read as the rest where it may be what a change left, or with no part told before it."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("A jar has some beads. 12 of them are red and the remaining 8 are blue. How many beads are in "
     "the jar?", 20),
    ("There are some trees in a park. 15 of them are oaks, 9 of them are elms and the remaining 4 "
     "are firs. How many trees are there?", 28),
    ("A jar has some beads. 12 of them are red and the remaining 8 are blue. How many blue beads "
     "are in the jar?", 8),
]

REFUSED = [
    # no part told before it: the rest of what?
    "A jar has some beads. The remaining 8 are blue. How many beads are in the jar?",
    # what a change left, not the rest of the parts told
    "Ann had some beads. She gave away 12 of them. The remaining 8 are blue. How many beads did "
    "Ann have at first?",
    # another holding told between the parts
    "A jar has some beads. 12 of them are red. Ann has 5 beads. The remaining 8 are blue. How many "
    "beads are in the jar?",
    # parts that add up to more or less than the whole told
    "A jar has 30 beads. 12 of them are red and the remaining 8 are blue. How many beads are in "
    "the jar?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
