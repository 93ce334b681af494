""""How far did it travel?" asked of the one way of going the story told ("A kite flew 8
meters"): travelling covers every way of going, so the one way told is it, when the story tells
no other going (a walk with no amount, "went home", "took a bus") that may be travel too. Asking
a way of going after "travel" was told is never read ("traveled 3 miles": walked? drove?). Each
case is in our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("A gull flew 45 meters. Then it flew 15 meters more. How many meters did the gull travel?", 60,
     "meters"),
    ("A gull flew 45 meters and rested on a post. Then it flew 15 meters. How far did the gull travel?",
     60, "meters"),
    ("Nia rowed 4 miles. Omar rowed 5 miles. How many miles did they travel?", 9, "miles"),
]

REFUSED = [
    # two ways of going: the sum of both is not read
    "Nia rowed 4 miles. Then she walked 2 miles. How many miles did she travel?",
    # a going told with no amount
    "Nia rowed 4 miles to the island. Then she walked around it. How many miles did she travel?",
    "Nia rowed 4 miles to the island. Then she went home. How many miles did she travel?",
    # travel told: a way of going asked may not be it
    "Nia traveled 4 miles. How many miles did she row?",
    # travel told with no amount beside the way of going: more travel, how far?
    "Nia rowed 4 miles. Then she traveled home by bus. How many miles did she travel?",
    # travel told beside another way: both are travel
    "Nia rowed 4 miles. She traveled 3 more miles by bus. How many miles did she travel?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_travel_asked_of_the_way_told(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_travel_asked_refused(text: str) -> None:
    assert_refuses(text)
