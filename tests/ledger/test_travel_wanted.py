"""Travel wanted and asked, gone by one way: "must travel 300 miles. He drove 120 miles. How
many more miles must he travel?" counts the one way of going the story tells of the length
(lexicon `going_ways_verbs`) toward the travel wanted. Each case is in our own words; an answer
case fails when the shape is no longer read, a refusal case when it is read without what would
make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Nora must travel 250 miles. She drove 90 miles. How many miles does she still need to "
     "travel?", 160, "miles"),
    ("Nora and Sam need to travel 400 km together. Nora drove 150 km and Sam drove 120 km. How "
     "many more kilometers do they need to travel?", 130, "kilometers"),
    ("Nora must travel 250 miles. She drove 50 miles an hour for 2 hours. How many miles does "
     "she still need to travel?", 150, "miles"),
    ("Nora needs to travel 90 miles. She cycled 20 miles on Monday and 25 miles on Tuesday. How "
     "many more miles does she need to travel?", 45, "miles"),
]

REFUSED = [
    # two ways of going: is each travel toward the want?
    "Nora must travel 250 miles. She drove 90 miles and walked 4 miles. How many miles does she "
    "still need to travel?",
    # a going with no length told
    "Nora must travel 250 miles. She drove for 3 hours. How many miles does she still need to "
    "travel?",
    "Nora must travel 250 miles. She drove 90 miles. Then she walked to a cafe. How many miles "
    "does she still need to travel?",
    # another's driving
    "Nora must travel 250 miles. Sam drove 90 miles. How many miles does Nora still need to "
    "travel?",
    # one of the two told nothing of
    "Nora and Sam must travel 250 miles. Nora drove 90 miles. How many miles do they still need "
    "to travel?",
    # a going before the want: toward it or not?
    "Nora drove 40 miles. She must travel 250 miles. How many miles does she still need to "
    "travel?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_travel_wanted_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_travel_wanted_refused(text: str) -> None:
    assert_refuses(text)
