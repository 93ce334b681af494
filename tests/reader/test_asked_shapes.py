"""Question shapes of ASDiv's kind taught one at a time: what a question's words bind to in the
replay. Each case is in our own words; an answer case fails when the shape is no longer read, a
refusal case when the question binds to something its words do not name, or to two things."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # a verb of taking up a place, with the place as its object: who is in it now
    ("There are 30 kids on the train. 6 more kids get on the train. How many kids are riding the "
     "train?", 36),
    ("12 women were on the ferry. 5 men were on the ferry too. How many people were riding the "
     "ferry?", 17),
    # the one part of a whole put into parts whose holding was not told: the whole less the rest
    ("Nia has 60 shells. She puts them into two jars. There are 25 shells in the first jar. How "
     "many shells are in the second jar?", 35),
    ("Nia has 60 shells. She puts them into three jars. The first jar has 25 shells. The third "
     "jar has 14 shells. How many shells are in the second jar?", 21),
    # … compared by place with "there", the other named again by its place alone
    ("Nia has 60 shells. She puts them into two jars. There are 25 shells in the first jar. How "
     "many more shells are there in the second jar than the first?", 10),
    ("There are 9 pens in the red box and 4 pens in the blue box. How many more pens are there in "
     "the red box than in the blue box?", 5),
    ("There are 9 pens in the red box and 4 pens in the blue box. How many fewer pens are in the "
     "blue box?", 5),
    # … and with no "than", the one other part of its row
    ("Nia has 60 shells. She puts them into two jars. There are 25 shells in the first jar. How "
     "many more shells will there be in the second jar?", 10),
    # a holder of a number of parts, each named by its place and told once: their sum
    ("A rack has three shelves. The first shelf has 7 hats. The second shelf has 5 hats. The "
     "third shelf has 8 hats. How many hats does the rack have?", 20),
    ("A story has two parts. The first part is 30 pages long. The second part is 25 pages long. "
     "How many pages does the story have in all?", 55),
    # things held to be done, less those a doing of the holder's finished
    ("Kit had 9 chores. She finished 5 of them. How many chores does she have left to finish?", 4),
    # … asked with "do", which stands for the one doing told of them
    ("Kit had 9 chores. She finished 5 of them. How many more chores does she have to do?", 4),
    ("Kit had 9 chores. If she completed 6 of them, how many did she have left to do?", 3),
    # a doing that takes things away, wanted to leave an amount: what is held less that amount
    ("Ivy has 40 stamps. How many stamps does she need to give away to have 22 stamps left?", 18),
    ("Ivy has 40 stamps. She buys 5 stamps. How many does she need to sell so that she will have "
     "20 stamps left?", 25),
    # the parts of the things counted, named with a category every one of them belongs to
    ("Ola saw 3 cows and 2 geese. How many animal legs did she see?", 16),
    # things told as things to be done ("to do", "to read"): "left" is left to be done
    ("Kit has 9 chores to do. She finished 5 of them. How many chores does she have left?", 4),
    # the combined weight of things weighed: how much they weigh together
    ("A goat weighs 60 pounds. A pig weighs 90 pounds. What is their combined weight?", 150),
    ("Ivo weighs 50 kilograms. Una weighs 45 kilograms. What is the total weight of Ivo and "
     "Una?", 95),
    # the size of each part of a whole shared, asked by a noun of its measure or with "would"
    ("Una has 60 feet of wire. She cuts it into 4 equal pieces. What is the length of each "
     "piece?", 15),
    ("Una has 60 feet of wire. If she cuts it into 5 equal pieces, how long would each piece "
     "be?", 12),
    ("Una has 24 pegs. She puts them into 4 equal heaps. What would be the size of each heap?", 6),
    # an activity in the perfect progressive: every stretch of it told up to now
    ("Lia has taught piano for 12 years. She also taught violin for 5 years. How many years has "
     "Lia been teaching?", 17),
    ("Lia rode for 2 hours. She swam for 1 hour. How many hours has she been riding?", 2),
]

REFUSED = [
    # a place never told to hold anyone
    "There are 30 kids on a train and 12 kids on a bus. How many kids are riding the boat?",
    # a place beside another that gained some: the 6 got on the bus, not the train
    "There are 30 kids on the train. 6 more kids get on the bus. How many kids are riding the "
    "train?",
    # a part of three with only one other told
    "Nia has 60 shells. She puts them into three jars. The first jar has 25 shells. How many "
    "shells are in the third jar?",
    # a part beyond the parts told
    "Nia has 60 shells. She puts them into two jars. The first jar has 25 shells. How many "
    "shells are in the third jar?",
    # the first jar's shells told in the past of a parting told now: held before it?
    "Nia has 60 shells. She puts them into two jars. The first jar had 25 shells. How many "
    "shells are in the second jar?",
    # the first jar told of another kind, or the other part named by another noun
    "Nia has 60 shells and 9 beads. She puts the shells into two jars. The first jar has 4 beads. "
    "How many shells are in the second jar?",
    "Nia has 60 shells. She puts them into two jars. The first box has 25 shells. How many "
    "shells are in the second jar?",
    # parts said equal, yet one told: the story is at odds with itself
    "Nia has 60 shells. She puts them equally into two jars. The first jar has 25 shells. How "
    "many shells are in the second jar?",
    # no "than", and two other parts of its row told
    "Nia has 60 shells. She puts them into three jars. The first jar has 25 shells. The third "
    "jar has 14 shells. How many more shells will there be in the second jar?",
    # a shelf of three not told
    "A rack has three shelves. The first shelf has 7 hats. The third shelf has 8 hats. How many "
    "hats does the rack have?",
    # a shelf told beyond the shelves counted
    "A rack has two shelves. The first shelf has 7 hats. The second shelf has 5 hats. The third "
    "shelf has 8 hats. How many hats does the rack have?",
    # two holders with shelves: whose is "the first shelf"?
    "A rack has two shelves. A cart has two shelves. The first shelf has 7 hats. The second "
    "shelf has 5 hats. How many hats does the rack have?",
    # a shelf told twice (at another time), or holding another kind
    "A rack has two shelves. The first shelf has 7 hats. The second shelf has 5 hats. Last week "
    "the first shelf had 4 hats. How many hats does the rack have?",
    "A rack has two shelves. The first shelf has 7 hats. The second shelf has 5 caps. How many "
    "hats does the rack have?",
    # a shelf told in the past beside one told now: held at one time?
    "A rack has two shelves. The first shelf had 7 hats. The second shelf has 5 hats. How many "
    "hats does the rack have?",
    # a shelf named without its place: one of the two, or another?
    "A rack has two shelves. The first shelf has 7 hats. The second shelf has 5 hats. A shelf "
    "has 3 hats. How many hats does the rack have?",
    # "do" with no doing told of the things, or two doings: which does it stand for?
    "Kit had 9 chores. How many more chores does she have to do?",
    "Kit had 9 chores. She finished 5 of them. She washed 2 of them. How many more chores does "
    "she have to do?",
    # the same doing told of another: of her chores, or his own?
    "Kit had 9 chores. She finished 5 of them. Bo finished 2 chores. How many more chores does "
    "Kit have to do?",
    # no "more", no "left": all she had to do, or what is still to do?
    "Kit had 9 chores. She finished 5 of them. How many chores did she have to do?",
    # a doing of one who holds none of them: to her things? ("left" to do, or in her hands?)
    "Kit has 9 chores to do. Bo finished 2 of them. How many chores does Kit have left?",
    "Kit has 9 pages. Bo read 2 of them. How many pages does Kit have left?",
    # things told with no purpose: a doing to them may leave them held or use them up
    "Kit has 9 chores. She finished 5 of them. How many chores does she have left?",
    # more to be left than is held
    "Ivy has 40 stamps. How many stamps does she need to give away to have 50 stamps left?",
    # the one who will have is another
    "Ivy has 40 stamps. Bo has 10 stamps. How many stamps does Ivy need to give to Bo so that Bo "
    "will have 22 stamps?",
    # two who may be "she"
    "Ivy has 40 stamps. Una has 30 stamps. How many stamps does she need to give away to have 22 "
    "stamps left?",
    # a category some counted thing is not (surely) in: the cars, the bats?
    "Ola saw 3 cows and 2 cars. How many animal legs did she see?",
    "Ola saw 3 cows and 2 bats. How many animal legs did she see?",
    # a category that leaves some out: the bird legs alone?
    "Ola saw 3 cows and 2 geese. How many bird legs did she see?",
    # finishing things that are eaten: what is held after it is not told
    "Kit had 5 pies. She finished 3 pies. How many pies does she have?",
    # no word that adds them: each one's weight, or both together?
    "A goat weighs 60 pounds. A pig weighs 90 pounds. What is their weight?",
    # one of them weighed at another time besides
    "A goat weighs 60 pounds. A pig weighs 90 pounds. Last year the goat weighed 40 pounds. What "
    "is their combined weight?",
    # a third named beside the two asked
    "Ivo weighs 50 kilograms. Una weighs 45 kilograms. Cy weighs 30 kilograms. What is the total "
    "weight of Ivo and Una?",
    # a measure of another dimension than the whole's
    "Una has 60 feet of wire. She cuts it into 4 equal pieces. What is the weight of each piece?",
    # two wholes shared: whose pieces?
    "Una has 60 feet of wire. She cuts it into 4 equal pieces. Bo has 30 feet of wire. He cuts "
    "it into 2 equal pieces. What is the length of each piece?",
    # what may be, not what is
    "Una has 60 feet of wire. She cuts it into 4 equal pieces. How long could each piece be?",
    # another doer's stretch is none of hers
    "Bo rode for 2 hours. How many hours has Lia been riding?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_asked_shape_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_asked_shape_refused(text: str) -> None:
    assert_refuses(text)
