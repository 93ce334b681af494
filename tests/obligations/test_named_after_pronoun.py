"""A pronoun with no one before it, beside a person named after it (s30-rev2): "he" may be the
one named later, so the reading refuses; told in the other order, it is answered."""

from fractions import Fraction

import pytest

from wordproof import Answer, Refusal, solve

PAIRS = [
    ("He gave 15 cards to Pia. Omar had 50 cards. How many cards does Omar have left?",
     "Omar had 50 cards. He gave 15 cards to Pia. How many cards does Omar have left?", 35),
    ("He sold 9 jars at the fair. The cook had 40 jars. How many jars does the cook have now?",
     "The cook had 40 jars. He sold 9 jars at the fair. How many jars does the cook have now?", 31),
]


@pytest.mark.parametrize(("before", "after", "value"), PAIRS)
def test_pronoun_before_a_name(before: str, after: str, value: int) -> None:
    refused = solve(before)
    assert isinstance(refused, Refusal) and refused.code.code in ("unbound_referent", "new_actor"), refused
    answered = solve(after)
    assert isinstance(answered, Answer) and answered.value == Fraction(value), answered
