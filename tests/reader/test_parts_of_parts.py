"""A part of a part: a share (or a count) said "of the" one part told before, named by the
whole's noun with that part's word ("half of the female goats") or by the word alone as a plural
noun ("half of the females"), is a part of that part, and a question may ask it by all its words.
Each case is in our own words; an answer case fails when the shape is no longer read, a refusal
case when it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ola keeps 60 goats. Half of the goats are female. A third of the female goats are black. "
     "How many black female goats does Ola keep?", 10),
    ("Ola keeps 60 goats. 50% of the goats are female, and 20% of the females are black. How "
     "many black female goats does Ola keep?", 6),
    ("There are 80 beads in a box. A quarter of the beads are round. Half of the round beads are "
     "blue. How many blue round beads are in the box?", 10),
    ("Ola keeps 60 goats. Half of the goats are female. 12 of the female goats are black. How "
     "many black female goats does Ola keep?", 12),
]

REFUSED = [
    # the question leaves out the part's word: black males may be among the goats too
    "Ola keeps 60 goats. Half of the goats are female. A third of the female goats are black. "
    "How many black goats does Ola keep?",
    "Ola keeps 60 goats. Half of the goats are female. A third of the female goats are black. "
    "How many goats are black?",
    # the part changed after it was told: of which female goats?
    "Ola keeps 60 goats. Half of the goats are female. She sold 6 female goats. A third of the "
    "female goats are black. How many black female goats does Ola keep?",
    "Ola keeps 60 goats. Half of the goats are female. She bought 6 goats. A third of the "
    "female goats are black. How many black female goats does Ola keep?",
    # "the females" names no part told
    "Ola keeps 60 goats. Half of the goats are brown. A third of the females are black. How "
    "many black female goats does Ola keep?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_part_of_a_part_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_part_of_a_part_refused(text: str) -> None:
    assert_refuses(text)
