"""What one buyer pays for one thing at a price told, with a share of it off or added
(reader/price_share.py)."""

from fractions import Fraction

from tests.outcomes import shape_tests

ANSWERED = [
    # one thing bought for a sum, the discount told in a clause after it: the price before it
    ("Ana buys a lamp for $40 and gets a 25% discount. How much does she pay?", 30, "dollars"),
    ("Ana buys a lamp that costs $40. She gets a 25% discount. How much does she pay?", 30, "dollars"),
    ("Ana gets a 25% discount. She buys a lamp that costs $40. How much does she pay?", 30, "dollars"),
    ("Omar bought a kite with a 20% discount. If the price is $15, how much did Omar pay after the "
     "discount?", 12, "dollars"),
    ("Lena bought a rug with a 10% discount. The regular price was $80. How much did she pay?", 72,
     "dollars"),
    ("Ben gets a haircut and tips the barber 20%. If the haircut cost $15 how much did he pay in total?",
     18, "dollars"),
    ("Rosa orders a pizza that costs $12.50. She leaves a 20% tip. How much does she pay?", 15, "dollars"),
    ("Carl buys a pair of boots that cost $60. If the sales tax was 5%, how much did he pay after tax?",
     63, "dollars"),
    ("Mia hires a clown for 3 hours at $25 an hour. She then tips the clown 10%. How much did she pay?",
     Fraction(165, 2), "dollars"),
    ("If Omar rents a canoe at $12 per hour for 4 hours, how much will he pay?", 48, "dollars"),
    ("Lena books a room for 2 nights at $90 a night. She gets a 20% discount. How much does she pay?",
     144, "dollars"),
    ("Ana buys a lamp that costs $40. She gets a $5 discount. How much does she pay?", 35, "dollars"),
    ("Omar books 3 nights at a cabin for $80 a night. He has a $30 discount. How much does he pay?", 210,
     "dollars"),
    ("Ivan rents a kayak for 2 hours a day for 4 days. It costs $15 an hour to rent. How much did he pay?",
     120, "dollars"),
    ("Ivan rents a kayak for 3 hours. The kayak costs $15 an hour. He gets a 20% discount. How much did "
     "he pay?", 36, "dollars"),
    ("Ana buys a lamp that costs $40. How much does she pay?", 40, "dollars"),
    # the rate said in the hiring, the time in a clause of its own that names the thing again
    ("Rex rents a canoe for $12 an hour. He rents it for 4 hours. How much does he pay?", 48, "dollars"),
    ("Lia hires a juggler for $30 an hour. She hires him for 2 hours a day for 3 days. How much did "
     "she pay?", 180, "dollars"),
    # the rate charged by the one hired
    ("Lia hires a juggler for 2 hours. The juggler charges $30 an hour. How much did she pay?", 60,
     "dollars"),
    ("Nora buys a desk that costs $90. She pays 8% tax. How much does she pay for the desk?",
     Fraction(486, 5), "dollars"),
]

REFUSED: list[str] = [
    # a sum the purchase states with a discount in its own clause: before it or after?
    "Ana buys a lamp for $30 with a 25% discount. How much does she pay?",
    # a past price beside a discount may be what she paid
    "Ana bought a lamp with a 25% discount. The lamp cost $40. How much did she pay?",
    # another person's discount
    "Ana buys a lamp that costs $40. Ben gets a 25% discount. How much does Ana pay?",
    # the share asked, not the sum paid
    "Ana buys a lamp that costs $40. She gets a 25% discount. How much does she save?",
    # a price of another thing
    "Ana buys a lamp. The rug costs $40. She gets a 25% discount. How much does she pay?",
    # the tip is not paid for the thing
    "Ben gets a haircut that costs $15. He tips the barber 20%. How much does he pay for the haircut?",
    # the question names another share than the one told
    "Ana buys a lamp that costs $40. She gets a 25% discount. How much does she pay after tax?",
    # two things bought
    "Ana buys a lamp that costs $40 and a rug. She gets a 25% discount. How much does she pay?",
    # more than all of the price off
    "Ana buys a lamp that costs $40. She gets a 125% discount. How much does she pay?",
    # a pronoun of the other gender
    "Ana buys a lamp that costs $40. He gets a 25% discount. How much does she pay?",
    # a thing bought, not hired for a time
    "Ana buys a lamp for 3 hours at $40 an hour. How much does she pay?",
    # the time in another unit than the rate's
    "Mia hires a clown for 90 minutes at $25 an hour. How much did she pay?",
    # a time each day, days untold
    "Mia hires a clown for 3 hours a day at $25 an hour. How much did she pay?",
    # the hired one's earnings asked
    "Mia hires a clown for 3 hours at $25 an hour. How much did the clown earn?",
    # two shares told
    "Mia hires a clown for 3 hours at $25 an hour. She gets a 10% discount. She tips the clown 20%. How "
    "much did she pay?",
    # a rate per day for a time in hours
    "Ivan rents a kayak for 3 hours. It costs $15 a day. How much did he pay?",
    # a rate of another thing
    "Ivan rents a kayak for 3 hours. The canoe costs $15 an hour. How much did he pay?",
    # a rate to buy, not to rent
    "Ivan rents a kayak for 2 hours a day for 4 days. It costs $15 an hour to buy. How much did he pay?",
    # a rate said in the past beside a discount may be what he paid
    "Ivan rents a kayak for 3 hours. It cost $15 an hour. He got a 20% discount. How much did he pay?",
    # a second renter
    "Ivan rents a kayak for 3 hours. It costs $15 an hour. Ana rents a kayak for 2 hours. How much did "
    "he pay?",
    # a thing got with no share told may be a gift: nothing paid
    "Ana gets a lamp that costs $40. How much does she pay?",
    # nights a day are no time hired
    "Ivan rents a cabin for 3 nights a day for 4 days. It costs $15 a night to rent. How much did he pay?",
    # a sum off of all the price or more
    "Ana buys a lamp that costs $40. She gets a $50 discount. How much does she pay?",
    # a sum for the room, not a price a night
    "Lena books 2 nights at a hotel for $90. How much does she pay?",
    # a tip to another than the one hired
    "Gus hires a painter for 4 hours at $30 an hour. He tips the plumber 10%. How much does he pay?",
    # a rate with no time hired, a time in another unit, another thing hired, another hirer
    "Rex rents a canoe for $12 an hour. How much does he pay?",
    "Rex rents a canoe for $12 an hour. He rents it for 2 days. How much does he pay?",
    "Rex rents a canoe for $12 an hour. He rents a raft for 4 hours. How much does he pay?",
    "Rex rents a canoe for $12 an hour. She rents it for 4 hours. How much does he pay?",
    # a rate charged by another than the one hired, or by "it"
    "Lia hires a juggler for 2 hours. The clown charges $30 an hour. How much did she pay?",
    "Lia hires a juggler for 2 hours. It charges $30 an hour. How much did she pay?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
