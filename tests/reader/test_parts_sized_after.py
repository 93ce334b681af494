"""Parts whose size is told after the whole is parted into them: a count forming parts ("40
hikers are forming groups") parts itself into them, and "Each crate has a capacity of 12"
is the room of each part, as "Each crate can hold 12" says. Each case is in our own words; an
answer case fails when the shape is no longer read, a refusal case when it is read without
what would make it certain. A holding told with the parting it is for ("had 15 towels to split
equally into 2 closets") is the holding and that parting planned."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("45 hikers are forming groups for a long walk. Each group should have 7 hikers. How many "
     "hikers will be left over?", 3),
    ("45 hikers are forming groups. Each group should have 7 hikers. How many hikers will not be "
     "in a group?", 3),
    ("Each crate has a capacity of 12 eggs. Ina has 50 eggs. How many eggs are in the crate that "
     "is not full?", 2),
    ("A hotel had 23 towels to split equally into 4 closets. How many more towels would it need "
     "to make sure each closet had the same amount?", 1),
    # a clause of its own after the holding, with no "which"
    ("A shop had 17 mugs it wanted to split equally into 3 boxes. How many more mugs would it "
     "need to make sure each box had the same amount?", 1),
    ("A shop had 17 mugs it was putting into 3 boxes. How many more mugs would it need to make "
     "sure each box had the same amount?", 1),
    ("There are 100 liters of water. Each jug has a capacity of 8 liters. How many liters of "
     "water are in the jug that is not full?", 4),
    # the room told before the things are put into parts neither counted nor sized
    ("A tin can hold 8 cookies. Mia baked 30 cookies. She put them into tins. How many cookies "
     "are in the tin that is not full?", 6),
    ("A tin can hold 8 cookies. Mia baked 30 cookies. She put them into tins. How many tins does "
     "she need?", 4),
    ("A tin can hold 8 cookies. Mia baked 30 cookies and 12 muffins. She put the cookies into "
     "tins. How many cookies would be in the last tin that isn't full?", 6),
    ("A tin can hold 8 cookies. Mia baked 32 cookies. She put them into tins. How many cookies "
     "are left over?", 0),
    # one container with a size told of each of its parts: the parts are those
    ("Ann had 7 cards. She put them into a binder with 3 on each page. How many cards are on the "
     "page that is not full?", 1),
    ("Ann had 7 cards. She put them into a binder with 3 on each page. How many full pages are "
     "there?", 2),
    ("Ivo had 11 stamps he was putting into an album with 4 on each page. How many stamps will he "
     "have on the page that isn't full?", 3),
    # "the capacity of a tank": what a tank can hold; "all the oil": the gallons of it
    ("The capacity of a drum is 30 liters. A farm has 100 liters of milk. How many drums does it "
     "need?", 4),
    ("The capacity of a drum is 30 liters. If a farm bought 100 liters of milk, how many drums are "
     "needed to hold all the milk?", 4),
    ("The capacity of a drum is 30 liters. A farm has 100 liters of milk. How many liters of milk "
     "are in the drum that is not full?", 10),
    # "how much milk": the liters of milk the one holding of it is told in
    ("The capacity of a drum is 30 liters. If a farm bought 100 liters of milk, how much milk is "
     "in the drum that is not full?", 10),
    # "is to contain": what each is to have, as "should contain" says
    ("Ann made 47 buns which she will put equally in boxes. If each box is to contain 6 buns "
     "each, how many buns will not be placed in a box?", 5),
    ("Ann made 47 buns which she will put equally in boxes. If each box is to contain 6 buns, how "
     "many full boxes will she have?", 7),
]

REFUSED = [
    # a parting planned is no doing: what the hotel has after it is not told
    "A hotel had 23 towels to split equally into 4 closets. How many towels does the hotel have?",
    # the groups made are not exact: how many groups, when 3 hikers are left?
    "45 hikers are forming groups. Each group should have 7 hikers. How many groups are there?",
    "A shop had 17 mugs it wanted to split equally into 3 boxes. How many mugs does the shop have?",
    # the room of a crate says nothing of what one crate holds
    "Each crate has a capacity of 12 eggs. Ina has 50 eggs. How many eggs are in the crate?",
    # a room told before: which baker's cookies went into the tins?
    "A tin can hold 8 cookies. Mia baked 30 cookies. Ava baked 20 cookies. She put them into "
    "tins. How many cookies are in the tin that is not full?",
    # the room of small tins is not the room of every tin
    "A small tin can hold 8 cookies. Mia baked 30 cookies. She put them into tins. How many tins "
    "does she need?",
    # the tins filled: the last may hold fewer than 8
    "A tin can hold 8 cookies. Mia baked 30 cookies. She put them into tins. How many tins did "
    "she use?",
    # every tin full, and nothing left over, is not so of 30 cookies 8 a tin
    "A tin can hold 8 cookies. Mia baked 32 cookies. She put them into tins. How many cookies "
    "are in the tin that is not full?",
    # the capacity of a drum holds nothing told: how much is in a drum?
    "The capacity of a drum is 30 liters. A farm has 100 liters of milk. How many liters of milk "
    "are in a drum?",
    # "all the water": no water is told
    "The capacity of a drum is 30 liters. A farm has 100 liters of milk. How many drums are needed "
    "to hold all the water?",
    # milk and juice held: the drums for the milk only, or all?
    "A drum can hold 30 liters. A farm has 100 liters of milk and 20 liters of juice. How many "
    "drums are needed to hold all the milk?",
    # milk held in two measures: in liters or in quarts?
    "A farm has 100 liters of milk. Bo has 20 quarts of milk. A drum can hold 30 liters. How much "
    "milk is in the drum that is not full?",
    # milk and juice held: what is in the drum that is not full?
    "A farm has 100 liters of milk and 20 liters of juice. A drum can hold 30 liters. How much "
    "milk is in the drum that is not full?",
    # what each is to have is no room: the last box is not left part full, so only exact
    "Ann made 47 buns which she will put equally in boxes. If each box is to contain 6 buns, how "
    "many boxes will she need?",
    # what someone else has on the page that is not full: nothing told
    "Ann had 7 cards. She put them into a binder with 3 on each page. How many cards will Bo have "
    "on the page that is not full?",
    # the pages filled: the last may hold fewer than 3
    "Ann had 7 cards. She put them into a binder with 3 on each page. How many pages did she fill?",
    # whose cards went into the binder?
    "Ann had 7 cards. Bo had 4 cards. She put them into a binder with 3 on each page. How many "
    "cards will she have on the page that isn't full?",
    # cookies baked after the tins were filled: in a tin, or not?
    "A tin can hold 8 cookies. Mia baked 30 cookies. She put them into tins. She baked 3 more "
    "cookies. How many cookies are in the tin that is not full?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
