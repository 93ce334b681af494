"""A closing phrase of the question that the story said opening every sentence ("For Rosa's
birthday …  How much did she get for her birthday?") is said of all the story tells and picks
out no one event; anything that may stand outside it keeps it a qualifier (one event, or none)."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("For Rosa's birthday she received 4 dollars from her friends and 6 dollars from her cousins. How much "
     "money did she get for her birthday?", 10),
    ("At the market, Omar bought 3 plums and 5 plums. How many plums did he buy at the market?", 8),
    ("For his party Leo baked 12 buns and 9 buns. How many buns did he bake for his party?", 21),
]

REFUSED = [
    # a sentence that does not open with it: the gift for washing a car is no birthday gift
    "For Rosa's birthday she received 4 dollars from her friends. She got 6 dollars from Bo for washing "
    "his car. How much money did she get for her birthday?",
    # two given names: "her birthday" may be Mia's, not Rosa's
    "For Rosa's birthday, Mia received 4 dollars from Bo and 6 dollars from Al. How much money did she "
    "get for her birthday?",
    # a word that places a telling later: the next day may be no birthday
    "For Rosa's birthday she received 4 dollars from her friends and the next day she received 6 "
    "dollars from Al. How much money did she get for her birthday?",
    # another place told: the phrase picks the one event
    "At the market, Omar bought 3 plums. At the fair he bought 5 plums. How many plums did he buy "
    "at the market?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
