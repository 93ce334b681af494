"""A verb of gathering asked that the story never tells names the one it does tell."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ola picked 14 figs and Ben picked 9 figs. How many figs did they collect in all?", 23, "figs"),
    ("Ola gathered 8 shells. Ben gathered 3 times as many shells. How many shells did they collect "
     "altogether?", 32, "shells"),
    ("Ola harvested 40 carrots. How many carrots did Ola pick?", 40, "carrots"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_gathering_asked_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # two other verbs of gathering told of the kind
    "Ola picked 12 figs and gathered 5 figs. How many figs did Ola collect?",
    # no verb of gathering asked: "found" is no other word for "picked"
    "Ola picked 12 figs. How many figs did Ola find?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_gathering_asked_refused(text: str) -> None:
    assert_refuses(text)
