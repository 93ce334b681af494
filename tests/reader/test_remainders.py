"""What is left over: the one part that is not full, a share handed out equally, and what is
still wanted of a doing or a holding."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # the part that is not full holds the rest of the division
    ("A crate can hold 12 eggs. Ina has 50 eggs. How many eggs are in the crate that is not full?",
     2, "eggs"),
    ("Ina has 45 pens. She puts them into boxes of 8. How many pens are in the box that isn't "
     "full?", 5, "pens"),
    ("Each shelf will hold 9 books. If Omar buys 40 books, how many will be on the last shelf that "
     "is not full?", 4, "books"),
    # a capacity is a room as "can hold" is: the last part may hold less (never a size each has)
    ("Lia has 40 plums. Each jar has a capacity of 9 plums. How many plums are in the jar that is "
     "not full?", 4, "plums"),
    ("Each van has a capacity of 7 riders. There are 30 riders. How many vans are needed?", 5, "vans"),
    # a share handed out "equally" parts the whole as "shared" does
    ("Lea baked 23 buns. The buns were served equally among her 5 guests. How many buns does Lea "
     "have left?", 3, "buns"),
    # what is still wanted of a doing of no direction: the amount wanted less what was done
    ("Kai wants to move 60 boxes. He moved 18 boxes. Then he moved 25 boxes. How many more boxes "
     "does he need to move?", 17, "boxes"),
    ("Lu and Mo agreed to move 50 bags. Lu moved 12 bags. Mo moved 20 bags. How many more bags "
     "do they need to move?", 18, "bags"),
    # a purpose the question repeats from the need is no other amount wanted
    ("Ravi needs 90 bricks to finish the wall. He has 35 bricks. How many more bricks does he need "
     "to finish the wall?", 55, "bricks"),
    # what makes a share exact: the least amount more that leaves no rest
    ("Ines had 50 stamps. She wanted to put the stamps into 8 albums, with the same number in each "
     "album. How many more stamps would she need so all the albums would be equal?", 6, "stamps"),
    ("Ines had 50 stamps. She wants to split the stamps into 8 albums. How many more stamps would "
     "she need to make sure each album had the same amount?", 6, "stamps"),
    # "the candy" shares what the holder has of candy, in whatever pieces it is counted
    ("Noa had 17 pieces of chalk. She wants to split the chalk into 3 boxes. How many more pieces "
     "would she need so all the boxes would be equal?", 1, "pieces"),
    # what is left over is what is extra: no "more than" another
    ("A bakery had 38 rolls. It put them into 6 trays, with the same number of rolls on each tray. "
     "How many extra rolls would it have left over?", 2, "rolls"),
    # a sharing planned ("is to", "plans to", "will", a relative "which she wants to …"): what
    # it would leave over, asked as "left", "left over" or "leftover"
    ("Rosa has 38 plums. She is to split them equally into 5 bowls. How many plums will she have "
     "left?", 3, "plums"),
    ("The club had 50 flags. If they are to give the flags equally to 7 teams, how many flags "
     "will they have left?", 1, "flags"),
    ("Rosa picked 38 plums. She plans to serve them evenly to her 5 guests. How many plums will "
     "she have left?", 3, "plums"),
    ("Rosa has 38 plums. She will put them equally into 5 bowls. How many plums are leftover?",
     3, "plums"),
    ("Rosa picked 38 plums which she wants to put equally into 5 bowls. How many plums will she "
     "have left over?", 3, "plums"),
    ("Rosa picked 38 plums that she will divide equally among 5 bowls. How many plums will she "
     "have left?", 3, "plums"),
    # things put into parts neither counted nor sized, the size told after: "into jars of 6"
    ("Tia has 47 buttons. She put them in tins. Each tin holds 6 buttons. How many buttons are "
     "left over?", 5, "buttons"),
    ("Tia bought 47 buttons and packed them evenly in some tins. If there are 6 buttons in each "
     "tin, how many buttons are left over?", 5, "buttons"),
    ("Tia found 47 buttons and placed them in tins. If a full tin can hold a maximum of 6 "
     "buttons, how many tins were fully filled?", 7, "tins"),
    ("Tia found 47 buttons and placed them in tins. If a full tin can hold a maximum of 6 "
     "buttons, how many buttons are in the unfilled tin?", 5, "buttons"),
    ("A clerk had to pack 47 buttons into tins. If each tin can hold 6 buttons, how many tins "
     "did she need?", 8, "tins"),
    # a sharing under way ("was putting them into stacks") is the sharing, as a plan is
    ("Ines had 95 crates and was putting them into rows with 8 crates in each row. How many full "
     "rows could she make?", 11, "full rows"),
    # what the parts leave over, asked by what was not done to it
    ("Tia bought 47 buttons and packed them evenly in some tins. If there are 6 buttons in each "
     "tin, how many buttons were left unpacked?", 5, "buttons"),
    ("Omar baked 38 rolls. If the rolls were served equally to 6 guests, how many rolls were "
     "left uneaten?", 2, "rolls"),
    ("Tia has 47 buttons. She puts them into tins of 6. How many buttons will not be placed in a "
     "tin?", 5, "buttons"),
    # the amount more asked in the passive ("are needed", "should be bought") is needed by the
    # one who shares their own things, when no amount wanted is told
    ("A club owns 250 flags. It wants to split them equally among 12 teams. How many more flags "
     "are needed?", 2, "flags"),
    ("A club owns 250 flags. If it wants to split them equally among 12 teams, at least how many "
     "more flags should be bought?", 2, "flags"),
    # "so she does not have any extra": the parts take every one
    ("Pia grew 75 tulips. She wants to put them equally into 9 vases. How many more should she "
     "grow so she doesn't have any extra?", 6, "tulips"),
    # the past of a wanting verb after a noun is its verb ("the baker wanted to …")
    ("A baker baked 40 rolls. The baker wanted to pack them equally into 6 boxes. How many more "
     "rolls would the baker need?", 2, "rolls"),
    # shelving things is putting them onto shelves
    ("A shop got 70 jars. It wants to shelve them equally on 8 shelves. How many more jars "
     "should it buy?", 2, "jars"),
    # kinds of one noun told apart by their words: "them" is all of that noun
    ("Tomas had 12 green cups, 9 red cups and 7 blue cups. He gave some of them to Ida and had 8 "
     "left. How many cups did Tomas give Ida?", 20, "cups"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_remainder_answered(text: str, value: int | Fraction, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # 48 eggs fill 4 crates: no crate is part full, and 0 is no answer to "the one that is not"
    ("A crate can hold 12 eggs. Ina has 48 eggs. How many eggs are in the crate that is not full?",
     None),
    # shared among friends, no part is filled to a size: which friend is "not full"?
    ("Ina has 45 pens. She shares them among 8 friends. How many pens are in the box that is not "
     "full?", None),
    # the boxes are counted elsewhere too: the parts are not all the boxes
    ("Ina has 45 pens and 2 boxes. She puts the pens into boxes of 8. How many pens are in the box "
     "that is not full?", None),
    # bought after the boxes were filled: are the new pens in the box that is not full?
    ("Ina has 45 pens. She puts them into boxes of 8. She buys 7 more pens. How many pens are in the "
     "box that is not full?", None),
    # "served" with no "equally": in all, or each?
    ("Lea baked 23 buns. The buns were served among her 5 guests. How many buns does Lea have "
     "left?", None),
    # more done than wanted: "how many more" presupposes less
    ("Kai wants to move 60 boxes. He moved 48 boxes. Then he moved 25 boxes. How many more boxes "
     "does he need to move?", "negative_count"),
    # a purpose the story never told with the need may want another amount
    ("Ravi needs 90 bricks to finish the wall. He has 35 bricks. How many more bricks does he need "
     "to build the shed?", None),
    # 48 parts into 8 exactly: "how many more" presupposes some
    ("Ines had 48 stamps. She wanted to put the stamps into 8 albums, with the same number in each "
     "album. How many more stamps would she need so all the albums would be equal?", None),
    # equal parts asked of no share: nothing to make exact
    ("Ines had 50 stamps. How many more stamps would she need so all the albums would be equal?",
     None),
    # bought after the sharing: are the new stamps in the albums?
    ("Ines had 50 stamps. She wants to split the stamps into 8 albums. She bought 3 stamps. How many "
     "more stamps would she need so all the albums would be equal?", None),
    # "the chalk" beside another kind held: the chalk alone, but a share of what?
    ("Noa had 17 pieces of chalk and 5 pens. She splits the chalk into 3 boxes. How many more "
     "pieces would she need so all the boxes would be equal?", None),
    # money shares into cents: no amount more is needed for equal parts
    ("Ines had $50. She wants to split it among 8 friends. How many more dollars would she need?",
     None),
    # "the chalk" is no share of the pens, the one kind she is told to have
    ("Noa had 17 pens. She splits the chalk into 3 boxes. How many more pens would she need so all "
     "the boxes would be equal?", None),
    # a passive need with no sharer of their own things: who needs them, and for what?
    ("A club owns 250 flags. Bo wants to split 240 flags equally among 12 teams. How many more "
     "flags are needed?", None),
    ("A club owns 250 flags. It wants to split them among 12 teams. How many more flags are "
     "needed?", None),
    # two who share their own: whose parts?
    ("Al has 25 cards and Bo has 31 cards. Al wants to split his cards equally into 4 piles. Bo "
     "wants to split his cards equally into 5 piles. How many more cards are needed?", None),
    # a sale is no getting of what is lacking
    ("A club owns 250 flags. It wants to split them equally among 12 teams. How many more flags "
     "should be sold?", None),
    # "so she has some extra" is no share made exact
    ("Pia grew 75 tulips. She wants to put them equally into 9 vases. How many more should she "
     "grow so she has some extra?", None),
    # "them" after kinds of two nouns: the cups, the plates, or both?
    ("Tomas had 12 cups and 9 plates. He gave some of them to Ida and had 8 left. How many cups did "
     "Tomas give Ida?", None),
]


@pytest.mark.parametrize(("text", "code"), REFUSED)
def test_remainder_refused(text: str, code: str | None) -> None:
    assert_refuses(text, code)
