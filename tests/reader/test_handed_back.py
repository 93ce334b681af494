""""return" with what is returned and no "from": the subject hands it back, as "gave back"
says ("She returned 4 of them"), whoever gets it. Each case is in our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Pia bought 14 scarves. She returned 5 of them. How many scarves does she have now?", 9, "scarves"),
    ("Pia has 14 scarves. She returned 5 scarves. How many scarves does Pia have?", 9, "scarves"),
    ("Pia had 2 games. She borrowed 7 games from Eli. She returned 4 games. How many games does Pia "
     "have now?", 5, "games"),
    ("Pia bought 14 scarves. She returned 5 of them. How many scarves did she return?", 5, "scarves"),
    # a "how many" with no noun after bought things handed back asks the things, not the money
    ("Pia bought 9 scarves. If she returned 4 of them, how many does she have left?", 5, "scarves"),
    # the borrower hands back: "she" is still the story's one subject
    ("Pia had 2 games. She borrowed 7 games from Nora. She returned 4 games. How many games does Pia "
     "have now?", 5, "games"),
]

REFUSED = [
    # returned from a place: no handing back
    "Pia came back with 14 scarves. She returned from the shop with 3 hats. How many scarves does she "
    "have?",
    # the one they went back to: who held how many is not told
    "Eli lent Pia 7 games. Pia returned 4 games. How many games does Eli have now?",
    # "she" who hands back after she handed some to another "she": either may hand them back
    "Pia had 9 games. She lent Nora 4 of them. She returned 2 of them. How many games does Pia have?",
    # bought things handed back: the money may come back, untold
    "Pia bought 6 scarves for $4 each. She returned 2 of them. How much did Pia spend?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_handed_back(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_handed_back_untold(text: str) -> None:
    assert_refuses(text)
