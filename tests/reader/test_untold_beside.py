"""The one untold change of a holding, read as the doing asked, beside what else is told: a
holding told at two places, doings of the asked verb told beside the untold change, and a
question's particle that turns the verb away. Each case is in our own words; an answer case
fails when the reading is lost, a refusal case when it is read over what makes it unsure."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # one place, or a place told of one holding only
    ("Tom had $20 in his wallet. Later he had $15 in his wallet. How much did he spend?", 5),
    ("Tom had $20 in his pocket. Later he had $15. How much did he spend?", 5),
    # the doings of the verb all the way its particle says
    ("There were 48 people on the bus. 6 people got off and 4 got off. How many people got off?", 10),
    # the doing told before the untold change is not beside it
    ("Tom had 20 balloons. Later he had 14. Then he bought 3. How many did he pop?", 6),
]

REFUSED = [
    "Tom had $20 in his wallet. Later he had $15 in his bank. How much did he spend?",
    "Tom had 20 balloons at home. Later he had 15 balloons at school. How many did he pop?",
    "There were 48 people on the bus. 6 people got on. How many people got off?",
    "There were 20 birds in the tree. Later there were 14 birds in the tree. Then 3 birds flew away. "
    "How many birds flew away?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_untold_beside_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_untold_beside_refused(text: str) -> None:
    assert_refuses(text)
