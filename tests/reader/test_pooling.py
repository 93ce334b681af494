"""Poolings told just before the question of the pool (reader/scenes.pooled_passed). Each case
is in our own words. People putting their own things of one kind together ("they pooled their
money", "put their coins together") move nothing out of the group: the group's holding asked
right after is the sum of theirs. Asked of one of them, after another doing, or of a pooling
that says more than that, it refuses."""

from __future__ import annotations

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Rosa has 7 dollars. Theo has 9 dollars. If they put their money together, how much would they "
     "have?", 16, "dollars"),
    ("Rosa has 7 dollars. Theo has 9 dollars. If they pooled their money, how much would they have?",
     16, "dollars"),
    ("Rosa has 7 dollars. Her cousin has 9 dollars. If they put their money together, how much would "
     "they have in all?", 16, "dollars"),
    # what each holds by then is what is pooled
    ("Rosa had 7 dollars and earned 3 dollars more. Theo has 9 dollars. If they put their money "
     "together, how much would they have?", 19, "dollars"),
    ("Rosa has 8 marbles. Theo has 5 marbles. Rosa gave Theo 2 marbles. If they pooled their marbles, "
     "how many marbles would they have?", 13, "marbles"),
    # three people: "they" is all of them
    ("Rosa has 7 dollars. Theo has 9 dollars. Ida has 4 dollars. If they put their money together, "
     "how much would they have?", 20, "dollars"),
])
def test_pooling_then_the_group_asked(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # asked of one of them: after a pooling, what each holds is not told
    "Rosa has 7 dollars. Theo has 9 dollars. If they put their money together, how much would Theo "
    "have?",
    # a doing after the pooling, or a place the pool goes to
    "Rosa has 7 dollars. Theo has 9 dollars. If they pooled their money, how much would they have left "
    "after spending 5 dollars?",
    "Rosa has 7 dollars. Theo has 9 dollars. If they put their money together in a jar, how much money "
    "would they have?",
    # a pooling of some of it, or at another time
    "Rosa has 7 dollars. Theo has 9 dollars. If they put half their money together, how much would "
    "they have?",
    "Rosa has 7 dollars. Theo has 9 dollars. If they pooled their money last week, how much would they "
    "have?",
    # a pooling of what no one told holds is no sum of what they hold
    "Rosa has 7 dollars. Theo has 9 dollars. If they put their stickers together, how many stickers "
    "would they have?",
])
def test_pooling_refused(text: str) -> None:
    assert_refuses(text)
