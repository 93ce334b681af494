"""A score asked ("What was her final score?") as the points scored, and a bare number after an
amount told per one thing ("3 points for each goal … 4 goals in the first half and 2 in the
second"): the number counts the things, never the amount told per one of them."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # "What is (was, would be) her score?": how many points she scores (scored, would score)
    ("Nia scores 3 points for each basket she makes. She made 6 baskets. What is Nia's score?", 18, "score"),
    ("Nia scores 3 points for each basket she makes. She made 6 baskets. What was her final score?", 18,
     "final score"),
    ("Omar scores 4 points for every star he catches. He caught 5 stars. What would his score be?", 20,
     "score"),
    ("Omar scores 4 points for every star he catches. He caught 5 stars. What will his score be if "
     "he catches 2 more stars?", 28, "score"),
    # a bare number beside a count of the things: of those things, not of the points
    ("Omar scores 4 points for every star he catches. He caught 5 stars in the first round and 2 in "
     "the second round. How many points did he score?", 28, "points"),
    ("Omar scores 4 points for every star he catches. If he caught 5 stars in the first round and 2 in "
     "the second, what would his score be?", 28, "score"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_score_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # points held before the scoring: the score counts them too, not only the points scored
    "Nia had 10 points. She scores 3 points for each basket she makes. She made 6 baskets. What is "
    "her score?",
    # a score told before: the question may ask it again, or the sum
    "Nia's score was 5. She scores 3 points for each basket she makes. She made 6 baskets. What is "
    "her score?",
    # points the story never tells scored: a score may count goals or runs
    "Nia earns 3 stars for each basket she makes. She made 6 baskets. What is her score?",
    # "their score": each one's, or the sum?
    "Nia scores 3 points for each basket she makes. She made 6 baskets. What is their score?",
    # "her" with two candidates
    "Nia scores 3 points for each basket she makes. She made 6 baskets. Her sister made 2 baskets. What "
    "was her final score?",
    # someone else found the things
    "Nia scores 3 points for each basket. Bo made 6 baskets. What is her score?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_score_refused(text: str) -> None:
    assert_refuses(text)
