"""Percentages and fractions of quantities: of what remains, of a price, by a rate of change.
Each shape is answered with its product, or refused when what it is a share of is not one
stated quantity."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # "of the remaining N": of the holding as it stands after what the story took from it
    ("Ivo had 90 stamps. He gave 10 stamps to Ana. Then he sold half of the remaining stamps. "
     "How many stamps does Ivo have now?", 40, "stamps"),
    ("Ivo had 90 stamps. He lost 30 stamps. He lost 1/3 of the remaining stamps. How many stamps "
     "does Ivo have now?", 40, "stamps"),
    # a holding got by buying (no "had"): "the remaining" is what is left of it, not the same
    # things done to again
    ("Rae bought 24 beads. She lost 6 beads. She also lost 1/3 of the remaining beads. How many "
     "beads does Rae have now?", 12, "beads"),
    ("Rae bought 40 beads. She used 10 beads on a bracelet. Then she used half of the remaining "
     "beads. How many beads does Rae have left?", 15, "beads"),
    # "of what was left" after a holding told by a getting ("earned"): what is left of it
    ("Rae earned $80. She spent half of it on shoes. Then she spent half of what was left on a "
     "hat. How much money did Rae have left?", 20, "dollars"),
    # "he" may be Ivo or Bo; only Ivo has lost any, so "the remaining" are his
    ("Ivo had 80 cards. He gave 20 cards to Bo. He gave half of the remaining cards to Cy. How "
     "many cards does Ivo have now?", 30, "cards"),
    ("Ivo had 80 cards. He gave 20 cards to Bo. He gave half of what was left to Cy. How many "
     "cards does Ivo have now?", 30, "cards"),
    # "of the rest", "of the remainder", "of the remaining": the kind is the story's one kind
    ("Ivo had 90 stamps. He gave 10 stamps to Ana. He gave 3/4 of the rest to Ben. How many "
     "stamps does Ivo have now?", 20, "stamps"),
    ("Ivo had $80. He spent $20 on a lamp. He spent 25% of the remainder on a rug. How much money "
     "does Ivo have left?", 45, "dollars"),
    ("Ivo had 50 cards. He gave 10 cards to Ana. He gave 2/5 of the remaining to Ben. How many "
     "cards does Ivo have now?", 24, "cards"),
    # a holding never sized, solved from what is told after
    ("Uma spent 1/5 of her money on a hat. She then spent 1/4 of the remaining money on a scarf. "
     "She had $60 left. How much money did Uma have at first?", 100, "dollars"),
    # a share as the subject of a loss: of the one holder of that kind
    ("There are 40 grapes on a plate. 3/4 of the grapes were eaten. How many grapes are left?", 10,
     "grapes"),
    ("Pia has 20 hens. Half of them ran away. How many hens does Pia have now?", 10, "hens"),
    # a share of what another holds, closed by the auxiliary that stands for "has"
    ("Ola has 30 shells. Ben has half as many shells as Ola does. How many shells does Ben have?",
     15, "shells"),
    ("Ola has 30 shells. Ben has 1/3 the number of shells Ola has. How many shells does Ben "
     "have?", 10, "shells"),
    # a share of what remains after losses, as the subject of a loss
    ("There were 60 pears in a crate. 12 of the pears were sold. Half of the remaining pears were "
     "eaten. How many pears are in the crate now?", 24, "pears"),
    # parts of a whole: "the remaining" is the whole less the parts told before
    ("Zoe has 60 marbles. 1/4 of them are red and 1/3 of the remaining marbles are blue. The rest "
     "are green. How many green marbles does Zoe have?", 30, "green marbles"),
    # one verb for a list of shares, each with its own complement, read in order
    ("Tia had $60. She spent 1/2 of her money on a hat and 1/3 of the remaining money on a pen. "
     "How much money does Tia have now?", 20, "dollars"),
    ("Tia had 80 beads. She gave 1/4 of her beads to Ana, 1/2 of the rest to Bo, and 5 beads to "
     "Cy. How many beads does Tia have now?", 25, "beads"),
    # a bare "half" or percentage with no "of": of what the giver has
    ("Ned had $80. He gave away 25% to his sister. How much money does Ned have now?", 60,
     "dollars"),
    ("Ned had 30 plums. He gave half to Lia. How many plums does Ned have now?", 15, "plums"),
    # "oranges" in a list is the fruit, not the color of the next kind
    ("Ned has 40 oranges and 70 pears. He sold 1/2 of the pears. How many pears does Ned have "
     "now?", 35, "pears"),
    # a discount: each price the buyer pays is less that share of it
    ("Each kite costs $5. Ravi buys 4 kites. He gets a 20% discount. How much did Ravi pay?", 16,
     "dollars"),
    ("Each kite costs $5. Ravi buys 4 kites. He gets 25% off. How much did Ravi pay?", 15,
     "dollars"),
    ("Each kite costs $5. Ravi buys 4 kites. He gets a discount of 10%. How much did Ravi pay?",
     18, "dollars"),
    ("Each kite costs $5. Ravi received a 10% discount. Ravi bought 6 kites. How much money did "
     "Ravi spend?", 27, "dollars"),
    # a discount given: to the one the passive's subject names, or to the receiver of "gave"
    ("Each kite costs $5. Ravi buys 4 kites. He was given a discount of 20%. How much did Ravi "
     "pay?", 16, "dollars"),
    ("Each kite costs $5. Ravi buys 4 kites. The clerk gave him a 25% discount. How much did "
     "Ravi pay?", 15, "dollars"),
    # a discount "on everything" is taken off each kind the buyer buys at a price
    ("Lena buys 3 mugs at $4 each and 2 bowls at $6 each. She gets a 50% discount on everything. "
     "How much did Lena pay?", 12, "dollars"),
    ("Lena buys 3 mugs at $4 each and 2 bowls at $6 each. She gets a 25% discount on all the "
     "items she bought. How much did Lena pay?", 18, "dollars"),
    # a tax or a tip is the same share added to each price ("on the order": on all of it)
    ("Each lamp costs $20. Kai buys 3 lamps. He pays 10% tax. How much did Kai pay?", 66,
     "dollars"),
    ("Each lamp costs $20. Kai buys 3 lamps. He pays 5% tax on the order. How much did Kai "
     "spend?", 63, "dollars"),
    ("Kai buys 2 soups at $12 each and 3 rolls at $4 each. He adds a 25% tip on everything. How "
     "much did Kai pay?", 45, "dollars"),
    ("Kai buys 2 soups at $6 each. He gives the waiter a tip of 25%. How much did Kai pay?", 15,
     "dollars"),
    # a price a share above or below another kind's price
    # a holding grown (shrunk) by a share of itself: that share of it as it stands, added (taken)
    ("Ivo has 40 cups. His cups increased by 25%. How many cups does Ivo have?", 50, "cups"),
    ("Ivo has 40 cups. He increased his cups by 150%. How many cups does Ivo have?", 100, "cups"),
    ("Ivo has 40 cups. The number of his cups decreased by 25%. How many cups does Ivo have?", 30,
     "cups"),
    # "costs N% more (less) than" one thing priced: its price plus (less) that share of it
    ("A mug costs $8. A bowl costs 25% more than a mug. Kai buys 2 bowls. How much did Kai pay?",
     20, "dollars"),
    ("A mug costs $8. A bowl costs 25% less than a mug. How much does a bowl cost?", 6, "dollars"),
    # "N% as many (as much) as": a multiple, the percentage over 100
    ("Ivo has 40 cups. Ana has 25% as many cups as Ivo. How many cups does Ana have?", 10, "cups"),
    ("Ivo sold 40 cups. Ana sold 150% as many cups as Ivo. How many cups did Ana sell?", 60, "cups"),
    ("Ivo is 40 years old. Ana is 75% as old as Ivo. How old is Ana?", 30, "years"),
    ("Ivo has 40 cups and 25% as many bowls. How many bowls does Ivo have?", 10, "bowls"),
    ("A mug costs $8. A bowl is 25% more expensive than a mug. Kai buys 2 bowls. How much did "
     "Kai pay?", 20, "dollars"),
    ("A mug costs $8. A bowl is 25% cheaper than a mug. How much does a bowl cost?", 6,
     "dollars"),
    # no "than": the one other thing priced
    ("A box of tea costs $4, while a box of coffee is 75% more expensive. Kai buys two boxes of "
     "coffee and two boxes of tea. How much did Kai pay?", 22, "dollars"),
    # a sum off each: each price less that sum
    ("A kite costs $6. Ravi bought 5 kites. He was given a discount of $1 each. How much did "
     "Ravi pay?", 25, "dollars"),
    # a kind on sale: every purchase of it pays its price less the share
    ("Omar bought 4 lamps. Each lamp was $10 but was 25% off. How much did Omar spend?", 30,
     "dollars"),
    ("Each lamp costs $10. Lamps are on sale for 50% off. Omar buys 2 lamps. He buys 3 cups at "
     "$1 each. How much did Omar pay?", 13, "dollars"),
    # "his cards" after changes told in clauses of their own: the cards he has now
    ("Tom has 5 cards. He bought 10 more cards. Then he gave a third of his cards to Ann. How many "
     "cards does Tom have now?", 10, "cards"),
    # "Half the trucks are red": "half of" the determined noun, as subject
    ("Ted has 40 trucks. Half the trucks are red. How many red trucks does Ted have?", 20,
     "red trucks"),
    ("There are 40 plums in a bowl. Half the plums were eaten. How many plums are in the bowl "
     "now?", 20, "plums"),
    ("Ivo had 90 stamps. 30 of them are old. Half of the remaining stamps are new. How many stamps "
     "are new?", 30, "stamps"),
    ("Zoe has 80 marbles. One-fourth of them are red. Half of the remaining are blue. How many "
     "blue marbles does Zoe have?", 30, "blue marbles"),
    # an event a share more or less than another's: that event plus (less) the share of it
    ("Ivo found 12 shells. Ana found 25% more shells than Ivo. How many shells did Ana find?", 15,
     "shells"),
    ("Ivo found 12 shells. Ana found 25% fewer shells than Ivo did. How many shells did Ana "
     "find?", 9, "shells"),
    # with no "than": the one earlier event of the verb and kind
    ("Ivo sold 40 cups in May. He sold 10% more cups in June. How many cups did Ivo sell in "
     "total?", 84, "cups"),
    ("Ivo sold 40 cups in May. He sold 25% fewer cups in June. How many cups did Ivo sell in "
     "total?", 70, "cups"),
    # no "than": than the one other holder, or the one earlier doing, another's
    ("Eric has 40 shells. Chad has 25% less. How many shells do they have?", 70, "shells"),
    ("Eric found 4 shells. Chad found 50% more. How many shells did Chad find?", 6, "shells"),
    # no noun either: the kind of that one earlier event
    ("Ivo used 15 liters of fuel on Monday. On Tuesday he used 20% less. How many liters of fuel "
     "did he use in total?", 27, "liters"),
]

REFUSED = [
    # "the remaining" of someone else's holding: the one who sells is not the one who lost
    "Ivo had 90 stamps. He gave 10 stamps to Ana. Ana sold half of the remaining stamps. How many "
    "stamps does Ana have now?",
    # two holders lost stamps: whose remaining ones?
    "Ivo had 90 stamps and Ana had 50 stamps. Ivo lost 10 stamps. Ana lost 10 stamps. Ivo sold "
    "half of the remaining stamps. How many stamps does Ivo have now?",
    # nothing was taken away: what remains of what?
    "Ivo had 90 stamps. 30 of them are old. He sold half of the remaining stamps. How many stamps "
    "does Ivo have now?",
    # two holders of grapes: whose were eaten?
    "Ada has 40 grapes. Ben has 20 grapes. 3/4 of the grapes were eaten. How many grapes are left?",
    # a list of shares each "of her money": of the money at first, or of what was left?
    "Tia had $60. She spent 1/2 of her money on a hat and 1/3 of her money on a pen. How much "
    "money does Tia have now?",
    # a bare share after two kinds: half of which?
    "Ned had 30 plums and 10 figs. He ate half. How many figs does Ned have now?",
    # "1/2" with no "of" may be half of one thing
    "Ned had 3 pizzas. He gave 1/2 to Lia. How many pizzas does Ned have now?",
    # a discount of someone who bought nothing: not of Ravi's kites
    "Each kite costs $5. Ravi buys 4 kites. Mia gets a 20% discount. How much did Ravi pay?",
    # two priced kinds: the discount on which?
    "Each kite costs $5. Each ball costs $2. Ravi buys 4 kites. He buys 3 balls. He gets a 20% "
    "discount. How much did Ravi pay?",
    # two priced kinds and a discount "on all the items" another bought: not hers
    "Lena buys 3 mugs at $4 each and 2 bowls at $6 each. She gets a 10% discount on all the "
    "items Omar bought. How much did Lena pay?",
    # "on everything" and a thing bought for a sum: was the $9 before the discount or after?
    "Lena buys 3 mugs at $4 each and a lamp for $9. She gets a 10% discount on everything. How "
    "much did Lena pay?",
    # one share taken off a price in dollars and a price in cents: not one quantity
    "Lena buys 3 mugs at $4 each and 2 pins at 30 cents each. She gets a 10% discount on "
    "everything. How much did Lena pay?",
    # "gave her" after a giver who may be her: who got it?
    "Each kite costs $5. Ravi buys 4 kites. Ravi gave him a 20% discount. How much did Ravi pay?",
    # a tax and a discount: is the tax on the price before the discount or after it?
    "Each lamp costs $20. Kai buys 3 lamps. He gets a 10% discount. He pays 5% tax. How much did "
    "Kai pay?",
    # no "than" after two other prices: dearer than which?
    "A mug costs $8. A cup costs $2. A bowl is 25% more expensive. Kai buys 2 bowls. How much did "
    "Kai pay?",
    # a price in cents and another in dollars: one cost is no sum of the two units
    "A mug costs 80 cents. A plate costs $3. A bowl is 25% more expensive than a mug. Kai buys 2 "
    "bowls and a plate. How much did Kai pay?",
    # another kind on sale: the lamps' price is not lowered
    "Each lamp costs $10. The cups are 50% off. Omar buys 2 lamps. How much did Omar pay?",
    # a kind on sale and a discount of the buyer's: which first?
    "Each lamp costs $10. The lamps are 50% off. Omar buys 2 lamps. He gets a 10% discount. How "
    "much did Omar pay?",
    # cents off a price in dollars: the unit obligation composes no such difference
    "A kite costs $6. Ravi bought 5 kites. He got a discount of 50 cents each. How much did Ravi "
    "pay?",
    # a sum off with no "each": off each kite, or off the whole?
    "A kite costs $6. Ravi bought 5 kites. He got a discount of $1. How much did Ravi pay?",
    # "will get": whether, not that
    "Each kite costs $5. Ravi buys 4 kites. He will get a 20% discount. How much did Ravi pay?",
    # "the cards" after he bought more may be the cards just bought
    "Tom has 5 cards. He bought 10 more cards. Then he gave a third of the cards to Ann. How many "
    "cards does Tom have now?",
    # two holders of trucks: half of whose?
    "Ted has 40 trucks and Ann has 20 trucks. Half the trucks are red. How many red trucks does "
    "Ted have?",
    # "the remaining" with no part told and nothing lost: remaining of what?
    "Zoe has 80 marbles. Half of the remaining marbles are blue. How many blue marbles does Zoe "
    "have?",
    "There were 60 pears in a crate. Half of the remaining pears were eaten. How many pears are in "
    "the crate now?",
    # "more than" another's event of another verb: no event to compare with
    "Ivo found 12 shells. Ana saw 50% more shells than Ivo. How many shells did Ana see?",
    # two earlier events of the verb: 10% more than which?
    "Ivo sold 40 cups. Ana sold 30 cups. He sold 10% more cups in June. How many cups did Ivo sell "
    "in total?",
    # a holding is no event: 10% more than what he has, or than some earlier sale?
    "Ivo has 40 cups. He bought 10% more cups. How many cups did Ivo buy?",
    # no "than", and a doer who holds the kind: 50% more than Eric, or of what Chad has?
    "Chad has 10 shells. Eric found 4 shells. Chad found 50% more. How many shells did Chad find?",
    # his own earlier doing with no time told: 50% more than it, or of what he has?
    "Eric found 4 shells. He found 50% more shells. How many shells did he find?",
    # two other holders: than which?
    "Eric has 4 shells. Bo has 2 shells. Chad has 50% more. How many shells does Chad have?",
    # no noun after two kinds sold: 10% more of which?
    "Ivo sold 20 pens and 10 cups in May. In June he sold 10% more. How many pens did he sell?",
    # no time told: 10% more than he bought, or 10% of what he has bought in addition?
    "Ivo bought 40 cups. He bought 10% more cups. How many cups did Ivo buy in total?",
    # grown by a share: of a holding never told, by a number that is no share (5 more, or 5
    # times?), again and again, at another time, to a sum, or by the whole of it
    "Ivo has 40 cups. Ana's cups increased by 25%. How many cups does Ana have?",
    "Ivo has 40 cups. His cups increased by 5. How many cups does Ivo have?",
    "Ivo has 40 cups. His cups increase by 25% every year. How many cups will Ivo have in 2 years?",
    "Ivo has 40 cups. His cups increased by 25% last year. How many cups does Ivo have?",
    "Ivo has 40 cups. His cups will increase by 25%. How many cups does Ivo have?",
    "Ivo has 40 cups. His cups increased by 25% to 50. How many cups does Ivo have?",
    "Ivo has 40 cups. His cups decreased by 100%. How many cups does Ivo have?",
    "Ivo has 40 cups. He increased Ana's cups by 25%. How many cups does Ivo have?",
    # a holding changed since told: of it as told, or as it stands? (refused as any share is)
    "Ivo bought 40 cups. He gave 8 cups to Ana. His cups increased by 25%. How many cups does Ivo "
    "have?",
    "Ivo had 40 cups. He gave 10 cups to Ana. His cups increased by 25%. How many cups does Ivo have?",
    # "costs 20% more" with no "than": than a mug, or than all that was spent?
    "A mug costs $8. Kai bought 3 mugs. A bowl costs 25% more. How much does a bowl cost?",
    # than several mugs, or than a mug at another time: not the one price told
    "A mug costs $8. A bowl costs 25% more than 3 mugs. How much does a bowl cost?",
    "A mug costs $8. A bowl costs 25% more than a mug did last year. How much does a bowl cost?",
    # "N% as many" with two holders before and no "as": as which?
    "Ivo has 40 cups and Bo has 20 cups. Ana has 25% as many. How many cups does Ana have?",
    # "than on Monday": another time of the subject's, not read
    "Ivo sold 40 cups on Monday. He sold 10% more cups than on Monday on Tuesday. How many cups "
    "did Ivo sell in total?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_percentage_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_percentage_refused(text: str) -> None:
    assert_refuses(text)
