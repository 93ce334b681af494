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
    assert_refuses("Omar had $40. He bought a kite, which cost $9. How much money does he have left?")
    assert_refuses("Omar had $40. He bought a kite that cost $9 last year. How much money does he have "
                   "left?")


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


def test_things_bought_for_a_total_tell_the_buyers_whole_spending() -> None:
    text = "Tess bought 12 cups and 30 plates for a total of $96. A cup costs $3. How much does a plate cost?"
    assert_answers(text, 2, "dollars")
    assert_answers("A baker bought 12 cups and 30 plates for $96 in total. A cup costs $3. How much does "
                   "a plate cost?", 2)


def test_things_bought_for_a_total_refuse_when_the_whole_may_hold_more() -> None:
    assert_refuses("Tess bought 12 cups and 30 plates for a total of $96. She also bought a vase. A cup "
                   "costs $3. How much does a plate cost?")
    assert_refuses("Tess bought 12 cups and 30 plates for $96. A cup costs $3. How much does a plate cost?")
    assert_refuses("Tess bought 12 cups and 30 plates for a total of $96. A cup costs $3 and a plate costs "
                   "$4. How much did she spend?", "inconsistent")


def test_a_sum_named_as_the_price_of_each() -> None:
    assert_answers("Pia bought 9 limes at the price of $2 per lime. She bought 4 melons for the price of $5 "
                   "each. How much did Pia spend?", 38, "dollars")


def test_a_sum_named_as_the_price_with_no_each_is_not_read() -> None:
    assert_refuses("Pia bought 9 limes at the price of $2. How much did Pia spend?")
    assert_refuses("Pia bought 9 limes for the price of $2 per dozen. How much did Pia spend?")


def test_bills_supposed_held_before_a_change_question_are_paid_with() -> None:
    assert_answers("Noor bought 3 books at $7 each. If she had one $50 bill, how much change did she get?",
                   29, "dollars")
    assert_answers("Noor bought 3 books at $7 each. If she gives two $20 bills, how much change did she get "
                   "back?", 19)
    assert_answers("Noor bought 3 books at $7 each. How much change did she get if she gives a $50 bill?", 29)


def test_a_supposition_that_is_no_bill_or_no_change_question_is_not_a_tender() -> None:
    assert_refuses("Noor bought 3 books at $7 each. If she had $50, how much change did she get?")
    assert_refuses("Noor bought 3 books at $7 each. If Ivo had a $50 bill, how much change did Noor get?")
    assert_refuses("Noor bought 3 books at $7 each. If she had one $10 bill, how much change did she get?")
    # of several bills held she hands over those she needs: of three $20 bills, one
    assert_refuses("Noor bought 3 books at $7 each. If she had three $20 bills, how much change did she get?")


def test_one_bill_counted_is_that_bills_sum() -> None:
    assert_answers("Noor bought 3 books at $7 each. She paid with one $50 bill. How much change did she "
                   "get?", 29)


def test_things_bought_then_listed_unpriced_take_their_price_from_the_whole() -> None:
    assert_answers("Milo bought 3 pears for $2 each and 4 figs. He spent a total of $14. How much did each "
                   "fig cost?", 2, "dollars")
    assert_answers("Milo bought 3 pears for $2 each and 4 figs. Each fig costs $1. How much did he "
                   "spend?", 10)


def test_unpriced_things_before_the_priced_ones_are_not_read() -> None:
    # "4 figs and 3 pears for $2 each": each of the seven, or the pears alone?
    assert_refuses("Milo bought 4 figs and 3 pears for $2 each. He spent a total of $14. How much did each "
                   "fig cost?")
    assert_refuses("Milo bought 3 pears for $2 each and 4 pears. He spent a total of $14. How much did each "
                   "pear cost?")


def test_a_tax_one_has_to_pay_is_paid() -> None:
    assert_answers("Rosa buys 4 vases. They cost $10 each. She has to pay 5% tax on everything. How much "
                   "did she pay in total?", 42, "dollars")


def test_a_tax_one_will_have_to_pay_is_not_read() -> None:
    assert_refuses("Rosa buys 4 vases. They cost $10 each. She will have to pay 5% tax. How much did she "
                   "pay in total?")


def test_they_are_or_sell_for_a_sum_each_after_a_purchase() -> None:
    assert_answers("Rosa buys 4 vases. They are $10 each. How much did she pay?", 40, "dollars")
    assert_answers("Rosa buys 4 vases. They sell for $10 each. How much did she pay?", 40, "dollars")


def test_they_priced_after_two_kinds_bought_or_a_sale_told_is_not_read() -> None:
    assert_refuses("Rosa buys 4 vases and 2 bowls. They are $10 each. How much did she pay?")
    assert_refuses("Rosa buys 4 vases. They sold for $10 each. How much did she pay?")
    assert_refuses("Rosa buys 4 vases. They are $10. How much did she pay?")


def test_they_priced_in_the_present_is_no_price_for_another_buyer() -> None:
    assert_refuses("Rosa buys 4 vases. They are $10 each. Ivo buys 2 vases. How much did Ivo pay?")
    assert_refuses("Rosa buys 4 vases. They sell for $10 each. Ivo buys 2 vases. How much did Ivo pay?")


def test_they_priced_after_the_things_were_sold_is_not_read() -> None:
    # the sum each may be what she paid or what she sold them for
    assert_refuses("Rosa buys 4 vases and sells them. They sell for $10 each. How much did she pay?")
    assert_refuses("Rosa buys 4 vases. She sells 2 vases. They are $10 each. How much did she pay?")


def test_money_supposed_held_after_spending_is_read_when_placed_after_it() -> None:
    assert_answers("Cato bought a kite for $10. If he has $5 left, how much money did he have at first?", 15)
    assert_answers("Cato spent $10. If he had $5 after that, how much money did he have at first?", 15)
    assert_answers("Cato bought 2 kites for $10 each. If he had $50 at first, how much does he have now?", 30)
    assert_answers("Cato bought 2 kites for $10 each. If he had $50 initially, how much does he have "
                   "now?", 30)
    assert_answers("Cato bought 3 kites at $10 each. How much change does he get back if he has $50?", 20)


def test_one_thing_bought_at_a_sum_is_bought_for_it() -> None:
    assert_answers("Omar bought a kite at $9 and 3 balls at $2 each. How much did he spend?", 15, "dollars")
    assert_answers("Omar had $40. He bought one kite at $9. How much money does he have left?", 31)
    assert_answers("Omar bought a kite at $9 and a ball at $4. How much did he spend?", 13)


def test_a_thing_of_no_article_at_a_sum_is_not_read_as_bought_for_it() -> None:
    assert_refuses("Omar bought flour at $3 and a kite at $9. How much did he spend?")
    assert_refuses("Omar bought a kite at $9 and flour at $3. How much did he spend?")


def test_a_thing_bought_costing_a_sum_is_bought_for_it() -> None:
    assert_answers("Omar bought a kite costing $9 and a ball costing $4. How much did he spend?", 13)
    assert_answers("Omar had $40. He bought 3 balls costing $4 each. How much money does he have left?", 28)
    assert_refuses("Omar had $40. He bought a kite costing $9 more than a ball. How much money does he "
                   "have left?")
