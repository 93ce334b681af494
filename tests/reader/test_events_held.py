"""Events held, told before anything is counted (reader/scenes.event_hosted). Each case is in
our own words. "Have" in the progressive never says what is held: "The club is having a fair"
sets the scene of what is told after it. Told after holdings, naming a thing the story counts,
a person to come or a meal, placed in time, or with a number, it is not passed over."""

from __future__ import annotations

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("The fifth graders are having a fair. They have 70 raffle tickets to sell. They sold 25 tickets on "
     "Friday and 30 tickets on Saturday. How many tickets do they have left to sell?", 15, "tickets"),
    ("Omar was having a party. He had 24 balloons. 9 balloons popped. How many balloons did he have "
     "left?", 15, "balloons"),
    ("Ida and Lou are having a contest. Ida folded 14 cranes. Lou folded 11 cranes. How many more cranes "
     "did Ida fold than Lou?", 3, "cranes"),
    ("The library is having an auction. It sold 12 lamps and 8 clocks. How many lamps and clocks did it "
     "sell?", 20, None),
])
def test_event_held_sets_the_scene(text: str, value: int, unit: str | None) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # a person to come, whom a count may take in
    "Nell is having a baby. She has 2 daughters. How many daughters will she have?",
    # a party with the balloons named again: the party may be what used them
    "Omar was having a party. He had 24 balloons. The party used 9 balloons. How many balloons did he "
    "have left?",
    # placed in time: which time is the holding of?
    "Omar was having a party yesterday. He had 24 balloons. 9 balloons popped. How many balloons does "
    "he have left?",
    # the event named by a thing counted: what did it hold?
    "Omar was having a balloon party. He had 24 balloons. 9 balloons popped. How many balloons did he "
    "have left?",
    # denied
    "Omar was not having a party. He had 24 balloons. 9 balloons popped. How many balloons did he have "
    "left?",
])
def test_event_held_refused(text: str) -> None:
    assert_refuses(text)
