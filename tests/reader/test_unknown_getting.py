"""A first getting of "some" things, then what became of them and what was left: "Nia picked
some plums. She ate 4. She has 9 left. How many plums did she pick?" The getting may be where
the holding starts (none before) or add to an amount the text never gives; only the first
reading fixes the amount got, so uniqueness answers by it. A need told first ("needs 60
stamps") holds nothing, so a getting after it is still a first getting. A store "stocks" what it gets in.
After an inverted "did", a noun no verb class knows is the subject ("did mother buy").
Each case is in our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Nia picked some plums. She ate 4 plums. She has 9 plums left. How many plums did she pick?",
     13),
    ("Nia picked some plums. She ate 4 of the plums and gave 2 of the plums to Bo. If there were 9 "
     "plums left, how many plums did Nia pick?", 15),
    ("A farm shop stocked some melons. It sold 12 melons on Monday and 5 melons on Tuesday. If it "
     "had 8 melons left, how many melons did it stock?", 25),
    ("A farm shop stocked 40 melons. It sold 12 melons. How many melons does it have left?", 28),
    ("Mother baked some buns. She ate 3 of the buns. If there were 6 buns left, how many buns did "
     "mother bake?", 9),
    # a need holds nothing: the first getting after it may still start the holding
    ("Ula needs 60 stamps. Ula bought 25 stamps. How many more stamps does Ula need?", 35),
    ("Ula needs a total of 60 points. She already scored 25 points. She scored 12 more points. "
     "How many more points does Ula need?", 23),
]

REFUSED = [
    # the getting's amount is untold, and so is what was held before it
    "Nia picked some plums. She has 9 plums now. How many plums did she have before?",
    "Nia picked some plums. She ate 4 plums. How many plums did she pick?",
    "Ula needs 60 stamps. Ula bought some stamps. How many more stamps does Ula need?",
    "Ula needs 60 stamps. Ula bought 25 stamps. How many stamps did Ula have before?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answers(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refuses(text: str) -> None:
    assert_refuses(text)
