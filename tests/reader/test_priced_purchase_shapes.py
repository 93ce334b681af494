"""Purchases priced in the words around them: one thing bought with a relative that tells its
cost ("bought a kite that cost $9"), things bought at a share off and then priced each by
"they" ("bought 5 mugs at 20% off. They each cost $4")."""

from __future__ import annotations

from tests.outcomes import assert_answers, assert_refuses


def test_one_thing_bought_with_its_cost_in_a_relative() -> None:
    text = "Omar had $40. He bought a kite that cost $9. How much money does Omar have left?"
    assert_answers(text, 31, "dollars")


def test_one_thing_bought_with_its_cost_counts_in_what_was_spent() -> None:
    assert_answers("Omar bought a kite that cost $9 and a ball that cost $4. How much did he spend?", 13)
    assert_answers("Omar bought a kite that costs $9. How much did Omar spend?", 9)


def test_a_relative_cost_that_says_more_than_a_sum_is_not_read() -> None:
    assert_refuses("Omar had $40. He bought a kite that cost $9 more than a ball. How much money does he "
                   "have left?")
    assert_refuses("Omar had $40. He bought a kite that cost $9 last year. How much money does he have "
                   "left?")
    assert_refuses("Omar had $40. He bought a kite, which cost $9. How much money does he have left?")


def test_a_relative_cost_of_a_thing_only_seen_is_no_purchase() -> None:
    assert_refuses("Omar had $40. He saw a kite that cost $9. How much money does he have left?")


def test_a_sum_told_twice_for_one_thing_must_agree() -> None:
    assert_refuses("Omar had $40. He bought a kite that cost $9. A kite costs $7. How much money does he "
                   "have left?", "inconsistent")


def test_things_bought_at_a_share_off_then_priced_each_by_they() -> None:
    assert_answers("Lena buys 5 mugs at 20% off. They each cost $4. How much did she pay?", 16, "dollars")
    assert_answers("Lena buys 5 mugs for 50% off. They each cost $4. How much did she pay?", 10)


def test_they_after_a_share_off_of_two_kinds_bought_is_not_read() -> None:
    assert_refuses("Lena buys 5 mugs and 2 bowls at 20% off. They each cost $4. How much did she pay?")
    assert_refuses("Lena buys 5 mugs at 20% off. Ivo buys 2 mugs. They each cost $4. How much did Ivo "
                   "pay?")
