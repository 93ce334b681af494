"""A sum spent, then the buying it went on: "spent $10 buying a hat" is "spent $10 on a hat"."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ada has $30. She spent $10 buying her lunch. How much money does Ada have left?", 20),
    ("Ada has $30. She spent $10 buying lunch and $5 buying a drink. How much money does she have "
     "left?", 15),
    ("Ada spent $12 buying 3 pens. How much did each pen cost?", 4),
    ("Ada has $30. She spent $10 purchasing a hat for her brother. How much money does she have "
     "left?", 20),
    # the money left after the buying feeds the next share
    ("Ada has $40. She spent $10 buying a book. She spent a third of the money she had left on a "
     "hat. How much money does she have left?", 20),
]

REFUSED = [
    # a sum for two kinds: what one of them cost is not told
    "Ada has $30. She spent $10 buying 2 pens and a book. How much did each pen cost?",
    # time spent buying is no money
    "Ada has $30. She spent 2 hours buying pens. How much money does Ada have left?",
    # spent selling buys nothing
    "Ada has $30. She spent $10 selling pens. How much money does Ada have left?",
    # another's spending is not hers
    "Ada has $30. Her sister spent $10 buying lunch. How much money does Ada have left?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value, "dollars")


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
