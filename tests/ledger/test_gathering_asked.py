"""A verb of gathering (or of receiving) asked that the story never tells names the one of its
class it does tell."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ola picked 14 figs and Ben picked 9 figs. How many figs did they collect in all?", 23, "figs"),
    ("Ola gathered 8 shells. Ben gathered 3 times as many shells. How many shells did they collect "
     "altogether?", 32, "shells"),
    ("Ola harvested 40 carrots. How many carrots did Ola pick?", 40, "carrots"),
    # "got" said again as "received", and the weight of what they received is the pounds got
    ("Ola got 6 pounds of nuts and Ben got 4 pounds of nuts. What is the combined weight they "
     "received?", 10, "pounds"),
    ("Ola received 7 cards. Ben received 5 cards. How many cards did they get in all?", 12, "cards"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_gathering_asked_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # two other verbs of gathering told of the kind
    "Ola picked 12 figs and gathered 5 figs. How many figs did Ola collect?",
    # no verb of gathering asked: "found" is no other word for "picked"
    "Ola picked 12 figs. How many figs did Ola find?",
    # a purchase is no other word for what she received
    "Ola bought 5 figs. How many figs did Ola receive?",
    # what was got from the shop was received as well: the 3 alone, or all 8?
    "Ola got 5 figs from a shop. She received 3 figs from Ben. How many figs did Ola receive?",
    # a giving to the one asked is a receiving (and a getting) too
    "Ola got 5 figs. Ben gave her 3 figs. How many figs did Ola receive?",
    "Ola received 5 figs. Ben gave her 3 figs. How many figs did Ola get?",
    # given to him: collected, or not?
    "Ola picked 5 figs. Ben gave her 3 figs. How many figs did Ola collect?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_gathering_asked_refused(text: str) -> None:
    assert_refuses(text)
