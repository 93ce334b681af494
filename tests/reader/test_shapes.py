"""Sentence shapes the reader has been taught, each in our own words with the answer it must
give. A case here fails when the piece of English it names is no longer read."""

from fractions import Fraction

import pytest

from wordproof import Answer, solve

SHAPES = [
    # a verb's base form after a singular noun is the noun's next word: "a candy bar"
    ("Lena has $8. She bought a candy bar for $3. How much money does she have left?", 5),
    # an acronym modifies the noun after it: "DS games" are games
    ("Omar had 40 DS games. He sold 6. How many games does he have now?", 34),
    # "started (out) with" states what was held at the start
    ("Tia started out with 15 stickers and gave away 4 of them. How many stickers does she have "
     "left?", 11),
    # a scene in the progressive with no amount counts nothing; the next sentence tells it
    ("Ron was selling some of his comics at a fair. He had 20 comics and sold 7 of them. How many "
     "comics does he have left?", 13),
    # "After she gave some away, she had …": a whole clause that happened first
    ("Ivy had 30 beads. After she gave some to her friends she had 22 left. How many beads did "
     "she give away?", 8),
    # a time phrase after the quantity places the event; it counts nothing
    ("Gus sold 12 kites last week and 9 kites this week. How many kites did Gus sell in all?", 21),
    # "as Rob does / has / did": the other's holding, said again in the same tense
    ("Rob has 6 kites. Ana has twice as many kites as Rob does. How many kites does Ana have?", 12),
    ("Ana has 3 times as many kites as Rob has. Rob has 6 kites. How many kites does Ana have?", 18),
    ("Ana had 3 times as many kites as Rob did. Rob had 6 kites. How many kites did Ana have?", 18),
    # "Rob and Ana each V …": the clause said of every named member
    ("Rob and Ana each bought 6 kites. How many kites did they buy?", 12),
    ("Rob and Ana each had 9 kites. Rob gave 4 kites to Ana. How many kites does Ana have?", 13),
    # a counted group each of whose members did or holds the same amount
    ("6 campers each caught 4 fish. How many fish did the campers catch?", 24),
    ("6 campers each caught 4 fish. How many fish did they catch?", 24),
    ("The 3 nurses each have 5 badges. How many badges do the nurses have?", 15),
    ("Each of the 3 nurses has 5 badges. How many badges do they have in all?", 15),
    ("8 kids have 6 marbles each. How many marbles do the kids have?", 48),
    ("8 kids found 6 shells each. How many shells did the kids find?", 48),
    # a habit with no amount is a gain the text does not give, which a later count overrides
    ("Pam collects stamps. She had 50 stamps. She gave 12 stamps to Joe. How many stamps does "
     "Pam have now?", 38),
    # a question counting events of a verb of either direction adds their stated amounts
    ("The club planted 14 oak trees and 9 elm trees. How many trees did the club plant?", 23),
    # "put … on the shelf": the shelf gains them when the actor never held them
    ("There are 12 cups on the shelf. Ali put 5 more cups on the shelf. How many cups are on the "
     "shelf now?", 17),
    # … and they pass from the actor when the story says the actor held them
    ("Ali had 9 cups. He put 4 cups on the shelf. How many cups are left?", 5),  # "does Ali have": refused
    # quantities each with its own place are parts of one holding
    ("Lou had 6 pens in his bag, 4 in his desk and 2 at home. He lost 3 pens. How many pens "
     "does Lou have now?", 9),
    # a place after the last quantity only says where they all are
    ("Mo has 5 red cards and 7 blue cards in a box. How many cards does Mo have?", 12),
    # "sold 17 more … than Kim": a comparison of what two people did, not of holdings
    ("Jen sold 17 more cakes than Kim. Kim sold 20 cakes. How many cakes did Jen sell?", 37),
    ("Kim ate 30 nuts. Bo ate 9 fewer nuts than Kim did. How many nuts did they eat in all?", 51),
    # "six times" after an activity counts how often
    ("Ida went to the pool 4 times in the spring and 3 times in the fall. How many times did "
     "Ida go?", 7),
    # a leading purpose ("To make room,") says why; the clause after it counts
    ("Eli had 20 photos. To make room on his phone he deleted 6 of the photos. How many photos "
     "does he have left?", 14),
    # a leading "When …" clause with its own subject comes before the main clause
    ("Fay had 10 pens. When Fay got to school she gave 3 pens to Max. How many pens does Fay "
     "have now?", 7),
    # "had a bag of marbles": marbles, how many the text does not say, found from the rest
    ("Cy had a box of crayons. He gave 4 crayons to Al. Now Cy has 9 crayons. How many crayons "
     "did Cy have at first?", 13),
    # an "of" complement of several words ("bags of dog food") is one kind; "bags of food"
    # counts every bag of some food
    ("A store has 60 bags of dog food and 30 bags of cat food. How many bags of food does the "
     "store have?", 90),
    # capitalized words in a row are one name, and the given name tells "he" or "she"
    ("Tom Reyes has 8 stamps. He bought 3 more stamps. How many stamps does Tom Reyes have?", 11),
    ("Page Turners sold 14 maps on Monday and 6 maps on Tuesday. How many maps did Page Turners "
     "sell?", 20),
    # a name between commas after the subject is who the subject is
    ("Ali has 6 shells. His cousin, Bea, has 9 shells. How many shells do they have in all?", 15),
    # words between commas before the verb describe the subject
    ("Dan, on the other hand, baked 12 pies. How many pies did Dan bake?", 12),
    # "There she gave …": "there" is where, not a subject
    ("Ada had 30 cards. There she gave 12 cards to Bo. How many cards does Ada have?", 18),
    # "got rid of" is one verb, of a loss
    ("Ben had 14 toys. He got rid of 5 toys. How many toys does Ben have now?", 9),
    # "6 people left": after a quantity as subject, "left" is the verb
    ("A van had 12 people. At the stop 5 people left and 3 people got on. How many people are "
     "on the van now?", 10),
    # a verb's base form after a count and its noun is their verb: "30 of the trout die"
    ("There were 50 trout in the lake. 30 of the trout die. How many trout are left?", 20),
    # a comparison of two kinds one holder has
    ("Eve has 5 fewer green pens than black pens. She has 12 black pens. How many pens does Eve "
     "have?", 19),
    # "86 more times than": a comparison of how often two people did something
    ("Ray jumped 20 more times than Lin. Lin jumped 35 times. How many times did Ray jump?", 55),
    # "there were 25 … in all on the bus": the bus holds them
    ("There were 25 kids altogether on the bus. 10 kids got off. How many kids are on the bus "
     "now?", 15),
    # a subject noun keeps its "of" complement: "each loaf of bread"
    ("Each bag of rice costs $4. Ann bought 3 bags of rice. How much did Ann spend?", 12),
    # "twice as many blue tickets as red tickets": two kinds of one holder, scaled
    ("Jo had 7 red beads. She had three times as many blue beads as red beads. How many beads "
     "did Jo have?", 28),
    # a habit in the simple present ("earns stars") is no event of the story: only the
    # earnings it tells count
    ("Lea earns stickers for reading. On Monday Lea earned 6 stickers. On Tuesday she earned 2 "
     "more. How many stickers did Lea earn in all?", 8),
    # a name after "the" is a word of the noun phrase: "the Lund family" is one body, "they"
    ("The Lund family went to the fair. They bought 3 red kites and 2 blue kites. How many "
     "kites did they buy in all?", 5),
    # a scene in the progressive names what later bare numbers count
    ("Ada and her dad were picking plums. Ada picked 14 and her dad picked 9. How many plums "
     "did they pick?", 23),
    # "there are 2 fewer blue chairs than yellow chairs": two kinds in one place
    ("There are 10 red cups and 3 fewer green cups than red cups. How many cups are there?", 17),
    # "was left with 39": what is held after what the story told
    ("Ty had 45 cards. He gave some to Al and was left with 39 cards. How many cards did he "
     "give to Al?", 6),
    # a role and the name that fills it: "her brother Leo"
    ("Mia had 5 pens. Her brother Leo gave her 3 pens. How many pens does Mia have?", 8),
    # "a collection of 40 stamps": the count after "of" is what is held
    ("Noa has a collection of 40 stamps. She gave 15 stamps to Eli. How many stamps does Noa "
     "have now?", 25),
    # a change of a sub-kind goes to the plain holding of its kind: new cards are cards
    ("Kit has 30 cards. Kit buys 6 brand new cards. How many cards does Kit have now?", 36),
    # "the total number of pens he sold" asks what "how many pens did he sell in all" asks
    ("Bo sold 5 red pens and 3 blue pens. What is the total number of pens he sold?", 8),
    # "the total amount she paid" asks what "how much did she pay in all" asks
    ("Eda bought 4 mugs for $3 each. What was the total amount she paid for the mugs?", 12),
    ("Eda picked 3 pounds of figs on Monday and 5 pounds of figs on Tuesday. What was the total "
     "amount she picked?", 8),
    # a clause after "and" may open with when it happened
    ("In May Zed read 3 books and in June he read 5 books. How many books did Zed read?", 8),
]


@pytest.mark.parametrize(("text", "value"), SHAPES)
def test_shape_is_read(text: str, value: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value), outcome.explanation


@pytest.mark.parametrize("text", [
    # "they" after a counted group and someone else: whose fish?
    "6 campers each caught 4 fish. Ida caught 2 fish. How many fish did they catch?",
    # the question asks what each one has: the text says it, no arithmetic asked of the group
    "6 campers each caught 4 fish. How many fish did each camper catch?",
    # "They each": how many of them is bound later, and not read here
    "Ida met 6 campers. They each caught 4 fish. How many fish did the campers catch?",
    # the total amount of two kinds counted apart: no one unit to give it in
    "Eda has 5 mugs and 3 bowls. What is the total amount she has?",
])
def test_counted_each_refused(text: str) -> None:
    assert not isinstance(solve(text), Answer)
