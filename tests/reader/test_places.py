"""Places and "there": a place a clause opens with ("On a desk there were 9 pens") holds
what "there" counts. Each case is in our own words; an answer case fails when the shape is
no longer read, a refusal case when it is read without the words that would make it
certain."""


import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # a place at the front holds what "there" counts
    ("On a desk there were 4 red pens and 5 blue pens. How many pens were on the desk?", 9),
    ("In a barn, there are 6 cows and 8 goats. How many animals are there in the barn?", 14),
    # … and keeps them through a change that names no other place
    ("In fourth grade there were 30 pupils at the start of the year. During the year 4 pupils "
     "left. How many pupils were in fourth grade at the end?", 26),
    # "now there are" with no place: the one holder of that kind so far
    ("Nine pens were in the cup. Some of the pens were removed from the cup. Now there are four "
     "pens. How many pens were removed from the cup?", 5),
    ("Nine pens were in the cup. Now there are four pens. How many pens were in the cup at "
     "first?", 9),
    # taken "out of" a place is taken from it
    ("There were 12 figs in a jar. Ana took 5 figs out of the jar. How many figs are in the jar "
     "now?", 7),
    ("Ana took 5 figs out of her jar. Now there are 4 figs in the jar. How many figs were in the "
     "jar at first?", 9),
    # removed or eaten from a place: the place loses them, the actor did it
    ("There were 12 figs in a jar. Ana removed 5 figs from the jar. How many figs are in the jar "
     "now?", 7),
    # "the box" names the one box told, owned: "his box"
    ("Ivo keeps 40 cards in his box. He gives away 15 of them. How many cards are left in the "
     "box?", 25),
    ("Ivo keeps 40 cards in his box and 5 cards in his bag. How many cards are in the box?", 40),
    ("There were 12 figs in a jar. Ana ate 5 figs from the jar. How many figs did Ana eat?", 5),
    # … but when only the actor is told to hold them, they are the actor's
    ("Ana had 20 figs. She sold 6 figs from her stall. How many figs does Ana have?", 14),
    # things "added to" a place, in the passive: the place gains them ("add" places them there,
    # as "put" does; "bought from the stall" is still the stall's loss)
    ("There are 11 pears in a bowl. 6 pears are added to the bowl. How many pears are in the "
     "bowl?", 17),
    ("There are 11 pears in a bowl. 6 pears were sold from the bowl. How many pears are in the "
     "bowl?", 5),
    # "More pears were added": an untold amount more, found from the count told after it
    ("12 figs were in a tin. More figs were added to the tin. Now there are 20 figs. How many figs "
     "were added to the tin?", 8),
    # a multiple "there" at a place: the place holds that many times what the other place holds
    ("There are 12 geese on the pond. There are three times as many geese in the field. How many "
     "geese are in the field?", 36),
    ("There were 10 bikes at the school. There were half as many bikes at the library as there "
     "were at the school. How many bikes were there altogether?", 15),
    # a list of places after one "there": each amount at its own place, "that many" the one before
    ("There are 8 kites in the shed, and 5 in the attic. How many kites are there?", 13),
    # a collection is all its owner has of the kind: "in his collection" asks for his holding
    ("Oli gathered 50 shells. He lost 12 shells. Then he gave 8 shells to Ana. How many shells "
     "are left in his collection?", 30),
    ("Pia has 7 boxes of stamps and each box holds 9 stamps. How many stamps does Pia have in her "
     "collection?", 63),
    ("Oli has 50 shells. His sister has 20 shells. How many shells are in his collection?", 50),
    # a collection named by the kind asked is still all he has of it
    ("Oli has 50 shells. How many shells are in his shell collection?", 50),
    # … and so is an amount wanted in one's collection
    ("Tess has 14 coins. How many more coins does she need to find to have 30 coins in her "
     "collection?", 16),
    ("There are 8 kites in the shed and twice that many in the attic. How many kites are there?",
     24),
    ("There are 7 mules in the east barn. There are twice that number in the west barn. How many "
     "mules are in the west barn?", 14),
]

REFUSED = [
    # a time at the front is no place: the question's place holds nothing the story told
    "In the morning, there were 9 pens. How many pens were on the desk?",
    # two places at the front: which holds them is not said
    "In the shed on the farm there were 9 pens. How many pens were in the shed?",
    # two holders of pens: whose are the four is not said
    "Ben has 9 pens. Ann has 3 pens. Now there are four pens. How many pens does Ben have?",
    # some of his shells are kept in a box: not all he has is in his collection
    "Oli gathered 50 shells. He put 20 of them into a box. How many shells are in his collection?",
    # two holdings of hers to make up the amount wanted: the shortfall is of one holding
    "Tess has 14 red coins and 5 blue coins. How many more coins does she need to find to have 30 "
    "coins in her collection?",
    # removing from a place gives the remover nothing the text tells
    "There were 12 figs in a jar. Ana removed 5 figs from the jar. How many figs does Ana have?",
    # both the actor and the place hold figs: whose loss is not said
    "Ana had 20 figs. There were 9 figs in her stall. She sold 6 figs from her stall. How many "
    "figs does Ana have?",
    # the multiple's basis is one other holder of the kind, and here there are two
    "Kai has 4 geese. There are 12 geese on the pond. There are twice as many geese in the field. "
    "How many geese are in the field?",
    # compared with a place nothing was told of
    "There are 12 geese on the pond. There are twice as many geese in the field as in the barn. "
    "How many geese are in the field?",
    # "More" before a number compares with a number, it counts no untold amount
    "12 figs were in a tin. More than 5 figs were added to the tin. How many figs are in the tin?",
    # "more" opening a clause with no verb after the noun is no subject
    "12 figs were in a tin. More figs, and then some plums. How many figs are in the tin?",
    # one place named twice in the list: two counts of one place
    "There are 8 kites in the shed and 5 kites in the shed. How many kites are there?",
    # "the box" after two owners' boxes: whose?
    "Ivo keeps 40 cards in his box. Ada keeps 10 cards in her box. How many cards are in the box?",
    # another box than the one told
    "Ivo keeps 40 cards in his red box. How many cards are in the blue box?",
    # a box owned by one, emptied by another never shown holding the cards
    "Ivo keeps 40 cards in his box. Tom throws away 15 of them. How many cards are left in the box?",
    # "that number" after two numbers in one clause: which of them, or their sum?
    "There are 3 red kites and 5 blue kites in the shed and twice that number in the attic. How "
    "many kites are in the attic?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
