"""A question of doings asked of things nothing befell: in a reading where every entry of the
things asked is a holding told, with no change between the holdings and no doing of the
question's verb told of anything, the doing asked is undetermined and the reading drops out
(NOT_UNIQUE), so another reading that does tell it may answer."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # "12 left": the plums (used for the jam) or the jars just made? Only the plums answer
    ("Ida had 40 plums. After making some jars of jam she had 12 left. How many plums did she "
     "use?", 28, "plums"),
    ("Ned had 30 nails. After building a few birdhouses he had 9 left. How many nails did he "
     "use?", 21, "nails"),
]

REFUSED = [
    # nothing tells what befell the plums: no reading answers
    ("Ida had 40 plums. She made some jars of jam. How many plums did she use?", "not_unique"),
    # a doing of the verb asked is told (of pears): the reading where "12 left" are pears is not
    # dropped, and "gave" may have taken plums in it too
    ("Ida had 40 plums. She gave some pears to Lu. She had 12 left. How many plums did she give?",
     None),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_doing_of_the_one_reading_that_tells_it(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize(("text", "code"), REFUSED)
def test_doing_told_of_nothing_asked(text: str, code: str | None) -> None:
    assert_refuses(text, code)
