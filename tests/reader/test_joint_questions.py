"""Question shapes of additive stories asked of several holders or doers together: a subject
whose last member is a person's role run on into the bare verb ("did Ivo and his aunt pick"),
two places joined by "and" after "in" ("are there in the park and the yard"), and a place
asked with "the" that the story names only as the asker's own ("on the farm" after "his farm"),
and what is left asked with a purpose the story told only as meant ("left to take home").
Each case is in our own words; an answer case fails when the shape is no longer read, a
refusal case when it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # a role after "and", then the bare verb the question still lacks
    ("Ivo picked 30 plums. His aunt picked 25 plums. How many plums did Ivo and his aunt pick?", 55),
    ("Ivo picked 30 plums. His cousins picked 25 plums. How many plums did Ivo and his cousins "
     "pick?", 55),
    # two places told, asked together (with "in" said again, "both", a word that adds)
    ("There are 14 ducks in the pond. There are 9 ducks in the field. How many ducks are there in "
     "the pond and the field?", 23),
    ("The pond has 14 ducks. The field has 9 ducks. How many ducks are in the pond and in the field "
     "altogether?", 23),
    ("There are 14 ducks in the pond and 9 ducks in the field. How many ducks are there in both the "
     "pond and the field combined?", 23),
    # named places, no person's name
    ("Lake Ida has 30 reeds. Lake Bo has 20 reeds. How many reeds are in Lake Ida and Lake Bo?", 50),
    # "the farm" when the story tells only his farm: his
    ("Omar has 60 hens on his farm. How many hens does Omar have on the farm?", 60),
    ("Omar has 60 hens on his farm and 7 hens at home. How many hens does Omar have on the farm?", 60),
    # a purpose told only as meant, in the same words: what is left
    ("Lia has 50 muffins to sell at the fair. She plans to take home any muffins she does not sell. "
     "She sells 18 muffins in the morning and 20 muffins in the afternoon. How many muffins does "
     "she have left to take home?", 12),
    # geese are birds too: the pond's birds are its ducks and its geese
    ("There are 14 ducks and 3 geese in the pond. There are 9 ducks in the field. How many birds "
     "are there in the pond and the field?", 26),
]

REFUSED = [
    # the aunt's plums are never told: nothing told is no zero
    "Ivo picked 30 plums. How many plums did Ivo and his aunt pick?",
    # a dog names no person: "his dog pick" is not read as two members
    "Ivo picked 30 plums and his dog picked 2. How many plums did Ivo and his dog pick?",
    # the friend of his aunt is not his aunt
    "Ivo picked 30 plums. His aunt's friend picked 25 plums. How many plums did Ivo and his aunt "
    "pick?",
    # a place never told holding ducks: nothing told is no zero
    "There are 14 ducks in the pond. How many ducks are there in the pond and the field?",
    # ducks near the field are not in it
    "There are 14 ducks in the pond. There are 9 ducks near the field. How many ducks are there in "
    "the pond and the field?",
    # people are no places
    "Ann has 30 pens. Bo has 20 pens. How many pens are at Ann and Bo?",
    # the farm told is another's, or a farm is told with no owner: which farm?
    "Ida has 60 hens on her farm. How many hens does Omar have on the farm?",
    "Omar has 60 hens on his farm. There are 9 hens on the farm. How many hens does Omar have on the "
    "farm?",
    # a purpose the story never told: left for what?
    "Lia has 50 muffins to sell at the fair. She sells 18 muffins in the morning and 20 muffins in "
    "the afternoon. How many muffins does she have left to take home?",
    # a purpose told done as well: some were taken home already
    "Lia has 50 muffins to sell. She plans to take home any muffins she does not sell. She sells 18 "
    "muffins. Then she took home 10 muffins. How many muffins does she have left to take home?",
    # picking to come is not told by picking done
    "Ivo picked 30 plums. His aunt picked 25 plums. How many plums will Ivo and his aunt pick?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_joint_question_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_joint_question_refused(text: str) -> None:
    assert_refuses(text)
