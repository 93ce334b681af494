"""Statement shapes of additive stories: some of a holding taken by others ("12 of them were
adopted"), a means spent on what a "to" + verb then gets ("used the money to buy 23 books",
"used six to buy some toys"), a lone length or weight after "is" ("The first box was 2
pounds"), "gave 5 each to 8 friends", a word after "than" ("than hot dogs"), a thing held
with what it has ("has an album with 50 pages"), a clause known or found out ("she found
there were 26 left"), "have the same number of", "her goal is to read 40 books", a
container priced ("a box of cookies for 39 cents"), and a further part of a whole ("another
23 of them are firs"). Each case is in our own words; an answer case fails when the shape is
no longer read, a refusal case when it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # "the rest" written on after a part with no comma or "and": a clause of its own
    ("Ola has 30 mugs. 12 are white the rest are grey. How many grey mugs does Ola have?", 18),
    # a partitive subject of a passive verb of getting: its holder's loss, by others
    ("A shelter had 40 cats. 12 of them were adopted. How many cats does the shelter have now?",
     28),
    # sent away to a receiver named for the first time: gone from their holder
    ("A depot has 80 crates. 25 crates are trucked away to a market. How many crates are left?",
     55),
    # made into something else, told with no article: no longer what they were
    ("A cafe has 50 lemons. 18 are made into lemonade. 7 more are turned into pies. How many "
     "lemons are left?", 25),
    ("There were 30 pens and 12 pencils in a shop. After 9 of the pens were bought by students, "
     "the shop got 6 more pencils. How many pens and pencils were in the shop in the end?", 39),
    # the means spent, and what it got
    ("Mia had 20 stickers. She sold 4 of them and used the money she made to buy 9 new "
     "stickers. How many stickers does Mia have now?", 25),
    ("Leo won 25 tokens. He used 8 to get some prizes. How many tokens does Leo have left?", 17),
    # a further part of the same whole
    ("A farm has 60 trees. 20 of them are apple trees and another 25 of them are pear trees. The "
     "rest are plum trees. How many plum trees are on the farm?", 15),
    # "has a thing with 12 parts": the thing held, and what the thing has
    ("Nora has a binder with 40 sheets. She has 12 stamps. Her brother has 30 stamps. How many "
     "more stamps does her brother have than Nora?", 18),
    # the amount each got, then "each to" and how many got it
    ("Pia had 70 marbles. She gave 5 marbles each to 8 friends. How many marbles does Pia have "
     "left?", 30),
    # after "than", a word that may describe a thing describes it ("hot" is no verb)
    ("Tad sold 40 buns. He sold 6 fewer hot pies than buns. He sold 9 more sodas than hot pies. "
     "How many sodas did Tad sell?", 43),
    # a clause known or found out: a statement of its own
    ("Uma had 60 beads in a jar at noon. At night she found there were 22 left. How many beads "
     "did she use?", 38),
    ("Uma has 14 beads. She noticed that Rex has 6 more beads than her. How many beads does Rex "
     "have?", 20),
    # "the same number of": not told how many, but no difference to start from
    ("Ida and Max have the same number of shells. Ida lost 7 shells. Max found 9 more shells. How "
     "many more shells does Max have than Ida now?", 16),
    # a thing priced as one container of a kind
    ("Ted had 90 cents. He bought a bag of nuts for 35 cents. How much money did Ted spend?", 35),
    # "her goal is to": what she wants to do
    ("Ana's goal is to read 40 books. She read 12 books. How many more books does she need to "
     "read?", 28),
    # a length or a weight after "is", its adjective left out
    ("The red rope is 40 inches. The blue rope is 15 inches. How many inches longer is the red rope "
     "than the blue rope?", 25),
]

REFUSED = [
    # "the rest" after a receiver is not read as a new clause: whose rest?
    "Ola had 30 mugs. She gave 12 mugs to Pim the rest are grey. How many grey mugs does Ola have?",
    # not picked out of a holding: the buyer's gain or the holder's loss?
    "A shelter had 40 cats. 12 cats were adopted. How many cats does the shelter have now?",
    # sent away to a place the story tells of: whose count changes?
    "A depot has 80 crates. The market has 10 crates. 25 crates are trucked away to the market. "
    "How many crates does the depot have?",
    # the agent is someone the story tells of: they gained what the holder lost
    "Ann had 40 cards. 12 of her cards were bought by Tom. How many cards does Ann have now?",
    # what the means cost is not told: the money is not where it was
    "Leo had $30. He used the money to buy 5 books. How much money does Leo have?",
    "Leo had 30 tokens. He used his tokens to get 5 toys. How many tokens does Leo have left?",
    # a further part with the noun of one already told: two counts of one part
    "A farm has 60 trees. 20 of them are apple trees and another 25 of them are apple trees. How "
    "many apple trees are on the farm?",
    # "each to" people named: how many of them, each?
    "Pia had 70 marbles. She gave 5 marbles each to Bo and Cy. How many marbles does Pia have "
    "left?",
    # the same number, never told: how many each has is not known
    "Ida and Max have the same number of shells. Ida lost 7 shells. How many shells does Max "
    "have?",
    # a goal is no event: what was done is not told
    "Ana's goal is to read 40 books. How many books did Ana read?",
    # what is said or thought may be wrong
    "Uma has 14 beads. She said that Rex has 6 more beads than her. How many beads does Rex have?",
    "Uma has 14 beads. She thinks that Rex has 6 more beads than her. How many beads does Rex "
    "have?",
    # the thing's count is not its holder's
    "Nora has a binder with 40 sheets. She buys 5 more sheets. How many sheets does Nora have?",
    # "it" after "is" is the weather or a distance, not a thing measured
    "It is 40 feet. The rope is 15 feet long. How much longer is it?",
    # a lone number of minutes or dollars after "is" is no length nor weight
    "The red show is 40 minutes. The blue show is 15 minutes. How much longer is the red show?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_additive_shape_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_additive_shape_refused(text: str) -> None:
    assert_refuses(text)
