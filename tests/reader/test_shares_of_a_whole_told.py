"""Two readings of a share of a whole told around it. A share that opens the story with a place
after its noun ("A third of the riders at the fair are female, and the rest are male. If there
are 18 riders in total …") is of the riders there, the count told later of them; a place or a
whole told before it, or a count at another place, refuse. A whole a pair of kinds divides
("70% of the pupils are boys and 180 are girls") told as a share of one kind and a count of the
other: the count is the rest, so the two make the whole; any other pair, a third part or a
count that does not make a whole refuse."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("A third of the riders at the fair are female, and the rest are male. If there are 18 riders in "
     "total, how many of them are male?", 12, "riders"),
    ("A third of the riders at the fair are female, and the rest are male. If there are 18 riders in "
     "total, how many of them are female?", 6, "riders"),
    ("In a school, 70% of the pupils are boys and 180 are girls. How many boys are there?", 420, "boys"),
    ("In a school, 70% of the pupils are boys and 180 are girls. How many pupils are there?", 600,
     "pupils"),
    ("In a school, 70% of the pupils are boys. 180 of the pupils are girls. How many boys are there?",
     420, "boys"),
]

REFUSED = [
    # a count of the riders at another place, or of other things
    "A third of the riders at the fair are female, and the rest are male. If there are 18 riders at "
    "the show, how many of them are male?",
    "A third of the riders at the fair are female, and the rest are male. If there are 18 singers in "
    "total, how many of them are male?",
    # a whole told before the placed share: the riders there, or others?
    "There are 18 riders at the park. A third of the riders at the fair are female. How many riders "
    "are male?",
    # a count that is no whole share
    "A third of the riders at the fair are female, and the rest are male. If there are 20 riders in "
    "total, how many of them are male?",
    # not a pair that divides them, or the same kind twice
    "In a school, 70% of the pupils are boys and 180 are tall. How many boys are there?",
    "In a school, 70% of the pens are red and 180 are blue. How many pens are red?",
    "In the lab, 70% of the pupils are men and 180 are women. How many men are there?",
    # a third part beside the pair, or a change after it
    "In a school, 70% of the pupils are boys and 180 are girls and 10 are teachers. How many boys are "
    "there?",
    "In a school, 70% of the pupils are boys and 185 are girls. How many boys are there?",
    # a whole told too, that the two parts do not make
    "A school has 500 pupils. 70% of the pupils are boys and 180 are girls. How many boys are there?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
