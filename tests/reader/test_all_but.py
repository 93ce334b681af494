""""She sold all but 3 pens" says what "She sold some pens and had 3 pens left" says: the pens
she had, less the 3 left out, went by the verb. Each case is in our own words; an answer case
fails when the shape is no longer read, a refusal case when it is read without what would make
it certain."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Lia had 11 plums. She sold all but 4 plums. How many plums did she sell?", 7),
    ("Each mug costs $2. Lia had 10 mugs. She sold all but 3 mugs. How much money did she make?", 14),
    ("Lia had 12 stamps. She gave away all but 5 stamps. How many stamps did she give away?", 7),
]

REFUSED = [
    # a doer who holds none of them: all of whose?
    "Ann has 9 pens. Bo sold all but 3 pens. How many pens did Bo sell?",
    # no noun, "of the": all but 3 of what, of which?
    "Lia had 11 plums. She sold all but 4. How many plums did she sell?",
    "Lia had 11 plums. She sold all but 4 of the plums. How many plums did she sell?",
    # a verb that brings things in: "all" of what?
    "Lia had 11 plums. She bought all but 4 plums. How many plums did she buy?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, Fraction(value))


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
