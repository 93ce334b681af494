"""A part that did not, then the rest at a rate (reader/did_not.py): the rate must be told of
exactly the ones that did. Our own words throughout."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Lia had 12 lamps, but 4 of them were not working. If she sold the working lamps for $5 each, how "
     "much money did she make?", 40, "dollars"),
    ("Omar had 11 pens, and 3 of them did not write. He sold the ones that did write for $2 each. How "
     "much money did he get in total?", 16, "dollars"),
    ("At noon a cook had 20 guests and 6 of them did not pay a fee. If he got $2 each from the ones who "
     "did pay, how much money did he earn?", 28, "dollars"),
    ("A chess club had 15 players, but 4 players did not come. If each player that did come won 3 "
     "medals, how many medals were won in all?", 33, "medals"),
]

REFUSED = [
    # the rate given to all the lamps, or to the broken ones
    "Lia had 12 lamps, but 4 of them were not working. If she sold the lamps for $5 each, how much "
    "money did she make?",
    "Lia had 12 lamps, but 4 of them were not working. If she sold the broken lamps for $5 each, how "
    "much money did she make?",
    "At noon a cook had 20 guests and 6 of them did not pay a fee. If he got $2 each from the ones who "
    "did not pay, how much money did he earn?",
    # no "not": the 4 are the working ones
    "Lia had 12 lamps, but 4 of them were working. If she sold the working lamps for $5 each, how much "
    "money did she make?",
    # a part greater than the whole
    "Lia had 4 lamps, but 12 of them were not working. If she sold the working lamps for $5 each, how "
    "much money did she make?",
    # a pronoun of the other gender, another person asked
    "Lia had 12 lamps, but 4 of them were not working. If he sold the working lamps for $5 each, how "
    "much money did he make?",
    "Omar had 11 pens, and 3 of them did not write. He sold the ones that did write for $2 each. How "
    "much money did Ann get in total?",
    # "he" of a box: no one to sell
    "A box had 12 lamps, but 4 of them were not working. If he sold the working lamps for $5 each, how "
    "much money did he make?",
    # one person who may win medals too: all the medals are not only the players'
    "Nia had 15 friends, but 4 could not come. If each friend who could come won 3 medals, how many "
    "medals were won in all?",
    # medals lost, not won; each player, those who came or not
    "A chess club had 15 players, but 4 players did not come. If each player that did come won 3 "
    "medals, how many medals were lost in all?",
    "A chess club had 15 players, but 4 players did not come. If each player won 3 medals, how many "
    "medals were won in all?"
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
