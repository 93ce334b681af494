"""A percentage asked: "What percentage of the X are Y?", "What percent of the X did Ann VERB?".
The part is what "How many X are Y?" (or "… did Ann VERB?") asks, the whole the same question
without the sub-kind (or the doer); the answer is 100 × part ÷ whole, in percent. It is answered
only when the story has one whole of those things, and refused otherwise."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # a sub-kind of one holder's things, over all of them
    ("Rafe keeps 40 stamps. 10 of the stamps are blue. What percentage of the stamps are blue?", 25),
    ("Rafe keeps 40 stamps. 10 stamps are blue, 6 stamps are green, and the rest are red. What percent "
     "of the stamps are red?", 60),
    # one doer's share of what a doing made, when the doing made every one of them
    ("Pia baked 30 rolls and her aunt baked 70 rolls. What percentage of the rolls did Pia bake?", 30),
    ("Kit has scored 9 goals and Lou has scored 6. What percent of the goals has Lou scored?", 40),
    # one person's share of what two or more people hold
    ("Rafe has 12 stamps and his sister has 36 stamps. What percent of the stamps does Rafe have?", 25),
    ("Rafe has 10 stamps and Dev has four times as many stamps. What percentage of the stamps does "
     "Dev have?", 80),
    # the share need not be whole
    ("Rafe keeps 3 stamps. 1 of the stamps is blue. What percentage of the stamps are blue?",
     Fraction(100, 3)),
]

REFUSED = [
    # the stamps of two holders: whose stamps are the whole?
    "Rafe keeps 40 stamps. 10 of the stamps are blue. Dev keeps 20 stamps. What percentage of the "
    "stamps are blue?",
    # a loss of stamps whose colour is not told: how many blue ones are left is open
    "Rafe keeps 40 stamps. 10 of the stamps are blue. He lost 8 stamps. What percentage of the "
    "stamps are blue?",
    # the games played are the whole, not the games won
    "Kit and Lou played 20 games. Kit won 8 games. What percentage of the games did Kit win?",
    # won and lost: the games she won are not all the games
    "Kit won 8 games and lost 12 games. What percentage of the games did Kit win?",
    # rolls she had before she baked any: the whole is not only what was baked
    "Pia had 10 rolls. Pia baked 30 rolls and her aunt baked 60 rolls. What percentage of the rolls "
    "did Pia bake?",
    # red stamps given away: of the stamps Rafe keeps, or of all the stamps (Dev's too)?
    "Rafe keeps 40 stamps. 10 of the stamps are blue. He gave 4 blue stamps to Dev. What percentage "
    "of the stamps are blue?",
    # stamps kept in a box are no one's: Rafe's share of which stamps?
    "Rafe has 10 stamps. There are 30 stamps in the box. What percentage of the stamps does Rafe "
    "have?",
    # a part picked out by neither a sub-kind nor a doer
    "Rafe keeps 40 stamps. What percentage of the stamps does he keep?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_percentage_asked_answered(text: str, value: int | Fraction) -> None:
    assert_answers(text, value, "percent")


@pytest.mark.parametrize("text", REFUSED)
def test_percentage_asked_refused(text: str) -> None:
    assert_refuses(text)
