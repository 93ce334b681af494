"""A price told of "a pound of cheese" (a measure of a stuff) is told of the bare "pounds" a
buyer buys, when every other pound the story tells is of cheese or bare pounds bought with
nothing said after them: a measure is always of some stuff, and the cheese is the one told.
Packages and measures that are things too ("four sacks", "3 cups": bought empty?), another
stuff's pounds, pounds weighed or held, two prices of pounds, a purpose or place after the
purchase, or what the measure holds refuse. Our own words throughout."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("A pound of cheese costs $7. Omar buys two pounds. How much does he pay?", 14, "dollars"),
    ("A kilogram of plums costs $2. Ute buys 5 kilograms and Vic buys 1 kilogram. How much do they pay?",
     12, "dollars"),
    ("A yard of silk costs $9. Ada buys 4 yards. How much does she pay?", 36, "dollars"),
    ("A liter of cider costs $3. Pia had $20. She buys 4 liters. How much money does she have left?",
     8, "dollars"),
    ("A pound of cheese costs $7. Omar buys two pounds. He pays with a $20 bill. How much change does he "
     "get?", 6, "dollars"),
    # a purchase wanted, as one made
    ("A pound of cheese is going for $7. Omar decides to buy two pounds. He pays using a $20 bill. How much "
     "money will he get back?", 6, "dollars"),
]

REFUSED = [
    # another stuff's pounds are no pounds of cheese
    "A pound of cheese costs $7. Omar buys two pounds of ham. How much does he pay?",
    # two prices of pounds: which?
    "A pound of cheese costs $7. A pound of ham costs $5. Omar buys two pounds. How much does he pay?",
    # pounds of another stuff told: the bare pounds may be those
    "A pound of cheese costs $7. Omar buys two pounds. Ann buys a pound of ham. How much does Omar pay?",
    # the bare measure told otherwise (weighed, eaten): of the cheese?
    "A pound of cheese costs $7. Omar weighs 150 pounds. He buys two pounds. How much does he pay?",
    "A pound of cheese costs $7. Omar buys two pounds. He eats 1 pound. How much does he pay?",
    # a purpose or a place after the purchase: of the cheese, or of another stuff?
    "A gallon of milk costs $3. Sol buys 5 gallons for his truck. How much does he pay?",
    "A pound of cheese costs $7. Omar buys two pounds at the market. How much does he pay?",
    # what the bare measure holds told
    "A liter of cider costs $3. Pia buys 4 liters. Each liter fills 4 glasses. How much does she pay?",
    # packages and measures that are things too: bought empty?
    "A sack of flour costs $3. Nell buys four sacks. How much does she spend?",
    "A box of cereal costs $4. Tom buys 2 boxes for his toys. How much does he pay?",
    "A cup of tea costs $2. Tom buys 3 cups. How much does he pay?",
    # another measure of the stuff
    "A kilogram of plums costs $2. Ute buys 500 grams. How much does she pay?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
