"""A bare "how much" beside a sum of money asks an amount (money, a measure), never a count of
things; "how many" asks the count."""

import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof.ledger.entries import Kind, KindMatcher


@pytest.mark.parametrize(("kind", "matched"), [
    (Kind("dollar"), True), (Kind("pound", of="flour"), True), (Kind("quarter"), True),
    (Kind("frame"), False), (Kind("book", modifiers=("red",)), False),
])
def test_an_amount_matches_no_count(kind: Kind, matched: bool) -> None:
    assert KindMatcher(None, amount=True).matches(kind) is matched
    assert KindMatcher(None).matches(kind)


def test_how_much_beside_money_refuses_the_things_counted() -> None:
    assert_refuses("Ivo bought 4 kites for $3 each. He paid with a $20 bill. How much did he get?")
    assert_refuses("Ivo bought 4 kites for $3 each. How much did he buy?")


def test_how_much_of_money_or_how_many_things_stays() -> None:
    assert_answers("Ivo bought 4 kites for $3 each. How much did he spend?", 12, "dollars")
    assert_answers("Ivo bought 4 kites for $3 each. How many kites did he buy?", 4, "kites")
    assert_answers("Ivo ate 3 plums. How much did he eat?", 3, "plums")
