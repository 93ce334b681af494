"""Money taken along ("brought $40 to the fair", "took $40 with him") is a holding; a capital
letter hyphened to a noun ("T-shirt") is a thing, never a name."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Odile brought $40 to the fair. She spent $12 on rides. How much money does she have left?",
     28, "dollars"),
    ("Pavel carried $90 to the flea market. He spent $35 on a lamp and $20 on a rug. How much "
     "money does Pavel have left?", 35, "dollars"),
    ("Pavel took $25 with him. He spent $9 on lunch. How much money does he have left?", 16,
     "dollars"),
    # "T-shirt" is a thing bought, not a person who could be "she"
    ("Odile had $50. She spent $14 on a T-shirt and $6 on socks. How much money does she have "
     "left?", 30, "dollars"),
    # money told held after a purchase and said to come after it ("now") is what is left
    ("Ivo bought 3 pens for $4 each. Now he has $50. How much money does he have left?", 50,
     "dollars"),
    ("Ivo has $50. He bought 3 pens for $4 each. How much money does he have left?", 38, "dollars"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_carried_money_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # money brought to a person is given to her: no holding of the bringer told
    "Odile brought $40 to the teacher. She spent $12. How much money does Odile have left?",
    "Odile brought $40 to her aunt. She spent $12. How much money does Odile have left?",
    # the place is told again as one who acts: brought there, or given to it?
    "Odile took $40 to the bank. The bank kept $30. She spent $5. How much money does Odile have?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_carried_money_refused(text: str) -> None:
    assert_refuses(text)
