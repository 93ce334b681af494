"""A holding asked "after" a doing the question names: the state right after that one doing,
named by its verb, by a verb written in its clause, or by the doing's own noun; a purchase and
the paying for it are one doing. Each case is in our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # the doing named by its verb, the state right after it (not the last one)
    ("Ivo had 20 plums. He ate 6 plums. Then he bought 4 plums. How many plums did he have after "
     "eating?", 14),
    # a purchase read as money spent is named by the verb written in its clause
    ("Ivo had $30. He bought a lamp for $12. How much money does he have left after buying the "
     "lamp?", 18),
    # paying for a thing is buying it; "the purchase" is the doing's own noun
    ("Ivo had $30. He bought a lamp for $12. How much money does he have left after paying for the "
     "lamp?", 18),
    ("Ivo had 20 plums. He ate 6 plums. Then he bought 4 plums. How many plums did he have after "
     "the purchase?", 18),
]

REFUSED = [
    # two purchases: after which one?
    "Ivo had 20 plums. He bought 6 plums. Later he bought 4 more plums. How many plums does he "
    "have after the purchase?",
    # two payings of one holder, the question naming neither by its verb alone
    "Ivo had $30. He bought a lamp for $12. Then he spent $5 on lunch. How much money does he have "
    "left after buying the lamp?",
    # a doing never told
    "Ivo had 20 plums. He ate 6 plums. How many plums did he have after the sale?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
