"""Things put into one container counted by a number ("put 6 plums in one basket"): the one
container, as "in a basket" says it, never a parting into baskets of 6. Each case is in our own
words; an answer case fails when "one basket" is read as a parting again (how many baskets?),
a refusal case when a container counted more than one, or one of many, is read so."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Rafe picked 11 plums. He put 6 plums in one basket. How many plums does he have left?", 5),
    ("Rafe had 11 plums. If he put 6 plums into one box, how many plums were left?", 5),
    # two containers, each told as one: whichever they are, the plums left
    ("Rafe had 11 plums. He put 2 plums in one bag. He put 4 plums in one bag. How many plums "
     "were left?", 5),
]

REFUSED = [
    # several containers: how many in each, and were all filled?
    "Rafe had 11 plums. He put 6 plums in two bags. How many plums were left?",
    # one of the bags told before: which bag?
    "Rafe had 11 plums. He put 6 plums in one of the bags. How many plums were left?",
    # what is in the container is not asked by "left"
    "Rafe had 11 plums. He put 6 plums in one basket. How many plums are in the basket?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_put_in_one_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_put_in_one_refused(text: str) -> None:
    assert_refuses(text)
