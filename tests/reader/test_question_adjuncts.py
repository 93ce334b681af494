"""Question shapes of the additive world whose extra words do not change what is counted:
"all three (friends)" before "have" with a word that adds, and a closing "in the cake" after a
verb the story never tells (the one change it leaves untold, said of the thing it was for).
Each case is in our own words; an answer case fails when the shape is no longer read, a
refusal case when the words are dropped where they matter."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ada has 4 kites, Bo has 6 kites and Cy has 7 kites. How many kites do all three have "
     "together?", 17, "kites"),
    ("Ada has 4 kites, Bo has 6 kites and Cy has 7 kites. How many kites do all three friends have "
     "in all?", 17, "kites"),
    ("Ada had 4 kites, Bo had 6 kites and Cy had 7 kites. Cy lost 2 kites. How many kites do all "
     "three have altogether now?", 15, "kites"),
    ("A baker had 20 eggs. After making a cake she had 8 left. How many eggs did she use in the "
     "cake?", 12, "eggs"),
    ("A baker had 20 eggs. She baked a cake and had 8 left. How many eggs did she use in her "
     "cake?", 12, "eggs"),
]

REFUSED = [
    # "all three" with no word that adds: each one's, or the three together?
    "Ada has 4 kites, Bo has 6 kites and Cy has 7 kites. How many kites do all three have?",
    # two people told, or four: not "all three"
    "Ada has 4 kites and Bo has 6 kites. How many kites do all three have together?",
    "Ada has 4 kites, Bo has 6 kites and Cy has 7 kites. Di has 2 kites. How many kites do all "
    "three have together?",
    # a cake the story never tells
    "A baker had 20 eggs. After making a pie she had 8 left. How many eggs did she use in the "
    "cake?",
    # another change told beside the untold one: which was for the cake?
    "A baker had 20 eggs. She gave 3 to Bo. After making a cake she had 8 left. How many eggs did "
    "she use in the cake?",
    # another thing named by a doing: how many went into each?
    "A baker had 20 eggs. After making a cake and a tart she had 8 left. How many eggs did she use "
    "in the cake?",
    "A baker had 20 eggs. She made a cake. Then she made a tart. She had 8 left. How many eggs did "
    "she use in the cake?",
    # the verb told of another place: the doing's place, not the one asked
    "A baker had 20 eggs. She used 3 in a tart. After making a cake she had 8 left. How many eggs "
    "did she use in the cake?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_question_adjuncts_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_question_adjuncts_refused(text: str) -> None:
    assert_refuses(text)
