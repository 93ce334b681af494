"""Questions about prices: the price of one thing, the cost of a number of them, and how
many a sum buys; and "One pack costs $2", a price that cites its "one"."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers
from wordproof import Answer, solve

ANSWERED = [
    # the price asked, from a purchase that states the sum paid
    ("Dora bought 5 notebooks for $15. How much did each notebook cost?", 3, "dollars"),
    ("Dora bought 5 notebooks for $15. How much does one notebook cost?", 3, "dollars"),
    ("Dora bought 5 notebooks for $15. How much did each cost?", 3, "dollars"),
    ("Dora bought 5 notebooks for $15. How much does a notebook cost?", 3, "dollars"),
    ("Dora bought 5 notebooks for $15. How much did she pay for each notebook?", 3, "dollars"),
    ("Dora bought 5 notebooks for $15. What was the price of each notebook?", 3, "dollars"),
    ("Dora bought 4 pounds of grapes for $6. How much did each pound cost?", Fraction(3, 2),
     "dollars"),
    ("Dora bought 5 notebooks for $15. How much did each notebook cost to buy?", 3, "dollars"),
    # the cost of a number of things at a price
    ("Each kite costs $7. How much do 4 kites cost?", 28, "dollars"),
    ("If each kite costs $7, how much must Omar pay for 3 kites?", 21, "dollars"),
    ("Dora bought 5 notebooks for $15. How much would 8 notebooks cost?", 24, "dollars"),
    ("Each sticker costs 9 cents. How much would 20 stickers cost?", 180, "cents"),
    # "One pack costs $2": a price that cites its "one"
    ("One pack costs $3. Omar bought 6 packs. How much did he spend?", 18, "dollars"),
    ("If one box of tea costs $4, how much do 5 boxes of tea cost?", 20, "dollars"),
    # a sum told for a number of things: the price of that many (sum = price × count)
    ("4 erasers cost $2. How much do 10 erasers cost?", 5, "dollars"),
    ("Three kites were $21. How much would 5 kites cost?", 35, "dollars"),
    ("3 jars of jam cost $12. Omar bought 5 jars of jam. How much did he spend?", 20, "dollars"),
    ("Cheese is $9 for 2 pounds. How much do 5 pounds cost?", Fraction(45, 2), "dollars"),
    ("At the market you can buy 5 limes for $2. How much do 15 limes cost?", 6, "dollars"),
    ("A bakery charges $10 for 4 muffins. How much do 6 muffins cost?", 15, "dollars"),
    ("The bakery charged $10 for 4 muffins. How much would 2 muffins cost?", 5, "dollars"),
    # the price of one, which a sum told for many leaves untold
    ("4 erasers cost $2. How much does each eraser cost?", Fraction(1, 2), "dollars"),
    ("Cheese is $9 for 2 pounds. How much does a pound cost?", Fraction(9, 2), "dollars"),
    # "it" costs what is bought: in the question, or in the supposition before it
    ("Each kite costs $7. How much would it cost to buy 3 kites?", 21, "dollars"),
    ("4 erasers cost $2. If Omar bought 6 erasers, how much would it cost him?", 3, "dollars"),
    ("4 erasers cost $2. If you wanted to buy 8 erasers, how much would it cost?", 4, "dollars"),
    ("4 erasers cost $2. If a class needed 12 erasers, how much would it have cost them?", 6, "dollars"),
    ("You can buy 4 erasers for $2. How much would it cost if you were to buy 10 erasers?", 5, "dollars"),
    # asked in cents: the cost in the unit asked, so named
    ("A stall charges $6 for 3 mugs. How many cents do 6 mugs cost?", 1200, "cents"),
    # what a sum buys
    ("Lena has 60 cents. A marble costs 6 cents. How many marbles can she buy with the money she "
     "has?", 10, "marbles"),
    ("Lena has $24. Each kite costs $6. How many kites can she buy?", 4, "kites"),
    # "can buy" rounds down: whole kites only, the change less than one price
    ("Lena has $25. Each kite costs $6. How many kites can she buy?", 4, "kites"),
    ("Lena has $24. Each kite costs $6. How many kites can she buy with her money?", 4, "kites"),
    ("If one jar of honey costs $5, how many jars of honey can you buy with $35?", 7, "jars"),
    # a sum in dollars at a price in cents: the cents in it, by the units table
    ("Each marble costs 6 cents. How many marbles can Lena buy with $3?", 50, "marbles"),
    # a deal for a bundle: whole bundles at a price no single thing has; any count at $2.50 each
    ("A cart sells figs 3 for $2. How much do 12 figs cost?", 8, "dollars"),
    ("A cart sells figs 3 for $2. How many figs can Lena buy with $10?", 15, "figs"),
    ("A cart sells mugs 2 for $5. Lena has $20. How many mugs can she buy?", 8, "mugs"),
    ("A cart sells mugs 2 for $5. How much do 3 mugs cost?", Fraction(15, 2), "dollars"),
    # the price of each said in the question: "$4 kites", "six dollar kites"
    ("Lena has $25. She spent $7 on a hat. How many $4 kites can she buy with the money she has "
     "left?", 4, "kites"),
    ("Lena has 30 dollars. How many six dollar kites can she buy?", 5, "kites"),
    # "paid for 3 tickets": a purchase of that many at the price told
    ("Each ticket costs $6. Rafa paid for 3 tickets. How much did he spend?", 18, "dollars"),
    ("If each ticket costs $6 and Rafa paid for 4 tickets, how much did he spend?", 24, "dollars"),
    # what a sum pays for, by any verb, when the sum is named
    ("If one game of pool costs $3, how many games of pool can you play with $12?", 4, "games"),
    ("Each lesson costs $15. How many lessons can Ida take with $60?", 4, "lessons"),
    # letters with "'s": their plural ("CD's", "DVD's"), no owner
    ("If one box costs 7 dollars, how many boxes of CD's can you buy with 21 dollars?", 3, "boxes"),
    # a sale by the count: the sum is the price of that many
    ("A stall sells plums 4 for $3. How much do 12 plums cost?", 9, "dollars"),
    ("A stall was selling plums 4 for $3. Ida bought 8 plums. How much did she spend?", 6, "dollars"),
    # "did everything cost", "did it all cost": every purchase told, what was spent
    ("Ida bought 3 kites for $4 each and 2 mugs for $5 each. How much did everything cost?", 22,
     "dollars"),
    ("Ida bought 3 kites for $4 each. Omar bought a mug for $5. How much did it all cost?", 17,
     "dollars"),
    # one thing bought for a sum ("a", "an"): the sum is the price of one of its kind
    ("Omar bought a kite for $7. How much would 3 kites cost?", 21, "dollars"),
    ("Omar paid 45 cents for a pear. How much do 4 pears cost?", 180, "cents"),
    ("Omar bought a mug for $5 and a paper kite for $2. How much would 3 paper kites cost?", 6,
     "dollars"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_price_answered(text: str, value: int | Fraction, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # a sum told of things the text points at is what those cost, not a price of the kind
    ("The 4 erasers cost $2. How much do 10 erasers cost?", None),
    ("Omar bought 5 kites. 2 kites cost $14. How much did he spend?", None),
    # the sum buys more than the things counted? "you can buy" is told of no one who did
    ("At the market you can buy 5 limes for $2 or more. How much do 15 limes cost?", None),
    # a supposition that says more than a purchase (with what? how many more?) is not moved
    ("4 erasers cost $2. If Omar bought 6 more erasers, how much would it cost him?", None),
    ("4 erasers cost $2. How much would it cost if you were to sell 10 erasers?", None),
    # a price one buyer paid, or a discount: the cost of a count asked is not one price times it
    ("Ana pays $2 for each pen. How much do 3 pens cost?", None),
    ("Each pen costs $2. Ana gets a 50% discount. If she bought 3 pens, how much would it cost "
     "her?", None),
    # one sum for two kinds says nothing of the price of one of them
    ("Dora bought 5 notebooks and 2 pens for $15. How much did each notebook cost?", None),
    # one thing's sum prices its kind only: not another kind, not another sort of it
    ("Omar bought a kite for $7. How much would 3 mugs cost?", None),
    ("Omar bought a paper kite for $7. How much would 3 kites cost?", None),
    ("Omar bought a kite for $7. How much would 3 paper kites cost?", None),
    # two sums for one thing: which is its price?
    ("Omar bought a kite for $7. Ida bought a kite for $9. How much would 2 kites cost?", None),
    # a price paid at one time asked at another
    ("Omar bought a kite for $7 yesterday. How much would 2 kites cost today?",
     "unbound_temporal_scope"),
    ("Omar bought 3 kites for $21 yesterday. How much would 2 kites cost today?",
     "unbound_temporal_scope"),
    # a share off or added beside the sum: was it paid before it or after?
    ("Omar bought a kite for $7. Kites are 10% off. How much would 2 kites cost?", None),
    ("Omar bought a kite for $7. He paid 8% tax. How much would 2 kites cost?", None),
    # the price is told: the question repeats a given
    ("Each kite costs $7. How much does each kite cost?", None),
    # "did buy" is no budget: what was bought is not told
    ("Lena has $25. Each kite costs $6. How many kites did she buy?", None),
    # a sum in cents is not divided by a price in dollars (no whole factor to convert by)
    ("Each pen costs $2. How many pens can Lena buy with 600 cents?", "unit_mismatch"),
    # after buying some, "how many can she buy" may mean more, or in all
    ("Lena has $24. She bought 2 kites. Each kite costs $6. How many kites can she buy?", None),
    # the money named is someone else's
    ("Lena has $24. Omar has $12. Each kite costs $6. How many kites can Omar buy with the money "
     "she has?", None),
    # a price said in the question and another told by the story: which is it?
    ("Lena has $24. Each kite costs $6. How many $4 kites can she buy?", None),
    ("Lena has $24. She bought 2 kites. How many $6 kites can she buy?", None),
    # "paid for 3 hours" is a wage or a rental, no things bought; with no price, no sum spent
    ("Each hour costs $6. Rafa paid for 3 hours. How much did he spend?", None),
    ("Rafa paid for 3 tickets. How much did he spend?", None),
    # what it cost to make is not what it cost to buy
    ("Dora bought 5 notebooks for $15. How much did each notebook cost to make?", None),
    # a price of pieces of candy is not a price of pieces of gum
    ("Each piece of candy costs 5 cents. How much would 4 pieces of gum cost?", None),
    # a sum pays for what is priced, not for another thing the question names
    ("Each ticket costs $4. How many rides can Ida go on with $20?", None),
    # a sale by the count of things told before: those, at that price, not any of the kind
    ("Ida had 8 plums. She sold the plums 4 for $3. How much do 12 plums cost?", None),
    # "everything" after a sale: what was sold cost its buyer too
    ("Ida bought 3 kites for $4 each. Omar sold 2 mugs for $5 each. How much did everything "
     "cost?", None),
    # "does everything cost": every price told, or what was bought?
    ("Kites cost $4 each and mugs cost $5 each. Ida buys 3 kites. How much does everything "
     "cost?", None),
]


@pytest.mark.parametrize(("text", "code"), REFUSED)
def test_price_refused(text: str, code: str | None) -> None:
    outcome = solve(text)
    assert not isinstance(outcome, Answer), outcome
    if code is not None:
        assert outcome.code.code == code


SALES = [
    # a sale at a price each brings the seller the price times the amount sold
    ("Rhea sold 8 jars of jam for $4 each. How much money did she make?", 32),
    ("Rhea sold 8 jars of jam for $4 each. How much did she earn?", 32),
    ("Rhea sold 5 mugs at $6 each and 3 bowls at $9 each. How much money did she make?", 57),
    # the money comes into her holding
    ("Rhea had $10. She sold 5 mugs for $6 each. How much money does she have now?", 40),
]


@pytest.mark.parametrize(("text", "value"), SALES)
def test_sale_brings_the_seller_money(text: str, value: int) -> None:
    assert_answers(text, value, "dollars")


@pytest.mark.parametrize("text", [
    # a sale with no price leaves out what it brought
    "Rhea sold 5 mugs for $6 each. She also sold 3 bowls. How much money did she make?",
    # money she spent too: what she made may be her profit
    "Rhea bought clay for $12. She sold 5 mugs for $6 each. How much money did she make?",
    # the sum told again: "earned $20" may be what the sale brought, or more
    "Rhea sold 4 mugs for $5 each and earned $20. How much money did she earn?",
    # other money coming in: is it earned?
    "Rhea got $5 from her aunt. She sold 5 mugs for $6 each. How much money did she make?",
])
def test_sale_refused(text: str) -> None:
    assert not isinstance(solve(text), Answer)


PRICED_PURCHASES = [
    # "at $3" after a count is what each one cost
    ("Ann had $40. She bought 6 pens at $3. How much money does she have left?", 22),
    # "that each cost", ", each costing (her)"
    ("Ann buys 4 kites that each cost $5. How much did she pay?", 20),
    ("Ann bought 3 lamps, each costing her $7. How much did she spend?", 21),
    # what the things are for is set aside
    ("Ann bought 2 maps for class for $4 each and 3 pads for $2 each. How much did she spend?", 14),
    ("Ann bought 5 bags of rice at $2 each bag for her party. How much did she spend?", 10),
    # "for $2 a pair": the price of each pair bought
    ("Ann had $20. She bought 4 pairs of gloves for $3 a pair. How much money does she have left?",
     8),
    # "for all (of) the kites" names the one purchase asked; "in total" over a priced purchase
    ("Ann bought 4 kites for $6 each. How much did she pay for all of the kites?", 24),
    ("Ann bought 4 kites for $6 each. How much did she spend in total?", 24),
    # a thing bought for a sum, then things priced each: each part its own purchase
    ("Ann bought a lamp for $20 and 3 bulbs for $2 each. How much did she spend?", 26),
    ("Ann had $50. She bought a lamp for $20, and 3 bulbs for $2 each. How much money does she "
     "have left?", 24),
    # "a pound of X is $5" is the price of any one pound
    ("Ann bought 4 pounds of plums. A pound of plums is $3. How much did she spend?", 12),
    # a list of things each bought for a sum or priced each, in any order
    ("Ann bought 2 pounds of figs for $4 a pound, a melon for $3, and 3 pears at $1 each. How "
     "much did she spend?", 14),
    ("Ann bought a kettle for $9 and 2 pounds of tea that cost $5 per pound. How much did she "
     "spend?", 19),
    # things priced each first, a sum closing the list: the sum is the last thing's alone
    ("Ann had $60. She bought 4 cups that cost $3 each, a vase that cost $15, and a rug that cost "
     "$20. How much money does she have left?", 13),
    ("Ann bought 4 cups for $3 each and a rug for $20. How much did she spend?", 32),
    # "which cost" as "that cost"; a thing "that costs" a sum is bought for it; "for each tray"
    ("Ann bought 3 mugs which cost $4 each and 2 jugs which cost $5 each. How much did she "
     "spend?", 22),
    ("Ann bought rice that cost $6 and a wok that costs $20. How much did she spend?", 26),
    ("Ann bought a jar that cost $3 and 2 trays of figs that cost $7 for each tray. How much did "
     "she spend?", 17),
    # a price per measure of a kind told as a fact: the price of each pound of it bought
    ("Walnuts cost $6 per pound. Ann bought 3 pounds of walnuts. How much did she spend?", 18),
    ("The linen was $7 a yard. Ann had $50. She bought 4 yards of linen. How much money does she "
     "have left?", 22),
    ("Vinegar costs $3 a liter. Ann bought 5 liters of vinegar. How much did she pay?", 15),
    # a sum spent on a kind with no count: "$50 worth of", "$50 in"
    ("Ann bought 2 kites for $6 each. She also bought $15 worth of string. How much did she "
     "spend?", 27),
    ("Ann had $40. She bought $15 in paint. How much money does she have left?", 25),
    # a list of them: each sum on its kind
    ("Ann bought $12 worth of yarn and $9 worth of beads. How much did she spend?", 21),
    ("Ann had $40. She bought $12 worth of yarn, $5 worth of glue and $9 worth of beads. How "
     "much money does she have left?", 14),
    # a kind named with its "of" complement, sold at a price each: what a buyer pays
    ("A shop sells jars of honey at $6 each. Ann buys 3 jars of honey. How much does she spend?",
     18),
    # a sale for a sum: what it brought is earned
    ("Rhea sold 7 mugs for $35. How much money did she make?", 35),
    ("The baker sold 20 pies at $6 and 10 cakes at $9. How much did the baker earn?", 210),
]


@pytest.mark.parametrize(("text", "value"), PRICED_PURCHASES)
def test_priced_purchase_shapes(text: str, value: int) -> None:
    assert_answers(text, value, "dollars")


@pytest.mark.parametrize("text", [
    # a person it is for may be the one who holds the things: not set aside
    "Ann bought 4 pens for $3 each for her brother. How many pens does her brother have?",
    # "at $3" with no count before it is no price of each one
    "Ann bought pens at $3. She has 2 pens. How much did she spend?",
    # a price per pound is not a price of each walnut, nor of each pound of pecans
    "Walnuts cost $6 per pound. Ann bought 3 walnuts. How much did she spend?",
    "Walnuts cost $6 per pound. Ann bought 3 pounds of pecans. How much did she spend?",
    # a price by the hour is no thing bought
    "Boats cost $40 per hour. Ann bought 3 hours of boats. How much did she spend?",
    # Tom's walnuts may not be the ones Ann bought
    "Tom's walnuts cost $6 per pound. Ann bought 3 pounds of walnuts. How much did she spend?",
    # a count that "cost" a sum with no "each": all of them, or each?
    "Ann bought 4 mugs that cost $8 and a wok for $20. How much did she spend?",
    "Ann bought 4 mugs which cost $8, and 2 jugs which cost $5 each. How much did she spend?",
    # jars of honey at a price are not jars of jam
    "A shop sells jars of honey at $6 each. Ann buys 3 jars of jam. How much does she spend?",
    # one kind in a list both for a sum and at a price each
    "Ann bought a lamp for $9 and 2 lamps for $5 each. How much did she spend?",
    # a sum's worth beside things counted with no price, or of an owner's kind
    "Ann bought $12 worth of yarn and 3 spools. How much did she spend?",
    "Ann bought $12 worth of yarn and $9 worth of her beads. How much did she spend?",
])
def test_priced_purchase_refused(text: str) -> None:
    assert not isinstance(solve(text), Answer)


SALE_PRICES = [
    # a price things are sold at, with no count sold: each later sale brings it
    ("Vera sells scarves for $9 each. She sold 4 scarves. How much money did she make?", 36),
    ("Vera sells each scarf for $9. She sold 3 scarves. How much did she earn?", 27),
    ("Each scarf sells for $9. Vera sold 5 scarves. How much money did she make?", 45),
    ("Vera sells hats for $5 and a scarf for $9. She sold 2 hats and 1 scarf. How much money did "
     "she make?", 19),
    # a price the kind costs is what it sells for, when the seller never gets any herself
    ("Each jar costs $3. Vera sold 7 jars. How much money did she make?", 21),
    # and what each purchase of the kind costs its buyer
    ("A kiosk is selling maps at $3 each. Omar bought 6 maps. How much did he spend?", 18),
]


@pytest.mark.parametrize(("text", "value"), SALE_PRICES)
def test_sale_price_of_a_kind(text: str, value: int) -> None:
    assert_answers(text, value, "dollars")


@pytest.mark.parametrize("text", [
    # a price is no sale: what she made is not told
    "Vera has 10 scarves. She sells scarves for $9 each. How much money did she make?",
    # "the scarves" are some scarves, sold: how many?
    "Vera sold the scarves for $9 each. How much money did she make?",
    # one kind at two prices
    "Vera sells scarves for $9 and scarves for $7. She sold 2 scarves. How much did she make?",
    # she bought some too: at the price, or less? what she sold them for is not told
    "Each jar costs $3. Vera bought 9 jars and sold 7 jars. How much money did she make?",
])
def test_sale_price_refused(text: str) -> None:
    assert not isinstance(solve(text), Answer)


PROFITS = [
    # what the sales brought less what was paid for
    ("Omar bought 8 melons for $2 each. He sold 8 melons for $5 each. How much profit did he make?",
     24),
    ("Omar spent $30 on seeds. He sold 20 melons at $4. How much money did he make in profit?", 50),
    ("Omar spent $30 on seeds. He sold 20 melons for $90. How much profit did he make?", 60),
]


@pytest.mark.parametrize(("text", "value"), PROFITS)
def test_profit(text: str, value: int) -> None:
    assert_answers(text, value, "dollars")


@pytest.mark.parametrize("text", [
    # other money in: is a gift profit?
    "Omar spent $30 on seeds. His aunt gave him $10. He sold 20 melons at $4. How much profit did "
    "he make?",
    # nothing paid told: the costs may be untold
    "Omar sold 20 melons at $4. How much profit did he make?",
    # a sale with no price
    "Omar spent $30 on seeds. He sold 20 melons at $4 and 5 pumpkins. How much profit did he make?",
])
def test_profit_refused(text: str) -> None:
    assert not isinstance(solve(text), Answer)
