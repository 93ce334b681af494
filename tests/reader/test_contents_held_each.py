"""What a holder has in each of its own containers: "Ivo has 12 stamps on each page", "Ruth has 4
eggs per carton", before or after the containers are counted, say what "Each page has 12 stamps"
says of that holder's pages only."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Ivo has 12 stamps on each page. He has 9 pages. How many stamps does Ivo have?", 108, "stamps"),
    ("Ruth has 4 eggs per carton, and she has a total of 6 cartons. How many eggs does she have?",
     24, "eggs"),
    ("Ruth has 6 cartons. She has 4 eggs in every carton. How many eggs does Ruth have?", 24, "eggs"),
    ("If Ruth has 4 eggs per carton and she has 6 cartons, how many eggs does she have?", 24, "eggs"),
    ("Ivo has 12 stamps on each page. He has 9 pages and Una has 3 pages. How many stamps does Ivo "
     "have?", 108, "stamps"),
])
def test_contents_held_each_are_read(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # another holder's pages: the rate says what Ivo's pages hold, never Una's
    "Ivo has 12 stamps on each page. Una has 9 pages. How many stamps does Una have?",
    "Una has 9 pages. Ivo has 12 stamps on each page. How many stamps does Ivo have?",
    # each red page: the pages counted are not said to be red
    "Ivo has 12 stamps on each red page. He has 9 pages. How many stamps does Ivo have?",
    # a ratio, not what each boy holds (read as her ratio, `test_ratios`; asked of "there", not
    # of her, it is read neither way)
    "Ruth has 3 girls for every boy. She has 4 boys. How many girls are there?",
    # money kept in each is not contents read so
    "Ruth has $4 in each purse. She has 6 purses. How much money does she have?",
    # more than what, in each?
    "Ruth has 4 more eggs in each carton. She has 6 cartons. How many eggs does she have?",
    # a change told between the rate and the count: before or after it?
    "Ruth has 4 eggs in each carton. She broke 3 eggs. She has 6 cartons. How many eggs does she have?",
])
def test_contents_held_each_refused(text: str) -> None:
    assert_refuses(text)
