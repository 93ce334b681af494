"""Part–whole shapes of additive stories: a part picked out by what its members are doing ("15
of them were napping", "the rest were carrying plums"), asked as that doing or its denial ("How
many were not napping?"), and one holder's total told before its parts ("A barn has a total of
60 animals. 25 are goats and the rest are sheep"). Each case is in our own words; an answer case
fails when the shape is no longer read, a refusal case when it is read without what would make
it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # a doing picks out a part; its denial asks the whole less that part
    ("A pond has 40 frogs. 15 of them are croaking. How many frogs are not croaking?", 25),
    ("There are 52 seals on a rock. If 19 were sleeping, how many seals were not sleeping?", 33),
    # a share of the whole doing it
    ("A pond has 40 frogs. 25% of the frogs are croaking. How many frogs are not croaking?", 30),
    ("A pond has 40 frogs. Half of them are croaking. How many frogs are not croaking?", 20),
    # the doing with a bare object, and "the rest" doing another thing
    ("There are 18 hikers. Seven of the hikers were carrying maps. The rest were carrying "
     "lamps. How many hikers were carrying lamps?", 11),
    ("There are 18 hikers. Seven of the hikers were carrying maps. How many hikers were not "
     "carrying maps?", 11),
    # one holder's total, then its parts
    ("A barn has a total of 60 animals. 25 of them are goats and the rest are sheep. How many "
     "sheep are in the barn?", 35),
    ("A crate has 44 fruits in all. 19 are plums and the rest are figs. How many figs does the "
     "crate have?", 25),
    ("Tia has a total of 36 pens. 14 are red. How many pens are not red?", 22),
    # parts listed after one "be", the verb left out of the later ones
    ("A stable has 50 animals. 12 of them are horses and 20 of them goats, the rest are cows. How "
     "many cows are there?", 18),
    # parts certainly apart: two colours, two size grades, two kinds
    ("Ivo has 45 cups. 10 are small cups, 15 are medium cups and the rest are large cups. How "
     "many large cups does Ivo have?", 20),
    ("A grove has 70 trees. 22 of them are tall elms and 30 of them are young pine trees. The "
     "rest are maples. How many maples are in the grove?", 18),
    # the holder's total, then what it holds of sub-kinds of it: among that total
    ("Noor has 30 buttons. She has 11 brown buttons, 9 black buttons, and the rest are white "
     "buttons. How many white buttons does Noor have?", 10),
    ("Ravi had 25 cards. He had 7 gold cards and the rest were silver cards. How many silver cards "
     "did Ravi have?", 18),
    # "there are" a sub-kind, after the whole told of a place: the one holder of the kind
    ("There are 40 beads in a tin. A quarter of the beads are pink. There are 12 white beads and "
     "the rest are blue. How many blue beads are there?", 18),
    # "them" right after the whole in its own sentence, another holder's told before
    ("Ana has 50 shells and 20% of her shells are pink. Ben has 80 shells and 25 percent of them "
     "are pink. How many pink shells do Ana and Ben have in all?", 30),
]

REFUSED = [
    # told at another time, or said to be more: maybe not among the total
    "Noor had 30 buttons. She has 11 round buttons. How many buttons are not round?",
    "Noor has 30 buttons. She also has 11 round buttons. How many buttons are not round?",
    "Noor has 30 buttons. She has 11 round buttons too. How many buttons does Noor have?",
    "There were 40 beads in a tin. There are 12 gray beads. How many beads are not gray?",
    # another holder's: not among Noor's
    "Noor has 30 buttons. Omar has 11 round buttons. How many of Noor's buttons are not round?",
    # "them" after two wholes in one sentence, or told in an earlier sentence than the whole's
    "Ana has 50 shells and Ben has 80 shells and half of them are pink. How many pink shells does "
    "Ben have?",
    "Ana has 50 shells. Ben has 80 shells. Half of them are pink. How many pink shells does Ben "
    "have?",
    # a doing no part was told of: the whole less the part told may do a third thing
    "A pond has 40 frogs. 15 of them are croaking. How many frogs are sleeping?",
    "A pond has 40 frogs. 15 of them are croaking. How many frogs are not sleeping?",
    # two doings may overlap (one hiker may carry maps and lamps): "the rest" is not told apart
    "There are 18 hikers. Seven of them were carrying maps and 5 of them were carrying lamps. The "
    "rest were carrying ropes. How many hikers were carrying ropes?",
    # a doing of a number not said to be of the whole: maybe more seals came
    "There are 52 seals on a rock. 19 seals were sleeping. How many seals were not sleeping?",
    # a doing with a number after it changes holdings, or says what is not a part
    "A pond has 40 frogs. 15 of them are eating 3 flies. How many frogs are not eating flies?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_part_whole_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_part_whole_refused(text: str) -> None:
    assert_refuses(text)
