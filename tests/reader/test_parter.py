"""The one who parts a whole ("Al put the chairs into rows of 8", "She put them into 5 bags
equally"): the share records its parter, and a question whose name or pronoun asks of the one
who parted ("How many rows did he make?", "How many pens did she put in each bag?") binds to
the parting whose parter that one is; a question of anyone else refuses. Every case is in our
own words; an answer fails when the shape is no longer read, a refusal when it is read without
what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ann put 24 pens into 4 boxes equally. How many pens did she put in each box?", 6),
    ("Ann has 30 pens. She put them into 5 bags equally. How many pens did Ann put in each bag?", 6),
    ("Ann put 24 pens into 4 boxes equally. How many pens did she put into each box?", 6),
    # the parter is not the holder: the chairs are Ben's, Al did the arranging
    ("Ann has 30 pens. Bo put them into 5 bags equally. How many pens did Bo put in each bag?", 6),
    ("Ann has 30 pens. Bo put them into 5 bags equally. How many pens did he put in each bag?", 6),
    ("Ben has 40 chairs. Al arranged the chairs in rows of 8. How many rows did Al make?", 5),
    ("Ben arranged 40 chairs in rows of 8. How many rows did he make?", 5),
    ("Sue has 30 cookies. She packed the cookies in bags of 6. How many bags did she fill?", 5),
    # two parters into parts of one noun: the question's name picks the parting
    ("Tom put 30 marbles into boxes of 5. Sam put 20 marbles into boxes of 4. How many boxes did "
     "Sam fill?", 5),
    ("Ann put 24 pens into 4 boxes equally. Bo put 12 pens into 4 boxes equally. How many pens did "
     "Bo put in each box?", 3),
    # each receiver's share asked by the giving of the one who parted
    ("Ann has 30 pens. She divided them among 5 friends. How many pens did she give each friend?", 6),
    ("Ann has 30 pens. She divided them among her 5 friends. How many pens did Ann give to each "
     "friend?", 6),
    ("Tom divided 30 marbles among 5 friends. Ann divided 20 marbles among 4 friends. How many "
     "marbles did he give each friend?", 6),
    # a plan whose whole is told after it
    ("Ann wants to put her pens into 4 boxes equally. She has 24 pens. How many pens will she put "
     "in each box?", 6),
]

REFUSED = [
    # someone who parted nothing, though they hold the kind
    "Ann put 30 pens into bags of 5. Bo has 12 pens. How many bags did Bo fill?",
    "Ann has 30 pens. She put them into bags of 5. Bo has 20 pens. How many bags did he fill?",
    "Ann has 30 pens. She put them into 5 bags equally. How many pens did Bo put in each bag?",
    # the holder of the whole is not who parted it
    "Ben has 40 chairs. Al arranged them in rows of 8. How many rows did Ben make?",
    "Ann has 30 pens. Bo put them into 5 bags equally. How many pens did Ann put in each bag?",
    "Ann has 30 pens. Her mom put them into bags of 6. How many bags did Ann fill?",
    # two people part two wholes into parts of different nouns: the parts asked are the other's
    "Tom has 30 marbles. He put them into boxes of 5. Sam put 20 marbles into bags of 4. How many "
    "boxes did Sam fill?",
    "Tom has 30 marbles. He put them into boxes of 5. Sam put 20 marbles into bags of 4. How many "
    "bags did Tom fill?",
    # a pronoun with two candidates, one of whom parted into the parts asked
    "Tom has 30 marbles. He put them into boxes of 5. Sam put 20 marbles into bags of 4. How many "
    "bags did he fill?",
    "Ben and Al arranged 40 chairs in rows of 8. How many rows did he make?",
    "Tom put 30 marbles into boxes of 5. Sam put 20 marbles into boxes of 4. How many boxes did he "
    "fill?",
    "Tom put 30 marbles into boxes of 5. Sam put 20 marbles into boxes of 4. How many boxes did "
    "they fill?",
    "Ann put 24 pens into 4 boxes equally. Bo put 12 pens into 4 boxes equally. How many pens are "
    "in each box?",
    # one of two who parted together
    "Ann and Bo put 24 pens into 4 boxes equally. How many pens did Ann put in each box?",
    # a plan of another's
    "Ann has 24 pens. Bo wants to put them into 4 boxes equally. How many pens will she put in "
    "each box?",
    # a parting told in the passive names no parter
    "Ann has 30 pens. They were put into 5 bags equally. How many pens did she put in each bag?",
    # the parter gives some away after: is each bag as full?
    "Ann has 30 pens. Bo put them into 5 bags equally. Then Bo gave 2 pens to Cy. How many pens "
    "are in each bag?",
    "Ann has 30 pens. She put them into 5 bags equally. She gave 2 pens to Bo. How many pens did "
    "she put in each bag?",
    # "each" of parts the story does not part into
    "Ann has 30 pens. She put them into 5 bags equally. She has 3 friends. How many pens did each "
    "friend get?",
    "Ann has 30 pens. She put them into 5 bags equally. How many pens did she put in each box?",
    # a receiver is no place things are put in
    "Ann has 30 pens. She split them equally among her 5 friends. How many pens did she put in "
    "each friend?",
    # what each part has room for, which the parting does not tell
    "Ann has 24 pens. She put them into 4 boxes equally. How many pens could she put in each box?",
    # a day the story never places the parting on
    "Ann has 24 pens. She put them into 4 boxes equally. How many pens did she put in each box "
    "yesterday?",
    "Tom has 30 marbles. He divided them among 5 friends. How many marbles did each friend get "
    "yesterday?",
    "Ann has 30 pens. She divided them among 5 friends. How many pens did Bo give to each friend?",
    # a giving to parts that are no people, or to people the story does not part among
    "Ann has 30 pens. She put them into 5 bags equally. How many pens did she give each bag?",
    "Ann has 30 pens. She put them into 5 bags equally. How many pens did she give each friend?",
    # a receiver asked as if they parted, or got
    "Ann divided 30 pens among her 5 friends. How many pens did she get?",
    "Ann divided 30 pens among 5 friends. How many pens did each friend divide?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
