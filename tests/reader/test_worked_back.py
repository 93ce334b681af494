"""Rates and shares worked back (lane s27-cd): the rest of a stuff held in a measure parted
(reader/shares.py ``_partition``), parts made with the same number in each (``_making_equal_parts``),
and what a doer holds used up at a pace when someone gave them
some (ledger/chains.py ``_lasting``). Our own words throughout."""

from tests.outcomes import shape_tests

ANSWERED = [
    # "Aside from …," says what else is done, with no count: set aside
    ("Aside from drawing birds, Lorna has 24 paintings. How many paintings can she give to each of her "
     "three aunts?", 8, "paintings"),
    # parts made of the maker's things, the same number in each: all of them, parted exactly
    ("Omar has 84 tiles. He is making 6 coasters with each coaster using the same number of tiles. How "
     "many tiles will each coaster use?", 14, "tiles"),
    ("Priya has 900 grams of clay. She wants to make 4 bowls with the same amount of clay in each bowl. "
     "How many grams of clay will each bowl have?", 225, "grams"),
    ("Omar has 30 tiles. He gave 6 tiles to Lea. He is making 4 coasters with the same number of tiles "
     "in each coaster. How many tiles will each coaster have?", 6, "tiles"),
    # "the rest of the flour": a stuff held in grams, parted as "the rest of the cookies" is
    ("Cory had 4500 grams of flour. He used 1000 grams of the flour. He divided the rest of the flour "
     "equally among 7 jars. How many grams of flour are in each jar?", 500, "grams"),
    ("Ines had 12 liters of juice. She drank 2 liters of the juice. She split the rest of the juice "
     "equally among 5 jugs. How many liters of juice are in each jug?", 2, "liters"),
    # a giver's own holding is never told: what the doer eats is all hers
    ("Nora had 30 cherries. Her brother gave her 6 more cherries. If she eats 4 cherries a day, how many "
     "days will the cherries last her?", 9, "days"),
    ("Tariq had 16 crackers. His aunt gave him 4 more crackers. If he eats 5 crackers a day, how many days "
     "will the crackers last him?", 4, "days"),
]

REFUSED = [
    # a count in the phrase set aside is no "aside"
    "Aside from 4 apples, Lorna has 18 pears. How many pears does she have?",
    # the parts do not take the tiles exactly
    "Omar has 86 tiles. He is making 6 coasters with each coaster using the same number of tiles. How "
    "many tiles will each coaster use?",
    # another maker's tiles are never told
    "Omar has 84 tiles. Lea is making 6 coasters with each coaster using the same number of tiles. How "
    "many tiles will each coaster use?",
    # the tiles change after the making is told: before, or after?
    "Omar has 84 tiles. He is making 6 coasters with each coaster using the same number of tiles. He "
    "bought 12 more tiles. How many tiles will each coaster use?",
    # what is left is no question the parts answer (all of them, or some?)
    "Omar has 84 tiles. He is making 6 coasters with each coaster using the same number of tiles. How "
    "many tiles will he have left?",
    # the rest of the sugar, when nothing was taken of it; of which stuff?
    "Cory had 4500 grams of flour and 900 grams of sugar. He used 300 grams of the flour. He divided the "
    "rest of the sugar equally among 3 jars. How many grams of sugar are in each jar?",
    # the giver holds cherries too: "the cherries" may be his as well
    "Nora had 30 cherries. Her brother had 10 cherries. He gave her 6 cherries. If she eats 4 cherries a "
    "day, how many days will the cherries last her?",
    # the giver eats: what he holds is never told
    "Nora had 30 cherries. Her brother gave her 6 more cherries. If he eats 4 cherries a day, how many days "
    "will the cherries last him?",
    # no whole number of days
    "Nora had 30 cherries. Her brother gave her 6 more cherries. If she eats 5 cherries a day, how many "
    "days will the cherries last her?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
