"""One buyer's whole spending told ("She spent $260 in total", "spent a total of 74 cents"):
every priced purchase's cost and every sum she spent add up to it, so it may tell the price of
the one kind bought with no price. Each case is in our own words; an answer case fails when the
shape is no longer read, a refusal case when it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ana bought 5 lamps for $50 each. She bought 10 mugs. She spent $260 in total. How much did "
     "each mug cost?", 1, "dollars"),
    ("Ana spent a total of $260. She bought 5 lamps for $50 each and she bought 10 mugs. How much "
     "did each mug cost?", 1, "dollars"),
    # a thing bought for a sum is part of the whole; "also" adds to the purchases told before it
    ("Ana bought a rug for $10. She bought 5 mugs. She spent $35 in all. How much did each mug "
     "cost?", 5, "dollars"),
    ("Dev spent a total of 74 cents. He bought a pen for 29 cents and a pad for 25 cents. He also "
     "bought 2 erasers. How much does one eraser cost?", 10, "cents"),
    # the whole is no spending besides its parts
    ("Ana bought 5 lamps for $50 each and a rug for $10. She spent $260 in total. How much did she "
     "spend?", 260, "dollars"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_whole_spending_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # "spent $260" with no "in total": besides the lamps, or in all?
    "Ana bought 5 lamps for $50 each. She bought 10 mugs. She spent $260. How much did each mug cost?",
    # a part of the whole named ("on lamps"), a thing bought with no price or sum besides
    "Ana bought 5 lamps for $50 each. She bought 10 mugs. She spent $260 in total on lamps. How much "
    "did each mug cost?",
    "Ana bought 5 lamps for $50 each. She bought 10 mugs. She bought a rug. She spent $260 in total. "
    "How much did each mug cost?",
    # one more told after the whole: in it, or besides it?
    "Ana bought 5 lamps for $50 each. She bought 10 mugs. She spent $260 in total. She also bought 2 "
    "rugs for $5 each. How much did each mug cost?",
    "Ana bought 5 lamps for $50 each. She bought 10 mugs. She spent $260 in total. She spent $5 on "
    "lunch. How much did each mug cost?",
    # her money moved otherwise: a tip, a gift, a sum paid for no thing bought
    "Ana bought 5 lamps for $50 each. She bought 10 mugs. She tipped $5. She spent $260 in total. "
    "How much did each mug cost?",
    "Ana bought 5 lamps for $50 each. She bought 10 mugs. She gave Bo $5. She spent $260 in total. "
    "How much did each mug cost?",
    "Ana bought 5 lamps for $50 each. She bought 10 mugs. She paid $10 for parking. She spent $260 "
    "in total. How much did each mug cost?",
    # another's purchase; a whole in another unit; a share off
    "Ana bought 5 lamps for $50 each. Bo bought 10 mugs. Ana spent $260 in total. How much did each "
    "mug cost?",
    "Ana bought 5 lamps for $50 each. She bought 10 mugs. She spent 26000 cents in total. How much "
    "did each mug cost?",
    "Ana bought 5 lamps for $50 each. She bought 10 mugs. The mugs were 10% off. She spent $260 in "
    "total. How much did each mug cost?",
    # a whole and a giving of money: the giving may be among it
    "Dan spent a total of $90. He gave $30 to Bo. How much money did Dan spend?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_whole_spending_refused(text: str) -> None:
    assert_refuses(text)
