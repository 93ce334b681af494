"""A sub-kind got by the whole's own verb, its sentence going on with the rest ("Lu baked 40
buns. She baked 15 plain buns and the rest were brown."), is a part of what the first getting
got; a question with the verb asks that part ("How many brown buns did she bake?"). Each case is
in our own words; an answer case fails when the shape is no longer read, a refusal case when it
is read without what makes it one whole."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Lu baked 40 buns. She baked 15 plain buns and the rest were brown. How many brown buns did "
     "she bake?", 25),
    ("Lu baked 40 buns. She baked 15 plain buns and the rest were brown. How many brown buns does "
     "she have?", 25),
    # the whole's own words kept: the sub-kind is of those
    ("Omar knitted 30 wool hats. He knitted 12 blue hats and the rest are grey. How many grey hats "
     "did he knit?", 18),
    # the verb asked of a part told plainly after a first getting
    ("Omar picked 30 plums. 12 are ripe and the rest are green. How many green plums did he "
     "pick?", 18),
    ("Omar picked 30 plums. 12 are ripe and the rest are green. How many ripe plums did he "
     "pick?", 12),
    # what was baked stays what it was after some are eaten
    ("Lu baked 40 buns. She baked 15 plain buns and the rest were brown. She ate 5 brown buns. How "
     "many brown buns did Lu bake?", 25),
    # the whole asked still counts both
    ("Lu baked 40 buns. She baked 15 plain buns and the rest were brown. How many buns did she "
     "bake?", 40),
]

REFUSED = [
    # told alone, a second getting of a sub-kind may be a second batch
    "Lu baked 40 buns. She baked 15 brown buns. How many brown buns did she bake?",
    # told after the first, or by another doer, or by another verb: the rest of which?
    "Lu baked 40 buns. Then she baked 15 plain buns and the rest were brown. How many brown buns "
    "did she bake?",
    "Lu baked 40 buns. Ann baked 15 plain buns and the rest were brown. How many brown buns did Lu "
    "bake?",
    "Lu baked 40 buns. She bought 15 plain buns and the rest were brown. How many brown buns did "
    "she bake?",
    "Lu baked 40 buns. She also baked 15 plain buns and the rest were brown. How many brown buns "
    "did she bake?",
    # another day's making, or a second maker before it: the rest of which?
    "Lu baked 40 buns on Monday. She baked 15 plain buns on Tuesday and the rest were brown. How "
    "many brown buns did she bake?",
    "Lu baked 40 buns. Kim baked 30 buns. She baked 15 plain buns and the rest were brown. How "
    "many brown buns did Kim bake?",
    # a change told between: of the holding then
    "Lu baked 40 buns. She sold 10 buns. She baked 15 plain buns and the rest were brown. How many "
    "brown buns did Lu bake?",
    # a sum paid for the sub-kind: a purchase of its own, priced apart
    "Lu bought 40 buns. She bought 15 plain buns for $5 and the rest were brown. How many brown "
    "buns did she buy?",
    # two wholes counted before: the rest of which?
    "Lu baked 40 buns and 20 rolls. She baked 15 plain buns and the rest were brown. How many iced "
    "buns did she bake?",
    # a later doing of the verb to the sub-kind: the first batch held some too
    "Omar picked 30 plums. 12 are ripe and the rest are green. He picked 5 more green plums. How "
    "many green plums did he pick?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
