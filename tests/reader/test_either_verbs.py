"""Two verbs of taking away asked together ("How many were lost or given away?"): what went
from the holder, read only where the story told no removal of its own (which of the told
changes the pair would name is not read). Each case is in our own words; an answer case
fails when the pair is no longer read, a refusal case when it is read over a told change."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Nia got a jar of 250 beads at the fair. By spring she had only 90 left. How many beads had "
     "been lost or given away?", 160),
    ("Omar had 64 stamps. Now he has 41 stamps. How many stamps did he lose or sell?", 23),
]

REFUSED = [
    # a loss told: the pair may name it alone, or it and the untold rest
    "Omar had 64 stamps. He lost 3 stamps. Now he has 41 stamps. How many stamps did he lose or "
    "give away?",
    # a gift told: the same
    "Omar had 64 stamps. He gave 5 stamps to Ivy. Now he has 41 stamps. How many stamps did he "
    "lose or give away?",
    # a getting and a taking away asked together: no one change
    "Omar had 64 stamps. Now he has 41 stamps. How many stamps did he lose or buy?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_either_verbs_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_either_verbs_refused(text: str) -> None:
    assert_refuses(text)
