"""A tax told of no buyer ("The sales tax is 8%", "Tax is 10%") is on every priced purchase
told, by anyone; and "leaves a 20% tip" is a tip as "adds a 20% tip" is."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Noa bought 4 mugs at $5 each. The sales tax is 10%. How much did she spend?", 22),
    ("Noa bought 4 mugs at $5 each. Tax is 10%. How much did she pay in total?", 22),
    # on another buyer's purchases too
    ("Noa bought 4 mugs at $5 each. Eli bought 2 bowls at $10 each. The sales tax is 5%. How much "
     "did Eli spend?", 21),
    # the money left, and the change, after the tax
    ("Noa has $40. She bought 4 mugs at $5 each. The sales tax is 10%. How much money does she "
     "have left?", 18),
    ("Noa bought 4 mugs at $5 each. She leaves a 20% tip. How much did she spend?", 24),
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_tax_told_answers(text: str, value: int) -> None:
    assert_answers(text, value, "dollars")


@pytest.mark.parametrize("text", [
    # a tax on income is no tax on what is bought
    "Noa bought 4 mugs at $5 each. The income tax is 10%. How much did she spend?",
    # the sum told: before the tax, or with it?
    "Noa bought 4 mugs for $20. The sales tax is 10%. How much did she spend?",
    # the price asked: before the tax, or with it?
    "Noa bought 4 mugs at $5 each. The sales tax is 10%. How much did each mug cost?",
    "Each mug costs $5. The sales tax is 10%. How much do 4 mugs cost?",
    "Each mug costs $5. The sales tax is 10%. How many mugs can Noa buy with $22?",
    # a tax and a discount: which is taken first?
    "Noa bought 4 mugs at $5 each. The sales tax is 10%. She gets a 10% discount. How much did she "
    "spend?",
    # a tax told of another time
    "Noa bought 4 mugs at $5 each. The sales tax was 10% last year. How much did she spend?",
    # what was spent on the mugs: is the tax spent on them?
    "Noa bought 4 mugs at $5 each. The sales tax is 10%. How much did she spend on mugs?",
])
def test_tax_told_refused(text: str) -> None:
    assert_refuses(text)
