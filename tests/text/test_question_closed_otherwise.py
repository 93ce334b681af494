"""A text with no question mark whose last sentence opens with a word of asking ends in that
question: its closing point (or nothing) stands for the question mark."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize("text", [
    "Tom has 5 apples. Ann gave him 3 apples. How many apples does Tom have.",
    "Tom has 5 apples. Ann gave him 3 apples. How many apples does Tom have",
])
def test_a_question_closed_by_a_point_is_asked(text: str) -> None:
    assert_answers(text, 8)


@pytest.mark.parametrize("text", [
    # no word of asking opens the last sentence: nothing is asked
    "Tom has 5 apples. Ann gave him 3 apples.",
    "Tom has 5 apples. Ann gave him 3 apples. Tom has how many apples now.",
])
def test_no_question_without_a_word_of_asking_first(text: str) -> None:
    assert_refuses(text)
