"""Doings placed on a day by its name ("sold 20 pies on Friday") and asked by it ("How many
pies did it sell on Friday?"). The reader sets the day's name aside with the "on" before it; a
question that names a day counts only the doings told on that day, each told on one day in the
same words; two days compared after "than" ("more on Friday than on Sunday") are one doer's
doings of each. A doing told on no day, or on two in one sentence, may be one done on the day asked;
a day named another way ("this Friday", "on Fridays") is no day matched; a day never told leaves
nothing to count. Each case is in our own words; an answer case fails when the day is no longer
read or no longer scopes the question, a refusal case when a doing is counted loosely."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # only the doing told on the day asked
    ("A bakery baked 40 pies on Friday. It baked 25 pies on Saturday. On Saturday, how many pies "
     "did the bakery bake?", 25),
    ("A bakery baked 40 pies on Friday. It baked 25 pies on Saturday. How many pies did the "
     "bakery bake on Saturday?", 25),
    ("A bakery baked 40 pies on Friday. It baked 25 pies on Saturday. How many pies did the "
     "bakery bake on Friday?", 40),
    # the day leading its sentence; a doing of another kind beside it is not counted
    ("On Friday Noor folded 12 cranes. On Sunday she folded 7 cranes and 3 boats. How many "
     "cranes did Noor fold on Sunday?", 7),
    # a doing told against another day's: the day after "than" is the compared one's
    ("Noor folded 12 cranes on Friday. She folded 5 fewer cranes on Sunday than on Friday. How "
     "many cranes did she fold on Sunday?", 7),
    ("Noor folded 12 cranes on Friday. On Sunday she folded three times as many cranes as on "
     "Friday. How many cranes did she fold on Sunday?", 36),
    # one doer's doings of two days compared
    ("Noor folded 12 cranes on Friday. She folded 4 cranes on Sunday. How many more cranes did "
     "she fold on Friday than on Sunday?", 8),
    ("Noor folded 12 cranes on Friday. She folded 4 cranes on Sunday. How many fewer cranes did "
     "she fold on Sunday than on Friday?", 8),
    # the doings of each day by everyone, asked in the passive
    ("Noor folded 12 cranes on Friday. Ilse folded 3 cranes on Sunday. Noor folded 4 cranes on "
     "Sunday. How many more cranes were folded on Friday than on Sunday?", 5),
    # two doings told on the day asked
    ("Noor folded 12 cranes on Friday. She folded 4 cranes on Sunday. Later she folded 6 more "
     "cranes on Sunday. How many cranes did she fold on Sunday?", 10),
]

REFUSED = [
    # a doing told with no day may have been done on the day asked
    "Noor folded 12 cranes. She folded 4 cranes on Sunday. How many cranes did she fold on Sunday?",
    "On Friday Noor folded 12 cranes. The next day she folded 4 cranes. How many cranes did she "
    "fold on Saturday?",
    # two doers: the one asked did nothing told on that day (nothing is no zero)
    "Noor folded 12 cranes on Friday. Ilse folded 4 cranes on Sunday. How many cranes did Noor "
    "fold on Sunday?",
    # the day asked is never told
    "Noor folded 12 cranes on Friday. She folded 4 cranes on Sunday. How many cranes did she fold "
    "on Tuesday?",
    # a day named another way than asked
    "Noor folded 12 cranes this Friday. She folded 4 cranes on Sunday. How many cranes did she "
    "fold on Friday?",
    "Noor folded 12 cranes on Friday. She folded 4 cranes on Sunday. How many cranes did she fold "
    "this Friday?",
    # a part of the day asked: the doing told on that day may have been done at another hour
    "Noor folded 12 cranes on Friday. She folded 4 cranes on Sunday. How many cranes did she fold "
    "on Sunday evening?",
    # two days in one sentence: which doing was done on which is not kept
    "Noor folded 12 cranes on Friday and 4 cranes on Sunday. How many cranes did she fold on Sunday?",
    # a holding asked on a day: not the end of the story
    "Noor had 30 cranes. She gave away 12 cranes on Friday. How many cranes did she have on Friday?",
    # two days compared, one of them told of another doer or of no day
    "Noor folded 12 cranes on Friday. Ilse folded 4 cranes on Sunday. How many more cranes did "
    "Noor fold on Friday than on Sunday?",
    "Noor folded 12 cranes on Friday. She folded 4 cranes. How many more cranes did she fold on "
    "Friday than on Sunday?",
    "Noor folded 12 cranes on Friday. Ilse folded 3 cranes. How many more cranes were folded on "
    "Friday than on Sunday?",
    # a compared day alone, or another doer's day: whose doings, of which day?
    "Noor folded 12 cranes on Friday. Ilse folded 4 cranes on Sunday. How many more cranes did "
    "Noor fold than on Sunday?",
    "Noor folded 12 cranes on Friday. She folded 4 cranes on Sunday. How many more cranes did she "
    "fold on Friday than Ilse on Sunday?",
]


@pytest.mark.parametrize(("text", "answer"), ANSWERED)
def test_answered(text: str, answer: int) -> None:
    assert_answers(text, answer)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
