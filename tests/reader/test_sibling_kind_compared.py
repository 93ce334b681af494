"""A multiple of the subject's one other kind of a noun: "There were 13 female students. There
were three times as many male students (in this class)." With no other holder of that noun, "as
many" is as many as the kind told apart from the one asked by words of its own, as "as female
students" says; with two such kinds, a kind with no words of its own, or another holder of the
noun, no reading."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("In a class, there were 13 female students. There were three times as many male students in this "
     "class. How many students were in the class?", 52, "students"),
    ("There are 20 red apples in a box. There are twice as many green apples in the box. How many "
     "apples are in the box?", 60, "apples"),
    ("Tom has 20 red apples. He has twice as many green apples. How many green apples does Tom have?",
     40, "green apples"),
    ("Tom has 20 red apples. He has 3 times as many green apples. He ate 5 red apples. How many apples "
     "does Tom have?", 75, "apples"),
    # as many as the other kind holds when the clause is told
    ("Tom has 20 red apples. He ate 5 of them. He has twice as many green apples. How many green apples "
     "does Tom have?", 30, "green apples"),
    ("Tom has 20 red apples. Then he picked 5 red apples. He has twice as many green apples. How many "
     "green apples does Tom have?", 50, "green apples"),
])
def test_sibling_kind_compared(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    "Tom has 20 red apples and 4 big apples. He has twice as many green apples. How many green apples "
    "does Tom have?",
    "Tom has 20 apples. He has twice as many green apples. How many green apples does Tom have?",
    "Tom has 20 red apples. Ann has 5 green apples. Tom has twice as many green apples. How many green "
    "apples does Tom have?",
    "Tom has 20 red apples. Ann has 5 red apples. Tom has twice as many green apples. How many green "
    "apples does Tom have?",
    "Tom has 20 red apples. He has twice as many green pears. How many pears does Tom have?",
    "Tom has 20 red apples. He has twice as many red apples. How many apples does Tom have?",
    # another noun, another place, another time
    "There were 13 female students in the class. There were three times as many male teachers in the "
    "class. How many people were in the class?",
    "There are 20 red apples in a box. There are twice as many green apples in a bag. How many green "
    "apples are in the bag?",
    "Tom has 20 red apples. He will have twice as many green apples. How many green apples will Tom have?",
])
def test_sibling_kind_refused(text: str) -> None:
    assert_refuses(text)
